package catcat

// Unreachable is the distance of a cell from which no free path leads.
const Unreachable = -1

// Distances is scratch space for breadth-first searches over the free
// cells of a board. The caller owns it and reuses it: after the first
// call on a size, calls allocate nothing. It is not safe for concurrent
// use; give each goroutine its own.
type Distances struct {
	dist  []int16
	queue []int16
}

func (d *Distances) grow(n int) {
	if cap(d.dist) < n {
		d.dist = make([]int16, n)
		d.queue = make([]int16, n)
	}
	d.dist = d.dist[:n]
	d.queue = d.queue[:n]
}

// CatToBorder is the fewest cat moves to a border cell over free cells
// (0 when the cat stands on the border), or Unreachable when it is shut
// in. Blocks the catcher may add meanwhile are not considered.
func (d *Distances) CatToBorder(p Position) int {
	s := p.size
	d.grow(s.Cells())
	g := s.geometry()
	cat := p.cat
	if g.border[cat] {
		return 0
	}
	// Blocked and visited cells share one bitset, a copy of the blocks
	// on the stack: one test per neighbour, and no marks to clear.
	seen := p.blocked
	seen.set(int(cat))
	queue := d.queue
	queue[0] = cat
	head, tail := 0, 1
	for steps := 1; head < tail; steps++ {
		layerEnd := tail
		for ; head < layerEnd; head++ {
			// Cells queued are inner cells (border cells return at
			// once), so all six neighbours exist.
			for _, n := range &g.neighbours[queue[head]] {
				if seen.has(int(n)) {
					continue
				}
				if g.border[n] {
					return steps
				}
				seen.set(int(n))
				queue[tail] = n
				tail++
			}
		}
	}
	return Unreachable
}

// FromBorder fills, for every cell, the fewest steps over free cells to
// reach a border cell: 0 on a free border cell, Unreachable on blocked
// cells and cells shut in. The cat's cell counts as free. The returned
// slice, indexed like IAgent, belongs to d and is overwritten by the next
// call.
func (d *Distances) FromBorder(p Position) []int16 {
	s := p.size
	d.grow(s.Cells())
	g := s.geometry()
	for i := range d.dist {
		d.dist[i] = Unreachable
	}
	tail := 0
	for _, b := range g.borderList {
		if !p.blocked.has(int(b)) {
			d.dist[b] = 0
			d.queue[tail] = b
			tail++
		}
	}
	for head := 0; head < tail; head++ {
		c := d.queue[head]
		next := d.dist[c] + 1
		for _, n := range &g.neighbours[c] {
			if n < 0 || d.dist[n] != Unreachable || p.blocked.has(int(n)) {
				continue
			}
			d.dist[n] = next
			d.queue[tail] = n
			tail++
		}
	}
	return d.dist
}
