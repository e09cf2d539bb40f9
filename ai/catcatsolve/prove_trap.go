package catcatsolve

import "slices"

// The trap prover: can the catcher shut every neighbour of the cat
// within k blocks, whatever the cat does? Here the catcher is the side
// that needs one good move, so trying only some blocks is sound; trying
// every block that can matter keeps it exact: the cat makes at most
// k−1 more moves, so a block farther than k steps (over free cells)
// from the cat is, within the bound, a pass, and a pass is never better
// than a block next to the cat.

// trapCatcher: the catcher to move, k blocks left.
func (p *Prover) trapCatcher(k, ply int) Result {
	if k <= 0 {
		return Refuted
	}
	if r := p.lookup(keyTrapCatcher, k, nil, ply); r != Unknown && ply > 0 {
		return r
	}
	if p.tick() {
		return Unknown
	}
	x := p.cat
	free, out := 0, 0
	last, exit := int16(-1), int16(-1)
	for _, n := range p.neighbours(x) {
		st := p.state[n]
		if st&cellBlocked != 0 {
			continue
		}
		free++
		last = n
		if st&cellBorder != 0 {
			out++
			exit = n
		}
	}
	if free == 1 { // the last free neighbour: trapped now
		p.setRoot(ply, last)
		p.store(keyTrapCatcher, 1, Proved, nil, ply)
		return Proved
	}
	if k == 1 || out >= 2 {
		p.store(keyTrapCatcher, k, Refuted, nil, ply)
		return Refuted
	}
	if out == 1 { // the only block that does not lose at once
		p.cands[ply] = append(p.cands[ply][:0], exit)
		r, _ := p.trapBlocks(k, ply, p.cands[ply])
		return r
	}
	// The cell the cat is shut in on lies within k−1 steps, and the k
	// blocks must close all six of its neighbours: one with fewer than
	// 6−k blocked already cannot be it. (Most nodes end here, so the
	// cells within reach are found word-parallel, without their order.)
	if k < 6 && !p.nearCellBlockedAround(k-1, 6-k) {
		p.store(keyTrapCatcher, k, Refuted, nil, ply)
		return Refuted
	}
	// The blocks in the cat's reach, nearest first: the layers of the
	// breadth-first walk from the cat, each found only when the blocks
	// of the one before have failed.
	w := p.startLayers(ply, k)
	for d := 1; d <= k; d++ {
		if d >= len(w.starts) && !w.grow(p) {
			break
		}
		layer := w.cells[w.starts[d-1]:w.starts[d]]
		if len(layer) == 0 {
			break
		}
		// Among equals, the cells next to more of the cat's room first
		// (they cut more).
		p.cands[ply] = p.byFreeAround(p.cands[ply][:0], layer, d == 1)
		if r, done := p.trapBlocks(k, ply, p.cands[ply]); done {
			return r
		}
	}
	p.store(keyTrapCatcher, k, Refuted, nil, ply)
	return Refuted
}

// trapBlocks tries the blocks cands at a trapCatcher node; done is
// false when none of them proves the trap and the node goes on.
func (p *Prover) trapBlocks(k, ply int, cands []int16) (r Result, done bool) {
	for _, c := range cands {
		p.block(int(c))
		r := p.trapCat(k-1, ply+1)
		p.unblock(int(c))
		switch r {
		case Unknown:
			return Unknown, true
		case Proved:
			p.setRoot(ply, c)
			p.store(keyTrapCatcher, k, Proved, nil, ply)
			return Proved, true
		}
	}
	return Refuted, false
}

