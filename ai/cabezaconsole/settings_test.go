package cabezaconsole

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
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

// clock prints and sets the two sides' clocks, refusing what is not off
// or two or four counts of milliseconds; a search on a clock answers.
func TestConsoleClock(t *testing.T) {
	out := console(t, "clock\nclock 1000 2000\nclock\nclock 60000 500 1000 100\nclock\nclock 1 2 3\nclock -1 2\nclock 5 x\nclock 1 99999999999\nclock off\nclock\nclock 300 300 10 10\nsearch\n")
	got := lines(out)
	want := []string{
		"clock off",
		"clock red 1000+0 blue 2000+0",
		"clock red 60000+1000 blue 500+100",
		`error: clock "1 2 3": want off, or <red ms> <blue ms> [<red inc ms> <blue inc ms>]`,
		`error: clock: red's time "-1": want milliseconds from 0 to 86400000`,
		`error: clock: blue's time "x": want milliseconds from 0 to 86400000`,
		`error: clock: blue's time "99999999999": want milliseconds from 0 to 86400000`,
		"clock off",
	}
	if len(got) < len(want)+2 || strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant it to start\n%s", out, strings.Join(want, "\n"))
	}
	if !strings.HasPrefix(got[len(got)-1], "bestmove ") {
		t.Fatalf("search on a clock ended\n%s", out)
	}
}

// On a clock the side to move's clock gives the search's time, not the
// timeout; the depth still bounds it.
func TestConsoleClockSetsTheLimits(t *testing.T) {
	c := New(new(strings.Builder))
	for _, l := range []string{"depth 9", "timeout 5000", "clock 10000 1000 100 0", "m Hnn"} {
		c.Exec(context.Background(), l)
	}
	// Blue to move: 1000 ms, no increment: margin 40 ms, usable 960 ms,
	// soft 32 ms, hard 128 ms.
	lim := c.searchLimits()
	if want := (search.Limits{Depth: 9, Time: 128 * time.Millisecond, Soft: 32 * time.Millisecond}); lim != want {
		t.Fatalf("limits on a clock %+v, want %+v", lim, want)
	}
	c.Exec(context.Background(), "clock off")
	if lim := c.searchLimits(); lim != (search.Limits{Depth: 9, Time: 5 * time.Second}) {
		t.Fatalf("limits after clock off %+v", lim)
	}
}

// In the original's dialect clock answers in the original's style.
func TestConsoleOriginalClock(t *testing.T) {
	var out strings.Builder
	c := NewOriginal(&out, false)
	for _, l := range []string{"clock 3000 2000 100 50", "clock 1", "clock off"} {
		c.Exec(context.Background(), l)
	}
	if want := "clock set to red 3000+100 blue 2000+50\nclock set error\nclock set to off\n"; out.String() != want {
		t.Fatalf("got %q, want %q", out.String(), want)
	}
}

// Whatever follows "clock": what is taken reads back as it was given
// (formatClock of it parses to the same clocks), within the limits;
// nothing crashes.
func FuzzConsoleClock(f *testing.F) {
	for _, s := range []string{"off", "1000 2000", "60000 500 1000 100", "1 2 3", "-1 2", "x y", "0 0 0 0", "86400000 86400001", " 5\t6 ", "+7 8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, arg string) {
		clocks, err := parseClock(arg)
		if err != nil || clocks == nil {
			return
		}
		for _, c := range clocks {
			if c.Left < 0 || c.Inc < 0 || c.Left > maxClockMillis*time.Millisecond || c.Inc > maxClockMillis*time.Millisecond {
				t.Fatalf("%q taken as %+v", arg, clocks)
			}
		}
		text := formatClock(clocks)
		f := strings.Fields(text) // red L+I blue L+I
		rl, ri, _ := strings.Cut(f[1], "+")
		bl, bi, _ := strings.Cut(f[3], "+")
		again, err := parseClock(rl + " " + bl + " " + ri + " " + bi)
		if err != nil || *again != *clocks {
			t.Fatalf("%q → %q → %+v, %v; want %+v", arg, text, again, err, clocks)
		}
	})
}
