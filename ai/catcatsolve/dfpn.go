package catcatsolve

import (
	"math"

	"cabezacat/catcat"
)

// Depth-first proof-number search (df-pn, Nagai 2002) for "does the cat
// win?". With no draws, a proof says the cat wins and a disproof that
// the catcher does; neither says in how many moves (the solver asks the
// bounded provers that once the winner is known). Cat nodes are OR
// nodes, catcher nodes AND nodes. The game is acyclic (a block every
// other ply), so the plain df-pn is sound. Its table (dfpn_table.go) is
// keyed like the provers' (blocked set and cat, folded over the mirror),
// holds proof and disproof numbers, and is bounded: full, it drops the
// entries that cost the least work (a dropped entry is searched again).
// A node also keeps what its children last returned, so that a dropped
// child never sends it round in circles.
//
// Leaf checks settle a node when it is first searched (eval): the cat
// next to a free border cell on its move, or next to two on the
// catcher's; the cat with one free neighbour on the catcher's move or
// none on its own; the cat cut off from the border (it can never get
// out, and every game ends); a wall the catcher finishes in time
// (dfpn_cut.go); and the provers at small bounds, on a small budget.
// The proof estimate is the cat's distance to the border, the disproof
// estimate the blocks the catcher lacks for its best wall. A child is
// only estimated from its parent until it is searched (a catcher node
// has a child per cell in the cat's reach, and most are never searched).
//
// The catcher's blocks are only the cells the cat can still reach: a
// block elsewhere changes nothing the game can read, so it is a pass,
// and blocks are monotone (one more never helps the cat), so a pass is
// never better for the catcher than any block. Of those, only the ones
// in the support of the cat's escape after a pass can matter
// (dfpn_mustplay.go).

const (
	pnInf = uint32(1 << 30)
	// pnLeafBudget is the nodes each prover call at a leaf may spend.
	pnLeafBudget = 400
	// pnLeafEscape and pnLeafTrap are the provers' bounds at a leaf.
	pnLeafEscape = 2
	pnLeafTrap   = 2
)

// Keys of the df-pn table: who is to move.
const (
	keyPNCat     = 0x2545F4914F6CDD1D
	keyPNCatcher = 0x9FB21C651E98DF25
)

// pnEntry is a proof and a disproof number of "the cat wins": pn 0 is a
// proof, dn 0 a disproof.
type pnEntry struct{ pn, dn uint32 }

// pnSearch is one df-pn on a prover's board.
type pnSearch struct {
	p     *Prover
	tt    pnTable
	moves [][]int16   // per ply
	est   [][]pnEntry // per ply and move: a new child's estimate (catcher nodes)
	cut   cutFlow
	wall  []int16 // the cells of the last cutSpare's least cut
	// The last statics' node and numbers (nodeStatics).
	staticsValid           bool
	staticsKey             uint64
	staticsD, staticsSpare uint32
	// noCut turns the wall test off (the tests compare with and without).
	noCut bool
	// noMustPlay turns the catcher's must-play narrowing off (mustPlay).
	noMustPlay bool
	// Counts for the tests and benchmarks: mid calls, evaluations,
	// nodes the leaf provers spent.
	mids, evals, leafNodes int
}

func (s *pnSearch) key() uint64 {
	q := uint64(keyPNCatcher)
	if s.p.turn == catcat.CatToMove {
		q = keyPNCat
	}
	k, _ := s.p.key(q)
	return k
}

// prove runs df-pn from the prover's position until it is settled or
// the prover's budget or context stops it: Proved is a cat win,
// Refuted a catcher win.
func (s *pnSearch) prove() Result {
	s.mid(pnInf, pnInf, 0)
	e, _ := s.tt.get(s.key())
	switch {
	case s.p.Aborted:
		return Unknown
	case e.pn == 0:
		return Proved
	case e.dn == 0:
		return Refuted
	}
	return Unknown
}

