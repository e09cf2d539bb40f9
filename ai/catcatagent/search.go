package catcatagent

import (
	"math"
	"sync"

	"cabezacat/ai/catcatboard"
	"cabezacat/catcat"
)

// The medium and hard agents: a small alpha-beta search over the
// catcher's relevant blocks and the cat's replies, on a board of its own
// (a []bool it blocks and unblocks in place) so that a node costs no
// copying. Scores are from the catcher's point of view.

const (
	// A decided game: catcatWin less the plies to it, so a winner
	// prefers the quicker win and a loser the later loss.
	catcatWin = 1_000_000
	// The cat can no longer reach the border: the catcher will win; the
	// smaller the cat's room, the sooner.
	catcatShutIn = 500_000
	// The two-distance is infinite (every way out is one cell wide) but
	// the cat still has a way out: the catcher is close to cutting it.
	catcatNarrow = 200_000
	// One cat move further from the border is worth this much; a way
	// out more or less is worth a tenth of it.
	catcatStep  = 1000
	catcatRoute = 100

	// Two-distance marks: a cell not reached, a cell one neighbour of
	// which is settled (it needs two), a blocked cell.
	catcatNoDistance  = math.MaxInt16
	catcatHalfReached = math.MaxInt16 - 1
	catcatBlockedMark = -2

	catcatMaxPlies = 8
)

// catSearch is one search's scratch space, reused through a pool. Its
// arrays have one cell more than the board: index N·N is a sentinel that
// every off-board neighbour points to, always blocked, so that the inner
// loops need no bounds test.
type catSearch struct {
	size    catcat.Size
	tab     *catcatboard.Tables
	blocked []bool
	base    []int16 // catcatBlockedMark on blocked cells, catcatNoDistance elsewhere
	cat     int

	two        []int16 // the two-distance of every cell (≥ catcatHalfReached: none)
	fieldValid bool    // two is up to date with blocked (the cat's cell does not enter it)
	queue      []int16
	ring       []int16  // distance from the cat, valid where seen == epoch
	seen       []uint32 // BFS marks
	epoch      uint32

	cands  [catcatMaxPlies][]int16
	keys   []int32
	innerK int // blocks searched at inner catcher nodes
	inner  int // radius of the inner catcher nodes' blocks

	// fields counts the two-distance fields computed, the unit of work:
	// a field costs about N² steps and dominates a node. Budgets are in
	// fields, not time, so that a position always gets the same move.
	fields  int
	limit   int  // fields allowed for this move (0: no limit)
	aborted bool // the limit was reached: the scores of the current search are void

	// The blocks made since load, in order, and the fields kept up to
	// date with them (fields.go): the two-distance (its values
	// are two) and the distance to the border.
	stack    []int16
	twoField distField
	oneField distField
	scratch  fieldScratch

	shallow []int32 // the root blocks' first-ply scores
	order   []int16 // the root blocks in search order
}

var catSearchPool = sync.Pool{New: func() any { return new(catSearch) }}

func getCatSearch(pos catcat.Position) *catSearch {
	s := catSearchPool.Get().(*catSearch)
	s.load(pos)
	return s
}

func putCatSearch(s *catSearch) { catSearchPool.Put(s) }

