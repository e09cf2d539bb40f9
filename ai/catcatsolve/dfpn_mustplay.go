package catcatsolve

import "cabezacat/catcat"

// The catcher's must-play region, after the support sets of the escape
// prover (prove.go) and the must-play regions of Hex solvers: if the
// cat escapes within k of its moves even when the catcher passes, the
// proof reads only its support, a set of free cells; a block outside it
// leaves that proof standing (blocks are monotone), so after such a
// block the cat wins. Those blocks are lost for the catcher: the search
// need not look at them, whichever side it is proving. At a catcher node
// with many blocks the escape prover is asked, on a small budget, for
// the bounds from the cat's distance to the border up; the first proof
// narrows the blocks to its support.

const (
	// pnPassBudget is the nodes the pass proof may spend per bound.
	pnPassBudget = 2000
	// pnPassSlack is how many bounds past the cat's distance are asked.
	pnPassSlack = 2
	// pnMustPlayFrom is the fewest blocks worth narrowing.
	pnMustPlayFrom = 6
)

// mustPlay narrows the blocks moves of the catcher node on the board
// to the support of a proof that the cat escapes after a pass (all of
// them if none is found), in place.
func (s *pnSearch) mustPlay(moves []int16) []int16 {
	p := s.p
	if len(moves) < pnMustPlayFrom {
		return moves
	}
	d, _ := s.nodeStatics()
	if d >= pnInf {
		return moves
	}
	p.turn = catcat.CatToMove // the pass
	r := Unknown
	for k := int(max(d, 1)); k <= int(d)+pnPassSlack && k <= proverMaxDepth && r != Proved; k++ {
		if r = s.leafProve(pnPassBudget, func() Result { return p.Escape(k) }); r == Unknown {
			break
		}
	}
	p.turn = catcat.CatcherToMove
	if r != Proved {
		return moves
	}
	kept := moves[:0]
	for _, m := range moves {
		if setHas(p.top, int(m)) {
			kept = append(kept, m)
		}
	}
	return kept
}
