package catcatsolve

import "cabezacat/catcat"

// The proof-number search's knowledge of a node: the leaf checks that
// settle it, and the static estimates its children start from.

// quick settles a node by a look at the cat's neighbours: the cat out
// (on the border, or next to a free border cell on its move, or next
// to two on the catcher's), or shut in (no free neighbour on its move,
// one at most on the catcher's).
func (s *pnSearch) quick() (e pnEntry, settled bool) {
	p := s.p
	win, loss := pnEntry{0, pnInf}, pnEntry{pnInf, 0}
	if p.tab.Border[p.cat] { // out: the line's step, never the search's
		return win, true
	}
	free, out := 0, 0
	for _, n := range p.neighbours(p.cat) {
		if st := p.state[n]; st&cellBlocked == 0 {
			free++
			if st&cellBorder != 0 {
				out++
			}
		}
	}
	if p.turn == catcat.CatToMove {
		switch {
		case out > 0:
			return win, true
		case free == 0:
			return loss, true
		}
	} else {
		switch {
		case out >= 2:
			return win, true
		case free <= 1:
			return loss, true
		}
	}
	return pnEntry{}, false
}

// estimates are the estimates of a node's children not searched yet,
// from the node's own static numbers (statics). A block never brings
// the border nearer: the node's proof estimate; and the disproof
// estimate one less for a block on the least wall, which brings the
// catcher a block nearer its win. A cat's step: its distance to the
// border, the node's disproof estimate.
func (s *pnSearch) estimates(dst []pnEntry, moves []int16) []pnEntry {
	pn, spare := s.nodeStatics()
	pn, spare = max(pn, 1), max(spare, 1)
	dn := disproofEstimate(spare)
	for range moves {
		dst = append(dst, pnEntry{pn: pn, dn: dn})
	}
	if s.p.turn == catcat.CatToMove {
		var keys [6]int16
		lim := int(min(pn+1, 60))
		s.p.movesToBorder(len(s.p.borderWalks), moves, keys[:len(moves)], lim)
		for i := range moves {
			if keys[i] >= 0 {
				dst[i].pn = max(uint32(keys[i]), 1)
			} else {
				dst[i].pn = uint32(lim + 1)
			}
		}
		return dst
	}
	// The catcher's winning block is nearly always one of the nearest to
	// the cat (in a 13×13 game's proof, 609 of 672 were among a node's
	// first four by distance), but a child not searched yet looked as
	// good as any: df-pn evaluated 34 blocks per catcher win on average,
	// most of them far. A block a step farther starts pnFarBlock times
	// as hard to win with, so the near ones are searched first.
	s.p.bfsFromCat(s.p.n)
	for i, m := range moves {
		if d := s.p.distFromCat(m); d > 1 {
			dst[i].dn = dn * uint32(1+int(d-1)*pnFarBlock)
		}
	}
	if spare > 1 {
		for _, c := range s.wall {
			for i, m := range moves {
				if m == c {
					dst[i].dn = disproofEstimate(spare - 1)
					break
				}
			}
		}
	}
	return dst
}

// eval settles a new node by the leaf checks, or estimates it: the
// cat's distance to the border as the proof number, the blocks the
// catcher lacks to finish a wall in time as the disproof number.
func (s *pnSearch) eval() pnEntry {
	p := s.p
	s.evals++
	win, loss := pnEntry{0, pnInf}, pnEntry{pnInf, 0}
	if e, ok := s.quick(); ok {
		return e
	}
	if s.subsumedWin() {
		return win
	}
	if s.subsumedLoss() {
		return loss
	}
	free := 0
	for _, n := range p.neighbours(p.cat) {
		if !p.blocked[n] {
			free++
		}
	}
	d, spare := s.nodeStatics()
	if spare == 0 {
		if !s.noSubsume {
			s.putWallHold()
		}
		return loss
	}
	if d <= pnLeafEscape {
		if s.leafProve(pnLeafBudget, func() Result { return p.Escape(pnLeafEscape) }) == Proved {
			if !s.noCarry {
				s.carrierPut(p.top, true) // the proof's support
			}
			return win
		}
	}
	if free <= pnLeafTrap+1 {
		if s.leafProve(pnLeafBudget, func() Result { return p.Trap(pnLeafTrap) }) == Proved {
			return loss
		}
	}
	return pnEntry{pn: d, dn: disproofEstimate(spare)}
}