func (s *catSearch) load(pos catcat.Position) {
	n := pos.Size().Cells()
	if cap(s.blocked) < n+1 {
		s.blocked = make([]bool, n+1)
		s.base = make([]int16, n+1)
		s.two = make([]int16, n+1)
		s.queue = make([]int16, n+1)
		s.ring = make([]int16, n+1)
		s.seen = make([]uint32, n+1)
		s.keys = make([]int32, n+1)
		s.shallow = make([]int32, n+1)
		s.order = make([]int16, 0, n+1)
		s.epoch = 0
		for i := range s.cands {
			s.cands[i] = make([]int16, 0, n+1)
		}
	}
	s.size = pos.Size()
	s.tab = catcatboard.TablesFor(s.size)
	s.blocked = s.blocked[:n+1]
	s.base = s.base[:n+1]
	s.two = s.two[:n+1]
	s.queue = s.queue[:n+1]
	s.ring = s.ring[:n+1]
	s.seen = s.seen[:n+1]
	for i := range n {
		s.blocked[i] = pos.IsBlockedIndex(i)
		s.base[i] = catcatNoDistance
		if s.blocked[i] {
			s.base[i] = catcatBlockedMark
		}
	}
	s.blocked[n], s.base[n] = true, catcatBlockedMark
	s.cat = pos.CatIndex()
	if cap(s.oneField.vals) < n+1 {
		s.oneField.vals = make([]int16, n+1)
	}
	s.twoField.vals, s.twoField.need = s.two, 2
	s.oneField.vals, s.oneField.need = s.oneField.vals[:n+1], 1
	s.scratch.grow(n + 1)
	s.stack = s.stack[:0]
	s.twoField.reset()
	s.oneField.reset()
	s.fields = 0
	s.limit = 0
	s.aborted = false
	s.fieldValid = false
}

func (s *catSearch) block(c int16) {
	s.blocked[c], s.base[c] = true, catcatBlockedMark
	s.fieldValid = false
	s.stack = append(s.stack, c)
}

func (s *catSearch) unblock(c int16) {
	s.blocked[c], s.base[c] = false, catcatNoDistance
	s.fieldValid = false
	s.noteUnblock(c)
}

func (s *catSearch) neighbours(c int) []int16 { return s.tab.Neighbours[6*c : 6*c+6] }

func (s *catSearch) nextEpoch() {
	s.epoch++
	if s.epoch == 0 {
		clear(s.seen)
		s.epoch = 1
	}
}

// twoDistance fills s.two: 0 on a free border cell, and elsewhere one
// more than the second smallest two-distance among the free neighbours.
// It is how far the cat is from the border if the catcher blocks, at
// every step, the neighbour the cat wanted most (the "two-distance" of
// Hex programs). The field does not depend on where the cat is, so all
// the cat's moves from one board share it.
//
// A field is counted, the search's unit of work, wherever the board
// changed since the last one; it is brought up to date block by block
// (fields.go), which costs far less than computing it afresh.
func (s *catSearch) twoDistance() {
	if s.fieldValid {
		return
	}
	s.fields++
	s.fieldValid = true
	s.syncField(&s.twoField)
}

// twoOf is the two-distance of a free cell, catcatNoDistance if it has none.
func (s *catSearch) twoOf(c int16) int {
	if v := s.two[c]; v < catcatHalfReached {
		return int(v)
	}
	return catcatNoDistance
}

// catRoom walks the free cells from the cat: the distance to the nearest
// border cell, or catcatNoDistance and the number of cells the cat can still
// reach when it is shut in.
func (s *catSearch) catRoom() (toBorder, room int) {
	s.nextEpoch()
	s.seen[s.cat] = s.epoch
	s.ring[s.cat] = 0
	s.queue[0] = int16(s.cat)
	tail := 1
	for head := 0; head < tail; head++ {
		c := s.queue[head]
		if s.tab.Border[c] {
			return int(s.ring[c]), 0
		}
		for _, n := range s.neighbours(int(c)) {
			if s.blocked[n] || s.seen[n] == s.epoch {
				continue
			}
			s.seen[n] = s.epoch
			s.ring[n] = s.ring[c] + 1
			s.queue[tail] = n
			tail++
		}
	}
	return catcatNoDistance, tail
}

// trapped reports whether every neighbour of the cat is blocked.
func (s *catSearch) trapped() bool {
	for _, n := range s.neighbours(s.cat) {
		if !s.blocked[n] {
			return false
		}
	}
	return true
}

