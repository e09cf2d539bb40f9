package cabeza

// secondRolls[q][d1] is what generateBlocks tries after a block's first
// roll d1 reached spot q: the second rolls that stay on the board and
// do not go straight back, in direction order, each as the route and
// spot bits of its move (kind, player and win flag apart). The loop then
// reads its candidates instead of testing four directions for a way
// back and the board's edge at every first roll of every node.
var secondRolls [numSpots][4]secondRoll

// secondRoll is one first roll's second rolls: mv[:n].
type secondRoll struct {
	n  uint32
	mv [3]Move
}

// list is the second rolls.
func (s *secondRoll) list() []Move { return s.mv[:s.n] }

// routeMask keeps a Move's route once shifted down by routeShift.
const routeMask = 1<<(spotShift-routeShift) - 1

// initSecondRolls fills secondRolls from rollTo, slideCode and
// miniPairCode, which must be ready.
func initSecondRolls() {
	for q := NumSquares; q < numSpots; q++ {
		k := spotKind[q]
		for d1 := 0; d1 < 4; d1++ {
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