// trapCat: the cat to move, the catcher with k ≥ 1 blocks left after
// this move.
func (p *Prover) trapCat(k, ply int) Result {
	if r := p.lookup(keyTrapCat, k, nil, ply); r != Unknown && ply > 0 {
		return r
	}
	if p.tick() {
		return Unknown
	}
	x := p.cat
	var moves [6]int16
	var keys [6]int16
	m := 0
	for _, n := range p.neighbours(x) {
		st := p.state[n]
		if st&cellBlocked != 0 {
			continue
		}
		if st&cellBorder != 0 {
			p.setRoot(ply, n)
			p.store(keyTrapCat, k, Refuted, nil, ply)
			return Refuted
		}
		moves[m] = n
		m++
	}
	if m == 0 { // cannot happen after a legal block, but is a trap
		p.store(keyTrapCat, 1, Proved, nil, ply)
		return Proved
	}
	// The roomiest move first: it refutes soonest. (Room is counted only
	// where there is a choice, and only once no move is out.)
	if m > 1 {
		for i, n := range moves[:m] {
			keys[i] = 1 - int16(p.freeNeighbours(int(n))) // its free neighbours other than the cat's
		}
	}
	best := int16(-1)
	for t := range m {
		// Most nodes end at their first move: take the moves one at a
		// time in sorted order rather than sort them all.
		n := moves[t]
		if m > 1 {
			n = moves[takeFirstSmallest(&keys, m)]
		}
		p.cat = int(n)
		r := p.trapCatcher(k, ply+1)
		p.cat = x
		switch r {
		case Unknown:
			return Unknown
		case Refuted:
			p.setRoot(ply, n)
			p.store(keyTrapCat, k, Refuted, nil, ply)
			return Refuted
		}
		if best < 0 {
			best = n // every move loses: the first tried, the roomiest
		}
	}
	p.setRoot(ply, best)
	p.store(keyTrapCat, k, Proved, nil, ply)
	return Proved
}

// byFreeAround puts the cells of layer into dst, most free neighbours
// other than the cat's first and otherwise in their order: a stable
// counting sort. nextToCat says the layer is the cat's neighbours (the
// first), whose free neighbours include the cat's cell.
func (p *Prover) byFreeAround(dst, layer []int16, nextToCat bool) []int16 {
	var at [8]int
	cat := int32(0)
	if nextToCat {
		cat = 1
	}
	for _, c := range layer {
		f := int32(p.freeNeighbours(int(c))) - cat
		p.keys[c] = f
		at[6-f]++
	}
	for b, sum := 0, 0; b < len(at); b++ { // bucket 6−f starts after the roomier ones
		at[b], sum = sum, sum+at[b]
	}
	dst = slices.Grow(dst[:0], len(layer))[:len(layer)]
	for _, c := range layer {
		b := 6 - p.keys[c]
		dst[at[b]] = c
		at[b]++
	}
	return dst
}

// proveLayers is a trapCatcher node's breadth-first walk from the cat,
// found a layer at a time: the order of the cells within a layer is
// the walk's (the order their first neighbour in the layer before was
// found in, and the neighbours' order), as the search has always tried
// its blocks in.
type proveLayers struct {
	cells  []int16  // the cat, then layer after layer
	starts []int    // layer d is cells[starts[d-1]:starts[d]]
	seen   []uint64 // the cells found, a row set (prove_rows.go)
}

// startLayers starts the walk of the node at ply, which will go at most
// k steps from the cat.
func (p *Prover) startLayers(ply, k int) *proveLayers {
	w := &p.layers[ply]
	rc := int(p.cellRows[p.cat].row)
	clear(w.seen[max(rc-k, 0):min(rc+k+1, len(w.seen))])
	w.seen[rc] |= 1 << p.cellRows[p.cat].col
	w.cells = append(w.cells[:0], int16(p.cat))
	w.starts = append(w.starts[:0], 1)
	return w
}

// grow finds the next layer and reports whether it holds any cell.
func (w *proveLayers) grow(p *Prover) bool {
	last := len(w.starts) - 1
	from := 0
	if last > 0 {
		from = w.starts[last-1]
	}
	for _, c := range w.cells[from:w.starts[last]] {
		for _, n := range p.neighbours(int(c)) {
			if p.state[n]&cellBlocked != 0 {
				continue
			}
			r, b := p.cellRows[n].row, uint64(1)<<p.cellRows[n].col
			if w.seen[r]&b != 0 {
				continue
			}
			w.seen[r] |= b
			w.cells = append(w.cells, n)
		}
	}
	w.starts = append(w.starts, len(w.cells))
	return len(w.cells) > w.starts[last]
}
