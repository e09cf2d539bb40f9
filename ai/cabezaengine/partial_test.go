package cabezaengine

import (
	"context"
	"testing"

	"cabezacat/ai/internal/cabezatest"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// keepPartial keeps, of an iteration cut short, the best root move that
// was searched in full and beat the first (the last iteration's best);
// nothing when the first was not searched in full or nothing beat it.
func TestKeepPartialTakesAFullySearchedBetterMove(t *testing.T) {
	s := &cabezaSearch{multiPV: 1}
	mk := func(m cabeza.Move, score search.Score, exact bool) rootMove {
		return rootMove{move: m, score: score, exact: exact}
	}
	s.roots = []rootMove{mk(1, 10, true), mk(2, -search.ScoreInfinite, false), mk(3, 30, true), mk(4, 50, false)}
	s.keepPartial(3)
	if !s.partialOK || s.partial.move != 3 {
		t.Errorf("after 3 done: partial %v %v, want move 3", s.partialOK, s.partial.move)
	}
	for _, c := range []struct {
		name  string
		done  int
		first bool
	}{{"only the first done", 1, true}, {"the first not in full", 3, false}} {
		s.partialOK = false
		s.roots[0].exact = c.first
		s.keepPartial(c.done)
		if s.partialOK {
			t.Errorf("%s: kept %v", c.name, s.partial.move)
		}
	}
	s.roots[0].exact, s.roots[2].score = true, 5 // done but worse
	s.keepPartial(3)
	if s.partialOK {
		t.Errorf("a worse move kept")
	}
}

// A search stopped mid-iteration answers with the move the cut iteration
// found better when there is one, else with the last finished depth's
// best, which its progress reported.
func TestSearchAnswersWithTheCutIterationsBetterMove(t *testing.T) {
	g := gameAt(t, cabezatest.MiddlegameString)
	e := New(Options{})
	partials := 0
	for nodes := int64(2000); nodes <= 200_000 && partials < 2; nodes += 1500 {
		var last search.Info
		res := e.Search(context.Background(), *g, search.Limits{Nodes: nodes}, func(in search.Info) { last = in })
		p := g.Position()
		if !res.OK || !p.IsLegal(res.Move) || res.Depth != last.Depth {
			t.Fatalf("nodes %d: %+v", nodes, res)
		}
		if e.s.partialOK {
			partials++
			if res.Move != e.s.partial.move || res.Move.String() == last.PV[0] || res.PV[0] != res.Move.String() {
				t.Errorf("nodes %d: answered %v (pv %v); cut iteration's move %v, last depth's %v", nodes, res.Move, res.PV, e.s.partial.move, last.PV[0])
			}
		} else if res.Move.String() != last.PV[0] {
			t.Errorf("nodes %d: answered %v, last depth's best %v", nodes, res.Move, last.PV[0])
		}
	}
	if partials == 0 {
		t.Fatal("no node limit cut an iteration after a better move: the test proves nothing")
	}
}
