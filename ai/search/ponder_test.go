package search

import (
	"context"
	"testing"
	"time"
)

// newPonderStopper is a stopper for lim on the fake clock c.
func newPonderStopper(c *fakeClock, lim Limits) *Stopper {
	var st Stopper
	st.Reset(context.Background(), lim)
	st.start, st.lastLook, st.now = c.t, c.t, c.now
	if b := lim.Ponder.Bound; b > 0 {
		st.deadline = c.t.Add(b)
	}
	return &st
}

// A pondering search keeps none of its limits but the ponder's bound;
// after the hit its move time counts from the hit.
func TestStopperPonderHit(t *testing.T) {
	clock := &fakeClock{t: time.Unix(0, 0)}
	p := &Ponder{Bound: time.Second}
	st := newPonderStopper(clock, Limits{Time: 100 * ms, Ponder: p})
	if !st.Pondering() || st.Soft() != 0 {
		t.Fatal("not pondering at the start")
	}
	for at := time.Duration(0); at < 600*ms; at += 10 * ms {
		if lookAfter(st, clock, 10*ms) {
			t.Fatalf("a pondering search stopped at %v: its 100 ms run from the hit", at)
		}
	}
	p.Hit(clock.t, nil) // at 600 ms: 98 ms spendable from now
	if lookAfter(st, clock, 10*ms) || st.Pondering() {
		t.Fatal("stopped at the hit, or still pondering")
	}
	stoppedAt := time.Duration(0)
	for at := 610 * ms; at < 800*ms; at += ms {
		if lookAfter(st, clock, ms) {
			stoppedAt = at + ms
			break
		}
	}
	// The deadline is 698 ms; the gaps between looks are counted from
	// the hit's look (1 ms each), so it stops at 697 ms.
	if stoppedAt != 697*ms {
		t.Fatalf("stopped at %v after a hit at 600 ms with 100 ms a move, want 697ms", stoppedAt)
	}
}

// A ponder that is never hit stops at its bound.
func TestStopperPonderBound(t *testing.T) {
	clock := &fakeClock{t: time.Unix(0, 0)}
	st := newPonderStopper(clock, Limits{Time: 100 * ms, Ponder: &Ponder{Bound: time.Second}})
	at := time.Duration(0)
	for !lookAfter(st, clock, 10*ms) {
		at += 10 * ms
		if at > 2*time.Second {
			t.Fatal("a ponder ran past its bound")
		}
	}
	if at < 900*ms {
		t.Fatalf("a ponder with a 1 s bound stopped at %v", at)
	}
}

// A hit with a clock gives the search the clock's limits from then.
func TestStopperPonderHitOnAClock(t *testing.T) {
	clock := &fakeClock{t: time.Unix(0, 0)}
	p := &Ponder{}
	st := newPonderStopper(clock, Limits{Depth: 7, Time: 8 * time.Second, Ponder: p})
	lookAfter(st, clock, 10*time.Second) // no bound: ponders on
	if !st.Pondering() || st.stopped {
		t.Fatal("an unbounded ponder stopped")
	}
	c := Clock{Left: 10 * time.Second, Inc: 100 * ms} // soft 401 ms, hard 1604 ms
	p.Hit(clock.t, &c)
	lookAfter(st, clock, ms)
	if st.Pondering() || st.Soft() != 401*ms || st.deadline != clock.t.Add(-ms).Add(spendable(1604*ms)) {
		t.Fatalf("after a hit on %+v: soft %v, deadline %v after the hit", c, st.Soft(), st.deadline.Sub(clock.t.Add(-ms)))
	}
}