// mid searches the node on the board until its phi reaches thPhi or its
// delta thDelta (phi: the number of the side to move, pn at a cat node,
// dn at a catcher node; delta: the other). A node met for the first
// time is evaluated here (its parent only estimated it, see child).
func (s *pnSearch) mid(thPhi, thDelta uint32, ply int) pnEntry {
	p := s.p
	start := p.Nodes
	s.mids++
	if p.tick() {
		return pnEntry{}
	}
	catNode := p.turn == catcat.CatToMove
	key := s.key()
	e, ok := s.tt.get(key)
	if !ok {
		e = s.eval()
		if p.Aborted {
			return pnEntry{}
		}
		s.tt.put(key, e, 1)
	}
	if phi, delta := phiDelta(e, catNode); phi == 0 || delta == 0 || phi >= thPhi || delta >= thDelta {
		return e
	}
	for len(s.moves) <= ply {
		s.moves = append(s.moves, make([]int16, 0, 8))
		s.est = append(s.est, make([]pnEntry, 0, 8))
	}
	moves := s.genMoves(s.moves[ply][:0])
	if !catNode && !s.noMustPlay {
		moves = s.mustPlay(moves)
	}
	s.moves[ply] = moves
	est := s.estimates(s.est[ply][:0], moves)
	s.est[ply] = est
	for {
		phi, delta := pnInf, uint32(0) // min of the children's delta, sum of their phi
		best, bestDelta, second := -1, pnInf, pnInf
		bestPhi := uint32(0)
		for i, m := range moves {
			c := s.lazyChild(m, est[i])
			if p.Aborted {
				return pnEntry{}
			}
			cPhi, cDelta := phiDelta(c, !catNode) // the child is the other side's node
			delta = pnAdd(delta, cPhi)
			if cDelta < bestDelta || best < 0 {
				second = bestDelta
				best, bestDelta, bestPhi = i, cDelta, cPhi
			} else if cDelta < second {
				second = cDelta
			}
			phi = min(phi, cDelta)
		}
		if len(moves) == 0 { // no move: the side to move has lost
			phi, delta = pnInf, 0
		}
		if phi >= thPhi || delta >= thDelta || phi == 0 || delta == 0 {
			return s.put(key, catNode, phi, delta, p.Nodes-start)
		}
		// The child's thresholds: its delta may grow a quarter past the
		// second best's, its phi until this node's delta reaches thDelta.
		childThDelta := min(thPhi, pnAdd(second, second/4+1)) // 1+ε: fewer returns to the parent
		childThPhi := uint32(min(uint64(pnInf), uint64(thDelta)-uint64(delta)+uint64(bestPhi)))
		undo := s.play(moves[best])
		// What the child found is kept here too: the table may have
		// dropped it by the time the loop reads it again.
		est[best] = s.mid(childThPhi, childThDelta, ply+1)
		s.unplay(moves[best], undo)
		if p.Aborted {
			return pnEntry{}
		}
	}
}

// phiDelta is an entry's phi and delta at a node of the side to move.
func phiDelta(e pnEntry, catNode bool) (phi, delta uint32) {
	if catNode {
		return e.pn, e.dn
	}
	return e.dn, e.pn
}

// put stores the node's phi and delta, and returns them as an entry.
func (s *pnSearch) put(key uint64, catNode bool, phi, delta uint32, work int) pnEntry {
	e := pnEntry{pn: delta, dn: phi}
	if catNode {
		e = pnEntry{pn: phi, dn: delta}
	}
	s.tt.put(key, e, uint32(min(work, 1<<31)))
	return e
}

// lazyChild is the table entry after move m, or, for a node not met
// yet, its estimate: settled by the cheap checks (quick), or est. A
// catcher node has a child per cell in the cat's reach, and most are
// never searched; a child is evaluated in full when it is (mid).
func (s *pnSearch) lazyChild(m int16, est pnEntry) pnEntry {
	undo := s.play(m)
	e, ok := s.tt.get(s.key())
	if !ok {
		if q, settled := s.quick(); settled {
			e = q
		} else {
			e = est
		}
	}
	s.unplay(m, undo)
	return e
}

// settledChild is the table entry after move m, evaluated if the
// table lacks it (the line's moves are the proof's: their nodes were
// searched or settled by their evaluation).
func (s *pnSearch) settledChild(m int16) pnEntry {
	undo := s.play(m)
	e, ok := s.tt.get(s.key())
	if !ok {
		e = s.eval()
	}
	s.unplay(m, undo)
	return e
}

