package ai

import (
	"context"
	"time"
)

// stopper decides when a search must stop: its context is cancelled, its
// time is up or its node budget is spent. It is game-independent: any
// search counts its nodes through tick and unwinds (by returning, never
// by panic) once tick says stop. The clock and the context are looked at
// only every checkEvery nodes, which keeps a node cheap and still stops
// a search within a millisecond or so.
type stopper struct {
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
}

// checkEvery is how many nodes pass between two looks at the clock and
// the context: a tenth of a millisecond of search on one core, so that a
// search on a busy machine still stops close to its deadline.
const checkEvery = 256

func (s *stopper) reset(ctx context.Context, lim Limits) {
	*s = stopper{ctx: ctx, start: time.Now(), nodeLimit: lim.Nodes, nextCheck: checkEvery}
	if lim.Time > 0 {
		s.deadline = s.start.Add(spendable(lim.Time))
	}
	if lim.Nodes > 0 && lim.Nodes < checkEvery {
		s.nextCheck = lim.Nodes
	}
}

// tick counts one node and reports whether the search must stop.
func (s *stopper) tick() bool {
	s.nodes++
	if s.nodes >= s.nextCheck {
		s.check()
	}
	return s.stopped && !s.firm
}

func (s *stopper) check() {
	s.nextCheck = s.nodes + checkEvery
	if s.nodeLimit > 0 {
		if s.nodes >= s.nodeLimit {
			s.stopped = true
			return
		}
		if left := s.nodeLimit - s.nodes; left < checkEvery {
			s.nextCheck = s.nodes + left
		}
	}
	if s.ctx.Err() != nil {
		s.stopped = true
		return
	}
	if !s.deadline.IsZero() && !time.Now().Before(s.deadline) {
		s.stopped = true
	}
}

// spendable is the part of a move time a search spends: all of it but a
// margin for the last clock check (every checkEvery nodes), unwinding and
// handing the move over on a busy machine, so that a move is never late.
func spendable(moveTime time.Duration) time.Duration {
	return moveTime - max(moveTime/20, 2*time.Millisecond)
}

// mayStartDepth reports whether another iteration may start: while time
// is left. A move time is a budget to spend, not a ceiling to stay far
// under: an iteration the clock cuts short still counts if its first
// root moves were searched in full (the games' root searches keep a
// better move found that way), and stopping early would only leave
// the time unused.
func (s *stopper) mayStartDepth() bool {
	s.check()
	return !s.stopped
}

func (s *stopper) elapsed() time.Duration { return time.Since(s.start) }

// interrupted reports whether the running depth was cut short.
func (s *stopper) interrupted() bool { return s.stopped && !s.firm }
