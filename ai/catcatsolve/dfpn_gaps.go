package catcatsolve

import "cabezacat/catcat"

// The gap game: a wall that answers the cat (a leaf test of df-pn, on
// each wall the deadline test of dfpn_deadline.go finds a few blocks
// short; dfpn_cut.go asks it).
//
// The deadline test closes a wall's free cells, its gaps, in one fixed
// order, whatever the cat does. A catcher's real win closes the gap the
// cat runs to, and a cat that runs to one gap moves away from the
// others. The gap game is the real game cut down to that:
//
//   - R is the free cells the cat reaches without stepping on the wall
//     (a cut: R holds no border cell), G the wall's cells next to R;
//   - the catcher may only close gaps, one a move; the cat steps over
//     R's cells, or onto an open gap, and wins there;
//   - the catcher wins once every gap is closed, or the cat has no step.
//
// A catcher's win of the gap game is a win of the real game: the
// catcher plays its blocks there. Until the cat stands on a gap, its
// free neighbours are exactly its steps in the gap game (every free
// cell next to R is in R or a gap), and it never stands on one, as the
// catcher wins; once every gap is closed the cat is shut in R, which
// has no border cell, and as every game ends the catcher wins (the
// "cut off" leaf of eval says the same); a cat with no step has no free
// neighbour after the catcher's block, which ends the real game too.
//
// It is solved by an AND/OR search with a memo over (the cat's cell,
// the open gaps, who moves). Its only catcher wins are the game's own
// ends and the deadline test at the node (the gaps closed in the fixed
// order, earliest deadline first, at the cat's distances from where it
// stands now: the deadline test is this game's catcher playing without
// looking). All else it leaves out can only lose a catcher's win, never
// make one: the catcher's blocks are only the gaps whose deadline is
// less than the open gaps' count (see gapCatcherWins), and the search
// gives up (no claim) past gapMax gaps or gapBudget nodes.

const (
	// gapMax is the most gaps the game is played with (the open set is
	// a mask; past a dozen gaps the search seldom ends in its budget).
	gapMax = 12
	// gapMaxLack is the deadline test's lack up to which the gap game
	// is tried: a wall far from finished in the fixed order is seldom
	// finished by answering the cat. Measured on the hard agents' game
	// from the 13×13 start of seed 2, at ply 20 (the least wall only):
	// df-pn searched 6.7M nodes without the gap game; with it, 18.5M at
	// 1, 8.5M at 2, 6.3M at 3, 6.3M at 4 with 2.4 times the gap game's
	// tries. On every min cut (as now) at 3: 6.1M.
	gapMaxLack = 3
	// gapBudget is the nodes one gap game may search before it gives up.
	gapBudget = 3000
)

// gapGame is the game's scratch, one per prover size.
type gapGame struct {
	inR, onWall []uint32 // per cell: marks of R and of the wall's cells
	mark        uint32
	r           []int16         // R's cells, the cat's first
	gaps        []int16         // G: the wall's cells next to R
	dist        [gapMax][]int16 // per gap and cell of R: the cat's moves to stand on the gap
	memo        map[uint32]bool
	nodes       int
	out         bool // the budget ran out: no claim
}

func (g *gapGame) reset(n int) {
	if len(g.inR) != n+1 {
		*g = gapGame{inR: make([]uint32, n+1), onWall: make([]uint32, n+1), memo: map[uint32]bool{}}
		for i := range g.dist {
			g.dist[i] = make([]int16, n+1)
		}
	}
	g.mark++
	if g.mark == 0 {
		clear(g.inR)
		clear(g.onWall)
		g.mark = 1
	}
	clear(g.memo)
	g.nodes, g.out = 0, false
}