// quick settles a node by a look at the cat's neighbours: the cat out
// (on the border, or next to a free border cell on its move, or next
// to two on the catcher's), or shut in (no free neighbour on its move,
// one at most on the catcher's). free is the cat's free neighbours.
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
	pn, dn := s.nodeStatics()
	pn, dn = max(pn, 1), max(dn, 1)
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
	if dn > 1 {
		for _, c := range s.wall {
			for i, m := range moves {
				if m == c {
					dst[i].dn = dn - 1
					break
				}
			}
		}
	}
	return dst
}

// nodeStatics is statics of the node on the board, from the last
// call's if it was this node's (mid evaluates a new node, then asks for
// its estimates).
func (s *pnSearch) nodeStatics() (d, spare uint32) {
	k := s.key()
	if s.staticsValid && s.staticsKey == k {
		return s.staticsD, s.staticsSpare
	}
	d, spare = s.statics()
	s.staticsValid, s.staticsKey, s.staticsD, s.staticsSpare = true, k, d, spare
	return d, spare
}

func (s *pnSearch) play(m int16) int {
	p := s.p
	undo := p.cat
	p.play(int(m))
	return undo
}

func (s *pnSearch) unplay(m int16, undo int) {
	p := s.p
	p.turn = p.turn.Other()
	if p.turn == catcat.CatToMove {
		p.cat = undo
	} else {
		p.unblock(int(m))
	}
}

// genMoves appends the moves worth trying: the cat's free neighbours,
// or the catcher's blocks in the cat's reach, nearest first.
func (s *pnSearch) genMoves(dst []int16) []int16 {
	p := s.p
	if p.turn == catcat.CatToMove {
		return p.freeNeighbourList(dst, p.cat)
	}
	reached := p.bfsFromCat(p.n)
	return append(dst, p.queue[1:reached]...)
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
	free := 0
	for _, n := range p.neighbours(p.cat) {
		if !p.blocked[n] {
			free++
		}
	}
	d, spare := s.nodeStatics()
	if spare == 0 {
		return loss
	}
	if d <= pnLeafEscape {
		if s.leafProve(pnLeafBudget, func() Result { return p.Escape(pnLeafEscape) }) == Proved {
			return win
		}
	}
	if free <= pnLeafTrap+1 {
		if s.leafProve(pnLeafBudget, func() Result { return p.Trap(pnLeafTrap) }) == Proved {
			return loss
		}
	}
	return pnEntry{pn: d, dn: spare}
}

// statics is the node's distance to the border (the proof estimate)
// and the blocks the catcher lacks to finish a wall in time (the
// disproof estimate; 0: a sure win for the catcher, as is a cat cut off
// from the border), with s.wall the least wall found.
func (s *pnSearch) statics() (d, spare uint32) {
	p := s.p
	s.wall = s.wall[:0]
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
	}
	if sp <= 0 {
		return uint32(dist), 0
	}
	if !s.noCut {
		sp = min(sp, int16(s.cutSpare(reached, dist, p.turn == catcat.CatToMove)))
		if sp <= 0 {
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

// pnAdd adds proof numbers: infinite stays infinite, a finite sum stays
// finite.
func pnAdd(a, b uint32) uint32 {
	if a >= pnInf || b >= pnInf {
		return pnInf
	}
	return uint32(min(uint64(a)+uint64(b), uint64(pnInf-1)))
}

// line plays out a df-pn result from the table: the winner's proved
// moves, the loser's first move (every one loses). It stops early if
// the capped table lost a step.
func (s *pnSearch) line(pos catcat.Position, catWins bool) []catcat.Cell {
	var line []catcat.Cell
	for pos.Outcome() == catcat.Ongoing {
		winnerToMove := (pos.Turn() == catcat.CatToMove) == catWins
		move := int16(-1)
		for _, m := range s.genMoves(nil) {
			e := s.settledChild(m)
			if !winnerToMove || catWins && e.pn == 0 || !catWins && e.dn == 0 {
				move = m
				break
			}
		}
		var ok bool
		if pos, line, ok = s.p.playOn(pos, move, line); !ok {
			break
		}
	}
	return line
}

// bfsToBorder walks from the cat until the nearest border cells' layer
// is complete: it returns the cells reached (p.queue[:reached], marked for
// distFromCat) and the cat's distance to the border (-1: none reached,
// the whole region searched).
func (s *pnSearch) bfsToBorder() (reached int, d int16) {
	return s.p.stepsFromCat(math.MaxInt, true)
}
