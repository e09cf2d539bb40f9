package search

import (
	"testing"
	"time"
)

const ms = time.Millisecond

// The share of the clock a move gets, worked out by hand from Budget's
// formula: margin = min(20 ms + left/50, left/4), usable = left - margin,
// share = usable/30 + 3/4 inc, soft = min(share, usable/3), hard =
// min(4 share, usable/3).
func TestClockBudget(t *testing.T) {
	for _, c := range []struct {
		name       string
		clock      Clock
		soft, hard time.Duration
	}{
		// margin 220 ms, usable 9780 ms, share 326 + 75 ms.
		{"10+0.1 at the start", Clock{Left: 10 * time.Second, Inc: 100 * ms}, 401 * ms, 1604 * ms},
		// margin 40 ms, usable 960 ms, share 32 + 75 ms; 4 × share is
		// over a third of usable (320 ms).
		{"1+0.1 at the start", Clock{Left: time.Second, Inc: 100 * ms}, 107 * ms, 320 * ms},
		// margin 15 ms (a quarter, under 21.2 ms), usable 45 ms: a third
		// of it caps both.
		{"60 ms left, 0.1 s increment", Clock{Left: 60 * ms, Inc: 100 * ms}, 15 * ms, 15 * ms},
		// margin 5 ms, usable 15 ms, share 0.5 ms: the least move time.
		{"20 ms left, no increment", Clock{Left: 20 * ms, Inc: 0}, MinMoveTime, 2 * ms},
		// margin 1.22 s, usable 58.78 s, share 1.959 + 0.75 s.
		{"60+1", Clock{Left: time.Minute, Inc: time.Second}, 2709333333, 10837333332},
		// margin 40 ms and twice a 300 ms lag: usable 360 ms, share 12 +
		// 75 ms; a third of usable caps the hard limit.
		{"1 s left, 0.3 s lag", Clock{Left: time.Second, Inc: 100 * ms, Lag: 300 * ms}, 87 * ms, 120 * ms},
		{"lag over what is left", Clock{Left: time.Second, Inc: 100 * ms, Lag: 500 * ms}, MinMoveTime, MinMoveTime},
		{"nothing left", Clock{Left: 0, Inc: 100 * ms}, MinMoveTime, MinMoveTime},
		{"overdrawn", Clock{Left: -5 * ms, Inc: 100 * ms}, MinMoveTime, MinMoveTime},
	} {
		soft, hard := c.clock.Budget()
		if soft != c.soft || hard != c.hard {
			t.Errorf("%s: Budget() = %v, %v; want %v, %v", c.name, soft, hard, c.soft, c.hard)
		}
	}
}

// A clock only ever shortens a move: a level's time cap (or a setting's
// time=) stays when it is the shorter, and the depth stays.
func TestLimitsWithClock(t *testing.T) {
	c := Clock{Left: 10 * time.Second, Inc: 100 * ms} // soft 401 ms, hard 1604 ms
	for _, x := range []struct {
		name string
		in   Limits
		want Limits
	}{
		{"no time of its own", Limits{Depth: 7}, Limits{Depth: 7, Time: 1604 * ms, Soft: 401 * ms}},
		{"a longer time cap", Limits{Depth: 7, Time: 8 * time.Second}, Limits{Depth: 7, Time: 1604 * ms, Soft: 401 * ms}},
		{"a shorter time cap", Limits{Depth: 3, Time: time.Second}, Limits{Depth: 3, Time: time.Second, Soft: 401 * ms}},
		{"a time cap under the share", Limits{Time: 100 * ms}, Limits{Time: 100 * ms, Soft: 100 * ms}},
		{"nodes stay", Limits{Nodes: 5000}, Limits{Nodes: 5000, Time: 1604 * ms, Soft: 401 * ms}},
	} {
		if got := x.in.WithClock(c); got != x.want {
			t.Errorf("%s: %+v.WithClock = %+v, want %+v", x.name, x.in, got, x.want)
		}
	}
}

// A side that spends, move after move, all of its hard limit and on top
// of it as much as the margin (its overhead outside the search) never
// runs out of time, whatever the clock; and it never gets less than the
// least move time.
func TestClockBudgetNeverFlags(t *testing.T) {
	for _, base := range []time.Duration{100 * ms, time.Second, 10 * time.Second, 5 * time.Minute} {
		for _, inc := range []time.Duration{0, 10 * ms, 100 * ms, time.Second, 10 * time.Second} {
			left := base
			for move := 0; move < 500; move++ {
				soft, hard := Clock{Left: left, Inc: inc}.Budget()
				if soft < MinMoveTime || hard < soft {
					t.Fatalf("%v+%v, move %d, %v left: soft %v, hard %v", base, inc, move, left, soft, hard)
				}
				if left <= 4*ms {
					break // the engine's depth 1 is all that is left: the least move time
				}
				margin := min(marginFixed+left/marginShare, left/4)
				left -= hard + margin
				if left < 0 {
					t.Fatalf("%v+%v: flagged at move %d", base, inc, move)
				}
				left += inc
			}
		}
	}
}

// A side whose moves take all of their hard limit and, one in ten, as
// much again as the lag it has seen (a busy machine keeping it waiting)
// never runs out: twice the lag stays in reserve. (No clock survives a
// stall longer than its increment at every move.)
func TestClockBudgetWithLagNeverFlags(t *testing.T) {
	for _, lag := range []time.Duration{50 * ms, 300 * ms} {
		for _, inc := range []time.Duration{100 * ms, time.Second} {
			left := 10 * time.Second
			for move := 0; move < 500; move++ {
				_, hard := Clock{Left: left, Inc: inc, Lag: lag}.Budget()
				left -= hard
				if move%10 == 9 {
					left -= lag
				}
				if left < 0 {
					t.Fatalf("10+%v, %v lag: flagged at move %d", inc, lag, move)
				}
				left += inc
			}
		}
	}
}
