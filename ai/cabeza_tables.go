package ai

import (
	"math/bits"

	"cabezacat/cabeza"
)

// The evaluation's own tables, built from the rules package's exported
// Placement and Roll so they follow the rules wherever those change. A
// block placement is named by a small "place key": every edge of every
// block is 1 or 2 long, so (W, D, H) is one of 8 shapes, times 100
// corner squares.
const numPlaceKeys = 8 * cabeza.NumSquares

func placeKey(p cabeza.Placement) int {
	return ((p.W-1)*4+(p.D-1)*2+(p.H-1))*cabeza.NumSquares + p.Y*cabeza.Files + p.X
}

var (
	// placeMask is the footprint of a placement key.
	placeMask [numPlaceKeys]cabeza.Bitboard
	// placeRoll is the key after one roll, or -1 off the board.
	placeRoll [numPlaceKeys][4]int16
	// placeReach is every square the block could cover after its rolls of
	// one turn on an empty board (one roll for the 2×2×2 Opa, else one or
	// two): a crush needs the enemy Cabeza in it.
	placeReach [numPlaceKeys]cabeza.Bitboard
	// placeRollNew is, per roll of a placement key, the squares the block
	// covers after it that it does not cover before: the roll is free when
	// none of them is taken. A roll off the board holds offBoardBit, which
	// the evaluation sets in its occupancy, so it is never free.
	placeRollNew [numPlaceKeys][4]cabeza.Bitboard
	// ring is the up-to-8 neighbours of a square.
	ring [cabeza.NumSquares]cabeza.Bitboard
	// goalRow[p] is the row p's Cabeza wins on (the opponent's home row).
	goalRow [2]cabeza.Bitboard
)

func init() {
	valid := [numPlaceKeys]bool{}
	for k := 0; k < numPlaceKeys; k++ {
		for d := 0; d < 4; d++ {
			placeRoll[k][d] = -1
		}
	}
	for shape := 0; shape < 8; shape++ {
		w, d, h := shape>>2+1, shape>>1&1+1, shape&1+1
		for y := 0; y+d <= cabeza.Ranks; y++ {
			for x := 0; x+w <= cabeza.Files; x++ {
				p := cabeza.Placement{X: x, Y: y, W: w, D: d, H: h}
				k := placeKey(p)
				valid[k] = true
				placeMask[k] = p.Footprint()
				for dir := cabeza.Dir(0); dir < 4; dir++ {
					if q := p.Roll(dir); q.OnBoard() {
						placeRoll[k][dir] = int16(placeKey(q))
					}
				}
			}
		}
	}
	for k := 0; k < numPlaceKeys; k++ {
		for d := 0; d < 4; d++ {
			if q := placeRoll[k][d]; q >= 0 {
				placeRollNew[k][d] = placeMask[q].AndNot(placeMask[k])
			} else {
				placeRollNew[k][d] = offBoardBit
			}
		}
		if !valid[k] {
			continue
		}
		opa := k/cabeza.NumSquares == 7 // 2×2×2
		for d1 := 0; d1 < 4; d1++ {
			q := placeRoll[k][d1]
			if q < 0 {
				continue
			}
			placeReach[k] = placeReach[k].Or(placeMask[q])
			if opa {
				continue
			}
			for d2 := 0; d2 < 4; d2++ {
				if r := placeRoll[q][d2]; r >= 0 && d2 != d1^1 {
					placeReach[k] = placeReach[k].Or(placeMask[r])
				}
			}
		}
	}
	for s := cabeza.Square(0); s < cabeza.NumSquares; s++ {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				x, y := s.X()+dx, s.Y()+dy
				if (dx != 0 || dy != 0) && x >= 0 && x < cabeza.Files && y >= 0 && y < cabeza.Ranks {
					ring[s] = ring[s].Or(cabeza.SquareSet(cabeza.SquareAt(x, y)))
				}
			}
		}
	}
	for x := 0; x < cabeza.Files; x++ {
		goalRow[cabeza.Red] = goalRow[cabeza.Red].Or(cabeza.SquareSet(cabeza.SquareAt(x, cabeza.Ranks-1)))
		goalRow[cabeza.Blue] = goalRow[cabeza.Blue].Or(cabeza.SquareSet(cabeza.SquareAt(x, 0)))
	}
}

// The board as a 128-bit number (squares 0–63 in lo, 64–99 in hi), for
// whole-board shifts: a Cabeza flood fill moves every reached square at
// once.
const (
	hiMask uint64 = 1<<(cabeza.NumSquares-64) - 1
)

var notFileA, notFileJ cabeza.Bitboard

// offBoardBit is a bit past the board's 100 squares (the last of the
// second word), which no position sets.
var offBoardBit = cabeza.Bitboard{0, 1 << 63}

func init() {
	for s := cabeza.Square(0); s < cabeza.NumSquares; s++ {
		if s.X() != 0 {
			notFileA = notFileA.Or(cabeza.SquareSet(s))
		}
		if s.X() != cabeza.Files-1 {
			notFileJ = notFileJ.Or(cabeza.SquareSet(s))
		}
	}
}

func shl(b cabeza.Bitboard, n uint) cabeza.Bitboard {
	return cabeza.Bitboard{b[0] << n, (b[1]<<n | b[0]>>(64-n)) & hiMask}
}

func shr(b cabeza.Bitboard, n uint) cabeza.Bitboard {
	return cabeza.Bitboard{b[0]>>n | b[1]<<(64-n), b[1] >> n}
}

// kingStep is every square one slide away from a square of b (the corner
// rule of diagonal slides is left out: the evaluation only estimates).
func kingStep(b cabeza.Bitboard) cabeza.Bitboard {
	e := shl(b, 1).And(notFileA)
	w := shr(b, 1).And(notFileJ)
	row := b.Or(e).Or(w)
	return e.Or(w).Or(shl(row, cabeza.Files)).Or(shr(row, cabeza.Files))
}

func popcount(b cabeza.Bitboard) int { return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) }

// pieceKeys holds, for each player and piece kind, the place key of a
// block or the square of the Cabeza. The search keeps them per ply and
// updates the one piece a move changes, so the evaluation looks up its
// tables directly.
type pieceKeys [2][cabeza.NumKinds]int16

func keysOf(pos *cabeza.Position) pieceKeys {
	var k pieceKeys
	for pl := cabeza.Red; pl <= cabeza.Blue; pl++ {
		k[pl][cabeza.Cabeza] = int16(pos.Cabeza(pl))
		for kind := cabeza.Mini; kind <= cabeza.Opa; kind++ {
			k[pl][kind] = int16(placeKey(pos.Placement(pl, kind)))
		}
	}
	return k
}
