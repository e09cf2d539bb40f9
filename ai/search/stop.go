package search

import (
	"context"
	"sync/atomic"
	"time"
)

// Stopper decides when a search must stop: its context is cancelled, its
// time is up or its node budget is spent. It is game-independent: any
// search counts its nodes through Tick and unwinds (by returning, never
// by panic) once Tick says stop. The clock and the context are looked at
// only every CheckEvery nodes, which keeps a node cheap and still stops
// a search within a millisecond or so.
type Stopper struct {
	ctx       context.Context
	start     time.Time
	deadline  time.Time // zero: no time limit
	nodeLimit int64     // 0: none
	nodes     int64
	nextCheck int64
	stopped   bool
	// firm is set while the first depth runs: it is tiny, and finishing
	// it means a search always has a move to give, however short its budget.
	firm bool
	// lastLook is when the clock was last looked at, and worstGap the
	// longest wall time between two looks so far: about 50 µs on an
	// idle core, but on a busy machine the OS keeps the search waiting
	// for milliseconds now and then, and the look after the deadline
	// may come that late. So the search stops once the next look could
	// come after the deadline: the margin grows with the machine's load
	// instead of being a fixed guess too big when idle, too small when not.
	// It is capped at maxGap (a tenth of the move time): a search kept
	// waiting longer than that cannot be on time whatever it does.
	lastLook time.Time
	worstGap time.Duration
	maxGap   time.Duration
	now      func() time.Time // time.Now; tests give a clock of their own
	// shared, when a search runs on several threads (Share), is the
	// nodes of all of them: each adds what it counted at every look
	// (published is how many of its own it has added), and a node limit
	// is the threads' total.
	shared    *atomic.Int64
	published int64
	// ponder, while a search ponders (Limits.Ponder, not yet hit): its
	// deadline is the ponder's bound, and afterHit the limits it gets
	// from the hit on. soft is Limits.Soft (from the hit when pondering).
	ponder   *Ponder
	afterHit Limits
	soft     time.Duration
}

// CheckEvery is how many nodes pass between two looks at the clock and
// the context: a tenth of a millisecond of search on one core, so that a
// search on a busy machine still stops close to its deadline.
const CheckEvery = 256

// Reset readies s for a search within lim, from now; ctx cancelled stops it.
func (s *Stopper) Reset(ctx context.Context, lim Limits) {
	now := time.Now()
	*s = Stopper{ctx: ctx, start: now, lastLook: now, now: time.Now, nodeLimit: lim.Nodes, nextCheck: CheckEvery, soft: lim.Soft}
	if lim.Ponder != nil {
		s.ponder, s.afterHit, s.soft = lim.Ponder, lim, 0
		if b := lim.Ponder.Bound; b > 0 {
			s.deadline, s.maxGap = s.start.Add(b), b/10
		}
		return
	}
	if lim.Time > 0 {
		s.deadline = s.start.Add(spendable(lim.Time))
		s.maxGap = lim.Time / 10
	}
	if lim.Nodes > 0 && lim.Nodes < CheckEvery {
		s.nextCheck = lim.Nodes
	}
}

// Tick counts one node and reports whether the search must stop.
func (s *Stopper) Tick() bool {
	s.nodes++
	if s.nodes >= s.nextCheck {
		s.check()
	}
	return s.stopped && !s.firm
}

// Share makes st one of several threads of one search: what it counts
// goes into total, which its node limit then bounds. Call it after Reset.
func (s *Stopper) Share(total *atomic.Int64) { s.shared, s.published = total, 0 }

func (s *Stopper) check() {
	s.nextCheck = s.nodes + CheckEvery
	counted := s.nodes
	if s.shared != nil {
		counted = s.shared.Add(s.nodes - s.published)
		s.published = s.nodes
	}
	if s.nodeLimit > 0 {
		if counted >= s.nodeLimit {
			s.stopped = true
			return
		}
		if left := s.nodeLimit - counted; left < CheckEvery {
			s.nextCheck = s.nodes + left
		}
	}
	if s.ctx.Err() != nil {
		s.stopped = true
		return
	}
	if s.ponder != nil {
		s.pondered(s.now())
	}
	if s.deadline.IsZero() {
		return
	}
	now := s.now()
	s.worstGap = min(max(s.worstGap, now.Sub(s.lastLook)), s.maxGap)
	s.lastLook = now
	if !now.Add(s.worstGap).Before(s.deadline) {
		s.stopped = true
	}
}

// spendable is the part of a move time a search may spend: all of it but
// a margin for unwinding and handing the move over (2%, at least a
// millisecond). The wait for the last look at the clock is not in it: the
// Stopper measures that as it goes (worstGap).
func spendable(moveTime time.Duration) time.Duration {
	return moveTime - max(moveTime/50, time.Millisecond)
}

// mayStartDepth reports whether another iteration may start: while time
// is left. A move time is a budget to spend, not a ceiling to stay far
// under: an iteration the clock cuts short still counts if its first
// root moves were searched in full (the games' root searches keep a
// better move found that way), and stopping early would only leave
// the time unused.
func (s *Stopper) mayStartDepth() bool {
	s.check()
	return !s.stopped
}

// Elapsed is the wall time since Reset.
func (s *Stopper) Elapsed() time.Duration { return time.Since(s.start) }

// Interrupted reports whether the running depth was cut short.
func (s *Stopper) Interrupted() bool { return s.stopped && !s.firm }

// Total is the nodes of every thread that shares the count (Share), each
// as of its last look at the clock and this one's to now; without a
// share, Nodes.
func (s *Stopper) Total() int64 {
	if s.shared == nil {
		return s.nodes
	}
	return s.shared.Load() + s.nodes - s.published
}

// Nodes is the number of nodes counted so far.
func (s *Stopper) Nodes() int64 { return s.nodes }
