package cabeza

// GenerateMoves fills list with the legal moves of the side to move, each
// distinct move once (a Mini or Cabeza displacement once, whatever its
// routes), with the win flag set on winning moves: those that end with a
// block on the opponent's Cabeza or the own Cabeza on the far home row. A
// move is judged where it ends, so a step may pass over the opponent's
// Cabeza or the far row and go on. It allocates nothing.
//
// It does not look at whether the game is already over: a position after
// a winning move still has "moves" for the loser. Callers stop at a win.
func (p *Position) GenerateMoves(list *MoveList) {
	n := p.generateEveryBlock(list, everyBlock)
	list.N = p.generateCabeza(list, n, p.occ[0].Or(p.occ[1]))
}

// everyBlock lets generateEveryBlock list every block's moves.
var everyBlock = ^uint8(0)

// generateBlocks writes the moves of the blocks in kinds (bit k for Kind
// k) that end on a spot in ends into list from its start, in the order
// GenerateMoves lists them, and returns how many. With every end it
// lists what generateEveryBlock does, which GenerateMoves uses.
func (p *Position) generateBlocks(list *MoveList, ends *EndSet, kinds uint8) int {
	n := 0
	s := p.side & 1 // s: & 1 drops the bounds checks of p.at (as in winFor)
	o := s ^ 1
	at := &p.at[s]
	// Sets as words by hand: Go keeps a two-word Bitboard in memory.
	all0, all1 := p.occ[0][0]|p.occ[1][0], p.occ[0][1]|p.occ[1][1]
	u := uint(p.at[o][Cabeza])
	cab0, cab1 := uint64(1)<<u, uint64(1)<<(u-64) // a shift by 64 or more is 0
	cw, cb := u>>6&1, u&63                        // the Cabeza's word and bit: a move wins if its spot covers it

	for k := Mini; k <= Opa; k++ {
		if kinds>>k&1 == 0 {
			continue
		}
		from := int(at[k])
		// Squares a roll may not cover: every piece but the opponent's
		// Cabeza (a crush) and this block itself (gone once it rolls; a
		// roll never overlaps the footprint it leaves, but a second roll may).
		fm := &spotMask[from]
		b0, b1 := all0&^fm[0]&^cab0, all1&^fm[1]&^cab1
		base := Move(k+1) | Move(s)<<3
		var seen uint32 // Mini displacements already listed
		for d1, first := range &firstRolls[from] {
			if first == 0 { // off the board
				continue
			}
			q := int(first >> spotShift)
			f := &spotMask[q]
			if f[0]&b0|f[1]&b1 != 0 {
				continue
			}
			if ends[q>>6]>>(q&63)&1 != 0 {
				m := base | first
				if f[cw]>>cb&1 != 0 {
					// A crush if the move ends here; a second roll may go on
					// over the Cabeza and off it (a move is judged where it ends).
					m |= moveWin
				}
				list.Moves[n] = m
				n++
			}
			for _, mv := range secondRolls[q][d1].list() {
				// Written always, kept (n moves on) only when free and in
				// ends: which second rolls are blocked is what the processor
				// cannot guess, so no branch decides it. The list has room:
				// block moves never fill it.
				r := int(mv >> spotShift)
				g := &spotMask[r]
				keep := (1 - oneIf(g[0]&b0|g[1]&b1)) & int(ends[r>>6]>>(r&63)&1)
				if k == Mini {
					route := mv >> routeShift & routeMask
					keep &^= int(seen >> route & 1) // a displacement already listed
					seen |= uint32(keep) << route
				}
				win := Move(g[cw]>>cb&1) * moveWin
				list.Moves[n] = base | mv | win
				n += keep
			}
		}
	}
	return n
}

// generateEveryBlock is generateBlocks with every end: the same moves in
// the same order, without the test of an end's bit per roll, always set
// when the search lists all moves (most of generateBlocks' calls and
// rolls). Kept apart rather than as a flag: Go would test the flag at
// every roll.
func (p *Position) generateEveryBlock(list *MoveList, kinds uint8) int {
	n := 0
	s := p.side & 1 // s: & 1 drops the bounds checks of p.at (as in winFor)
	o := s ^ 1
	at := &p.at[s]
	all0, all1 := p.occ[0][0]|p.occ[1][0], p.occ[0][1]|p.occ[1][1]
	u := uint(p.at[o][Cabeza])
	cab0, cab1 := uint64(1)<<u, uint64(1)<<(u-64) // a shift by 64 or more is 0
	cw, cb := u>>6&1, u&63                        // the Cabeza's word and bit: a move wins if its spot covers it

	for k := Mini; k <= Opa; k++ {
		if kinds>>k&1 == 0 {
			continue
		}
		from := int(at[k])
		fm := &spotMask[from]
		b0, b1 := all0&^fm[0]&^cab0, all1&^fm[1]&^cab1 // as in generateBlocks
		base := Move(k+1) | Move(s)<<3
		var seen uint32 // Mini displacements already listed
		for d1, first := range &firstRolls[from] {
			if first == 0 { // off the board
				continue
			}
			q := int(first >> spotShift)
			f := &spotMask[q]
			if f[0]&b0|f[1]&b1 != 0 {
				continue
			}
			m := base | first
			if f[cw]>>cb&1 != 0 {
				m |= moveWin // a crush if the move ends here
			}
			list.Moves[n] = m
			n++
			for _, mv := range secondRolls[q][d1].list() {
				// Written always, kept only when free (as in generateBlocks).
				r := int(mv >> spotShift)
				g := &spotMask[r]
				keep := 1 - oneIf(g[0]&b0|g[1]&b1)
				if k == Mini {
					route := mv >> routeShift & routeMask
					keep &^= int(seen >> route & 1) // a displacement already listed
					seen |= uint32(keep) << route
				}
				win := Move(g[cw]>>cb&1) * moveWin
				list.Moves[n] = base | mv | win
				n += keep
			}
		}
	}
	return n
}

