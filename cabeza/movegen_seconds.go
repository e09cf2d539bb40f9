package cabeza

// firstRolls[from][d1] is a block's first roll d1 from spot from as the
// route and spot bits of its move (kind, player and win flag apart), or
// 0 off the board; secondRolls[q][d1] is what generateBlocks tries after
// that roll reached spot q: the second rolls that stay on the board and
// do not go straight back, in direction order, as the same bits (none
// for the Opa, which rolls once). The loop then reads its candidates
// instead of testing four directions for a way back and the board's
// edge, and working out routes, at every roll of every node.
var (
	firstRolls  [numSpots][4]Move
	secondRolls [numSpots][4]secondRoll
)

// secondRoll is one first roll's second rolls: mv[:n].
type secondRoll struct {
	n  uint32
	mv [3]Move
}

// list is the second rolls.
func (s *secondRoll) list() []Move { return s.mv[:s.n] }

// routeMask keeps a Move's route once shifted down by routeShift.
const routeMask = 1<<(spotShift-routeShift) - 1

// initRollMoves fills firstRolls and secondRolls from rollTo, slideCode
// and miniPairCode, which must be ready.
func initRollMoves() {
	for q := NumSquares; q < numSpots; q++ {
		k := spotKind[q]
		for d1 := 0; d1 < 4; d1++ {
			if r := int(rollTo[q][d1]); r != noSpot {
				route := uint8(d1) << 1
				if k == Mini {
					route = slideCode[d1]
				}
				firstRolls[q][d1] = Move(route)<<routeShift | Move(r)<<spotShift
			}
			if k == Opa {
				continue
			}
			sec := &secondRolls[q][d1]
			for d2 := 0; d2 < 4; d2++ {
				r := int(rollTo[q][d2])
				if d2 == d1^1 || r == noSpot {
					continue
				}
				route := uint8(d1)<<1 | uint8(d2)<<3 | routeTwo
				if k == Mini {
					route = miniPairCode[d1][d2]
				}
				sec.mv[sec.n] = Move(route)<<routeShift | Move(r)<<spotShift
				sec.n++
			}
		}
	}
}
