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
// A proof of the cat's win keeps its carrier, the free cells it read
// (dfpn_carrier.go): a lost block's carrier narrows its node's blocks,
// and a win stands for other boards whose blocks differ from it outside
// the carrier (dfpn_subsume.go), as a catcher's win does for boards with
// the blocks of its hold, the blocks its proof read (dfpn_hold.go).
//
// Leaf checks settle a node when it is first searched (eval): the cat
// next to a free border cell on its move, or next to two on the
// catcher's; the cat with one free neighbour on the catcher's move or
// none on its own; the cat cut off from the border (it can never get
// out, and every game ends); a wall the catcher finishes in time
// (dfpn_cut.go, its exact test dfpn_deadline.go, and the gap game of
// dfpn_gaps.go, where the catcher answers the cat); and the provers at
// small bounds, on a small budget.
// The proof estimate is the cat's distance to the border, the disproof
// estimate the square of the blocks the catcher lacks for its best wall
// (disproofEstimate). A child is
// only estimated from its parent until it is searched (a catcher node
// has a child per cell in the cat's reach, and most are never searched).
//
// The catcher's blocks are only the cells the cat can still reach: a
// block elsewhere changes nothing the game can read, so it is a pass,
// and blocks are monotone (one more never helps the cat), so a pass is
// never better for the catcher than any block. Of those, only the ones
// in the support of the cat's escape after a pass can matter
// (dfpn_mustplay.go; asked on small budgets only, see solve), and only
// the ones in every lost block's carrier (dfpn_carrier.go).

const (
	pnInf = uint32(1 << 30)
	// pnLeafBudget is the nodes each prover call at a leaf may spend.
	pnLeafBudget = 400
	// pnLeafEscape and pnLeafTrap are the provers' bounds at a leaf.
	// (Six hard 13×13 games, the earliest plies settled in 5 CPU-s: 68
	// with an escape bound of 3 or 4, 72 with 2; 4 settled them in less
	// CPU.)
	pnLeafEscape = 4
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
	p       *Prover
	tt      pnTable
	moves   [][]int16   // per ply
	est     [][]pnEntry // per ply and move: a new child's estimate (catcher nodes)
	ents    [][]pnEntry // per ply and move: the children's entries, as last read
	cut     cutFlow
	wall    []int16      // the cells of the last cutSpare's least cut
	stCache staticsCache // the expanded nodes' statics (nodeStatics)
	// noCut turns the wall test off (the tests compare with and without).
	noCut bool
	// noDeadline turns the deadline test of the walls off.
	noDeadline bool
	mpCache    mustPlayCache
	// noMustPlay turns the catcher's must-play narrowing off (mustPlay).
	noMustPlay bool
	gap        gapGame
	// noGap turns the gap game of the walls off (dfpn_gaps.go).
	noGap bool
	// What the walls settled: the nodes they won (wallWins, the gap
	// game's wins among them), and the gap game's tries, wins, give-ups
	// (too many gaps, or out of budget) and nodes.
	wallWins, gapTries, gapWins, gapTooBig, gapGiveUps, gapNodes int
	// The carriers of the cat's proved nodes, and the per-ply scratch of
	// the narrowing by them (dfpn_carrier.go); noCarry turns it off.
	carriers   nodeSets
	carry      []carrierScratch
	carrierBuf []uint64
	noCarry    bool
	wins       catWinIndex // the last wins per cat cell, for other boards
	losses     catcherWinIndex
	noSubsume  bool      // turns the look at them off
	holds      holdStore // the blocks the catcher's wins hold the cat with
	// proofWall is the wall the last statics found in time (spare 0;
	// empty: the cat shut in), staticsFresh whether nodeStatics computed
	// them rather than read the cache.
	proofWall    []int16
	staticsFresh bool
	// share is what a parallel solve's workers tell each other (nil:
	// a solve on one thread), worker this one's number there
	// (dfpn_parallel.go).
	share    *sharedNodes
	stt      *sharedPNTable // the workers' table, used instead of tt
	worker   int
	shareBuf []uint64 // a set read from or given to the other workers
	// Counts for the tests and benchmarks: mid calls, evaluations,
	// nodes the leaf provers spent, blocks the carriers dropped.
	mids, evals, leafNodes, carryDrops, subsumed, subsumedLosses int
}

func (s *pnSearch) key() uint64 {
	k, _ := s.p.key(s.nodeQuestion())
	return k
}

// nodeQuestion is the df-pn table's question for the side to move.
func (s *pnSearch) nodeQuestion() uint64 {
	if s.p.turn == catcat.CatToMove {
		return keyPNCat
	}
	return keyPNCatcher
}

