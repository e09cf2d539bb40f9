package catcatsolve

// The walls the catcher can finish in time: a leaf test and the
// disproof estimate of the proof-number search.
//
// A set C of free cells is a cut when every path of free cells from the
// cat to a border cell passes through it (a border cell may be in C).
// Once all of C is blocked the cat can never get out, and as every game
// ends the catcher wins. The cat needs at least dist(c) of its moves to
// stand on c, so the catcher finishes C in time if it blocks C's cells
// nearest first and, for every t, at most t−δ of them lie within t steps
// (δ = 1 with the cat to move, which steps before the catcher's first
// block; 0 with the catcher to move). A cut all of whose cells are at
// least r steps away and which has at most r−δ cells passes that test.
//
// For each r from 1 to the cat's distance d to the border, the smallest
// such cut is a minimum vertex cut between S_r, the cells fewer than r
// steps from the cat, and the border: the number of vertex-disjoint
// paths from S_r to the border (Menger). The spare count of r is that
// number minus r−δ, the blocks the catcher lacks; a spare count ≤ 0 is a
// sure win for the catcher, and the least spare count over r estimates
// how hard the catcher's win is to prove (the disproof number). r = d
// alone gives a cut: the border cells d steps away are in it if need be.
//
// The paths are found by augmenting (Ford–Fulkerson on the graph with
// every cell split into an entry and an exit joined by a unit edge). As
// r grows, S_r only grows, so the paths of r stay paths of r+1 once cut
// to start after their last cell in S_{r+1}: each r only adds paths.
// The count is capped at r−δ+cutSpareCap; past it the estimate is flat.
//
// Each min cut found is also put to the exact test (deadlineLack,
// dfpn_deadline.go): its cells' true deadlines, not just "≥ r", which
// takes a wall with a gap next to the cat and its far cells a long way
// off. The flow is let run a few paths (cutDeadlineReach) past what the
// layered count could use, so that the exact test sees the min cut. A
// min cut the exact test finds a few blocks short (gapMaxLack) is then
// played as the gap game (dfpn_gaps.go): the catcher closing the gap
// the cat runs to, not in a fixed order.

// cutSpareCap caps the spare count: beyond it the disproof estimate
// says only "far".
const cutSpareCap = 6

// cutDeadlineReach is how many paths past the layered test's need the
// flow is let run, so that the deadline test (dfpn_deadline.go) sees
// the min cut.
const cutDeadlineReach = 3

// Path links of a cell (cutFlow.prev, cutFlow.next).
const (
	cutNone   = -1 // the cell carries no path
	cutSource = -2 // the path starts here, next to S_r
	cutSink   = -2 // the path ends here, on the border
)

// cutFlow is the paths' scratch, one per prover size.
type cutFlow struct {
	prev, next []int16  // per cell: the path's cell before and after
	seen       []uint32 // per cell side (2c: entry, 2c+1: exit), marks of the walk
	from       []int32  // per cell side: the side the walk came from
	queue      []int32
	path       []int32
	epoch      uint32
	onPath     []uint32 // per cell: on a path (dropCycles), where == mark
	mark       uint32
	// The deadline test's scratch (dfpn_deadline.go): per cell, marks of
	// the walk and of the wall's cells, and the walk's distances.
	dlSeen, dlCut []uint32
	dlDist        []int16
	dlQueue       []int16
	dlDeadlines   []int16
	dlMark        uint32
	wall          []int16 // the last min cut's cells
}

func (f *cutFlow) reset(n int) {
	if len(f.prev) != n+1 {
		*f = cutFlow{
			prev: make([]int16, n+1), next: make([]int16, n+1),
			seen: make([]uint32, 2*(n+1)), from: make([]int32, 2*(n+1)),
			queue: make([]int32, 0, 2*(n+1)), onPath: make([]uint32, n+1),
			dlSeen: make([]uint32, n+1), dlCut: make([]uint32, n+1), dlDist: make([]int16, n+1),
		}
	}
	for i := range f.prev {
		f.prev[i], f.next[i] = cutNone, cutNone
	}
}

// newWalk starts a walk's marks: a new epoch, the marks wiped only when
// the epoch wraps.
func (f *cutFlow) newWalk() {
	f.epoch++
	if f.epoch == 0 {
		clear(f.seen)
		f.epoch = 1
	}
}

// cutSpare is the least spare count over r = 1…d (see the top of the
// file), with the cat delta steps ahead, after bfsToBorder marked the distances up to d and left the
// cells it reached in p.queue[:reached], nearest first; at most
// cutSpareCap. A result ≤ 0 is a sure win for the catcher.
func (s *pnSearch) cutSpare(reached int, d int16, delta int) int {
	p := s.p
	f := &s.cut
	f.reset(p.n)
	best, flow := cutSpareCap, 0
	lo := 0 // p.queue[lo:hi] are the cells r−1 steps away
	for r := int16(1); r <= d; r++ {
		hi := lo
		for hi < reached && p.distFromCat(p.queue[hi]) == r-1 {
			hi++
		}
		ring := p.queue[lo:hi]
		lo = hi
		s.cutPathsAt(ring, r)
		budget := int(r) - delta
		// Past budget+best paths the layered spare count cannot beat
		// best, but the deadline test of the min cut still may: it is
		// let go on a few paths more.
		extra := 0
		if !s.noDeadline {
			extra = cutDeadlineReach
		}
		maxFlow := false
		for flow < budget+best+extra {
			if !s.augment(ring, r) {
				maxFlow = true
				break
			}
			flow++
		}
		if !maxFlow {
			continue
		}
		f.wall = s.minCutWall(f.wall)
		sp := flow - budget
		if sp < best {
			best = sp
			if best <= 0 {
				s.proofWall = append(s.proofWall[:0], f.wall...)
				return best
			}
			s.wall = append(s.wall[:0], f.wall...)
		}
		if best > 0 && !s.noDeadline {
			// The min cut nearest the cat and the one nearest the
			// border: neither's deadlines are always the better (a
			// cut may close a gap next to the cat where the other runs
			// far round it), so both are tried.
			for far := range 2 {
				if far == 1 {
					f.wall = s.farCutWall(r, f.wall)
				}
				lack := s.deadlineLack(f.wall, delta)
				if lack < best {
					best = lack
					if best <= 0 {
						s.proofWall = append(s.proofWall[:0], f.wall...)
						return best
					}
					s.wall = append(s.wall[:0], f.wall...)
				}
				// A wall a few blocks short in the fixed order may still
				// be finished by answering the cat (dfpn_gaps.go).
				if !s.noGap && lack <= gapMaxLack && len(f.wall) <= gapMax && s.gapWin(f.wall) {
					s.wall = append(s.wall[:0], f.wall...) // the line plays it (gapLine)
					s.proofWall = append(s.proofWall[:0], f.wall...)
					return 0
				}
			}
		}
	}
	return best
}

