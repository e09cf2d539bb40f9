package cabeza

// The Cabeza's moves as set operations: all its one-slide targets at once
// by shifting its square in eight directions, then the two-slide targets
// from every one-slide target (slides_band.go). A displacement is one
// destination square, so the union of the two sets lists each Cabeza move
// once without bookkeeping of routes.

var (
	boardMask = Bitboard{^uint64(0), 1<<(NumSquares-64) - 1}
	fileA     Bitboard
	fileJ     Bitboard
	squareX   [NumSquares]int8
	squareY   [NumSquares]int8
	// squareCode is 5y + x: the difference of two is a displacement
	// code less 12.
	squareCode [NumSquares]uint8
)

func init() {
	for y := 0; y < Ranks; y++ {
		fileA = fileA.Or(SquareSet(SquareAt(0, y)))
		fileJ = fileJ.Or(SquareSet(SquareAt(Files-1, y)))
	}
	for s := Square(0); s < NumSquares; s++ {
		squareX[s], squareY[s] = int8(s.X()), int8(s.Y())
		squareCode[s] = uint8(5*s.Y() + s.X())
	}
}

// generateCabeza appends the Cabeza's moves to list at n and returns the
// new length.
func (p *Position) generateCabeza(list *MoveList, n int, all Bitboard) int {
	s := p.side
	from := Square(p.at[s][Cabeza])
	_, dests, goal, off := p.cabezaBand(s, all)
	// Every move but its displacement and square is the same: the
	// displacement code is (dy+2)*5 + dx+2, a difference of squareCode.
	base := Move(Cabeza+1) | Move(s)<<3
	fc := 12 - int(squareCode[from])
	for v := dests; v != 0; v &= v - 1 {
		i := uint(trailingZeros(v))
		t := uint(off) + i
		win := Move(goal>>i&1) * moveWin // branch-free: which targets win is no pattern
		list.Moves[n] = base | Move(int(squareCode[t])+fc)<<routeShift | Move(t)<<spotShift | win
		n++
	}
	return n
}

// cabezaMove is the move of player s's Cabeza from from to t.
func cabezaMove(s Player, from Square, t uint, win bool) Move {
	code := uint8((squareY[t]-squareY[from]+2)*5 + squareX[t] - squareX[from] + 2)
	m := Move(Cabeza+1) | Move(s)<<3 | Move(code)<<routeShift | Move(t)<<spotShift
	if win {
		m |= moveWin
	}
	return m
}

// cabezaWin finds a move of player s's Cabeza onto the far row.
func (p *Position) cabezaWin(s Player, all Bitboard) (Move, bool) {
	first, dests, goal, off := p.cabezaBand(s, all)
	// A one-slide win before a two-slide one, as the search has always
	// been given.
	wins := first & goal
	if wins == 0 {
		wins = dests & goal
	}
	if wins != 0 {
		return cabezaMove(s, Square(p.at[s][Cabeza]), uint(off+trailingZeros(wins)), true), true
	}
	return NoMove, false
}
