package search

import (
	"context"
	"sync/atomic"
	"testing"
)

// A depth set to yield stops at the first look after another thread
// finished it, and only then; Resume lets the search go on, but not past
// a real stop that came with the yield; YieldAt(nil, 0) disarms it.
func TestStopperYieldsADepthAnotherThreadFinished(t *testing.T) {
	var done atomic.Int32
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var st Stopper
	st.Reset(ctx, Limits{})
	done.Store(4)
	st.YieldAt(&done, 5)
	st.check()
	if st.stopped || st.Yielded() {
		t.Fatal("depth 5 yielded when depth 4 was the deepest finished")
	}
	done.Store(5)
	for range CheckEvery - 1 {
		if st.Tick() {
			t.Fatal("stopped before looking")
		}
	}
	if !st.Tick() || !st.Yielded() || !st.Interrupted() {
		t.Fatal("depth 5 did not yield at the look after another thread finished it")
	}
	st.Resume()
	st.YieldAt(nil, 0)
	if !st.mayStartDepth() || st.Tick() || st.Yielded() {
		t.Fatal("the search did not go on after the yield")
	}
	// A cancel that comes with a yield outlives the Resume.
	st.YieldAt(&done, 5)
	cancel()
	st.check()
	if !st.Yielded() {
		t.Fatal("no yield")
	}
	st.Resume()
	st.YieldAt(nil, 0)
	if st.mayStartDepth() {
		t.Fatal("a cancelled search may start another depth after a yield")
	}
}
