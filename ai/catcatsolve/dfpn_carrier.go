package catcatsolve

import (
	"slices"

	"cabezacat/catcat"
)

// The carriers of the cat's wins, after the proof sets of Hex solvers
// (Arneson, Hayward and Henderson, "Solving Hex: beyond humans"): a
// proof that the cat wins reads only some free cells, its carrier — the
// cells the cat steps on in its lines, and those its leaf checks read
// (a free border cell next to the cat, an escape proof's support).
// Blocks are monotone, so a block outside the carrier leaves the proof
// standing: the cat plays it as if the catcher had blocked a cell of the
// proof's instead, and a pass or a block it never reads is no better for
// the catcher. So when one block b of a catcher node is proved lost for
// the catcher, so is every block outside b's carrier: the node's blocks
// narrow to the carriers of its lost blocks (the must-play region of
// its own proofs, where mustPlay has the escape prover's).
//
// A node's carrier: a cat node's, the carrier of the step it wins by and
// the step's cell; a catcher node's, the union of its blocks' carriers,
// and the escape prover's support when mustPlay narrowed it (the blocks
// kept). A proof whose carrier is not known (a leaf check that does not
// say, a carrier the store dropped) gives its parents none: the whole
// board, which narrows nothing.

const (
	// pnCarrierCap is the most carriers the store holds; full, it starts
	// again (a dropped carrier narrows nothing, until found again).
	pnCarrierCap = 1 << 19
	// pnSetWords bounds a nodeSets' arena, in words.
	pnSetWords = 1 << 21
)

// nodeSets keeps a cell set per df-pn node (a carrier, a hold) under
// the node's key: a set as its node saw it, after a word that says
// whether that node's key was taken in the mirror image (as the escape
// prover's supports are), 1+words words per entry in one arena. Full
// (cap entries), it starts again: a dropped set is as good as none.
type nodeSets struct {
	at   map[uint64]int32
	sets []uint64
}

// get fills dst with the set of the node on the board, if one is kept.
func (n *nodeSets) get(s *pnSearch, dst []uint64) bool {
	p := s.p
	key, mirrored := s.keyMirrored()
	off, ok := n.at[key]
	if !ok {
		return false
	}
	stored := n.sets[off+1 : int(off)+1+p.words]
	if (n.sets[off] != 0) != mirrored {
		p.mirrorSet(dst, stored)
	} else {
		copy(dst, stored)
	}
	return true
}

// put keeps set for the node on the board, and says whether the node
// had none (any one set stands for it: the first kept stays).
func (n *nodeSets) put(s *pnSearch, set []uint64, cap int) bool {
	// At most pnSetWords words in the arena: 16 MiB whatever the board
	// (on 13×13 all cap sets fit; on 45×45, whose sets are 33 words,
	// 63K of them).
	cap = min(cap, pnSetWords/(1+len(set)))
	if n.at == nil || len(n.at) >= cap {
		n.at, n.sets = make(map[uint64]int32, 1024), n.sets[:0]
	}
	key, mirrored := s.keyMirrored()
	if _, ok := n.at[key]; ok {
		return false
	}
	var flip uint64
	if mirrored {
		flip = 1
	}
	n.at[key] = int32(len(n.sets))
	n.sets = append(append(n.sets, flip), set...)
	return true
}

// carrierScratch is one ply's sets: the blocks left (allowed), the union
// of the lost blocks' carriers (union), and whether a lost block gave
// none (full), with which blocks have been read (folded, by move).
type carrierScratch struct {
	allowed, union []uint64
	full           bool
	folded         []bool
}

// keyMirrored is the node's df-pn key and whether it was taken in the
// mirror image.
func (s *pnSearch) keyMirrored() (uint64, bool) {
	return s.p.key(s.nodeQuestion())
}

// carrierGet fills dst with the carrier of the node on the board, a
// proved cat win: the stored one, or a quick check's (the cat out, or
// next to free border cells). It says whether one is known.
func (s *pnSearch) carrierGet(dst []uint64) bool {
	return s.carriers.get(s, dst) || s.sharedSet(true, dst) || s.quickCarrier(dst)
}

// quickCarrier is the carrier of a win quick finds: the cat on the
// border reads nothing; next to a free border cell on its move it reads
// that cell, and on the catcher's move two of them.
func (s *pnSearch) quickCarrier(dst []uint64) bool {
	p := s.p
	clear(dst)
	if p.tab.Border[p.cat] {
		return true
	}
	want := 2
	if p.turn == catcat.CatToMove {
		want = 1
	}
	for _, n := range p.neighbours(p.cat) {
		if st := p.state[n]; st&cellBlocked == 0 && st&cellBorder != 0 {
			setAdd(dst, int(n))
			if want--; want == 0 {
				return true
			}
		}
	}
	return false
}

