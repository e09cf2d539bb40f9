package catcatsolve

import (
	"math/bits"
)

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
