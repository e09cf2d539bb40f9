package search

import "sync/atomic"

// YieldAt makes the depth about to run on s stop, as a clock would stop
// it, once done (the deepest depth any thread of the search finished)
// reaches depth: another thread has its result, so this one's search of
// it is wasted. Call it before each depth, and YieldAt(nil, 0) after it
// (Deepen's look between depths must see only real stops); Yielded then
// tells a yield from a real stop and Resume undoes it.
func (s *Stopper) YieldAt(done *atomic.Int32, depth int) {
	s.done, s.yieldAt = done, int32(depth)
}

// Yielded reports whether the running depth stopped because another
// thread finished it (YieldAt).
func (s *Stopper) Yielded() bool { return s.yielded }

// Resume lets the search go on after a yield. A real reason to stop (the
// clock, the node limit, the context) that came at the same time is
// found again at the next look, which mayStartDepth makes at once.
func (s *Stopper) Resume() {
	if s.yielded {
		s.stopped, s.yielded = false, false
	}
}
