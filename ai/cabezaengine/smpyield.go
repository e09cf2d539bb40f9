package cabezaengine

import (
	"sync"
	"sync/atomic"

	"cabezacat/ai/search"
)

// A depth ends when any thread finishes it. Without this the main
// thread alone decides, and on a position where its root order is the
// slow one (the helpers' are turned round) the others wait on it: the
// time to a depth is the slowest thread's. So every thread publishes a
// depth it finished on a depthBoard, with its best root move, score and
// line from its own search; a thread still in that depth yields (its
// Stopper stops it as a clock would, search.Stopper.YieldAt) and goes
// on from the next one, and the main thread adopts the finisher's move,
// score and line as its result of the depth. Only with one line and no
// randomness: more lines or a random choice need every root move's
// exact score, which only the main thread's own search gives (a
// helper's has one line). Node counts stay every thread's.
//
// smpYield turns it off, for tests that measure against the search
// without it.
var smpYield = true

// smpHelpersYield: helpers too leave a depth another thread finished
// (else they go on as without smpYield, publishing what they finish).
var smpHelpersYield = true

// depthBoard is what the threads of one search know of the depths
// finished: done, the deepest (read at every look at the clock), and
// per depth the best root move of the thread that finished it first.
type depthBoard struct {
	done atomic.Int32
	mu   sync.Mutex
	best [search.MaxDepth + 1]rootMove
	set  [search.MaxDepth + 1]bool
}

func (b *depthBoard) reset() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done.Store(0)
	b.set = [search.MaxDepth + 1]bool{}
}

// publish records that s finished depth, unless another thread did first.
func (b *depthBoard) publish(depth int, s *cabezaSearch) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if int32(depth) <= b.done.Load() {
		return
	}
	b.best[depth], b.set[depth] = s.roots[0], true
	b.done.Store(int32(depth))
}

// adopt makes the best root move another thread found at depth s's
// first, with that thread's score and line, as if s had finished depth
// itself (the other moves lose their scores: with one line only the
// first is read). It reports false when no thread has finished depth.
func (b *depthBoard) adopt(depth int, s *cabezaSearch) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if depth > search.MaxDepth || !b.set[depth] {
		return false
	}
	best := &b.best[depth]
	at := 0
	for i := range s.roots {
		s.roots[i].exact, s.roots[i].score = false, -search.ScoreInfinite
		if s.roots[i].move == best.move {
			at = i
		}
	}
	copy(s.roots[1:at+1], s.roots[:at]) // keeps the others' order
	s.roots[0] = *best
	s.partialOK = false // a cut-short search of this depth: the finished one knows better
	return true
}

// rootOrAdopt is the main thread's depth when every thread may end it:
// taken from the board if a helper finished it already, else searched,
// and given up for the finisher's result if one finishes it first.
func (s *cabezaSearch) rootOrAdopt(b *depthBoard, depth int) bool {
	defer func() {
		s.st.Resume() // a yield during the firm first depth came too late to matter
		s.st.YieldAt(nil, 0)
	}()
	if b.adopt(depth, s) {
		return true
	}
	s.st.YieldAt(&b.done, depth)
	if s.searchRoot(depth) {
		s.doneAt[depth] = s.st.Nodes()
		b.publish(depth, s)
		return true
	}
	if !s.st.Yielded() {
		return false
	}
	return b.adopt(depth, s)
}
