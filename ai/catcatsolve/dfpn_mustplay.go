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
	// pnPassBudget is the nodes the pass proof may spend per bound: it is
	// asked at every new catcher node, and at 2,000 it took 41 % of a
	// 13×13 search's CPU; at 500 a 13×13 game position (seed 2, ply 24)
	// was settled in 4.6 CPU-s instead of 6.5.
	pnPassBudget = 500
	// pnPassSlack is how many bounds past the cat's distance are asked.
	pnPassSlack = 2
	// pnMustPlayFrom is the fewest blocks worth narrowing.
	pnMustPlayFrom = 6
	// pnMustPlayCap is the most positions the must-play cache holds; full,
	// it starts again (a dropped position is narrowed again).
	pnMustPlayCap = 1 << 18
	// pnMustPlayAll marks a cached position with no narrowing.
	pnMustPlayAll = 0xffff
	// keyMustPlay keys the cache (the position unfolded: the cells kept
	// are the board's own, not its mirror image's).
	keyMustPlay = 0x6C8E9CF570932BD5
)

// mustPlayCache remembers, per catcher position, the blocks mustPlay
// kept: df-pn enters a node many times, and the pass proof it asks for
// took about 40 % of a 13×13 search's CPU before it was cached. Every
// pass proof is sound, so any one of them may stand for the node. The
// kept cells live in one arena (no allocation per position); an entry is
// its offset << 16 | count.
type mustPlayCache struct {
	at    map[uint64]uint64
	cells []int16
	hits  int // for the tests
}

func (c *mustPlayCache) get(key uint64, dst []int16) ([]int16, bool) {
	v, ok := c.at[key]
	if !ok {
		return dst, false
	}
	c.hits++
	n := int(v & 0xffff)
	if n == pnMustPlayAll {
		return dst, true
	}
	off := int(v >> 16)
	return append(dst[:0], c.cells[off:off+n]...), true
}

// put records kept (all: no narrowing).
func (c *mustPlayCache) put(key uint64, kept []int16, all bool) {
	if c.at == nil || len(c.at) >= pnMustPlayCap {
		c.at, c.cells = make(map[uint64]uint64, 1024), c.cells[:0]
	}
	if all {
		c.at[key] = pnMustPlayAll
		return
	}
	c.at[key] = uint64(len(c.cells))<<16 | uint64(len(kept))
	c.cells = append(c.cells, kept...)
}

// mustPlay narrows the blocks moves of the catcher node on the board
// to the support of a proof that the cat escapes after a pass (all of
// them if none is found), in place.
func (s *pnSearch) mustPlay(moves []int16) []int16 {
	p := s.p
	if len(moves) < pnMustPlayFrom {
		return moves
	}
	key := p.hash ^ p.z.catPair[p.cat][0] ^ keyMustPlay
	if kept, ok := s.mpCache.get(key, moves); ok {
		return kept
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
	if p.Aborted {
		return moves // not asked in full: nothing to remember
	}
	if r != Proved {
		s.mpCache.put(key, nil, true)
		return moves
	}
	kept := moves[:0]
	for _, m := range moves {
		if setHas(p.top, int(m)) {
			kept = append(kept, m)
		}
	}
	s.mpCache.put(key, kept, false)
	return kept
}
