package main

import (
	"regexp"
	"strings"
	"testing"
)

var depthLine = regexp.MustCompile(`^depth (\d+) nodes (\d+) time \d+\.\d{3} nps \d+$`)

func TestCabezaPerftPrintsOneLinePerDepth(t *testing.T) {
	var code int
	out := captureStdout(t, func() { code = run([]string{"cabeza", "perft", "3"}) })
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	want := []string{"1 nodes 12", "2 nodes 144", "3 nodes 3178"}
	if len(lines) != len(want) {
		t.Fatalf("output %q", out)
	}
	for i, l := range lines {
		if !depthLine.MatchString(l) || !strings.HasPrefix(l, "depth "+want[i]+" ") {
			t.Errorf("line %d = %q, want depth %s …", i+1, l, want[i])
		}
	}
}

func TestCabezaPerftDivideListsMovesInByteOrder(t *testing.T) {
	var code int
	out := captureStdout(t, func() {
		code = run([]string{"cabeza", "perft", "--divide", "2", "--fen", "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 r 1"})
	})
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != 12+2 {
		t.Fatalf("output %q", out)
	}
	moves := []string{"Fn", "Fne", "Fnn", "Fnw", "He", "Hen", "Hn", "Hne", "Hnn", "Hnw", "On", "Ow"} // byte order
	for i, m := range moves {
		if !strings.HasPrefix(lines[i], m+" ") {
			t.Errorf("divide line %d = %q, want move %s", i+1, lines[i], m)
		}
	}
	if lines[0] != "Fn 12" {
		t.Errorf("Fn 12 expected (blue has 12 replies), got %q", lines[0])
	}
	if !strings.HasPrefix(lines[13], "depth 2 nodes 144 ") {
		t.Errorf("last line %q", lines[13])
	}
}

func TestCabezaPerftBadInputIsAUsageError(t *testing.T) {
	cases := [][]string{
		{"cabeza", "perft", "x"},
		{"cabeza", "perft", "0"},
		{"cabeza", "perft", "-1"},
		{"cabeza", "perft", "99"},
		{"cabeza", "perft"},
		{"cabeza", "perft", "--fen", "nonsense", "2"},
		{"cabeza", "perft", "--fen", "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 x", "2"},
	}
	for _, args := range cases {
		var code int
		errOut := captureStderr(t, func() {
			captureStdout(t, func() { code = run(args) })
		})
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
		if errOut == "" || strings.Count(strings.TrimRight(errOut, "\n"), "\n") != 0 {
			t.Errorf("%q: stderr %q, want one line", args, errOut)
		}
	}
}
