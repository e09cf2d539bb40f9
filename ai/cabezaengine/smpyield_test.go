package cabezaengine

import (
	"context"
	"slices"
	"testing"

	"cabezacat/ai/internal/cabezatest"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// The main thread takes a depth a helper finished first as the helper
// found it: its best move first, with its score and line, the other root
// moves kept, no search of its own; a later finisher does not replace
// the first; a depth nobody finished is not taken.
func TestSMPMainThreadAdoptsTheFirstFinisher(t *testing.T) {
	e := New(Options{Threads: 3, TTMegabytes: 2})
	s := e.s
	root := mustPosition(t, cabezatest.MiddlegameString)
	s.st.Reset(context.Background(), search.Limits{})
	s.pre = s.pre[:0]
	s.prepare(root)
	s.multiPV = 1
	var board depthBoard
	hs := e.helperSearches()
	for i, h := range hs {
		h.startAt(s)
		h.st.Reset(context.Background(), search.Limits{})
		for d := 1; d <= 4; d++ {
			turnRound(h.roots[1:], (len(h.roots)-1)*(i+1)/3)
			if !h.searchRoot(d) {
				t.Fatal("a helper's search was stopped")
			}
		}
	}
	// The main thread's first move is not the finisher's best: adopting
	// must move it.
	first := hs[0]
	want := first.roots[0]
	if s.roots[0].move == want.move {
		turnRound(s.roots, 1)
	}
	before := slices.Clone(s.roots)
	board.publish(4, first)
	late := &cabezaSearch{roots: []rootMove{{move: s.roots[len(s.roots)-1].move, score: 1234, exact: true}}}
	board.publish(4, late) // later: ignored
	board.publish(3, late)
	if board.adopt(5, s) {
		t.Fatal("depth 5, finished by nobody, was adopted")
	}
	s.partialOK = true
	if !s.rootOrAdopt(&board, 4) || s.st.Nodes() != 0 {
		t.Fatalf("depth 4 not adopted (%d nodes searched)", s.st.Nodes())
	}
	got := s.roots[0]
	if got.move != want.move || got.score != want.score || !got.exact ||
		!slices.Equal(got.pv[:got.pvLen], want.pv[:want.pvLen]) || got.pvLen < 2 {
		t.Fatalf("adopted %v %v %v, the finisher had %v %v %v",
			got.move, got.score, got.pv[:got.pvLen], want.move, want.score, want.pv[:want.pvLen])
	}
	if s.partialOK {
		t.Fatal("a cut-short iteration's move would override the adopted depth")
	}
	moves := func(r []rootMove) (m []cabeza.Move) {
		for _, x := range r {
			m = append(m, x.move)
		}
		slices.Sort(m)
		return m
	}
	if !slices.Equal(moves(s.roots), moves(before)) {
		t.Fatal("adopting changed the root moves")
	}
	if s.st.Interrupted() {
		t.Fatal("the main thread is left stopped after adopting")
	}
}

// With the first finisher ending each depth (2 and 4 threads, one line,
// no randomness), every progress report and the result are one search's:
// depths 1, 2, 3… in turn, the line starts with the move, is legal from
// the root, and the result is the last report's. Node counts are every
// thread's.
func TestSMPFirstFinisherGivesACompleteResult(t *testing.T) {
	positions := []string{cabezatest.MiddlegameString, cabeza.StartString}
	for i, p := range randomPositions(7, 4, 30) {
		if i%6 == 0 {
			positions = append(positions, p.String())
		}
	}
	adopted := 0
	for _, threads := range []int{2, 4} {
		e := New(Options{Threads: threads, TTMegabytes: 2})
		for _, text := range positions {
			g := gameAt(t, text)
			var infos []search.Info
			res := e.Search(context.Background(), *g, search.Limits{Depth: 6}, func(in search.Info) { infos = append(infos, in) })
			if !res.OK || len(infos) != res.Depth || (res.Depth != 6 && !res.Score.IsDecided()) {
				t.Fatalf("%s on %d threads: %+v after %d reports", text, threads, res, len(infos))
			}
			for d, in := range infos {
				if in.Depth != d+1 || len(in.PV) == 0 {
					t.Fatalf("%s: report %d is %+v", text, d, in)
				}
				pos := g.Position()
				for _, ms := range in.PV {
					m, err := cabeza.ParseMove(pos, ms)
					if err != nil || !pos.IsLegal(m) {
						t.Fatalf("%s depth %d: line %v has %s, not legal (%v)", text, in.Depth, in.PV, ms, err)
					}
					if m.IsWin() {
						break
					}
					pos = pos.Play(m)
				}
			}
			last := infos[len(infos)-1]
			if res.Move.String() != last.PV[0] || res.Score != last.Score || !slices.Equal(res.PV, last.PV) {
				t.Fatalf("%s: result %v %v %v, last report %v %v", text, res.Move, res.Score, res.PV, last.Score, last.PV)
			}
			n := e.s.st.Nodes()
			for _, h := range e.helpers[:threads-1] {
				n += h.st.Nodes()
			}
			if res.Nodes != n {
				t.Fatalf("%s: result counts %d nodes, the threads %d", text, res.Nodes, n)
			}
			for d := 1; d <= res.Depth; d++ {
				if e.s.doneAt[d] == 0 {
					adopted++
				}
			}
		}
	}
	t.Logf("the main thread adopted %d depths", adopted)
}
