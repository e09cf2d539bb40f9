package search

import (
	"context"
	"testing"
	"time"
)

// fakeClock is a clock that moves only when a test says so.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// lookAfter moves the clock by d and has st look at it, as the search
// does every CheckEvery nodes; it reports whether st said stop.
func lookAfter(st *Stopper, c *fakeClock, d time.Duration) bool {
	c.t = c.t.Add(d)
	st.check()
	return st.stopped
}

// A stopper stops once its next look at the clock could come after the
// deadline, judged by the longest wait between two looks so far: on an
// idle machine that is close to the deadline, on a busy one (where the
// OS kept the search waiting) that much earlier, and never more than a
// tenth of the move time early.
func TestStopperStopsByTheLongestWaitBetweenLooks(t *testing.T) {
	const moveTime = 100 * time.Millisecond
	deadline := spendable(moveTime) // 98 ms
	for _, c := range []struct {
		name    string
		stall   time.Duration // one wait this long between two looks, at 10 ms
		stopsAt time.Duration // the first look that says stop
	}{
		{"idle: 0.1 ms between looks", 0, 97900 * time.Microsecond},
		{"kept waiting 5 ms", 5 * time.Millisecond, 93 * time.Millisecond},
		{"kept waiting 30 ms (capped at 10 ms)", 30 * time.Millisecond, 88 * time.Millisecond},
	} {
		t.Run(c.name, func(t *testing.T) {
			clock := &fakeClock{t: time.Unix(0, 0)}
			var st Stopper
			st.Reset(context.Background(), Limits{Time: moveTime})
			st.start, st.lastLook, st.deadline, st.now = clock.t, clock.t, clock.t.Add(deadline), clock.now
			at := time.Duration(0)
			step := 100 * time.Microsecond
			for at < moveTime {
				d := step
				if c.stall > 0 && at == 10*time.Millisecond {
					d = c.stall
				}
				at += d
				if lookAfter(&st, clock, d) {
					if at != c.stopsAt {
						t.Fatalf("stopped at %v, want %v", at, c.stopsAt)
					}
					return
				}
			}
			t.Fatalf("never stopped (deadline %v)", deadline)
		})
	}
}
