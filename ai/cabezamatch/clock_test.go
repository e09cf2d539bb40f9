package cabezamatch

import (
	"context"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/forfeit"
)

func TestParseTimeControl(t *testing.T) {
	good := map[string]TimeControl{
		"10+0.1":  {10 * time.Second, 100 * time.Millisecond},
		"1+0.1":   {time.Second, 100 * time.Millisecond},
		" 60 ":    {time.Minute, 0},
		"0.5+0":   {500 * time.Millisecond, 0},
		"3600+60": {time.Hour, time.Minute},
	}
	for text, want := range good {
		if tc, err := ParseTimeControl(text); err != nil || tc != want {
			t.Errorf("%q: %+v, %v; want %+v", text, tc, err, want)
		}
	}
	bad := map[string]string{
		"":        "the time per side (before +) must be seconds",
		"x+1":     "the time per side (before +) must be seconds",
		"1e3":     "must be seconds",
		"NaN":     "must be seconds",
		"inf+0":   "must be seconds",
		"0.05":    "must be from 100ms to 1h0m0s",
		"3601":    "must be from 100ms to 1h0m0s",
		"10+":     "the increment (after +) must be seconds",
		"10+-1":   "the increment (after +) must be from 0s to 1m0s",
		"10+61":   "the increment (after +) must be from 0s to 1m0s",
		"10+1+1":  "the increment (after +) must be seconds",
		"0x10+1":  "must be seconds",
		"1_0+0.1": "must be seconds",
	}
	for text, msg := range bad {
		if _, err := ParseTimeControl(text); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: error %v, want it to say %q", text, err, msg)
		}
	}
}

func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"10+0.1", "1+0.1", "60", "0.05", "10+", "+", "1e9", "-1+1", "3600+60"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		tc, err := ParseTimeControl(text)
		if err != nil {
			return
		}
		if tc.Base < 100*time.Millisecond || tc.Base > maxTCBase || tc.Inc < 0 || tc.Inc > maxTCInc {
			t.Fatalf("%q taken as %+v", text, tc)
		}
		// What String writes reads back the same.
		if again, err := ParseTimeControl(tc.String()); err != nil || again != tc {
			t.Fatalf("%q → %q → %+v, %v", text, tc.String(), again, err)
		}
	})
}

// A move takes its time off the side's clock, which then gains the
// increment; a move longer than the clock had loses on time.
func TestGameClockSpends(t *testing.T) {
	c := newGameClock(TimeControl{Base: time.Second, Inc: 100 * time.Millisecond})
	if left, err := c.spend(0, 300*time.Millisecond); err != nil || left != 700*time.Millisecond || c.left[0] != 800*time.Millisecond {
		t.Fatalf("after a 300 ms move: %v left (%v with the increment), %v", left, c.left[0], err)
	}
	if c.left[1] != time.Second {
		t.Fatalf("the other side's clock moved: %v", c.left[1])
	}
	_, hard := c.of(0).Budget()
	left, err := c.spend(0, 850*time.Millisecond)
	if c.over[0] != 850*time.Millisecond-hard || c.lag[0] != c.over[0] {
		t.Fatalf("an 850 ms move with a hard limit of %v: over by %v, lag %v", hard, c.over[0], c.lag[0])
	}
	if left != -50*time.Millisecond || forfeit.KindOf(err) != forfeit.Timeout || !strings.Contains(err.Error(), "lost on time: its move took 850ms, 50ms more than its clock had") {
		t.Fatalf("an 850 ms move on 800 ms: %v left, %v", left, err)
	}
	if newGameClock(TimeControl{}) != nil {
		t.Fatal("no time control made a clock")
	}
}

// A match on a clock: the clocks run, nobody loses on time, and the
// summary counts what each side had and used. (The clock is generous and
// the depths small, so that no machine is slow enough to flag: the
// budget itself is TestClockBudget's.)
func TestMatchOnAClock(t *testing.T) {
	a, _ := ParsePlayer("depth=4")
	b, _ := ParsePlayer("depth=3")
	tc := TimeControl{Base: time.Minute, Inc: time.Second}
	res := Match{A: a, B: b, Games: 2, Workers: 1, Seed: 3, Clock: tc}.Run(context.Background(), nil)
	if res.Games() != 2 || res.AForfeits+res.BForfeits != 0 {
		t.Fatalf("match on a clock: %+v", res)
	}
	for name, u := range map[string]ClockUse{"A": res.AClock, "B": res.BClock} {
		if u.Moves == 0 || u.Flags != 0 || u.Given != 2*tc.Base+time.Duration(u.Moves)*tc.Inc || u.Used <= 0 || u.Used > u.Given || u.LeastLeft <= 0 {
			t.Errorf("%s's clock: %+v", name, u)
		}
	}
	if !strings.Contains(res.AClock.String(), "lost on time") {
		t.Errorf("summary %q", res.AClock)
	}
}
