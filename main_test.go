package main

import (
	"io"
	"os"
	"strings"
	"testing"
)

// captureStderr runs f with os.Stderr redirected and returns what it wrote.
func captureStderr(t *testing.T, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stderr
	os.Stderr = w
	f()
	os.Stderr = old
	w.Close()
	b, _ := io.ReadAll(r)
	return string(b)
}

func TestRunUsageErrorsExitTwoWithOneLine(t *testing.T) {
	cases := [][]string{
		{"--no-such-flag"},
		{"stray-argument"},
		{"catcat", "--bogus"},
	}
	for _, args := range cases {
		var code int
		out := captureStderr(t, func() { code = run(args) })
		if code != 2 {
			t.Errorf("run(%q) = %d, want 2", args, code)
		}
		if strings.Count(strings.TrimRight(out, "\n"), "\n") != 0 || out == "" {
			t.Errorf("run(%q) stderr = %q, want one line", args, out)
		}
	}
}

func TestRunHelpSucceeds(t *testing.T) {
	if code := run([]string{"--help"}); code != 0 {
		t.Fatalf("--help exit %d", code)
	}
}
