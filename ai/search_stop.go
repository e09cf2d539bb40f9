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
	soft      time.Time // zero: none; past it no new depth is started
	nodeLimit int64     // 0: none
	nodes     int64
	nextCheck int64
	stopped   bool
	// firm is set while the first depth runs: it is tiny, and finishing
	// it means a search always has a move to give, however short its budget.
	firm bool
}

// checkEvery is how many nodes pass between two looks at the clock and
// the context: about a millisecond of search on one core.
const checkEvery = 1024

func (s *stopper) reset(ctx context.Context, lim Limits) {
	*s = stopper{ctx: ctx, start: time.Now(), nodeLimit: lim.Nodes, nextCheck: checkEvery}
	if lim.Time > 0 {
		s.deadline = s.start.Add(lim.Time)
		// A new depth costs several times the last one: starting it after
		// half the budget mostly wastes the rest on a depth thrown away.
		s.soft = s.start.Add(lim.Time / 2)
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

// mayStartDepth reports whether another iteration is worth starting.
func (s *stopper) mayStartDepth() bool {
	s.check()
	if s.stopped {
		return false
	}
	return s.soft.IsZero() || time.Now().Before(s.soft)
}

func (s *stopper) elapsed() time.Duration { return time.Since(s.start) }

// interrupted reports whether the running depth was cut short.
func (s *stopper) interrupted() bool { return s.stopped && !s.firm }
