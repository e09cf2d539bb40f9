package main

import (
	"io"
	"os"
	"strings"
	"testing"
)

// captured runs f with *stream (os.Stdout or os.Stderr) redirected to a
// pipe and returns what f wrote there. The pipe is drained while f runs,
// so a large output cannot block it.
func captured(t *testing.T, stream **os.File, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := *stream
	*stream = w
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	f()
	*stream = old
	w.Close()
	return <-done
}

func captureStdout(t *testing.T, f func()) string { t.Helper(); return captured(t, &os.Stdout, f) }
func captureStderr(t *testing.T, f func()) string { t.Helper(); return captured(t, &os.Stderr, f) }

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
