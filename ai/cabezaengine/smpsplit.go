package cabezaengine

import (
	"sort"

	"cabezacat/ai/search"
)

// splitPlan is how the helpers split the root (smp.go's comment says
// why): set only while no search runs (the node-ratio measurement sets
// it between searches).
var splitPlan = struct {
	on     bool         // the speculative split from depth 2 on
	margin search.Score // below the last depth's best score
	noLag  bool         // start each depth at least at the main thread's
}{on: false, margin: 10, noLag: false}

// splitRoot is a helper's iteration at depth (from 2 on) while the main
// thread is in the last depth's best move: the helper takes the other
// root moves first, from the end of the order (the main thread takes
// them from the front), each with a null window a margin below the last
// depth's best score. A move that falls short leaves a bound in the
// table at its child, so the main thread's null-window search of it, at
// a bound no lower, is cut at once; a move that beats it is searched in
// full (it may be the new best, and the main thread's re-search finds
// its lines). The best move comes last. helper is the helper's number
// (1…helpers): several helpers start at different points of the order.
// It reports false when the search was stopped.
func (s *cabezaSearch) splitRoot(depth int, helper, helpers int) bool {
	if len(s.roots) < 2 || !s.roots[0].exact || s.roots[0].score.IsDecided() {
		return s.searchRoot(depth)
	}
	bound := s.roots[0].score - splitPlan.margin
	h := s.frames[0].pos.Hash()
	s.pvLen[0] = 0
	s.seenAdd(h, 1)
	defer s.seenAdd(h, -1)
	for i := range s.roots {
		s.roots[i].exact = false
	}
	s.partialOK = false
	rest := len(s.roots) - 1
	start := rest * (helper - 1) / helpers
	for k := range rest {
		i := 1 + (rest-1-start-k+2*rest)%rest // from the end, turned round by start
		if !s.rootWindow(i, depth, bound) {
			return false
		}
	}
	if !s.rootWindow(0, depth, -search.ScoreInfinite) {
		return false
	}
	sort.SliceStable(s.roots, func(a, b int) bool { return s.roots[a].score > s.roots[b].score })
	return true
}

// rootWindow searches root move i at depth: in full when bound is
// -ScoreInfinite, else first with a null window at bound and again above
// it if it beats it; the move gets an exact score only then. It reports
// false when the search was stopped.
func (s *cabezaSearch) rootWindow(i, depth int, bound search.Score) bool {
	rm := &s.roots[i]
	var score search.Score
	if rm.move.IsWin() {
		score = search.WinIn(1)
		s.pvLen[1] = 1
	} else {
		s.play(0, rm.move)
		if bound == -search.ScoreInfinite {
			score = -s.negamax(1, depth-1, -search.ScoreInfinite, search.ScoreInfinite)
		} else {
			score = -s.negamax(1, depth-1, -bound-1, -bound)
			if score > bound && !s.st.Interrupted() {
				score = -s.negamax(1, depth-1, -search.ScoreInfinite, -bound)
			}
		}
	}
	if s.st.Interrupted() {
		return false
	}
	if bound != -search.ScoreInfinite && score <= bound {
		rm.score = -search.ScoreInfinite
		return true
	}
	rm.exact, rm.score = true, score
	rm.pv[0], rm.pvLen = rm.move, 1
	if !rm.move.IsWin() {
		rm.pvLen += copy(rm.pv[1:], s.pv[1][1:s.pvLen[1]])
	}
	return true
}
