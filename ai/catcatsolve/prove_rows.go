package catcatsolve

import "math/bits"

// The provers' word-parallel walks. Every board is at most 45 cells
// wide, so a row of cells fits in one uint64 (bit x+N/2 for the cell in
// column x); a walk's frontier is one word per row, and one step to the
// neighbours is a few shifts per row. Row r of the board (y = r − N/2)
// is word r+1 of a row set: words 0 and N+1 stay empty, so that a row's
// rows above and below can be read without a bounds test.
//
// The neighbours (catcat.Cell.Neighbour): W and E are the bits beside
// in the same row; NW/NE and SW/SE are, in the rows above and below,
// the columns x−1+o and x+o with o = y&1. N/2 is even, so y&1 = r&1:
// on an even row a cell's diagonal neighbours are bits x−1 and x of
// the row above or below (that row's word w covers it in w | w<<1), on
// an odd row bits x and x+1 (w | w>>1).
//
// These walks give the same distances as the queue's breadth-first
// walk (stepsFromCat), where only distances, not the order cells are
// reached in, are read; the trap prover and the proof-number search
// read that order and keep the queue.

// rowSets is the scratch of the word-parallel walks.
type rowSets struct {
	free   []uint64 // the free cells, kept by load, block and unblock
	border []uint64 // the border cells
	front  []uint64 // the last layer of a walk
	next   []uint64 // the layer being found
	seen   []uint64 // every cell the walk has reached
	marks  []uint64 // the cells whose distance a walk is asked for
	// dirtyLo..dirtyHi are the words a walk may have left set in front,
	// next and seen; the next walk clears them first.
	dirtyLo, dirtyHi int
}

func (p *Prover) loadRows() {
	n := int(p.size)
	if len(p.rows.free) != n+2 { // a new size
		p.rows = rowSets{
			free: make([]uint64, n+2), border: make([]uint64, n+2),
			front: make([]uint64, n+2), next: make([]uint64, n+2),
			seen: make([]uint64, n+2), marks: make([]uint64, n+2),
		}
		for i := range p.n {
			col := uint8(i % n)
			p.cellRows[i] = cellRow{row: uint8(i/n + 1), col: col, diag: col + uint8(i/n)&1} // diag: see freeNeighbours
		}
		full := uint64(1)<<uint(n) - 1
		p.rows.border[1], p.rows.border[n] = full, full
		for r := 2; r < n; r++ {
			p.rows.border[r] = 1 | 1<<uint(n-1)
		}
	}
	clear(p.rows.free)
	for i := range p.n {
		if !p.blocked[i] {
			p.rows.free[i/n+1] |= 1 << uint(i%n)
		}
	}
	p.rows.dirtyLo, p.rows.dirtyHi = 0, n+1
}

// cellRow is where a cell is in a row set: its word, its bit, and the
// shift of its diagonal neighbours' bits (freeNeighbours). One entry
// per cell, so that a cell's are one bounds test and one cache line.
type cellRow struct{ row, col, diag uint8 }

// rowBit is the word and bit of cell index c in a row set.
func (p *Prover) rowBit(c int) (int, uint64) {
	at := p.cellRows[c]
	return int(at.row), 1 << at.col
}

// startWalk clears what the last walk left and returns the sets to use.
func (p *Prover) startWalk() *rowSets {
	rs := &p.rows
	clear(rs.front[rs.dirtyLo : rs.dirtyHi+1])
	clear(rs.next[rs.dirtyLo : rs.dirtyHi+1])
	clear(rs.seen[rs.dirtyLo : rs.dirtyHi+1])
	return rs
}

// step writes into next the free cells next to front that seen lacks,
// in words lo..hi, adds them to seen, and returns their union. Every
// set word of front must lie in lo..hi, and every set word of next too
// (it is overwritten there).
func (rs *rowSets) step(lo, hi int) (found uint64) {
	// The sets cut to the rows walked, their lengths tied to free's, so
	// that the loop's reads need no bounds tests.
	free := rs.free[lo : hi+1]
	next, seen := rs.next[lo:hi+1], rs.seen[lo:hi+1]
	next, seen = next[:len(free)], seen[:len(free)]
	front := rs.front[lo-1 : hi+2]
	front = front[:len(free)+2]
	for i, f := range free {
		g := nextToInRow(front[i], front[i+1], front[i+2], lo+i)
		g &= f &^ seen[i]
		next[i] = g
		seen[i] |= g
		found |= g
	}
	rs.front, rs.next = rs.next, rs.front
	return found
}

// nextToInRow is the cells of board row w next to a cell of a set whose
// rows w−1, w and w+1 are above, here and below (see the top of the
// file for the shifts).
func nextToInRow(above, here, below uint64, w int) uint64 {
	ud := above | below
	g := here<<1 | here>>1 | ud
	if (w-1)&1 == 0 {
		return g | ud<<1
	}
	return g | ud>>1
}

