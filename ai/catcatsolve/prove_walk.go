package catcatsolve

import "math/bits"

// The provers' cell sets (one bit a cell) and their breadth-first walk
// from the cat over the free cells.

// mirrorSet writes the mirror image of the cell set src into dst.
func (p *Prover) mirrorSet(dst, src []uint64) {
	clear(dst)
	for w, word := range src {
		for word != 0 {
			b := word & -word
			i := w*64 + bits.TrailingZeros64(b)
			m := int(p.z.mirror[i])
			dst[m>>6] |= 1 << (uint(m) & 63)
			word ^= b
		}
	}
}

func setHas(s []uint64, i int) bool { return s[i>>6]>>(uint(i)&63)&1 != 0 }
func setAdd(s []uint64, i int)      { s[i>>6] |= 1 << (uint(i) & 63) }
func setOr(dst, src []uint64) {
	for i, w := range src {
		dst[i] |= w
	}
}

// nextEpoch starts a BFS from the cat: every mark of the last is void.
func (p *Prover) nextEpoch() {
	p.epoch++
	if p.epoch == 0 {
		clear(p.seen)
		p.epoch = 1
	}
}

// distFromCat is the BFS distance of cell c from the last bfsFromCat,
// -1 where it did not reach.
func (p *Prover) distFromCat(c int16) int16 {
	if p.seen[c] != p.epoch {
		return -1
	}
	return p.dist[c]
}

// bfsFromCat marks the steps over free cells from the cat, up to limit
// (read them with distFromCat), and returns how many cells it reached;
// they are p.queue[:count], the cat's own cell first.
func (p *Prover) bfsFromCat(limit int) int {
	reached, _ := p.stepsFromCat(limit, false)
	return reached
}

// stepsFromCat is the breadth-first walk over free cells from the cat
// that bfsFromCat and the proof-number search share: up to limit steps,
// and with toBorder only until the layer of the nearest border cells is
// complete, whose distance it returns as border (-1: none reached).
func (p *Prover) stepsFromCat(limit int, toBorder bool) (reached int, border int16) {
	p.nextEpoch()
	p.seen[p.cat], p.dist[p.cat] = p.epoch, 0
	p.queue[0] = int16(p.cat)
	tail := 1
	border = -1
	for head := 0; head < tail; head++ {
		c := p.queue[head]
		// Distances leave the queue in order, so the first cell at the
		// limit (or past the border's layer) ends the walk.
		if int(p.dist[c]) >= limit || (border >= 0 && p.dist[c] >= border) {
			break
		}
		for _, n := range p.neighbours(int(c)) {
			if p.blocked[n] || p.seen[n] == p.epoch {
				continue
			}
			p.seen[n], p.dist[n] = p.epoch, p.dist[c]+1
			p.queue[tail] = n
			tail++
			if toBorder && border < 0 && p.tab.Border[n] {
				border = p.dist[n]
			}
		}
	}
	return tail, border
}

// freeNeighbourList appends the cat's free neighbours to dst.
func (p *Prover) freeNeighbourList(dst []int16, c int) []int16 {
	for _, n := range p.neighbours(c) {
		if !p.blocked[n] {
			dst = append(dst, n)
		}
	}
	return dst
}

// The escape prover's distances to the border: a word-parallel walk
// from the border inwards (prove_rows.go), kept per ply for the
// nodes below that have the same board.

