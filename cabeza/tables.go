package cabeza

// Every placement a piece can have on the board is a "spot" with a small
// index, so a position is a handful of integers and a step is a table
// look-up: the Cabeza's spots are the squares 0–99, each block kind has
// its own range after that. For every spot the tables hold its footprint
// and, per direction, the spot a roll (or slide) reaches.

const (
	crushRouteBits = 5
	crushRouteMask = 1<<crushRouteBits - 1
)

const (
	numSpots = 822 // 100 Cabeza + 100 Mini + 280 Flaco + 261 Chato + 81 Opa
	noSpot   = -1
)

var (
	spotPlacement [numSpots]Placement
	spotKind      [numSpots]Kind
	spotMask      [numSpots]Bitboard
	// rollTo[spot][dir] is the spot after one roll, or noSpot off the board.
	rollTo [numSpots][4]int16
	// crushers[sq] is the set of block spots (one bit each) from which a
	// block could cover square sq after the rolls of one turn on an empty
	// board: a crush is only possible from one of them. It is the first
	// test of every win search, one bit per block.
	crushers [NumSquares][(numSpots + 63) / 64]uint64
	// crushRoutes[spot-NumSquares][sq] (block spots follow the Cabeza's 100) lists, per first roll d1 of
	// the block on spot, the rolls of one turn that end covering sq, in
	// crushRouteBits bits from bit d1*crushRouteBits: bit 0 when the roll
	// itself covers sq (the turn ends there: a second roll would leave
	// it), else bit 1+d2 for each second roll d2 that does. A win search
	// then tries only the routes that could crush.
	crushRoutes [numSpots - NumSquares][NumSquares]uint32
	// kindFirst[k]…kindFirst[k+1]-1 are the spots of kind k.
	kindFirst [NumKinds + 1]int
	// turnReach[spot] is every square a block on spot could cover after
	// the rolls of one turn on an empty board (crushers by square).
	turnReach [numSpots]Bitboard
)

// The Cabeza's eight slides: the four roll directions, then the diagonals.
const (
	slideNE = 4 + iota
	slideNW
	slideSE
	slideSW
	numSlides = 8
)

var slideDelta = [numSlides][2]int{
	{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1},
}

var slideNames = [numSlides]string{"n", "s", "e", "w", "ne", "nw", "se", "sw"}

var (
	// slideTo[sq][slide] is the square a slide reaches, or NoSquare.
	slideTo [NumSquares][numSlides]Square
	// slideCorner[sq][slide] holds, for a diagonal slide, the two
	// orthogonal neighbours it passes between; both holding a block forbids it.
	slideCorner [NumSquares][numSlides]Bitboard
	// homeRow[p] is player p's home row.
	homeRow [2]Bitboard
	// displacement codes of Mini roll pairs and Cabeza slide pairs.
	miniPairCode  [4][4]uint8
	slidePairCode [numSlides][numSlides]uint8
	slideCode     [numSlides]uint8
)

// spotOf finds the spot of a placement of kind k, or noSpot.
func spotOf(k Kind, p Placement) int {
	for i := kindFirst[k]; i < kindFirst[k+1]; i++ {
		if spotPlacement[i] == p {
			return i
		}
	}
	return noSpot
}

// displacementCode packs a displacement with |dx|, |dy| ≤ 2 into 0–24.
func displacementCode(dx, dy int) uint8 { return uint8((dy+2)*5 + dx + 2) }

func codeDisplacement(c uint8) (dx, dy int) { return int(c)%5 - 2, int(c)/5 - 2 }

