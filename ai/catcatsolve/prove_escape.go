package catcatsolve

import (
	"math"
	"math/bits"

	"cabezacat/ai/catcatboard"
)

// The escape prover: can the cat reach a border cell within k of its
// moves, whatever the catcher blocks? Support sets make the catcher's
// side small (see prove.go): at a catcher node the cat first
// proves its escape after a pass, and only the blocks that proof reads
// are tried. A caller passes sup cleared; on Proved it holds the
// proof's support, otherwise its content is undefined.

// escapeCat: the cat to move, k moves left.
func (p *Prover) escapeCat(k, ply int, sup []uint64) Result {
	if k <= 0 {
		return Refuted
	}
	if r := p.lookup(keyEscapeCat, k, sup, ply); r != Unknown {
		if r == Proved && ply == 0 {
			return p.escapeCatRootMove(k, sup)
		}
		return r
	}
	if p.tick() {
		return Unknown
	}
	x := p.cat
	var moves [6]int16
	m := 0
	for _, n := range p.neighbours(x) {
		st := p.state[n]
		if st&cellBlocked != 0 {
			continue
		}
		if st&cellBorder != 0 { // out now: the quickest escape
			clear(sup)
			setAdd(sup, int(n))
			p.store(keyEscapeCat, 1, Proved, sup, ply)
			p.setRoot(ply, n)
			return Proved
		}
		moves[m] = n
		m++
	}
	if k == 1 {
		p.store(keyEscapeCat, k, Refuted, nil, ply)
		return Refuted
	}
	// Nearest the border first; a move from which the border is more
	// than k-1 steps away cannot escape in time. (No move left: the
	// border is more than k steps away, refuted below.)
	var dists, keys [6]int16
	p.movesToBorder(ply, moves[:m], dists[:m], k-1)
	kept := 0
	for i, n := range moves[:m] {
		if d := dists[i]; d >= 0 {
			moves[kept], keys[kept] = n, d
			kept++
		}
	}
	child := p.sup[ply]
	for range kept {
		n := moves[takeFirstSmallest(&keys, kept)] // nearest first; see takeFirstSmallest
		clear(child)
		p.cat = int(n)
		r := p.escapeCatcher(k-1, ply+1, child)
		p.cat = x
		switch r {
		case Unknown:
			return Unknown
		case Proved:
			copy(sup, child)
			setAdd(sup, int(n))
			p.store(keyEscapeCat, k, Proved, sup, ply)
			p.setRoot(ply, n)
			return Proved
		}
	}
	p.store(keyEscapeCat, k, Refuted, nil, ply)
	return Refuted
}

// escapeCatRootMove finds the root move of a proof the table already
// holds: the table keeps results, not moves.
func (p *Prover) escapeCatRootMove(k int, sup []uint64) Result {
	x := p.cat
	child := p.sup[0]
	for _, n := range p.neighbours(x) {
		if p.blocked[n] {
			continue
		}
		if p.tab.Border[n] {
			p.setRoot(0, n)
			return Proved
		}
		if k < 2 {
			continue
		}
		clear(child)
		p.cat = int(n)
		r := p.escapeCatcher(k-1, 1, child)
		p.cat = x
		if r == Unknown {
			return Unknown
		}
		if r == Proved {
			p.setRoot(0, n)
			return Proved
		}
	}
	return Unknown // not reached: the table said proved
}

// escapeCatcher: the catcher to move, the cat with m moves left.
func (p *Prover) escapeCatcher(m, ply int, sup []uint64) Result {
	if m <= 0 {
		return Refuted
	}
	if r := p.lookup(keyEscapeCatcher, m, sup, ply); r != Unknown && ply > 0 {
		return r
	}
	if p.tick() {
		return Unknown
	}
	x := p.cat
	first, second := int16(-1), int16(-1)
	for _, n := range p.neighbours(x) {
		if p.state[n] == cellBorder { // free, on the border
			if first < 0 {
				first = n
			} else {
				second = n
			}
		}
	}
	if second >= 0 { // two ways out next to the cat: one block cannot close both
		clear(sup)
		setAdd(sup, int(first))
		setAdd(sup, int(second))
		p.store(keyEscapeCatcher, 1, Proved, sup, ply)
		return Proved
	}
	if m == 1 {
		p.setRoot(ply, first) // block the one way out, if any
		p.store(keyEscapeCatcher, 1, Refuted, nil, ply)
		return Refuted
	}
	// The null move: if the cat cannot escape even after a pass, no block
	// helps it either (blocks are monotone).
	s0 := p.sup[ply]
	clear(s0)
	switch p.escapeCat(m, ply+1, s0) {
	case Unknown:
		return Unknown
	case Refuted:
		p.setRoot(ply, -1) // any block will do
		p.store(keyEscapeCatcher, m, Refuted, nil, ply)
		return Refuted
	}
	// Only the cells the pass proof reads can refute it; nearest the cat
	// first.
	cands := p.cands[ply][:0]
	for w, word := range s0 {
		for word != 0 {
			b := word & -word
			c := w*64 + bits.TrailingZeros64(b)
			if c != x && !p.blocked[c] {
				cands = append(cands, int16(c))
			}
			word ^= b
		}
	}
	p.catDistancesOf(cands, m)
	catcatboard.SortByKeys(cands, p.keys)
	p.cands[ply] = cands
	copy(sup, s0)
	child := p.sup2[ply]
	for _, c := range cands {
		clear(child)
		p.block(int(c))
		r := p.escapeCat(m, ply+1, child)
		p.unblock(int(c))
		switch r {
		case Unknown:
			return Unknown
		case Refuted:
			p.setRoot(ply, c)
			p.store(keyEscapeCatcher, m, Refuted, nil, ply)
			return Refuted
		}
		setOr(sup, child)
	}
	p.store(keyEscapeCatcher, m, Proved, sup, ply)
	return Proved
}

// setRoot remembers the move played at the root of a search.
func (p *Prover) setRoot(ply int, move int16) {
	if ply == 0 {
		p.Root = move
	}
}

// takeFirstSmallest returns the index of the first of the smallest of
// the first m keys and retires it (its key becomes the largest): taken
// m times, it gives the order of a stable sort by key. A node's few
// moves are taken so, one at a time, because most nodes end at their
// first, and a sort of all of them costs more than the scans that end
// there.
func takeFirstSmallest(keys *[6]int16, m int) int {
	j, kj := 0, keys[0]
	for i := 1; i < m; i++ {
		if k := keys[i]; k < kj {
			j, kj = i, k
		}
	}
	keys[j] = math.MaxInt16
	return j
}
