package cabeza

// Wins that a block move cannot have made. A search asks at every node
// whether the side to move wins on the move and, if not, whether the
// other side would (WinningMoveAndThreat); most nodes are children of a
// node that asked the same a ply before. A move of a block only adds a
// piece to the squares it newly covers and frees the ones it leaves, and
// adding pieces never makes a win. So a win one side lacked before a
// block move, with both Cabezas and that side's blocks where they stood,
// needs afterwards a path through a square the moved block left: with no
// such square on any of its paths, it still lacks it, and nobody has to
// look again.

// QuietPaths says, for a position whose side to move has no win on the
// move (a search only plays moves from such positions), which of its
// block moves leave each side without a win on the move: those of the
// blocks whose footprint meets no square some win of that side needs
// empty, free or not (the squares each roll that ends on the other
// Cabeza newly covers, and the ground round the own Cabeza when it stands
// near enough the far row to run home, as in Defence, whose paths are the
// free ones of these). A block leaves at most its footprint.
type QuietPaths struct {
	noWin    uint8  // bit k: a move of block k leaves the other side no win
	noThreat uint8  // bit k: it leaves the side to move none by its other pieces (After tests the moved block)
	oppCab   uint16 // the other Cabeza: the moved block must not reach it from where it ends
}

// QuietPaths is p's QuietPaths, threat being whether the side not to move
// has a win on the move (then every move may leave it one).
func (p *Position) QuietPaths(threat bool) QuietPaths {
	s := p.side & 1
	at := &p.at[s]
	q := QuietPaths{oppCab: p.at[s^1][Cabeza]}
	mine := p.winPaths(s)
	var theirs Bitboard
	if !threat {
		theirs = p.winPaths(s ^ 1)
	}
	for k := Mini; k <= Opa; k++ {
		f := &spotMask[at[k]]
		if !threat && f[0]&theirs[0]|f[1]&theirs[1] == 0 {
			q.noWin |= 1 << k
		}
		if f[0]&mine[0]|f[1]&mine[1] == 0 {
			q.noThreat |= 1 << k
		}
	}
	return q
}

// winPaths is the squares some win on the move of player s needs empty:
// Defence's walk over every route, free or not.
func (p *Position) winPaths(s Player) Bitboard {
	var need0, need1 uint64
	at := &p.at[s&1]
	oppSq := Square(p.at[(s^1)&1][Cabeza])
	cands := &crushers[oppSq]
	u := uint(oppSq)
	cab0, cab1 := uint64(1)<<u, uint64(1)<<(u-64) // a shift by 64 or more is 0
	for k := Mini; k <= Opa; k++ {
		from := int(at[k])
		if cands[from>>6]>>(from&63)&1 == 0 {
			continue
		}
		routes := crushRoutes[from-NumSquares][oppSq]
		fm := &spotMask[from]
		for d1 := 0; routes != 0; d1, routes = d1+1, routes>>crushRouteBits {
			if routes&crushRouteMask == 0 {
				continue
			}
			q := int(rollTo[from][d1])
			qm := &spotMask[q]
			// The first roll's squares, whether the turn ends there or rolls on.
			need0 |= qm[0] &^ fm[0] &^ cab0
			need1 |= qm[1] &^ fm[1] &^ cab1
			for seconds := routes >> 1 & 15; seconds != 0; seconds &= seconds - 1 {
				rm := &spotMask[rollTo[q][trailingZeros(uint64(seconds))]]
				need0 |= rm[0] &^ fm[0] &^ cab0
				need1 |= rm[1] &^ fm[1] &^ cab1
			}
		}
	}
	if nearHome(s^1, at[Cabeza]) { // winFor's test for a run home
		a := &aroundTwo[at[Cabeza]]
		need0 |= a[0]
		need1 |= a[1]
	}
	return Bitboard{need0, need1}
}

// After tells, for m, a move of the position q was made for that does
// not win, what the position after it surely lacks: noWin, a win on the
// move for its side to move (q's position's other side); noThreat, one
// for the other side (q's position's side to move). Both are false for
// a Cabeza move, which moves a Cabeza every path is about; false is never
// a promise that there is a win.
func (q *QuietPaths) After(m Move) (noWin, noThreat bool) {
	k := m.Kind() // Cabeza: bit 0, never set
	to := uint(m.spot())
	noWin = q.noWin>>k&1 != 0
	// The moved block has new routes: from where it ends it must not be
	// able to reach the other Cabeza at all (crushers, winFor's first test).
	noThreat = q.noThreat>>k&1 != 0 && crushers[q.oppCab][to>>6]>>(to&63)&1 == 0
	return noWin, noThreat
}

// WinningMoveAndThreatGiven is WinningMoveAndThreat told by a caller
// what it already knows (QuietPaths.After): noWin, that the side to move has
// no win on the move, and noThreat, that the other side would have none,
// so that it looks only for what it does not know.
func (p *Position) WinningMoveAndThreatGiven(noWin, noThreat bool) (win Move, ok, threat bool) {
	all0, all1 := p.occ[0][0]|p.occ[1][0], p.occ[0][1]|p.occ[1][1]
	if !noWin {
		if m, ok := p.winFor(p.side, all0, all1); ok {
			return m, true, false
		}
	}
	if !noThreat {
		_, threat = p.winFor(p.side^1, all0, all1)
	}
	return NoMove, false, threat
}
