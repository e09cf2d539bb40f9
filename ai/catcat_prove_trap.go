package ai

import "slices"

// The trap prover: can the catcher shut every neighbour of the cat
// within k blocks, whatever the cat does? Here the catcher is the side
// that needs one good move, so trying only some blocks is sound; trying
// every block that can matter keeps it exact: the cat makes at most
// k−1 more moves, so a block farther than k steps (over free cells)
// from the cat is, within the bound, a pass, and a pass is never better
// than a block next to the cat.

// trapCatcher: the catcher to move, k blocks left.
func (p *prover) trapCatcher(k, ply int) proveResult {
	if k <= 0 {
		return proveRefuted
	}
	if r := p.lookup(keyTrapCatcher, k, nil); r != proveUnknown && ply > 0 {
		return r
	}
	if p.tick() {
		return proveUnknown
	}
	x := p.cat
	free, out := 0, 0
	last, exit := int16(-1), int16(-1)
	for _, n := range p.neighbours(x) {
		if p.blocked[n] {
			continue
		}
		free++
		last = n
		if p.tab.border[n] {
			out++
			exit = n
		}
	}
	if free == 1 { // the last free neighbour: trapped now
		p.setRoot(ply, last)
		p.store(keyTrapCatcher, 1, proveProved, nil)
		return proveProved
	}
	if k == 1 || out >= 2 {
		p.store(keyTrapCatcher, k, proveRefuted, nil)
		return proveRefuted
	}
	cands := p.cands[ply][:0]
	if out == 1 {
		cands = append(cands, exit) // the only block that does not lose at once
	} else {
		reached := p.bfsFromCat(k)
		// The cell the cat is shut in on lies within k−1 steps, and the k
		// blocks must close all six of its neighbours: one with fewer than
		// 6−k blocked already cannot be it.
		if k < 6 && !p.someCellBlockedAround(reached, k-1, 6-k) {
			p.store(keyTrapCatcher, k, proveRefuted, nil)
			return proveRefuted
		}
		for _, c := range p.queue[1:reached] {
			cands = append(cands, c)
			// Nearest first; among equals, the cells next to more of the
			// cat's room first (they cut more).
			p.keys[c] = int32(p.distFromCat(c))*8 - int32(p.freeAround(int(c)))
		}
		slices.SortStableFunc(cands, func(a, b int16) int { return int(p.keys[a] - p.keys[b]) })
	}
	p.cands[ply] = cands
	for _, c := range cands {
		p.block(int(c))
		r := p.trapCat(k-1, ply+1)
		p.unblock(int(c))
		switch r {
		case proveUnknown:
			return proveUnknown
		case proveProved:
			p.setRoot(ply, c)
			p.store(keyTrapCatcher, k, proveProved, nil)
			return proveProved
		}
	}
	p.store(keyTrapCatcher, k, proveRefuted, nil)
	return proveRefuted
}

// trapCat: the cat to move, the catcher with k ≥ 1 blocks left after
// this move.
func (p *prover) trapCat(k, ply int) proveResult {
	if r := p.lookup(keyTrapCat, k, nil); r != proveUnknown && ply > 0 {
		return r
	}
	if p.tick() {
		return proveUnknown
	}
	x := p.cat
	var moves [6]int16
	var keys [6]int16
	m := 0
	for _, n := range p.neighbours(x) {
		if p.blocked[n] {
			continue
		}
		if p.tab.border[n] {
			p.setRoot(ply, n)
			p.store(keyTrapCat, k, proveRefuted, nil)
			return proveRefuted
		}
		moves[m], keys[m] = n, -int16(p.freeAround(int(n)))
		m++
	}
	if m == 0 { // cannot happen after a legal block, but is a trap
		p.store(keyTrapCat, 1, proveProved, nil)
		return proveProved
	}
	// The roomiest move first: it refutes soonest.
	insertionSortBy(moves[:m], keys[:m])
	best := int16(-1)
	for _, n := range moves[:m] {
		p.cat = int(n)
		r := p.trapCatcher(k, ply+1)
		p.cat = x
		switch r {
		case proveUnknown:
			return proveUnknown
		case proveRefuted:
			p.setRoot(ply, n)
			p.store(keyTrapCat, k, proveRefuted, nil)
			return proveRefuted
		}
		if best < 0 {
			best = n // every move loses: the first tried, the roomiest
		}
	}
	p.setRoot(ply, best)
	p.store(keyTrapCat, k, proveProved, nil)
	return proveProved
}

// freeAround counts the free neighbours of cell c other than the cat's.
func (p *prover) freeAround(c int) int {
	k := 0
	for _, n := range p.neighbours(c) {
		if !p.blocked[n] && int(n) != p.cat {
			k++
		}
	}
	return k
}

// someCellBlockedAround reports whether a cell among the first reached
// of the last bfsFromCat, within within steps of the cat, has at least
// need blocked neighbours.
func (p *prover) someCellBlockedAround(reached, within, need int) bool {
	for _, c := range p.queue[:reached] {
		if int(p.dist[c]) > within {
			break // BFS order
		}
		k := 0
		for _, n := range p.neighbours(int(c)) {
			if p.blocked[n] {
				k++
			}
		}
		if k >= need {
			return true
		}
	}
	return false
}
