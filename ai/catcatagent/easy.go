package catcatagent

import (
	"sync"

	"cabezacat/catcat"
)

// The easy level: one breadth-first search from the border, no look-ahead.

var distancesPool = sync.Pool{New: func() any { return new(catcat.Distances) }}

// easyCatMove steps to the free neighbour nearest the border (the first
// in the rules' order on a tie). Shut in, it steps to the free neighbour
// with the most free neighbours of its own, to last.
func easyCatMove(pos catcat.Position) catcat.Cell {
	d := distancesPool.Get().(*catcat.Distances)
	defer distancesPool.Put(d)
	dist := d.FromBorder(pos)
	s := pos.Size()
	best, bestDist, bestRoom := -1, 0, -1
	for _, n := range s.NeighbourIndices(pos.CatIndex()) {
		if n < 0 || pos.IsBlockedIndex(int(n)) {
			continue
		}
		dn := int(dist[n])
		switch {
		case dn != catcat.Unreachable && (best < 0 || bestDist == catcat.Unreachable || dn < bestDist):
			best, bestDist = int(n), dn
		case dn == catcat.Unreachable && (best < 0 || bestDist == catcat.Unreachable):
			if room := freeNeighbours(pos, int(n)); room > bestRoom {
				best, bestDist, bestRoom = int(n), dn, room
			}
		}
	}
	return s.CellAt(best)
}

// easyCatcherMove blocks the cat's free neighbour nearest the border:
// the step the easy cat would take. Shut in, it blocks the free
// neighbour with the most room, the way the cat would run.
func easyCatcherMove(pos catcat.Position) catcat.Cell {
	// The easy cat's choice is the catcher's block (easyCatMove does not
	// look at whose turn it is).
	c := easyCatMove(pos)
	if c != pos.Cat() {
		return c
	}
	// The cat has no free neighbour yet the game goes on: impossible
	// under the rules (it would be trapped); block the first free cell.
	s := pos.Size()
	for i := range s.Cells() {
		if i != pos.CatIndex() && !pos.IsBlockedIndex(i) {
			return s.CellAt(i)
		}
	}
	return pos.Cat()
}

// freeNeighbours counts the free cells next to cell index i (off-board
// neighbours do not count).
func freeNeighbours(pos catcat.Position, i int) int {
	k := 0
	for _, n := range pos.Size().NeighbourIndices(i) {
		if n >= 0 && !pos.IsBlockedIndex(int(n)) && int(n) != pos.CatIndex() {
			k++
		}
	}
	return k
}
