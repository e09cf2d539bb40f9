package catcatsolve

import "cabezacat/catcat"

// The hold of a catcher's win: the blocks its proof holds the cat with.
// A catcher's win stands with more blocks (blocks are monotone), and it
// stands with fewer as long as it keeps these: a wall found in time
// reads only the blocks next to the cells the cat can reach without
// crossing it (the cat's distances to the wall run inside; past the wall
// it never goes); a cat shut in, only the blocks round its region; a cat
// node, the holds of all its steps and the blocks round the cat (they
// keep it from other steps); a catcher node, the hold after its winning
// block, less that block. A proof whose hold is not known (a trap
// prover's, a hold the store dropped) holds with every block.
//
// The index of catcher's wins (dfpn_subsume.go) keeps the holds, so a
// catcher's win stands for any board, with the cat on the same cell and
// the same side to move, that has the blocks of its hold: boards that
// differ in the blocks the proof never read share it.

// pnHoldCap is the most holds the store keeps; full, it starts again.
const pnHoldCap = 1 << 19

// holdStore keeps the holds of the catcher's proved nodes, as
// pnSearch.carriers keeps the cat's carriers, and the scratch to make
// them.
type holdStore struct {
	nodeSets
	buf  [2][]uint64 // a hold being made, a child's
	wall []uint64    // the proof wall's cells
	q    []int16     // the walk inside the wall
}

func (h *holdStore) ready(words int) {
	if len(h.wall) != words {
		h.buf[0], h.buf[1], h.wall = make([]uint64, words), make([]uint64, words), make([]uint64, words)
	}
}

// holdGet fills dst with the hold of the node on the board (a proved
// catcher's win): the stored one, or quick's (the cat shut in next to
// it). It says whether one is known.
func (s *pnSearch) holdGet(dst []uint64) bool {
	p := s.p
	if s.holds.get(s, dst) || s.sharedSet(false, dst) {
		return true
	}
	clear(dst)
	free := s.blockedAround(dst)
	return p.turn == catcat.CatToMove && free == 0 || p.turn == catcat.CatcherToMove && free <= 1
}

// blockedAround adds the blocks next to the cat to set, and returns its
// free neighbours' count.
func (s *pnSearch) blockedAround(set []uint64) int {
	p := s.p
	free := 0
	for _, n := range p.neighbours(p.cat) {
		switch {
		case p.state[n]&cellBlocked == 0:
			free++
		case int(n) < p.n: // not off the board
			setAdd(set, int(n))
		}
	}
	return free
}

// holdPut stores the node's hold and indexes the catcher's win under it.
func (s *pnSearch) holdPut(hold []uint64, index bool) {
	s.holds.put(s, hold, pnHoldCap)
	if index && !s.noSubsume {
		s.losses.record(s.p, hold)
	}
}

// putHold stores the hold of a node mid settled as a catcher's win:
// at a cat node every step loses, at a catcher node moves[best] wins.
func (s *pnSearch) putHold(catNode bool, moves []int16, best int) {
	p := s.p
	s.holds.ready(p.words)
	hold, child := s.holds.buf[0], s.holds.buf[1]
	known := true
	if catNode {
		clear(hold)
		s.blockedAround(hold)
		for _, m := range moves {
			undo := s.play(m)
			known = s.holdGet(child)
			s.unplay(m, undo)
			if !known {
				break
			}
			setOr(hold, child)
		}
	} else {
		m := moves[best]
		undo := s.play(m)
		known = s.holdGet(hold)
		s.unplay(m, undo)
		hold[m>>6] &^= 1 << (uint(m) & 63)
	}
	if !known {
		copy(hold, p.blockSet)
	}
	s.holdPut(hold, true)
}

// putWallHold stores the hold of a node its statics settled (spare 0):
// the blocks next to the cells the cat reaches without crossing the
// proof wall (none: the cat shut in, its whole region).
func (s *pnSearch) putWallHold() {
	p := s.p
	if !s.staticsFresh { // the cache keeps no proof wall
		s.statics()
	}
	h := &s.holds
	h.ready(p.words)
	hold, wall := h.buf[0], h.wall
	clear(hold)
	clear(wall)
	for _, c := range s.proofWall {
		setAdd(wall, int(c))
	}
	p.nextEpoch()
	p.seen[p.cat] = p.epoch
	h.q = append(h.q[:0], int16(p.cat))
	for i := 0; i < len(h.q); i++ {
		for _, n := range p.neighbours(int(h.q[i])) {
			switch {
			case int(n) >= p.n || p.seen[n] == p.epoch || setHas(wall, int(n)):
			case p.blocked[n]:
				setAdd(hold, int(n))
			default:
				p.seen[n] = p.epoch
				h.q = append(h.q, n)
			}
		}
	}
	s.holdPut(hold, true)
}

// subsumedLoss says whether a catcher's win proved on another board
// stands for the node on the board; the node then keeps its hold.
func (s *pnSearch) subsumedLoss() bool {
	if s.noSubsume {
		return false
	}
	hold := s.losses.find(s.p)
	if hold == nil {
		return false
	}
	s.subsumedLosses++
	s.holdPut(hold, false)
	return true
}
