package cabezaengine

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
	// placeInfos is what the evaluation reads of a placement key, in one
	// place: one bounds check and two neighbouring cache lines a block,
	// not three tables.
	placeInfos [numPlaceKeys]placeInfo
)

// placeInfo is placeReach and placeRollNew of one key, the rolls as the
// evaluation tests them: in one word, a window of the board. The squares
// a block covers and newly covers by its rolls span at most six ranks (a
// footprint two deep and two ranks either side), which fit in 60 bits of
// the board from the lowest of them on, so free tests a roll with one
// AND of one word, not two and an OR.
type placeInfo struct {
	reach cabeza.Bitboard
	// roll[d] is placeRollNew[key][d] shifted down by shift (the window
	// starts there); for a roll off the board, the block's own footprint,
	// which always meets the pieces' squares. up is 63-shift.
	roll      [4]uint64
	shift, up uint8
}

// free is how many of the block's first rolls are free (on the board,
// onto squares no piece covers: freeRollsOf), w being the window of the
// pieces' squares. A roll's bits in the window stop below bit 63, so x-1
// has its top bit set exactly when x, what the pieces take of the roll,
// is 0: one subtraction and a shift a roll, without a branch.
func (p *placeInfo) free(w uint64) int {
	return int((p.roll[0]&w-1)>>63 + (p.roll[1]&w-1)>>63 + (p.roll[2]&w-1)>>63 + (p.roll[3]&w-1)>>63)
}

// window is the block's window of the set all0:all1, all1x being all1<<1
// (taken once for every block): all0>>shift | all1<<(64-shift), written
// so that a shift of 0 takes nothing of all1.
func (p *placeInfo) window(all0, all1x uint64) uint64 {
	return all0>>(p.shift&63) | all1x<<(p.up&63)
}

// newPlaceInfo is the placeInfo of key.
func newPlaceInfo(key int) placeInfo {
	info := placeInfo{reach: placeReach[key]}
	// The window holds the footprint and the squares of the rolls that
	// stay on the board.
	span := placeMask[key]
	for d := 0; d < 4; d++ {
		if placeRoll[key][d] >= 0 {
			span = span.Or(placeRollNew[key][d])
		}
	}
	lo := 0
	switch {
	case span[0] != 0:
		lo = bits.TrailingZeros64(span[0])
	case span[1] != 0:
		lo = min(64+bits.TrailingZeros64(span[1]), 63)
	}
	if span[1] != 0 && 64+63-bits.LeadingZeros64(span[1]) >= lo+64 {
		panic("ai: a block's rolls do not fit one word")
	}
	window := func(b cabeza.Bitboard) uint64 { return b[0]>>lo | b[1]<<1<<(63-lo) }
	info.shift, info.up = uint8(lo), uint8(63-lo)
	for d := 0; d < 4; d++ {
		if placeRoll[key][d] >= 0 {
			info.roll[d] = window(placeRollNew[key][d])
		} else {
			info.roll[d] = window(placeMask[key])
		}
		if info.roll[d]>>63 != 0 {
			panic("ai: a roll's window reaches bit 63")
		}
	}
	return info
}

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
		turnEnds(k, func(end int16) { placeReach[k] = placeReach[k].Or(placeMask[end]) })
	}
	for k := range placeInfos {
		placeInfos[k] = newPlaceInfo(k)
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
	initThreatEnds() // after placeReach
}

// padded is the board for the Cabeza's flood fill: rows of 11 bits, the
// ten files and a padding file past j that is never free, ranks 1–5 in
// the first word and ranks 6–10 in the second. A king step east or west
// is then a plain shift (what crosses a row's edge lands on padding), and
// a step north or south a shift by a row.
type padded [2]uint64

const (
	padRow   = cabeza.Files + 1 // bits per padded row
	padCross = 4 * padRow       // shift from a word's top row to the other word's bottom row
	// padValid is the board's squares in either word of a padded board.
	padValid = padRowMask | padRowMask<<padRow | padRowMask<<(2*padRow) |
		padRowMask<<(3*padRow) | padRowMask<<(4*padRow)
	padRowMask = 1<<cabeza.Files - 1
)

var (
	// padSquare is a square's bit on a padded board.
	padSquare [cabeza.NumSquares]padded
	// padGoal is goalRow on a padded board.
	padGoal [2]padded
)

// padBoard is b as a padded board.
func padBoard(b cabeza.Bitboard) padded {
	// Ranks 6–10 start at bit 50: bring them down to one word.
	return padded{padFive(b[0]), padFive(b[0]>>50 | b[1]<<14)}
}

// padFive spreads five 10-bit rows of x to 11 bits each.
func padFive(x uint64) uint64 {
	const r = 1<<cabeza.Files - 1
	return x&r | x&(r<<10)<<1 | x&(r<<20)<<2 | x&(r<<30)<<3 | x&(r<<40)<<4
}

// freeSquares is the squares outside all (as two words), padded.
func freeSquares(all0, all1 uint64) (uint64, uint64) {
	return ^padFive(all0) & padValid, ^padFive(all0>>50|all1<<14) & padValid
}

func init() {
	for s := cabeza.Square(0); s < cabeza.NumSquares; s++ {
		padSquare[s] = padBoard(cabeza.SquareSet(s))
	}
	for pl := range padGoal {
		padGoal[pl] = padBoard(goalRow[pl])
	}
}

// offBoardBit is a bit past the board's 100 squares (the last of the
// second word), which no position sets.
var offBoardBit = cabeza.Bitboard{0, 1 << 63}

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

// turnEnds calls visit with every place key a block on place key k may
// end on in one turn on an empty board: one roll, or two that do not
// come straight back (an Opa, 2×2×2, rolls once).
func turnEnds(k int, visit func(end int16)) {
	opa := k/cabeza.NumSquares == 7
	for d1 := 0; d1 < 4; d1++ {
		q := placeRoll[k][d1]
		if q < 0 {
			continue
		}
		visit(q)
		if opa {
			continue
		}
		for d2 := 0; d2 < 4; d2++ {
			if r := placeRoll[q][d2]; r >= 0 && d2 != d1^1 {
				visit(r)
			}
		}
	}
}