// evaluate scores a quiet position with the catcher to move.
func (s *catSearch) evaluate() int {
	s.twoDistance()
	t := s.twoOf(int16(s.cat))
	if t != catcatNoDistance {
		routes := 0
		for _, n := range s.neighbours(s.cat) {
			if !s.blocked[n] && s.twoOf(n) < t {
				routes++
			}
		}
		return catcatStep*t - catcatRoute*routes
	}
	// The distance to the border from the kept field is what catRoom's
	// walk from the cat finds; only a shut-in cat needs the walk, for
	// its room.
	s.syncField(&s.oneField)
	if toBorder := s.oneField.vals[s.cat]; toBorder < catcatHalfReached {
		return catcatNarrow + catcatStep*int(toBorder)
	}
	_, room := s.catRoom()
	return catcatShutIn - catcatRoute*room
}

// catNode is the cat to move: it minimises.
func (s *catSearch) catNode(depth, ply, alpha, beta int) int {
	if s.limit > 0 && s.fields >= s.limit {
		s.aborted = true
		return 0
	}
	best := math.MaxInt
	from := s.cat
	// The cat's moves, most promising (lowest two-distance) first, for
	// early cut-offs. The field is the one the replies use anyway: the
	// cat's move does not change it.
	s.twoDistance()
	var moves [6]int16
	k := 0
	for _, n := range s.neighbours(from) {
		if s.blocked[n] {
			continue
		}
		j := k
		for ; j > 0 && s.twoOf(moves[j-1]) > s.twoOf(n); j-- {
			moves[j] = moves[j-1]
		}
		moves[j] = n
		k++
	}
	for _, n := range moves[:k] {
		var v int
		if s.tab.Border[n] {
			v = -catcatWin + ply + 1
		} else {
			s.cat = int(n)
			v = s.catcherNode(depth-1, ply+1, alpha, beta)
			s.cat = from
		}
		if v < best {
			best = v
		}
		if best < beta {
			beta = best
		}
		if alpha >= beta {
			break
		}
	}
	if best == math.MaxInt { // no move: the catcher has won
		return catcatWin - ply
	}
	return best
}

// catcherNode is the catcher to move: it maximises.
func (s *catSearch) catcherNode(depth, ply, alpha, beta int) int {
	if depth <= 0 || ply >= catcatMaxPlies-1 {
		return s.evaluate()
	}
	if s.limit > 0 && s.fields >= s.limit {
		s.aborted = true
		return 0
	}
	cands := s.catcherCandidates(s.cands[ply][:0], s.inner, s.innerK)
	best := math.MinInt
	for _, c := range cands {
		s.block(c)
		var v int
		if s.trapped() {
			v = catcatWin - ply - 1
		} else {
			v = s.catNode(depth-1, ply+1, alpha, beta)
		}
		s.unblock(c)
		if v > best {
			best = v
		}
		if best > alpha {
			alpha = best
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// catcherCandidates lists the blocks worth trying: free cells within
// radius steps of the cat, at most k of them (all if k is 0), the cells
// the cat's best ways out run through first.
func (s *catSearch) catcherCandidates(dst []int16, radius, k int) []int16 {
	s.twoDistance()
	catTwo := s.twoOf(int16(s.cat))
	s.nextEpoch()
	s.seen[s.cat] = s.epoch
	s.ring[s.cat] = 0
	s.queue[0] = int16(s.cat)
	tail := 1
	for head := 0; head < tail; head++ {
		c := s.queue[head]
		if int(s.ring[c]) >= radius {
			continue
		}
		for _, n := range s.neighbours(int(c)) {
			if s.blocked[n] || s.seen[n] == s.epoch {
				continue
			}
			s.seen[n] = s.epoch
			s.ring[n] = s.ring[c] + 1
			s.queue[tail] = n
			tail++
			dst = append(dst, n)
		}
	}
	// Order: the shortest two-distance way out through the cell first,
	// then the nearest the cat. Shut in (no two-distance), nearest first.
	for _, c := range dst {
		r := int32(s.ring[c])
		if t := s.twoOf(c); catTwo != catcatNoDistance && t != catcatNoDistance {
			s.keys[c] = (int32(t)+r)*16 + r
		} else {
			s.keys[c] = 1<<20 + r
		}
	}
	catcatboard.SortByKeys(dst, s.keys)
	if k > 0 && len(dst) > k {
		dst = dst[:k]
	}
	return dst
}
