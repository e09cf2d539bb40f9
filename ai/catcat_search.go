package ai

import (
	"math"
	"slices"
	"sync"

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

	noDistance = math.MaxInt16
	maxPlies   = 8
)

// catcatDepth is how deep each side looks at a level and size.
type catcatDepth struct {
	cat     int // plies from the cat's move (odd: the search ends after a cat move)
	catcher int // plies from the catcher's block (even)
	radius  int // how far from the cat the catcher's root blocks are sought
	rootK   int // how many root blocks are searched past the first ply
	innerK  int // how many blocks are searched at inner catcher nodes
}

func catcatDepths(level CatcatLevel, size catcat.Size) catcatDepth {
	if level == CatcatMedium {
		return catcatDepth{cat: 1, catcher: 2, radius: 3, rootK: 0, innerK: 0}
	}
	d := catcatDepth{cat: 3, catcher: 4, radius: 4, rootK: 8, innerK: 5}
	if size > 33 { // the fields cost N² per node: keep 45×45 within budget
		d.rootK, d.innerK = 6, 4
	}
	return d
}

// catSearch is one search's scratch space, reused through a pool.
type catSearch struct {
	size    catcat.Size
	blocked []bool
	cat     int

	two   []int16 // the two-distance of every cell (noDistance: none)
	count []uint8 // neighbours of a cell settled so far in twoDistance
	queue []int16
	ring  []int16  // distance from the cat, valid where seen == epoch
	seen  []uint32 // BFS marks
	epoch uint32

	cands  [maxPlies][]int16
	keys   []int32
	innerK int // blocks searched at inner catcher nodes
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
	if cap(s.blocked) < n {
		s.blocked = make([]bool, n)
		s.two = make([]int16, n)
		s.count = make([]uint8, n)
		s.queue = make([]int16, n)
		s.ring = make([]int16, n)
		s.seen = make([]uint32, n)
		s.keys = make([]int32, n)
		s.epoch = 0
		for i := range s.cands {
			s.cands[i] = make([]int16, 0, n)
		}
	}
	s.size = pos.Size()
	s.blocked = s.blocked[:n]
	for i := range n {
		s.blocked[i] = pos.IsBlockedIndex(i)
	}
	s.cat = pos.CatIndex()
}

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
// Hex programs). Settling cells in increasing order makes the second
// neighbour settled the second smallest, so one queue pass suffices.
func (s *catSearch) twoDistance() {
	for i := range s.two {
		s.two[i] = noDistance
		s.count[i] = 0
	}
	tail := 0
	for _, b := range s.size.BorderIndices() {
		if !s.blocked[b] {
			s.two[b] = 0
			s.queue[tail] = b
			tail++
		}
	}
	for head := 0; head < tail; head++ {
		c := s.queue[head]
		next := s.two[c] + 1
		for _, n := range s.size.NeighbourIndices(int(c)) {
			if n < 0 || s.blocked[n] || s.two[n] != noDistance {
				continue
			}
			s.count[n]++
			if s.count[n] == 2 {
				s.two[n] = next
				s.queue[tail] = n
				tail++
			}
		}
	}
}

// catRoom walks the free cells from the cat: the distance to the nearest
// border cell, or noDistance and the number of cells the cat can still
// reach when it is shut in.
func (s *catSearch) catRoom() (toBorder, room int) {
	s.nextEpoch()
	s.seen[s.cat] = s.epoch
	s.ring[s.cat] = 0
	s.queue[0] = int16(s.cat)
	tail := 1
	for head := 0; head < tail; head++ {
		c := s.queue[head]
		if s.size.IsBorderIndex(int(c)) {
			return int(s.ring[c]), 0
		}
		for _, n := range s.size.NeighbourIndices(int(c)) {
			if n < 0 || s.blocked[n] || s.seen[n] == s.epoch {
				continue
			}
			s.seen[n] = s.epoch
			s.ring[n] = s.ring[c] + 1
			s.queue[tail] = n
			tail++
		}
	}
	return noDistance, tail
}

// trapped reports whether every neighbour of the cat is blocked (the cat
// is not on the border when this is asked).
func (s *catSearch) trapped() bool {
	for _, n := range s.size.NeighbourIndices(s.cat) {
		if n < 0 || !s.blocked[n] {
			return false
		}
	}
	return true
}

