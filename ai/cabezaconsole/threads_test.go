package cabezaconsole

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"cabezacat/ai/cabezaengine"
)

// threads prints and sets the search's threads in our dialect, refusing
// what is not a count from 1 to MaxThreads; a search on two threads
// answers as one does.
func TestConsoleThreads(t *testing.T) {
	out := console(t, "threads\nthreads 2\nthreads\nthreads 0\nthreads 65\nthreads two\ndepth 3\nsearch\n")
	got := lines(out)
	want := []string{
		"threads 1",
		"threads 2",
		`error: threads "0": want a whole number from 1 to 64`,
		`error: threads "65": want a whole number from 1 to 64`,
		`error: threads "two": want a whole number from 1 to 64`,
	}
	if len(got) < len(want)+2 || strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant it to start\n%s", out, strings.Join(want, "\n"))
	}
	if !strings.HasPrefix(got[len(got)-2], "info depth 3 ") || !strings.HasPrefix(got[len(got)-1], "bestmove ") {
		t.Fatalf("search on 2 threads ended\n%s", out)
	}
}

// In the original's dialect threads answers in the original's style.
func TestConsoleOriginalThreads(t *testing.T) {
	var out strings.Builder
	c := NewOriginal(&out, false)
	for _, l := range []string{"threads 3", "threads 0", "threads"} {
		c.Exec(context.Background(), l)
	}
	if want := "threads set to 3\nthreads set error\nthreads set error\n"; out.String() != want {
		t.Fatalf("got %q, want %q", out.String(), want)
	}
	if c.threads() != 3 {
		t.Fatalf("threads %d after threads 3", c.threads())
	}
}

// Whatever follows "threads", in either dialect: a count from 1 to
// MaxThreads as Atoi reads it is taken, anything else refused with the
// count unchanged.
func FuzzConsoleThreads(f *testing.F) {
	for _, s := range []string{"1", "2", "64", "65", "0", "-1", "+2", " 3", "x", "99999999999999999999", "2\x00"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, arg string, original bool) {
		if strings.ContainsAny(arg, "\n\r") {
			return // one line is one command
		}
		var out strings.Builder
		c := New(&out)
		if original {
			c = NewOriginal(&out, false)
		}
		c.Exec(context.Background(), "threads "+arg)
		n, err := strconv.Atoi(strings.TrimSpace(arg))
		want := 1
		if err == nil && n >= 1 && n <= cabezaengine.MaxThreads {
			want = n
		}
		if c.threads() != want {
			t.Fatalf("threads %q: %d threads, want %d (said %q)", arg, c.threads(), want, out.String())
		}
	})
}