// gapWin reports whether the catcher surely wins the gap game of wall,
// a cut of the cat's free cells off the border; false if it does not,
// if wall is no cut, or if the game is too big or ran out of budget.
func (s *pnSearch) gapWin(wall []int16) bool {
	p, g := s.p, &s.gap
	s.gapTries++
	g.reset(p.n)
	m := g.mark
	for _, c := range wall {
		g.onWall[c] = m
	}
	// R: the cat's walk with the wall blocked.
	g.r = append(g.r[:0], int16(p.cat))
	g.inR[p.cat] = m
	for head := 0; head < len(g.r); head++ {
		c := g.r[head]
		if p.tab.Border[c] {
			return false // not a cut
		}
		for _, n := range p.neighbours(int(c)) {
			if !p.blocked[n] && g.onWall[n] != m && g.inR[n] != m {
				g.inR[n] = m
				g.r = append(g.r, n)
			}
		}
	}
	g.gaps = g.gaps[:0]
	for _, c := range wall {
		for _, n := range p.neighbours(int(c)) {
			if g.inR[n] == m {
				g.gaps = append(g.gaps, c)
				break
			}
		}
	}
	if len(g.gaps) > gapMax {
		s.gapTooBig++
		return false
	}
	// Each gap's distances: 1 on its neighbours in R, then over R.
	for i, c := range g.gaps {
		d := g.dist[i]
		for _, x := range g.r {
			d[x] = -1
		}
		q := s.cut.dlQueue[:0] // the deadline test's queue, free here
		for _, n := range p.neighbours(int(c)) {
			if g.inR[n] == m && d[n] < 0 {
				d[n] = 1
				q = append(q, n)
			}
		}
		for head := 0; head < len(q); head++ {
			x := q[head]
			for _, n := range p.neighbours(int(x)) {
				if g.inR[n] == m && d[n] < 0 {
					d[n] = d[x] + 1
					q = append(q, n)
				}
			}
		}
		s.cut.dlQueue = q
	}
	open := uint16(1)<<len(g.gaps) - 1
	win := s.gapCatcherWins(int16(p.cat), open, p.turn == catcat.CatToMove)
	s.gapNodes += g.nodes
	if g.out {
		s.gapGiveUps++
		return false
	}
	if win {
		s.gapWins++
	}
	return win
}

// gapCatcherWins is the gap game's value with the cat on x, the gaps
// of open still open, the cat to move if catMove (false also when the
// budget ran out: g.out).
func (s *pnSearch) gapCatcherWins(x int16, open uint16, catMove bool) bool {
	p, g := s.p, &s.gap
	if open == 0 {
		return true // all closed: the cat is shut in R
	}
	g.nodes++
	if g.nodes > gapBudget {
		g.out = true
		return false
	}
	key := uint32(x)<<(gapMax+1) | uint32(open)<<1
	if catMove {
		key |= 1
	}
	if v, ok := g.memo[key]; ok {
		return v
	}
	// The open gaps by deadline (the cat's moves to stand on each).
	var dl [gapMax]int16
	var idx [gapMax]int8
	k, next := 0, 0 // open gaps; of them, next to the cat
	for i := range g.gaps {
		if open&(1<<i) == 0 {
			continue
		}
		d := g.dist[i][x]
		if d == 1 {
			next++
		}
		j := k
		for ; j > 0 && dl[j-1] > d; j-- {
			dl[j], idx[j] = dl[j-1], idx[j-1]
		}
		dl[j], idx[j] = d, int8(i)
		k++
	}
	delta := 0
	if catMove {
		delta = 1
	}
	v := false
	switch {
	case catMove && next > 0, !catMove && next >= 2: // the cat steps out
	case fixedOrderInTime(dl[:k], delta):
		v = true
	case catMove:
		// Every step must lose for the cat (none: it is shut in).
		v = true
		for _, n := range p.neighbours(int(x)) {
			if g.inR[n] == g.mark && !s.gapCatcherWins(n, open, false) {
				v = false
				break
			}
		}
	default:
		for j := range k {
			// A gap next to the cat is closed at once; past one whose
			// deadline is k the cat cannot reach any before the rest
			// are closed (the fixed-order test above holds for them),
			// so closing one of those first is a tempo thrown away.
			if next == 1 && dl[j] != 1 || dl[j] >= int16(k) {
				break
			}
			if s.gapCatcherWins(x, open&^(1<<idx[j]), true) {
				v = true
				break
			}
			if g.out {
				break
			}
		}
	}
	if g.out {
		return false
	}
	g.memo[key] = v
	return v
}

// gapLine starts the line (pnSearch.line) on the gap game, at a
// catcher's node it settled: the game's open gaps, all of them (0: the
// gap game does not win here).
func (s *pnSearch) gapLine() uint16 {
	s.statics()
	if len(s.wall) == 0 || !s.gapWin(s.wall) {
		return 0
	}
	return uint16(1)<<len(s.gap.gaps) - 1
}

// gapMove is the catcher's winning block of the gap game gapLine
// started, with the cat where it stands now, and the gaps left open
// after it (-1: none found, which a won game never leaves).
func (s *pnSearch) gapMove(open uint16) (int16, uint16) {
	g := &s.gap
	x := int16(s.p.cat)
	for i, c := range g.gaps {
		if open&(1<<i) == 0 {
			continue
		}
		g.nodes, g.out = 0, false // the memo holds the won line: no search
		if s.gapCatcherWins(x, open&^(1<<i), true) {
			return c, open &^ (1 << i)
		}
	}
	return -1, 0
}

// fixedOrderInTime is the deadline test (dfpn_deadline.go) on sorted
// deadlines: closing the gaps earliest first, the catcher's j-th block
// comes before the cat's (j+delta)-th move, for every j.
func fixedOrderInTime(sorted []int16, delta int) bool {
	for j, d := range sorted {
		if j+1+delta > int(d) {
			return false
		}
	}
	return true
}