// evaluate scores a quiet position with the catcher to move.
func (s *catSearch) evaluate() int {
	s.twoDistance()
	t := int(s.two[s.cat])
	if t != noDistance {
		routes := 0
		for _, n := range s.size.NeighbourIndices(s.cat) {
			if n >= 0 && int(s.two[n]) < t {
				routes++
			}
		}
		return catcatStep*t - catcatRoute*routes
	}
	toBorder, room := s.catRoom()
	if toBorder == noDistance {
		return catcatShutIn - catcatRoute*room
	}
	return catcatNarrow + catcatStep*toBorder
}

// catNode is the cat to move: it minimises.
func (s *catSearch) catNode(depth, ply, alpha, beta int) int {
	best := math.MaxInt
	from := s.cat
	for _, n := range s.size.NeighbourIndices(from) {
		if n < 0 || s.blocked[n] {
			continue
		}
		var v int
		if s.size.IsBorderIndex(int(n)) {
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
	if depth <= 0 || ply >= maxPlies-1 {
		return s.evaluate()
	}
	cands := s.catcherCandidates(s.cands[ply][:0], 2, s.innerK)
	best := math.MinInt
	for _, c := range cands {
		s.blocked[c] = true
		var v int
		if s.trapped() {
			v = catcatWin - ply - 1
		} else {
			v = s.catNode(depth-1, ply+1, alpha, beta)
		}
		s.blocked[c] = false
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
// the cat's best ways out run through first. It recomputes the
// two-distance.
func (s *catSearch) catcherCandidates(dst []int16, radius, k int) []int16 {
	s.twoDistance()
	catTwo := s.two[s.cat]
	// Walk out from the cat to the radius.
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
		for _, n := range s.size.NeighbourIndices(int(c)) {
			if n < 0 || s.blocked[n] || s.seen[n] == s.epoch {
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
		if catTwo != noDistance && s.two[c] != noDistance {
			s.keys[c] = (int32(s.two[c])+r)*16 + r
		} else {
			s.keys[c] = 1<<20 + r
		}
	}
	slices.SortStableFunc(dst, func(a, b int16) int { return int(s.keys[a] - s.keys[b]) })
	if k > 0 && len(dst) > k {
		dst = dst[:k]
	}
	return dst
}

// bestCatMove searches depth plies from the cat's move (depth odd) and
// returns the cell index to move to. Moves are tried in the rules'
// neighbour order and the first best is kept, so the choice is the same
// on every run.
func (s *catSearch) bestCatMove(d catcatDepth) int16 {
	s.innerK = d.innerK
	from := s.cat
	best, bestV := int16(-1), math.MaxInt
	for _, n := range s.size.NeighbourIndices(from) {
		if n < 0 || s.blocked[n] {
			continue
		}
		if s.size.IsBorderIndex(int(n)) {
			return n // escaping now is the quickest escape
		}
		s.cat = int(n)
		v := s.catcherNode(d.cat-1, 1, math.MinInt, bestV)
		s.cat = from
		if v < bestV {
			best, bestV = n, v
		}
	}
	return best
}

// bestCatcherMove scores every block near the cat by the cat's best
// reply, then searches the most promising of them deeper.
func (s *catSearch) bestCatcherMove(d catcatDepth) int16 {
	s.innerK = d.innerK
	root := s.catcherCandidates(s.cands[0][:0], d.radius, 0)
	if len(root) == 0 {
		for i := range s.blocked { // nothing near the cat is free: any free cell
			if !s.blocked[i] && i != s.cat {
				return int16(i)
			}
		}
		return int16(s.cat)
	}
	shallow := make([]int, 0, 64)
	for _, c := range root {
		s.blocked[c] = true
		v := catcatWin - 1
		if !s.trapped() {
			v = s.catNode(1, 1, math.MinInt, math.MaxInt)
		}
		s.blocked[c] = false
		shallow = append(shallow, v)
	}
	order := make([]int, len(root))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case shallow[a] > shallow[b]:
			return -1
		case shallow[a] < shallow[b]:
			return 1
		}
		return 0
	})
	best := root[order[0]]
	if d.rootK == 0 || d.catcher <= 2 || shallow[order[0]] >= catcatWin-maxPlies {
		return best
	}
	alpha := math.MinInt
	for _, i := range order[:min(d.rootK, len(order))] {
		c := root[i]
		s.blocked[c] = true
		v := s.catNode(d.catcher-1, 1, alpha, math.MaxInt)
		s.blocked[c] = false
		if v > alpha {
			best, alpha = c, v
		}
	}
	return best
}
