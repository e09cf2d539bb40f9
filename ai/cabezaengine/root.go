package cabezaengine

import (
	"sort"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// searchRoot runs one iteration at the root. The first multiPV moves get
// an exact score with a full window; every later move is first tried
// with a null window at the multiPV-th best score so far and searched
// again only if it beats it. It reports false when the stopper cut the
// iteration short.
func (s *cabezaSearch) searchRoot(depth int) bool {
	pos := &s.frames[0].pos
	h := pos.Hash()
	s.pvLen[0] = 0
	s.seenAdd(h, 1)
	defer s.seenAdd(h, -1)
	for i := range s.roots {
		s.roots[i].exact = false
	}
	s.partialOK = false
	exact := 0
	for i := range s.roots {
		rm := &s.roots[i]
		bound := -search.ScoreInfinite
		if exact >= s.multiPV {
			bound = s.kthBest(s.multiPV)
		}
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
			s.keepPartial(i)
			return false
		}
		rm.exact = bound == -search.ScoreInfinite || score > bound
		if !rm.exact {
			rm.score = -search.ScoreInfinite
			continue
		}
		exact++
		rm.score = score
		rm.pv[0] = rm.move
		rm.pvLen = 1
		if !rm.move.IsWin() {
			rm.pvLen += copy(rm.pv[1:], s.pv[1][1:s.pvLen[1]])
		}
	}
	// Best first; moves without an exact score keep their order behind.
	sort.SliceStable(s.roots, func(a, b int) bool { return s.roots[a].score > s.roots[b].score })
	return true
}

// keepPartial remembers, when the clock cuts an iteration short after
// its first done root moves, a move that beat the last iteration's best
// in a full search of this depth: the best move the search knows. (The
// first root move is the last iteration's best; a later move is searched
// in full only when it beats the best so far.)
func (s *cabezaSearch) keepPartial(done int) {
	if s.multiPV != 1 || done < 2 || !s.roots[0].exact {
		return
	}
	best := 0
	for i := 1; i < done; i++ {
		if r := &s.roots[i]; r.exact && r.score > s.roots[best].score {
			best = i
		}
	}
	if best > 0 {
		s.partial, s.partialOK = s.roots[best], true
	}
}

// kthBest is the k-th best exact score of this iteration so far: a root
// move must beat it to enter the multi-PV lines.
func (s *cabezaSearch) kthBest(k int) search.Score {
	// The exact scores are few (≤ multiPV + moves that beat them), so a
	// small insertion pass over a fixed array is enough.
	var top [cabeza.MaxMoves]search.Score
	n := 0
	for i := range s.roots {
		if !s.roots[i].exact || s.roots[i].score == -search.ScoreInfinite {
			continue
		}
		sc := s.roots[i].score
		j := n
		for j > 0 && top[j-1] < sc {
			top[j] = top[j-1]
			j--
		}
		top[j] = sc
		n++
	}
	if n < k {
		return -search.ScoreInfinite
	}
	return top[k-1]
}
