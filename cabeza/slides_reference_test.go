package cabeza

import "testing"

// The Cabeza's slides on the whole 128-bit board, as the generator had
// them before it moved to the band: the reference the band must match.

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

// cabezaDestsReference is where the side to move's Cabeza gets in one
// slide and where it can end its move, on the whole board.
func cabezaDestsReference(p *Position) (first, dests Bitboard) {
	all := p.occ[0].Or(p.occ[1])
	from := Square(p.at[p.side][Cabeza])
	cut := diagonalCuts(all.AndNot(SquareSet(from)))
	empty := boardMask.AndNot(all)
	first = cabezaTargets(SquareSet(from), empty, &cut)
	return first, first.Or(cabezaTargets(first, empty, &cut))
}

// bandBoard puts a band back on the board.
func bandBoard(v uint64, off int) Bitboard {
	var b Bitboard
	for ; v != 0; v &= v - 1 {
		b = b.Or(SquareSet(Square(off + trailingZeros(v))))
	}
	return b
}

// The band's slides are the whole board's, from every square the Cabeza
// stands on in random games (each edge and corner rank included), and
// countCabeza counts them.
func TestCabezaBandMatchesTheWholeBoard(t *testing.T) {
	ranks := map[int]bool{}
	forRandomPositions(t, 11, func(p *Position, _ Move) {
		for _, side := range []Player{Red, Blue} {
			q := p.WithSide(side)
			all := q.occ[0].Or(q.occ[1])
			first, dests, goal, off := q.cabezaBand(side, all)
			wantFirst, wantDests := cabezaDestsReference(&q)
			if bandBoard(first, off) != wantFirst || bandBoard(dests, off) != wantDests || bandBoard(goal, off) != homeRow[side^1].And(bandBoard(bandMask, off)) {
				t.Fatalf("%v, %v to move: band first %v dests %v, board %v %v", q, side, bandBoard(first, off), bandBoard(dests, off), wantFirst, wantDests)
			}
			if n := q.countCabeza(all); n != wantDests.Count() {
				t.Fatalf("%v: countCabeza %d, want %d", q, n, wantDests.Count())
			}
			ranks[q.Cabeza(side).Y()] = true
		}
	})
	if len(ranks) != Ranks {
		t.Errorf("the Cabezas stood on ranks %v only", ranks)
	}
}

// CountMoves counts what GenerateMoves lists, in every position of random
// games, for both sides.
func TestCountMovesCountsTheGeneratedMoves(t *testing.T) {
	var list MoveList
	forRandomPositions(t, 12, func(p *Position, _ Move) {
		for _, side := range []Player{Red, Blue} {
			q := p.WithSide(side)
			q.GenerateMoves(&list)
			if n := q.CountMoves(); n != list.N {
				t.Fatalf("%v, %v to move: CountMoves %d, GenerateMoves %d", q, side, n, list.N)
			}
		}
	})
}

// WinningMoveAndThreat is WinningMove, and the opponent's WinningMove on
// the same board when the side to move has none.
func TestWinningMoveAndThreatIsBothWinningMoves(t *testing.T) {
	threats := 0
	forRandomPositions(t, 13, func(p *Position, _ Move) {
		m, ok, threat := p.WinningMoveAndThreat()
		wm, wok := p.WinningMove()
		_, tok := p.WithSide(p.Side().Opponent()).WinningMove()
		if m != wm || ok != wok || threat != (tok && !wok) {
			t.Fatalf("%v: got %v %v %v; WinningMove %v %v, the opponent's %v", p, m, ok, threat, wm, wok, tok)
		}
		if threat {
			threats++
		}
	})
	if threats == 0 {
		t.Error("no position with a threat: the test proves little")
	}
}