// prove runs df-pn from the prover's position until it is settled or
// the prover's budget or context stops it: Proved is a cat win,
// Refuted a catcher win.
func (s *pnSearch) prove() Result {
	s.mid(pnInf, pnInf, 0)
	e, _ := s.ttGet(s.key())
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
	e, ok := s.ttGet(key)
	if !ok {
		e = s.eval()
		if p.Aborted {
			return pnEntry{}
		}
		s.ttPut(key, e, 1)
	}
	if phi, delta := phiDelta(e, catNode); phi == 0 || delta == 0 || phi >= thPhi || delta >= thDelta {
		return e
	}
	for len(s.moves) <= ply {
		s.moves = append(s.moves, make([]int16, 0, 8))
		s.est = append(s.est, make([]pnEntry, 0, 8))
	}
	moves := s.genMoves(s.moves[ply][:0])
	carry := !catNode && !s.noCarry
	var cs *carrierScratch
	if carry {
		cs = s.carrierScratchAt(ply, len(moves))
	}
	if !catNode && !s.noMustPlay {
		n := len(moves)
		moves = s.mustPlay(moves)
		if carry && len(moves) < n { // the blocks kept are the support's
			for _, m := range moves {
				setAdd(cs.union, int(m))
			}
			cs.folded = cs.folded[:len(moves)]
		}
	}
	s.moves[ply] = moves
	est := s.estimates(s.est[ply][:0], moves)
	s.est[ply] = est
	for len(s.ents) <= ply {
		s.ents = append(s.ents, nil)
	}
	// The children's entries are read from the table once; then only the
	// child searched changes (a sibling settled meanwhile through another
	// line is seen when next searched, at once). A catcher node has a
	// child per block, and reading them all on each turn of the loop
	// took a sixth of a 13×13 solve.
	ents := s.ents[ply][:0]
	for i, m := range moves {
		ents = append(ents, s.lazyChild(m, est[i]))
		if p.Aborted {
			return pnEntry{}
		}
	}
	steer := s.share != nil && ply < steerPly // keep out of other workers' children
	for {
		if carry {
			moves, est, ents = s.narrowByCarriers(cs, moves, est, ents)
		}
		s.ents[ply] = ents
		phi, delta := pnInf, uint32(0) // min of the children's delta, sum of their phi
		best, bestDelta, second := -1, pnInf, pnInf
		bestPhi := uint32(0)
		for i, c := range ents {
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
			if phi == 0 || delta == 0 {
				s.settled(catNode, phi == 0, moves, best, cs)
				if s.share != nil {
					s.publishSettled(key, catNode == (phi == 0))
				}
			}
			return s.put(key, catNode, phi, delta, p.Nodes-start)
		}
		// The child's thresholds: its delta may grow a quarter past the
		// second best's, its phi until this node's delta reaches thDelta.
		childThDelta := min(thPhi, pnAdd(second, second/4+1)) // 1+ε: fewer returns to the parent
		if steer {
			if pick := s.pickUnbusy(moves, ents, best, bestDelta, thPhi, catNode); pick != best {
				// Another worker is under best: this one goes into a
				// child of its own, with room to grow past best's delta.
				best = pick
				bestPhi, bestDelta = phiDelta(ents[best], !catNode)
				childThDelta = min(thPhi, pnAdd(bestDelta, bestDelta/4+1))
			}
		}
		childThPhi := uint32(min(uint64(pnInf), uint64(thDelta)-uint64(delta)+uint64(bestPhi)))
		undo := s.play(moves[best])
		var childKey uint64
		if steer {
			childKey = s.key()
			s.share.enter(childKey, s.worker)
		}
		// What the child found is kept here too: the table may have
		// dropped it by the time the loop reads it again.
		est[best] = s.mid(childThPhi, childThDelta, ply+1)
		ents[best] = est[best]
		if steer {
			s.share.leave(childKey, s.worker)
		}
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
	s.ttPut(key, e, uint32(min(work, 1<<31)))
	return e
}

// lazyChild is the table entry after move m, or, for a node not met
// yet, its estimate: settled by the cheap checks (quick), or est. A
// catcher node has a child per cell in the cat's reach, and most are
// never searched; a child is evaluated in full when it is (mid).
func (s *pnSearch) lazyChild(m int16, est pnEntry) pnEntry {
	undo := s.play(m)
	e, ok := s.ttGet(s.key())
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

// pnAdd adds proof numbers: infinite stays infinite, a finite sum stays
// finite.
func pnAdd(a, b uint32) uint32 {
	if a >= pnInf || b >= pnInf {
		return pnInf
	}
	return uint32(min(uint64(a)+uint64(b), uint64(pnInf-1)))
}

// bfsToBorder walks from the cat until the nearest border cells' layer
// is complete: it returns the cells reached (p.queue[:reached], marked for
// distFromCat) and the cat's distance to the border (-1: none reached,
// the whole region searched).
func (s *pnSearch) bfsToBorder() (reached int, d int16) {
	return s.p.stepsFromCat(math.MaxInt, true)
}
