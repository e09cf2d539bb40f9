package search

import (
	"sync/atomic"
	"time"
)

// Ponder makes a search one on the opponent's time: it searches the
// position after the reply it expects while the opponent thinks, within
// Bound (0: until cancelled or its depth), and its own limits do not run
// yet. When the opponent plays that reply, Hit tells the search, which
// goes on from where it is with its limits counted from the hit: the
// depths it finished meanwhile are the head start pondering gives.
//
// Hit may be called from another goroutine than the search's: the
// search reads it at its next look at the clock.
type Ponder struct {
	Bound time.Duration
	hit   atomic.Pointer[ponderHit]
	taken atomic.Bool // the search saw the hit and went on as the move's search
}

type ponderHit struct {
	at    time.Time
	clock *Clock
}

// Hit says the expected reply was played at, and the search now runs
// for the side's move: within its Limits (Time), or, with a clock, within
// its Limits on that clock (Limits.WithClock), counted from at.
func (p *Ponder) Hit(at time.Time, clock *Clock) {
	p.hit.CompareAndSwap(nil, &ponderHit{at, clock})
}

// Taken reports whether the search saw the hit and went on as the
// move's own search (a hit that came after it had stopped is not).
func (p *Ponder) Taken() bool { return p.taken.Load() }

// Pondering reports a search still on the opponent's time: one with a
// Ponder that has not been hit.
func (s *Stopper) Pondering() bool { return s.ponder != nil }

// Soft is the soft limit of a search on a clock (Limits.Soft, or, for a
// ponder search, the one its Hit's clock gives), 0 while it ponders.
func (s *Stopper) Soft() time.Duration { return s.soft }

// pondered looks for the hit while pondering, and once it came starts
// the search's own limits from it.
func (s *Stopper) pondered(now time.Time) {
	h := s.ponder.hit.Load()
	if h == nil {
		return
	}
	s.ponder.taken.Store(true)
	lim := s.afterHit
	if h.clock != nil {
		lim = lim.WithClock(*h.clock)
	}
	s.ponder, s.start, s.lastLook, s.worstGap, s.soft = nil, h.at, now, 0, lim.Soft
	s.deadline, s.maxGap = time.Time{}, 0
	if lim.Time > 0 {
		s.deadline = h.at.Add(spendable(lim.Time))
		s.maxGap = lim.Time / 10
	}
}
