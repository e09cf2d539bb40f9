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
// other ply), so the plain df-pn is sound. Its table is keyed like the
// provers' (blocked set and cat, folded over the mirror), holds proof
// and disproof numbers, and is capped: past pnTableCap entries the
// unsettled ones are dropped (they are only estimates).
//
// Leaf checks settle a node when it is first seen: the cat next to a
// free border cell on its move, or next to two on the catcher's; the
// cat with one free neighbour on the catcher's move or none on its own;
// the cat cut off from the border (it can never get out, and every game
// ends); and the provers at small bounds, on a small budget of nodes.
//
// The catcher's blocks are only the cells the cat can still reach: a
// block elsewhere changes nothing the game can read, so it is a pass,
// and blocks are monotone (one more never helps the cat), so a pass is
// never better for the catcher than any block.

const (
	pnInf      = uint32(1 << 30)
	pnTableCap = 1 << 21
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
	tt    map[uint64]pnEntry
	moves [][]int16 // per ply
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
	if s.tt == nil {
		s.tt = map[uint64]pnEntry{}
	}
	e, ok := s.tt[s.key()]
	if !ok {
		e = s.eval()
		if !s.p.Aborted {
			s.tt[s.key()] = e
		}
	}
	if e.pn != 0 && e.dn != 0 && !s.p.Aborted {
		s.mid(pnInf, pnInf, 0)
		e = s.tt[s.key()]
	}
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
// dn at a catcher node; delta: the other).
func (s *pnSearch) mid(thPhi, thDelta uint32, ply int) {
	p := s.p
	if p.tick() {
		return
	}
	for len(s.moves) <= ply {
		s.moves = append(s.moves, make([]int16, 0, 8))
	}
	moves := s.genMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	catNode := p.turn == catcat.CatToMove
	for {
		phi, delta := pnInf, uint32(0) // min of the children's delta, sum of their phi
		best, bestDelta, second := -1, pnInf, pnInf
		bestPhi := uint32(0)
		for i, m := range moves {
			e := s.child(m)
			if p.Aborted {
				return
			}
			cPhi, cDelta := e.pn, e.dn // the child is the other side's node
			if catNode {
				cPhi, cDelta = e.dn, e.pn
			}
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
			s.put(catNode, phi, delta)
			return
		}
		// The child's thresholds: its delta may grow a quarter past the
		// second best's, its phi until this node's delta reaches thDelta.
		childThDelta := min(thPhi, pnAdd(second, second/4+1)) // 1+ε: fewer returns to the parent
		childThPhi := uint32(min(uint64(pnInf), uint64(thDelta)-uint64(delta)+uint64(bestPhi)))
		undo := s.play(moves[best])
		s.mid(childThPhi, childThDelta, ply+1)
		s.unplay(moves[best], undo)
		if p.Aborted {
			return
		}
	}
}

// put stores the node's phi and delta.
func (s *pnSearch) put(catNode bool, phi, delta uint32) {
	e := pnEntry{pn: delta, dn: phi}
	if catNode {
		e = pnEntry{pn: phi, dn: delta}
	}
	if len(s.tt) >= pnTableCap {
		s.shrink()
	}
	s.tt[s.key()] = e
}

// shrink drops the unsettled entries, or all when settled ones fill the
// table: a dropped entry is searched again, never wrong.
func (s *pnSearch) shrink() {
	for k, e := range s.tt {
		if e.pn != 0 && e.dn != 0 {
			delete(s.tt, k)
		}
	}
	if len(s.tt) >= pnTableCap*3/4 {
		clear(s.tt)
	}
}

// child is the table entry after move m, evaluated at its first visit.
func (s *pnSearch) child(m int16) pnEntry {
	undo := s.play(m)
	k := s.key()
	e, ok := s.tt[k]
	if !ok {
		e = s.eval()
		if !s.p.Aborted {
			if len(s.tt) >= pnTableCap {
				s.shrink()
			}
			s.tt[k] = e
		}
	}
	s.unplay(m, undo)
	return e
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
// cat's distance to the border as the proof number.
func (s *pnSearch) eval() pnEntry {
	p := s.p
	win, loss := pnEntry{0, pnInf}, pnEntry{pnInf, 0}
	if p.tab.Border[p.cat] { // out: the line's step, never the search's
		return win
	}
	free, out := 0, 0
	for _, n := range p.neighbours(p.cat) {
		if !p.blocked[n] {
			free++
			if p.tab.Border[n] {
				out++
			}
		}
	}
	if p.turn == catcat.CatToMove {
		if out > 0 {
			return win
		}
		if free == 0 {
			return loss
		}
	} else {
		if out >= 2 {
			return win
		}
		if free <= 1 {
			return loss
		}
	}
	reached, d := s.bfsToBorder()
	if d < 0 {
		return loss
	}
	// The rings around the cat: the free cells at one distance r ≤ d cut
	// it off from the border. The catcher walls a ring in before the cat
	// reaches it if the ring has at most r cells (r−1 with the cat to
	// move): a sure win. The least spare count is the disproof number.
	var ring [64]int16
	for _, c := range p.queue[1:reached] {
		r := p.distFromCat(c)
		if r > d || int(r) >= len(ring) {
			break
		}
		ring[r]++
	}
	spare := int16(1 << 14)
	for r := int16(1); r <= d && int(r) < len(ring); r++ {
		sp := ring[r] - r
		if p.turn == catcat.CatToMove {
			sp++
		}
		spare = min(spare, sp)
	}
	if spare <= 0 {
		return loss
	}
	if d <= pnLeafEscape {
		if s.leafProve(func() Result { return p.Escape(pnLeafEscape) }) == Proved {
			return win
		}
	}
	if free <= pnLeafTrap+1 {
		if s.leafProve(func() Result { return p.Trap(pnLeafTrap) }) == Proved {
			return loss
		}
	}
	return pnEntry{pn: uint32(d), dn: uint32(min(spare, 64))}
}

// leafProve runs a prover on the leaf budget; its running out is not
// the search's.
func (s *pnSearch) leafProve(f func() Result) Result {
	p := s.p
	if p.Aborted {
		return Unknown
	}
	if p.tt.len() > 1<<21 {
		p.tt.reset()
		p.supports = p.supports[:0]
	}
	saved := p.Limit
	if saved == 0 || p.Nodes+pnLeafBudget < saved {
		p.Limit = p.Nodes + pnLeafBudget
	}
	r := f()
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
			e := s.child(m)
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
