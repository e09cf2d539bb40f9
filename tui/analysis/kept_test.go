package analysis

import (
	"testing"

	"cabezacat/tui/components/enginepanel"
)

func depthsTo(n int) []enginepanel.Info {
	var out []enginepanel.Info
	for d := 1; d <= n; d++ {
		out = append(out, enginepanel.Info{Depth: d})
	}
	return out
}

// A position left keeps its depths (and a finished search stays
// finished); coming back shows them; at most keptPositions are kept, the
// oldest dropped first.
func TestFollowKeepsTheDepthsOfPositionsLeft(t *testing.T) {
	type pos struct{ n int }
	var a State[stringer, int]
	a.Follow(pos{0})
	a.Progress(depthsTo(5))
	a.Done(depthsTo(5)) // ended by itself
	a.Follow(pos{1})
	if a.Depth() != 0 || a.finished {
		t.Fatalf("a new position shows depth %d (finished %v)", a.Depth(), a.finished)
	}
	a.Progress(depthsTo(2))
	a.Follow(pos{0})
	if a.Depth() != 5 || !a.finished {
		t.Fatalf("back at the first position: depth %d, finished %v; want 5, finished", a.Depth(), a.finished)
	}
	a.Follow(pos{1})
	if a.Depth() != 2 || a.finished {
		t.Fatalf("back at the second position: depth %d, finished %v; want 2, not finished", a.Depth(), a.finished)
	}
	for i := 2; i <= keptPositions+1; i++ {
		a.Follow(pos{i})
		a.Progress(depthsTo(1))
	}
	a.Follow(pos{-1})
	if a.Follow(pos{0}); a.Depth() != 0 {
		t.Fatalf("the oldest position is still kept after %d others", keptPositions)
	}
	if a.Follow(pos{2}); a.Depth() != 1 {
		t.Fatal("a recent position was dropped")
	}
	if len(a.kept.found) > keptPositions || len(a.kept.order) > keptPositions {
		t.Fatalf("%d positions kept, at most %d", len(a.kept.found), keptPositions)
	}
}

type stringer string

func (s stringer) String() string { return string(s) }
