package catcatsolve

import "cabezacat/catcat"

// The statics of the nodes df-pn expanded, kept: mid asks for a node's
// statics each time it enters it (its children's estimates come from
// them), and computing the walls (dfpn_cut.go) took about a quarter of
// a 13×13 search's CPU on re-entries alone (seed 2, ply 20, profiled).

const (
	// pnStaticsCap is the most positions the cache holds; full, it
	// starts again (a dropped position is computed again).
	pnStaticsCap = 1 << 19
	// keyStatics keys the cache, the position unfolded (the wall's
	// cells are the board's own, not its mirror image's), with the side
	// to move.
	keyStatics        = 0x4F1BBCDCBFA53E0B
	keyStaticsCatMove = 0x1B873593CC9E2D51
	staticsNoBorder   = 0xffff // d = pnInf
)

// staticsCache maps a position to its distance, spare count and least
// wall; the walls' cells live in one arena. An entry is d<<48 |
// spare<<40 | cells<<32 | offset.
type staticsCache struct {
	at    map[uint64]uint64
	cells []int16
}

func (s *pnSearch) staticsKey() uint64 {
	p := s.p
	k := p.hash ^ p.z.catPair[p.cat][0] ^ keyStatics
	if p.turn == catcat.CatToMove {
		k ^= keyStaticsCatMove
	}
	return k
}

// nodeStatics is statics of the node on the board, from the cache if
// it was computed before; s.wall is its least wall.
func (s *pnSearch) nodeStatics() (d, spare uint32) {
	k := s.staticsKey()
	c := &s.stCache
	s.staticsFresh = false
	if v, ok := c.at[k]; ok {
		d = uint32(v >> 48)
		if d == staticsNoBorder {
			d = pnInf
		}
		spare = uint32(v>>40) & 0xff
		n, off := int(v>>32)&0xff, int(uint32(v))
		s.wall = append(s.wall[:0], c.cells[off:off+n]...)
		return d, spare
	}
	d, spare = s.statics()
	if c.at == nil || len(c.at) >= pnStaticsCap || len(c.cells) > 1<<30 {
		c.at, c.cells = make(map[uint64]uint64, 1024), c.cells[:0]
	}
	dd := uint64(min(d, staticsNoBorder))
	if d >= pnInf {
		dd = staticsNoBorder
	}
	n := min(len(s.wall), 0xff)
	c.at[k] = dd<<48 | uint64(min(spare, 0xff))<<40 | uint64(n)<<32 | uint64(len(c.cells))
	c.cells = append(c.cells, s.wall[:n]...)
	return d, spare
}