// movesToBorder sets keys[i] to the number of steps over free cells from
// cells[i], a neighbour of the cat's, to the border, or to -1 where
// that is more than limit. The walk goes from the border inwards, and
// only over the rows that can still matter: a path of at most limit
// steps to a cell next to the cat's row stays within limit+1 rows of
// the cat's, and a cell d steps in within limit−d+1.
//
// The escapeCat node at ply keeps what its walk found near the cat
// (borderWalk): the nodes two and four plies down, after the catcher's
// passes, have the same board and the cat a step or two away, and most
// often read their answer there instead of walking again.
func (p *Prover) movesToBorder(ply int, cells, keys []int16, limit int) {
	var bw *borderWalk
	if ply < len(p.borderWalks) {
		bw = &p.borderWalks[ply]
		bw.valid, bw.from = false, -1
	}
	rc, last := int(p.cellRows[p.cat].row), int(p.size)
	// A step changes the row and the column by at most one: the cat's
	// neighbours are at least edge−1 steps from the border.
	cc := int(p.cellRows[p.cat].col)
	if edge := min(rc-1, last-rc, cc, last-1-cc); edge-1 > limit {
		for i := range keys[:len(cells)] {
			keys[i] = -1
		}
		return
	}
	// The walk the node two plies up used, its own or one above it: the
	// nodes between are this node's ancestors, so it is still theirs.
	if ply >= 2 && ply-2 < len(p.borderWalks) {
		if src := p.borderWalks[ply-2].from; src >= 0 && p.borderWalks[src].answer(p, cells, keys, limit) {
			if bw != nil {
				bw.from = src
			}
			return
		}
	}
	rs := p.startWalk()
	lo, hi := max(rc-1-limit, 1), min(rc+1+limit, last)
	rs.dirtyLo, rs.dirtyHi = lo, hi
	var found uint64
	free, border := rs.free[lo:hi+1], rs.border[lo:hi+1]
	front, seen := rs.front[lo:hi+1], rs.seen[lo:hi+1]
	border, front, seen = border[:len(free)], front[:len(free)], seen[:len(free)] // (no bounds tests below)
	for i, w := range free {
		f := w & border[i]
		front[i], seen[i] = f, f
		found |= f
	}
	// The cells still to find, as bits of the three rows around the
	// cat's (a neighbour of the cat lies in one of them): a step tests
	// three words, and only a hit looks at the cells.
	var want [3]uint64
	for i, c := range cells {
		keys[i] = -1
		want[int(p.cellRows[c].row)-rc+1] |= 1 << p.cellRows[c].col
	}
	record := bw != nil && limit < len(bw.layers)
	if record {
		bw.hash, bw.row, bw.limit, bw.steps, bw.exhausted = p.hash, rc, limit, 0, false
	}
	left := len(cells)
	for d := 0; left > 0; d++ {
		if d > 0 {
			if d > limit || found == 0 {
				if record {
					bw.exhausted = true
				}
				break
			}
			lo, hi = max(rc-1-(limit-d), 1), min(rc+1+(limit-d), last)
			found = rs.step(lo, hi)
		}
		if record {
			bw.keep(rs.front, d, lo, hi)
		}
		f := rs.front[rc-1 : rc+2 : rc+2]
		if f[0]&want[0]|f[1]&want[1]|f[2]&want[2] == 0 {
			continue
		}
		for i, c := range cells {
			r, b := int(p.cellRows[c].row)-rc+1, uint64(1)<<p.cellRows[c].col
			if want[r]&b != 0 && f[r]&b != 0 {
				keys[i] = int16(d)
				want[r] &^= b
				left--
			}
		}
	}
	if record {
		bw.valid, bw.from = true, int8(ply)
	}
}

// borderWalk is what a walk of movesToBorder found in the seven rows
// around the cat's: the cells at each number of steps from the border
// up to steps, on the board of hash. A cell δ rows from the cat's has
// its exact number of steps when that is at most limit+1−δ (a path
// that long from it stays within the rows walked), and a cell not
// found is more than steps away, or, when the walk ran out (exhausted),
// more than limit+1−δ. The board is known by its hash, as the table
// knows it. from is the slot of the walk that holds for the node
// (its own, one above it, or -1: none).
type borderWalk struct {
	valid, exhausted  bool
	from              int8
	hash              uint64
	row, limit, steps int
	layers            [EscapeDepth][7]uint64 // rows row−3 … row+3 of layer d
}

// keep records layer d of a walk, whose words lo..hi are current.
func (bw *borderWalk) keep(front []uint64, d, lo, hi int) {
	l := &bw.layers[d]
	*l = [7]uint64{}
	base := bw.row - 3
	// Only the rows also in lo..hi: a word of front outside them may be
	// an older layer's, or off the set.
	if a, z := max(lo, base), min(hi, base+6); a <= z {
		copy(l[a-base:], front[a:z+1])
	}
	bw.steps = d
}

// answer sets keys as movesToBorder does from the walk of a node above,
// and reports whether that walk had the answer: it must be of this
// board, with the cat's row δ ≤ 2 rows from the walk's (the cells, at
// most δ+1 away, lie in the rows kept) and limit at most its limit−δ
// (so that every cell's exact steps up to limit are known).
func (bw *borderWalk) answer(p *Prover, cells, keys []int16, limit int) bool {
	rc := int(p.cellRows[p.cat].row)
	δ := max(rc-bw.row, bw.row-rc)
	if !bw.valid || bw.hash != p.hash || δ > 2 || limit > bw.limit-δ {
		return false
	}
	// A cell not found is more than steps away: beyond limit if steps
	// reach it or the walk ran out.
	settled := bw.steps >= limit || bw.exhausted
	for i, c := range cells {
		j, b := int(p.cellRows[c].row)-bw.row+3, uint64(1)<<p.cellRows[c].col
		keys[i] = -1
		for d := 0; d <= min(bw.steps, limit); d++ {
			if bw.layers[d][j]&b != 0 {
				keys[i] = int16(d)
				break
			}
		}
		if keys[i] < 0 && !settled {
			return false
		}
	}
	return true
}