func init() {
	n := 0
	add := func(k Kind, p Placement) {
		spotPlacement[n] = p
		spotKind[n] = k
		spotMask[n] = p.Footprint()
		n++
	}
	for k := Kind(0); k < NumKinds; k++ {
		kindFirst[k] = n
		var shapes [][3]int
		if k == Cabeza {
			shapes = [][3]int{{1, 1, 0}}
		} else {
			d := blockDims[k]
			seen := map[[3]int]bool{}
			for _, perm := range [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
				s := [3]int{d[perm[0]], d[perm[1]], d[perm[2]]}
				if !seen[s] {
					seen[s] = true
					shapes = append(shapes, s)
				}
			}
		}
		for _, s := range shapes {
			for y := 0; y+s[1] <= Ranks; y++ {
				for x := 0; x+s[0] <= Files; x++ {
					add(k, Placement{x, y, s[0], s[1], s[2]})
				}
			}
		}
	}
	kindFirst[NumKinds] = n
	if n != numSpots {
		panic("cabeza: spot count changed")
	}

	for i := 0; i < numSpots; i++ {
		k := spotKind[i]
		for d := Dir(0); d < 4; d++ {
			rollTo[i][d] = noSpot
			if k == Cabeza {
				continue
			}
			if q := spotPlacement[i].Roll(d); q.OnBoard() {
				rollTo[i][d] = int16(spotOf(k, q))
			}
		}
	}
	reach := &turnReach
	for i := 0; i < numSpots; i++ {
		if spotKind[i] == Cabeza {
			continue
		}
		for d1 := 0; d1 < 4; d1++ {
			q := rollTo[i][d1]
			if q == noSpot {
				continue
			}
			reach[i] = reach[i].Or(spotMask[q])
			if spotKind[i] == Opa {
				continue
			}
			for d2 := 0; d2 < 4; d2++ {
				if r := rollTo[q][d2]; r != noSpot {
					reach[i] = reach[i].Or(spotMask[r])
				}
			}
		}
		for sq := Square(0); sq < NumSquares; sq++ {
			if reach[i].Has(sq) {
				crushers[sq][i/64] |= 1 << (i % 64)
			}
		}
		for d1 := 0; d1 < 4; d1++ {
			q := rollTo[i][d1]
			if q == noSpot {
				continue
			}
			for sq := Square(0); sq < NumSquares; sq++ {
				var bits uint32
				if spotMask[q].Has(sq) {
					bits = 1
				} else if spotKind[i] != Opa {
					for d2 := 0; d2 < 4; d2++ {
						if r := rollTo[q][d2]; d2 != d1^1 && r != noSpot && spotMask[r].Has(sq) {
							bits |= 2 << d2
						}
					}
				}
				crushRoutes[i-NumSquares][sq] |= bits << (d1 * crushRouteBits)
			}
		}
	}

	for sq := Square(0); sq < NumSquares; sq++ {
		for s := 0; s < numSlides; s++ {
			x, y := sq.X()+slideDelta[s][0], sq.Y()+slideDelta[s][1]
			slideTo[sq][s] = NoSquare
			if x >= 0 && x < Files && y >= 0 && y < Ranks {
				slideTo[sq][s] = SquareAt(x, y)
				if s >= slideNE {
					slideCorner[sq][s] = SquareSet(SquareAt(x, sq.Y())).Or(SquareSet(SquareAt(sq.X(), y)))
				}
			}
		}
	}
	for x := 0; x < Files; x++ {
		homeRow[Red] = homeRow[Red].Or(SquareSet(SquareAt(x, 0)))
		homeRow[Blue] = homeRow[Blue].Or(SquareSet(SquareAt(x, Ranks-1)))
	}
	for s := 0; s < numSlides; s++ {
		slideCode[s] = displacementCode(slideDelta[s][0], slideDelta[s][1])
		for t := 0; t < numSlides; t++ {
			slidePairCode[s][t] = displacementCode(slideDelta[s][0]+slideDelta[t][0], slideDelta[s][1]+slideDelta[t][1])
		}
	}
	for d := 0; d < 4; d++ {
		for e := 0; e < 4; e++ {
			miniPairCode[d][e] = slidePairCode[d][e]
		}
	}
}
