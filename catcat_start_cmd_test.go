package main

import (
	"strings"
	"testing"

	"cabezacat/catcat"
)

func TestCatcatStartPrintsTheRandomStart(t *testing.T) {
	cases := []struct {
		args    []string
		size    catcat.Size
		density float64
		seed    uint64
	}{
		{[]string{"catcat", "start", "--seed", "7"}, catcat.DefaultSize, catcat.DefaultDensity, 7},
		{[]string{"catcat", "start", "--size", "21", "--seed", "123", "--density", "0.2"}, 21, 0.2, 123},
		{[]string{"catcat", "start", "--size=5", "--seed=0", "--density=0"}, 5, 0, 0},
	}
	for _, c := range cases {
		var code int
		out := captureStdout(t, func() { code = run(c.args) })
		if code != 0 {
			t.Fatalf("run(%q) = %d", c.args, code)
		}
		want, err := catcat.RandomStart(c.size, c.density, c.seed)
		if err != nil {
			t.Fatal(err)
		}
		if out != want.StateText() {
			t.Errorf("run(%q) printed\n%s\nwant\n%s", c.args, out, want.StateText())
		}
		if !strings.HasPrefix(out, "C "+c.size.String()+" 0 0\n") {
			t.Errorf("run(%q) header: %q", c.args, strings.SplitN(out, "\n", 2)[0])
		}
	}
}

func TestCatcatStartBadFlagsExitTwoWithOneLine(t *testing.T) {
	cases := []struct {
		args []string
		says string
	}{
		{[]string{"catcat", "start"}, "--seed is required"},
		{[]string{"catcat", "start", "--seed", "x"}, "--seed"},
		{[]string{"catcat", "start", "--seed", "-1"}, "--seed"},
		{[]string{"catcat", "start", "--seed", "1", "--size", "7"}, "5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45"},
		{[]string{"catcat", "start", "--seed", "1", "--size", "49"}, "--size"},
		{[]string{"catcat", "start", "--seed", "1", "--density", "1.5"}, "--density"},
		{[]string{"catcat", "start", "--seed", "1", "--density", "-0.1"}, "--density"},
		{[]string{"catcat", "start", "--seed", "1", "--density", "NaN"}, "--density"},
		{[]string{"catcat", "start", "--seed", "1", "--size", "5", "--density", "1"}, "no playable start"},
		{[]string{"catcat", "start", "--seed", "1", "--bogus"}, "bogus"},
		{[]string{"catcat", "start", "--seed", "1", "extra"}, "no arguments"},
	}
	for _, c := range cases {
		var code int
		var stdout string
		stderr := captureStderr(t, func() {
			stdout = captureStdout(t, func() { code = run(c.args) })
		})
		if code != 2 {
			t.Errorf("run(%q) = %d, want 2", c.args, code)
		}
		if strings.Count(strings.TrimRight(stderr, "\n"), "\n") != 0 || !strings.Contains(stderr, c.says) {
			t.Errorf("run(%q) stderr = %q, want one line saying %q", c.args, stderr, c.says)
		}
		if stdout != "" {
			t.Errorf("run(%q) printed %q on stdout", c.args, stdout)
		}
	}
}
