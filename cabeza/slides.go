package cabeza

// The Cabeza's moves as set operations: all its one-slide targets at once
// by shifting its square in eight directions, then the two-slide targets
// from every one-slide target that does not win. A displacement is one
// destination square, so the union of the two sets lists each Cabeza move
// once without bookkeeping of routes.

var (
	boardMask = Bitboard{^uint64(0), 1<<(NumSquares-64) - 1}
	fileA     Bitboard
	fileJ     Bitboard
	squareX   [NumSquares]int8
	squareY   [NumSquares]int8
)

func init() {
	for y := 0; y < Ranks; y++ {
		fileA = fileA.Or(SquareSet(SquareAt(0, y)))
		fileJ = fileJ.Or(SquareSet(SquareAt(Files-1, y)))
	}
	for s := Square(0); s < NumSquares; s++ {
		squareX[s], squareY[s] = int8(s.X()), int8(s.Y())
	}
}

// shl and shr shift the 128-bit board by k < 64 bits.
func shl(b Bitboard, k uint) Bitboard { return Bitboard{b[0] << k, b[1]<<k | b[0]>>(64-k)} }
func shr(b Bitboard, k uint) Bitboard { return Bitboard{b[0]>>k | b[1]<<(64-k), b[1] >> k} }

// cabezaTargets is where a Cabeza on any square of origins gets in one
// slide onto the empty squares, given the origins from which each
// diagonal is cut off (both corner squares hold pieces).
func cabezaTargets(origins, empty Bitboard, cut *[4]Bitboard) Bitboard {
	notA := origins.AndNot(fileA)
	notJ := origins.AndNot(fileJ)
	t := shl(origins, 10).Or(shr(origins, 10)).Or(shl(notJ, 1)).Or(shr(notA, 1))
	t = t.Or(shl(notJ.AndNot(cut[0]), 11)) // ne
	t = t.Or(shl(notA.AndNot(cut[1]), 9))  // nw
	t = t.Or(shr(notJ.AndNot(cut[2]), 9))  // se
	t = t.Or(shr(notA.AndNot(cut[3]), 11)) // sw
	return t.And(empty).And(boardMask)
}

// diagonalCuts lists, for ne, nw, se, sw, the squares a diagonal slide
// may not start from: both squares it passes between hold a piece (a
// block of either side or the other player's Cabeza).
func diagonalCuts(blocks Bitboard) [4]Bitboard {
	east := shr(blocks, 1)   // o+1 is a block
	west := shl(blocks, 1)   // o-1 is a block
	north := shr(blocks, 10) // o+10 is a block
	south := shl(blocks, 10) // o-10 is a block
	return [4]Bitboard{east.And(north), west.And(north), east.And(south), west.And(south)}
}

// generateCabeza appends the Cabeza's moves to list at n and returns the
// new length.
func (p *Position) generateCabeza(list *MoveList, n int, all Bitboard) int {
	s := p.side
	o := s ^ 1
	from := Square(p.at[s][Cabeza])
	// The moving Cabeza is no piece in the corners it passes; the other
	// one is.
	cut := diagonalCuts(all.AndNot(SquareSet(from)))
	empty := boardMask.AndNot(all) // the Cabeza's own square too: no way back
	goal := homeRow[o]
	first := cabezaTargets(SquareSet(from), empty, &cut)
	// A first slide onto the far row may go on: the move wins only if it
	// ends there.
	dests := first.Or(cabezaTargets(first, empty, &cut))
	for w := 0; w < 2; w++ {
		for v := dests[w]; v != 0; v &= v - 1 {
			t := uint(w*64) + uint(trailingZeros(v))
			list.Moves[n] = cabezaMove(s, from, t, goal[w]&(v&-v) != 0)
			n++
		}
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

// cabezaWin finds a move of the side to move's Cabeza onto the far row.
func (p *Position) cabezaWin(all Bitboard) (Move, bool) {
	s := p.side
	o := s ^ 1
	from := Square(p.at[s][Cabeza])
	goal := homeRow[o]
	cut := diagonalCuts(all.AndNot(SquareSet(from)))
	empty := boardMask.AndNot(all)
	first := cabezaTargets(SquareSet(from), empty, &cut)
	wins := first.And(goal)
	if wins.Empty() {
		wins = cabezaTargets(first, empty, &cut).And(goal)
	}
	if t := wins.First(); t != NoSquare {
		return cabezaMove(s, from, uint(t), true), true
	}
	return NoMove, false
}