// oneIf is 1 if x is not zero, else 0, without a branch.
func oneIf(x uint64) int { return int((x | -x) >> 63) }

// WinningMove finds a move that wins at once, if there is one: the first
// thing a search wants to know. It is cheaper than generating all moves.
func (p Position) WinningMove() (Move, bool) {
	return p.winFor(p.side, p.occ[0][0]|p.occ[1][0], p.occ[0][1]|p.occ[1][1])
}

// WinningMoveAndThreat is WinningMove and, when the side to move has no
// win on the move, whether the opponent would have one if it were its
// turn: the threat the side to move must answer. A search asks both at
// every node; one call looks at the board once for both.
func (p *Position) WinningMoveAndThreat() (win Move, ok, threat bool) {
	all0, all1 := p.occ[0][0]|p.occ[1][0], p.occ[0][1]|p.occ[1][1]
	if m, ok := p.winFor(p.side, all0, all1); ok {
		return m, true, false
	}
	_, threat = p.winFor(p.side^1, all0, all1)
	return NoMove, false, threat
}

// winFor finds a move of player s that wins at once, all0 and all1
// being the words of every piece's squares. It works on the words by
// hand: Go keeps a two-word Bitboard in memory, not in registers, and a
// search asks this at every node.
func (p *Position) winFor(s Player, all0, all1 uint64) (Move, bool) {
	// s&1 and o&1 are s and o (a Player is 0 or 1): written so, the
	// compiler drops the bounds checks of p.at in the loop, which runs
	// for every block at every node.
	o := (s ^ 1) & 1
	at := &p.at[s&1]
	oppSq := Square(p.at[o][Cabeza])
	cands := &crushers[oppSq]
	for k := Mini; k <= Opa; k++ {
		from := int(at[k])
		if cands[from>>6]>>(from&63)&1 == 0 {
			continue
		}
		// The Cabeza's words only here: most calls find no candidate.
		u := uint(oppSq)
		cab0, cab1 := uint64(1)<<u, uint64(1)<<(u-64) // a shift by 64 or more is 0
		// Only the rolls that end on the Cabeza, in the order the rolls
		// are numbered: the first crush found is the one returned.
		routes := crushRoutes[from-NumSquares][oppSq] // the Cabeza's spots come first
		fm := &spotMask[from]
		b0, b1 := all0&^fm[0]&^cab0, all1&^fm[1]&^cab1
		base := Move(k+1) | Move(s)<<3 | moveWin
		for d1 := 0; routes != 0; d1, routes = d1+1, routes>>crushRouteBits {
			if routes&crushRouteMask == 0 {
				continue
			}
			q := int(rollTo[from][d1])
			if qm := &spotMask[q]; qm[0]&b0|qm[1]&b1 != 0 {
				continue
			}
			if routes&1 != 0 {
				// The one-roll crush; a second roll would leave the Cabeza.
				route := uint8(d1) << 1
				if k == Mini {
					route = slideCode[d1]
				}
				return base | Move(route)<<routeShift | Move(q)<<spotShift, true
			}
			for seconds := routes >> 1 & 15; seconds != 0; seconds &= seconds - 1 {
				d2 := trailingZeros(uint64(seconds))
				r := int(rollTo[q][d2])
				if rm := &spotMask[r]; rm[0]&b0|rm[1]&b1 != 0 {
					continue
				}
				route := uint8(d1)<<1 | uint8(d2)<<3 | routeTwo
				if k == Mini {
					route = miniPairCode[d1][d2]
				}
				return base | Move(route)<<routeShift | Move(r)<<spotShift, true
			}
		}
	}
	if !nearHome(o, at[Cabeza]) {
		return NoMove, false
	}
	return p.cabezaWin(s, Bitboard{all0, all1})
}

// nearHomeFirst[p] is the first square of the three ranks nearest p's
// home row (the row the other Cabeza wins on): a Cabeza can run home in
// one turn (two slides) only from them.
var nearHomeFirst = [2]uint{uint(max(Red.HomeRank()-2, 0) * Files), uint(max(Blue.HomeRank()-2, 0) * Files)}

// nearHome reports whether the Cabeza on spot sq stands within two ranks
// of p's home row: one comparison, where a rank and a distance took a
// division and a branch at every win search.
func nearHome(p Player, sq uint16) bool { return uint(sq)-nearHomeFirst[p&1] < 3*Files }

// LegalMoves is the legal moves as a new slice, for callers that are not
// searching (the TUI, the console).
func (p Position) LegalMoves() []Move {
	var list MoveList
	p.GenerateMoves(&list)
	return append([]Move(nil), list.Slice()...)
}

// IsLegal reports whether m is a legal move of p.
func (p Position) IsLegal(m Move) bool {
	if m == NoMove || m.Player() != p.side {
		return false
	}
	var list MoveList
	p.GenerateMoves(&list)
	return list.Contains(m)
}