// carrierPut stores the carrier of the node on the board (a proved cat
// win), and indexes the win under it unless told not to (a win found in
// the index is there already).
func (s *pnSearch) carrierPut(set []uint64, index bool) {
	if s.carriers.put(s, set, pnCarrierCap) && index && !s.noSubsume {
		s.wins.record(s.p, set)
	}
}

// subsumedWin says whether a win proved on another board stands for the
// node on the board (dfpn_subsume.go); the node then keeps its carrier.
func (s *pnSearch) subsumedWin() bool {
	if s.noCarry || s.noSubsume {
		return false
	}
	c := s.wins.find(s.p)
	if c == nil {
		return false
	}
	s.subsumed++
	s.carrierPut(c, false)
	return true
}

// carrierScratchAt is ply's scratch, cleared for a node with n moves.
func (s *pnSearch) carrierScratchAt(ply, n int) *carrierScratch {
	s.carrierBufReady()
	for len(s.carry) <= ply {
		s.carry = append(s.carry, carrierScratch{})
	}
	cs := &s.carry[ply]
	if len(cs.allowed) != s.p.words {
		cs.allowed, cs.union = make([]uint64, s.p.words), make([]uint64, s.p.words)
	}
	for i := range cs.allowed {
		cs.allowed[i] = ^uint64(0)
	}
	clear(cs.union)
	cs.full = false
	cs.folded = slices.Grow(cs.folded[:0], n)[:n]
	clear(cs.folded)
	return cs
}

// narrowByCarriers drops the catcher node's blocks that a lost block's
// carrier shows lost too. ents are the children's entries as the node's
// loop read them; the moves, their estimates, entries and folded marks
// are filtered together, in place.
func (s *pnSearch) narrowByCarriers(cs *carrierScratch, moves []int16, est, ents []pnEntry) ([]int16, []pnEntry, []pnEntry) {
	narrowed := false
	for i, m := range moves {
		if ents[i].pn != 0 || cs.folded[i] {
			continue
		}
		cs.folded[i] = true
		undo := s.play(m)
		ok := s.carrierGet(s.carrierBuf)
		s.unplay(m, undo)
		if !ok {
			cs.full = true
			continue
		}
		setOr(cs.union, s.carrierBuf)
		for w := range cs.allowed {
			cs.allowed[w] &= s.carrierBuf[w]
		}
		narrowed = true
	}
	if !narrowed {
		return moves, est, ents
	}
	k := 0
	for i, m := range moves {
		if ents[i].pn == 0 || setHas(cs.allowed, int(m)) {
			moves[k], est[k], ents[k], cs.folded[k] = m, est[i], ents[i], cs.folded[i]
			k++
		}
	}
	s.carryDrops += len(moves) - k
	return moves[:k], est[:k], ents[:k]
}

// putCatcherCarrier stores a proved catcher node's carrier: the union
// of its lost blocks' carriers (with the blocks mustPlay kept, if it
// narrowed them: they are in the union from the start).
func (s *pnSearch) putCatcherCarrier(cs *carrierScratch) {
	if !cs.full {
		s.carrierPut(cs.union, true)
	}
}

// putCatCarrier stores a proved cat node's carrier: the carrier of the
// step m it wins by, and m.
func (s *pnSearch) putCatCarrier(m int16) {
	s.carrierBufReady()
	undo := s.play(m)
	ok := s.carrierGet(s.carrierBuf)
	s.unplay(m, undo)
	if !ok {
		return
	}
	setAdd(s.carrierBuf, int(m))
	s.carrierPut(s.carrierBuf, true)
}

// carrierBufReady sizes the scratch set for the board.
func (s *pnSearch) carrierBufReady() {
	if len(s.carrierBuf) != s.p.words {
		s.carrierBuf = make([]uint64, s.p.words)
		s.shareBuf = make([]uint64, s.p.words)
	}
}

// settled records a node that mid has settled: a cat's win keeps its
// carrier (moves[best] is the cat's winning step at a cat node, cs the
// catcher node's scratch: nil when carriers are off), a catcher's win
// goes to the index of catcher's wins. toMoveWins: the side to move
// wins.
func (s *pnSearch) settled(catNode, toMoveWins bool, moves []int16, best int, cs *carrierScratch) {
	catWins := catNode == toMoveWins
	switch {
	case !catWins:
		if !s.noSubsume && (catNode || len(moves) > 0) {
			s.putHold(catNode, moves, best)
		}
	case s.noCarry || len(moves) == 0:
	case catNode:
		s.putCatCarrier(moves[best])
	case cs != nil:
		s.putCatcherCarrier(cs)
	}
}
