package catcatsolve

// The exact test of a wall (dfpn_cut.go tests only a special case).
//
// Let C be a cut: free cells such that, once they are all blocked, no
// free path leads from the cat to a border cell. Until the cat first
// stands on a cell of C, every step it took was on a cell outside C;
// so the earliest it can stand on c ∈ C is its deadline
//
//	D(c) = 1 + the cat's distance, on the board with C blocked, to the
//	       nearest neighbour of c
//
// (no deadline, no block needed: a cell the cat cannot reach without
// first crossing C). The catcher blocks C's cells earliest deadline
// first. Before the cat's t-th step the catcher has made t−δ blocks
// (δ = 1 with the cat to move, 0 with the catcher to move), so it
// finishes C in time exactly when, for every t, at most t−δ cells of C
// have a deadline ≤ t: with the deadlines sorted, D_j ≥ j+δ for every
// j. Then the cat is shut in for good, and as every game ends the
// catcher wins. The lack max_j(j+δ−D_j) is the blocks the catcher is
// short; ≤ 0 is a sure win.
//
// The layered test of dfpn_cut.go (a cut all ≥ r away with at most r−δ
// cells) is the case where every deadline is at least r; its spare
// count is never less than this lack for the same cut. The exact test
// also takes a wall with a gap next to the cat and its far cells many
// steps away, the common shape of a catcher's win, which the layered
// test has no r for.

// deadlineLack is the blocks the catcher lacks to finish the cut wall
// in time (≤ 0: a sure win), by the deadlines above, with the cat delta
// steps ahead; cutSpareCap if wall does not cut the cat off the border.
func (s *pnSearch) deadlineLack(wall []int16, delta int) int {
	p, f := s.p, &s.cut
	f.dlMark++
	if f.dlMark == 0 {
		clear(f.dlSeen)
		clear(f.dlCut)
		f.dlMark = 1
	}
	m := f.dlMark
	for _, c := range wall {
		f.dlCut[c] = m
	}
	// The cat's walk on the board with the wall blocked.
	q := append(f.dlQueue[:0], int16(p.cat))
	f.dlSeen[p.cat], f.dlDist[p.cat] = m, 0
	for head := 0; head < len(q); head++ {
		c := q[head]
		if p.tab.Border[c] {
			f.dlQueue = q
			return cutSpareCap // not a cut
		}
		for _, n := range p.neighbours(int(c)) {
			if p.blocked[n] || f.dlCut[n] == m || f.dlSeen[n] == m {
				continue
			}
			f.dlSeen[n], f.dlDist[n] = m, f.dlDist[c]+1
			q = append(q, n)
		}
	}
	f.dlQueue = q
	dl := f.dlDeadlines[:0]
	for _, c := range wall {
		d := int16(-1)
		for _, n := range p.neighbours(int(c)) {
			if f.dlSeen[n] == m && (d < 0 || f.dlDist[n]+1 < d) {
				d = f.dlDist[n] + 1
			}
		}
		if d >= 0 {
			dl = append(dl, d)
		}
	}
	f.dlDeadlines = dl
	// Sorted by deadline (a wall has few cells: insertion sort).
	for i := 1; i < len(dl); i++ {
		for j := i; j > 0 && dl[j] < dl[j-1]; j-- {
			dl[j], dl[j-1] = dl[j-1], dl[j]
		}
	}
	lack := -cutSpareCap
	for j, d := range dl {
		lack = max(lack, j+1+delta-int(d))
	}
	return min(lack, cutSpareCap)
}

// minCutWall puts into dst the cells of the least cut the last (failed)
// augment found: on each path the cell where the walk's reach ends (its
// entry reached, its exit not), or the path's first cell if even its
// entry was not reached.
func (s *pnSearch) minCutWall(dst []int16) []int16 {
	f := &s.cut
	dst = dst[:0]
	for c := range s.p.n {
		if f.prev[c] == cutNone {
			continue
		}
		in, out := f.seen[2*c] == f.epoch, f.seen[2*c+1] == f.epoch
		if in && !out || !in && f.prev[c] == cutSource {
			dst = append(dst, int16(c))
		}
	}
	return dst
}

// farCutWall puts into dst the min cut nearest the border, after a
// failed augment for S_r: the cells whose exit still reaches the border
// in the residual graph and whose entry does not. minCutWall's cut is
// the nearest the cat, so its deadlines are the earliest of all min
// cuts; this one's are the latest, which is what the deadline test
// wants (a gap next to the cat may be in neither: the cat's free
// neighbours are a min cut, the far wall's gaps another).
func (s *pnSearch) farCutWall(r int16, dst []int16) []int16 {
	p, f := s.p, &s.cut
	f.newWalk()
	q := f.queue[:0]
	visit := func(state int32) {
		if f.seen[state] != f.epoch {
			f.seen[state] = f.epoch
			q = append(q, state)
		}
	}
	// The border cells' exits: the edge out is not limited (a path that
	// ends there is limited by the cell's own unit).
	for c := range p.n {
		if p.tab.Border[c] && !p.blocked[c] && !s.inS(int16(c), r) {
			visit(2*int32(c) + 1)
		}
	}
	for head := 0; head < len(q); head++ {
		st := q[head]
		c := int16(st >> 1)
		if st&1 == 1 { // the exit of c: who has a residual edge into it
			if f.prev[c] == cutNone {
				visit(st &^ 1) // its own unit, unused
			}
			if nx := f.next[c]; nx >= 0 {
				visit(2 * int32(nx)) // the path's edge c→nx, cancelled
			}
			continue
		}
		// The entry of c: every free neighbour's exit outside S_r, and
		// its own exit if c's unit is used (cancelled).
		if f.prev[c] != cutNone {
			visit(st | 1)
		}
		for _, n := range p.neighbours(int(c)) {
			if !p.blocked[n] && !s.inS(n, r) {
				visit(2*int32(n) + 1)
			}
		}
	}
	f.queue = q
	dst = dst[:0]
	for c := range p.n {
		if f.seen[2*c+1] == f.epoch && f.seen[2*c] != f.epoch {
			dst = append(dst, int16(c))
		}
	}
	return dst
}