// inS reports whether cell c is fewer than r steps from the cat.
func (s *pnSearch) inS(c int16, r int16) bool {
	d := s.p.distFromCat(c)
	return d >= 0 && d < r
}

// cutPathsAt cuts the paths through ring, the cells that joined S_r,
// to start after their last cell in S_r. No path is lost: a path ends
// on the border, never in S_r for r ≤ d.
func (s *pnSearch) cutPathsAt(ring []int16, r int16) {
	f := &s.cut
	for _, x := range ring {
		if f.prev[x] == cutNone {
			continue
		}
		for y := f.prev[x]; y >= 0; { // the part before x goes
			py := f.prev[y]
			f.prev[y], f.next[y] = cutNone, cutNone
			y = py
		}
		y := x
		for y >= 0 && s.inS(y, r) { // and x, and the cells of S_r after it
			ny := f.next[y]
			f.prev[y], f.next[y] = cutNone, cutNone
			y = ny
		}
		if y >= 0 {
			f.prev[y] = cutSource
		}
	}
}

// augment finds one more path from S_r to the border in the residual
// graph and adds it; false when there is none. ring is the cells r−1
// steps away: the cells next to S_r outside it are their neighbours.
func (s *pnSearch) augment(ring []int16, r int16) bool {
	p, f := s.p, &s.cut
	f.newWalk()
	q := f.queue[:0]
	visit := func(state, from int32) {
		if f.seen[state] != f.epoch {
			f.seen[state], f.from[state] = f.epoch, from
			q = append(q, state)
		}
	}
	// The entries of the free cells next to S_r, not in it (the edge
	// from S_r to a path's first cell is taken).
	for _, c := range ring {
		for _, n := range p.neighbours(int(c)) {
			if !p.blocked[n] && !s.inS(n, r) && f.prev[n] != cutSource {
				visit(2*int32(n), -1)
			}
		}
	}
	end := int32(-1)
	for head := 0; head < len(q); head++ {
		st := q[head]
		c := int16(st >> 1)
		if st&1 == 0 { // the entry of c
			switch pv := f.prev[c]; {
			case pv == cutNone:
				visit(st|1, st)
			case pv >= 0:
				visit(2*int32(pv)+1, st) // cancel the edge pv→c
			}
			continue
		}
		// The exit of c.
		if f.prev[c] != cutNone {
			visit(st&^1, st) // cancel c's own unit
		}
		if p.tab.Border[c] && f.next[c] != cutSink {
			end = st
			break
		}
		for _, n := range p.neighbours(int(c)) {
			if p.blocked[n] || n == f.next[c] || s.inS(n, r) {
				continue
			}
			visit(2*int32(n), st)
		}
	}
	f.queue = q
	if end < 0 {
		return false
	}
	// The states from the start to the end, applied in that order.
	path := f.path[:0]
	for st := end; st >= 0; st = f.from[st] {
		path = append(path, st)
	}
	f.path = path
	f.prev[path[len(path)-1]>>1] = cutSource
	for i := len(path) - 1; i > 0; i-- {
		a, b := path[i], path[i-1]
		if a&1 == 0 || b&1 == 1 {
			// An entry to its own exit: the cell joins, its links set by
			// the edges around it. An entry to another's exit: the edge
			// cancelled, its links overwritten by the steps around it.
			continue
		}
		if ca, cb := int16(a>>1), int16(b>>1); ca != cb { // exit to entry: a new edge
			f.next[ca], f.prev[cb] = cb, ca
		} else { // an exit to its own entry: the cell gives up its unit
			f.prev[ca], f.next[ca] = cutNone, cutNone
		}
	}
	f.next[end>>1] = cutSink
	s.dropCycles()
	return true
}

// dropCycles clears the links of cells on no path: an augmenting walk
// may push along an edge beside one that carries a path the other way
// (from c's exit into w's entry where w's path goes on into c), which
// leaves a cycle of cells beside the paths. A cycle carries nothing
// from S_r to the border; dropping it keeps every path.
func (s *pnSearch) dropCycles() {
	p, f := s.p, &s.cut
	f.mark++
	if f.mark == 0 {
		clear(f.onPath)
		f.mark = 1
	}
	for c := range p.n {
		if f.prev[c] != cutSource {
			continue
		}
		for x := int16(c); x >= 0; x = f.next[x] {
			f.onPath[x] = f.mark
		}
	}
	for c := range p.n {
		if f.prev[c] != cutNone && f.onPath[c] != f.mark {
			f.prev[c], f.next[c] = cutNone, cutNone
		}
	}
}