// catDistancesOf sets p.keys[c] of every cell c of cells (the cat's not
// among them) to its number of steps over free cells from the cat, or
// to 1<<14 where that is more than limit.
func (p *Prover) catDistancesOf(cells []int16, limit int) {
	rs := p.startWalk()
	for _, c := range cells {
		p.keys[c] = 1 << 14
		w, b := p.rowBit(int(c))
		rs.marks[w] |= b
	}
	w, b := p.rowBit(p.cat)
	rs.front[w], rs.seen[w] = b, b
	lo, hi, last := w, w, int(p.size)
	n := last
	left := len(cells)
	for d := 1; d <= limit && left > 0; d++ {
		lo, hi = max(lo-1, 1), min(hi+1, last)
		found := rs.step(lo, hi)
		if found == 0 {
			break
		}
		for w := lo; w <= hi; w++ {
			hit := rs.front[w] & rs.marks[w]
			rs.marks[w] &^= hit
			for hit != 0 {
				b := hit & -hit
				p.keys[(w-1)*n+bits.TrailingZeros64(b)] = int32(d)
				left--
				hit ^= b
			}
		}
	}
	if left > 0 {
		for _, c := range cells { // the ones not reached
			w, b := p.rowBit(int(c))
			rs.marks[w] &^= b
		}
	}
	rs.dirtyLo, rs.dirtyHi = lo, hi
}

// freeNeighbours counts the free neighbours of cell c (the cat's cell is
// free), read off the row set: the two beside c in its row, and the two
// in each of the rows above and below (columns x−1+o and x+o, o the
// row's parity). Shifting the row left by one first keeps column x−1
// at a shift of x.
func (p *Prover) freeNeighbours(c int) int {
	// Shifts known to be below 64 are one instruction each.
	at := p.cellRows[c]
	col, diag := uint(at.col)&63, uint(at.diag)&63
	f := (*[3]uint64)(p.rows.free[int(at.row)-1:]) // one bounds test for the three
	return bits.OnesCount64(f[1]<<1>>col&0b101 | (f[0]<<1>>diag&0b11|(f[2]<<1>>diag&0b11)<<2)<<3)
}

// nearWithin is the farthest walk nearCellBlockedAround takes: the trap
// Prover asks within k−1 steps for k < 6.
const nearWithin = 4

// nearCellBlockedAround reports whether a cell at most within (≤
// nearWithin) steps over free cells from the cat, the cat's own
// included, has at least need (1 to 6) blocked neighbours, off the
// board counting as blocked. The walk keeps its few rows on the stack
// (row w of the board is nearby[w−base]), so it clears and leaves
// nothing in the shared row sets.
func (p *Prover) nearCellBlockedAround(within, need int) bool {
	free, last := p.rows.free, int(p.size)
	wc := int(p.cellRows[p.cat].row)
	base := wc - within - 1 // nearby[0] and nearby[2·within+2] stay empty
	var fronts [2][2*nearWithin + 3]uint64
	var nearby [2*nearWithin + 3]uint64
	front, next := &fronts[0], &fronts[1]
	bit := uint64(1) << p.cellRows[p.cat].col
	front[wc-base], nearby[wc-base] = bit, bit
	lo, hi := wc, wc
	// A step as rowSets.step takes it; its rows include the last one's,
	// so next holds nothing stale where it is read.
	for d := 1; d <= within; d++ {
		lo, hi = max(lo-1, 1), min(hi+1, last)
		var found uint64
		for w := lo; w <= hi; w++ {
			j := w - base
			g := nextToInRow(front[j-1], front[j], front[j+1], w)
			g &= free[w] &^ nearby[j]
			next[j] = g
			nearby[j] |= g
			found |= g
		}
		front, next = next, front
		if found == 0 {
			break
		}
	}
	for w := lo; w <= hi; w++ {
		if in := nearby[w-base]; in != 0 && in&p.blockedAtLeast(w, need) != 0 {
			return true
		}
	}
	return false
}

// blockedAtLeast is the row set word of board row w whose cells have
// at least need (1 to 6) blocked neighbours, off the board counting as
// blocked: the six neighbours' blocked bits added up bit-sliced.
func (p *Prover) blockedAtLeast(w, need int) uint64 {
	free := p.rows.free
	here, up, down := ^free[w], ^free[w-1], ^free[w+1]
	west, east := here<<1|1, here>>1
	var nw, ne, sw, se uint64
	if (w-1)&1 == 0 { // columns x−1 and x of the rows above and below
		nw, ne, sw, se = up<<1|1, up, down<<1|1, down
	} else { // columns x and x+1
		nw, ne, sw, se = up, up>>1, down, down>>1
	}
	// Two full adders, then the sum of their carries.
	s1, c1 := west^east^nw, west&east|nw&(west^east)
	s2, c2 := ne^sw^se, ne&sw|se&(ne^sw)
	bit0, c0 := s1^s2, s1&s2
	bit1, bit2 := c1^c2^c0, c1&c2|c0&(c1^c2)
	switch need {
	case 1:
		return bit0 | bit1 | bit2
	case 2:
		return bit1 | bit2
	case 3:
		return bit2 | bit1&bit0
	case 4:
		return bit2
	case 5:
		return bit2 & (bit1 | bit0)
	}
	return bit2 & bit1
}