// pnFarBlock weighs a block's distance from the cat in its disproof
// estimate (estimates). Measured on six hard-vs-hard 13×13 games
// (BenchmarkSolveHardGameFrontier), the earliest plies proved in 5
// CPU-s summed 90 with none, 80 with 3, 78 with 6 and 76 with 15; with
// the carriers and holds, 64 with 8, 68 with 15 and 70 with 30, and in
// 10 CPU-s 54 with 8 and 60 with 15.
const pnFarBlock = 8

// disproofEstimate is the disproof number of a node whose catcher
// lacks spare blocks for a wall: spare², so a block nearer a wall
// weighs more than it would counted one by one.
func disproofEstimate(spare uint32) uint32 {
	return spare * spare
}

// statics is the node's distance to the border (the proof estimate)
// and the blocks the catcher lacks to finish a wall in time (the
// disproof estimate; 0: a sure win for the catcher, as is a cat cut off
// from the border), with s.wall the least wall found.
func (s *pnSearch) statics() (d, spare uint32) {
	p := s.p
	s.wall = s.wall[:0]
	s.proofWall = s.proofWall[:0] // shut in: no wall
	s.staticsFresh = true
	reached, dist := s.bfsToBorder()
	if dist < 0 {
		return pnInf, 0
	}
	// The rings around the cat: the free cells at one distance r ≤ d cut
	// it off from the border. The catcher walls a ring in before the cat
	// reaches it if the ring has at most r cells (r−1 with the cat to
	// move): a sure win. The walls of dfpn_cut.go include the rings; the
	// rings are the cheap first look.
	var ring [64]int16
	for _, c := range p.queue[1:reached] {
		r := p.distFromCat(c)
		if r > dist || int(r) >= len(ring) {
			break
		}
		ring[r]++
	}
	sp := int16(1 << 14)
	for r := int16(1); r <= dist && int(r) < len(ring); r++ {
		x := ring[r] - r
		if p.turn == catcat.CatToMove {
			x++
		}
		sp = min(sp, x)
		if sp <= 0 { // the ring at r is the wall
			s.proofWall = s.proofWall[:0]
			for _, c := range p.queue[1:reached] {
				if p.distFromCat(c) == r {
					s.proofWall = append(s.proofWall, c)
				}
			}
			return uint32(dist), 0
		}
	}
	if !s.noCut {
		delta := 0
		if p.turn == catcat.CatToMove {
			delta = 1
		}
		sp = min(sp, int16(s.cutSpare(reached, dist, delta)))
		if sp <= 0 {
			s.wallWins++
			return uint32(dist), 0
		}
	}
	return uint32(dist), uint32(min(sp, 64))
}

// leafProve runs a prover on the leaf budget; its running out is not
// the search's.
func (s *pnSearch) leafProve(budget int, f func() Result) Result {
	p := s.p
	if p.Aborted {
		return Unknown
	}
	if p.tt.len() >= p.ttCap { // full, it would store no more
		p.tt.reset()
		p.supports = p.supports[:0]
	}
	saved := p.Limit
	if saved == 0 || p.Nodes+budget < saved {
		p.Limit = p.Nodes + budget
	}
	before := p.Nodes
	r := f()
	s.leafNodes += p.Nodes - before
	p.Limit = saved
	if p.Aborted && (saved == 0 || p.Nodes <= saved) && (p.ctx == nil || p.ctx.Err() == nil) {
		p.Aborted = false
		r = Unknown
	}
	return r
}

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
