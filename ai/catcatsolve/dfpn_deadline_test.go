package catcatsolve

import (
	"math/rand/v2"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// Every sure win the walls claim is a real win for the catcher, and the
// deadline test claims wins the layered test alone does not. The
// oracle is the plain exhaustive search on the small positions, and
// df-pn without walls or must-play on random 5×5 and 9×9 boards.
func TestDeadlineWallsAreCatcherWins(t *testing.T) {
	boards := checkBoards(t, 21, 3000)
	claims, beyondLayered, checked := 0, 0, 0
	for _, pos := range boards {
		withDeadline, layered := wallSpare(pos, false), wallSpare(pos, true)
		if withDeadline > layered {
			t.Fatalf("the deadline test made the spare count worse: %d > %d in\n%s", withDeadline, layered, pos.StateText())
		}
		if withDeadline > 0 {
			continue
		}
		claims++
		if layered > 0 {
			beyondLayered++
		}
		catWins, known := plainWinner(pos)
		if known && layered > 0 {
			checked++
		}
		if known && catWins {
			t.Fatalf("the walls claim a catcher win (spare %d, layered %d), but the cat wins in\n%s", withDeadline, layered, pos.StateText())
		}
	}
	if claims < 50 || checked < 50 {
		t.Fatalf("%d wins claimed, %d of them beyond the layered test, %d of those checked: too few to tell", claims, beyondLayered, checked)
	}
	t.Logf("%d wins claimed, %d of them beyond the layered test, %d of those checked", claims, beyondLayered, checked)
}

// wallSpare is the walls' spare count of pos (statics), with or
// without the deadline test.
func wallSpare(pos catcat.Position, noDeadline bool) uint32 {
	pr := GetProver(pos)
	defer PutProver(pr)
	s := pnSearch{p: pr, noDeadline: noDeadline, noGap: true} // the gap game has its own test
	_, spare := s.statics()
	return spare
}

// plainWinner is who wins pos by the exhaustive search on 5×5 boards,
// or df-pn with no walls and no must-play on a budget (known false if
// it ran out).
func plainWinner(pos catcat.Position) (catWins, known bool) {
	if pos.Size() == 5 {
		memo := newExhaustiveMemo()
		for k := 1; ; k++ {
			if memo.escapesWithin(pos, k) {
				return true, true
			}
			if memo.trapsWithin(pos, k) {
				return false, true
			}
		}
	}
	pr := GetProver(pos)
	defer PutProver(pr)
	pr.Limit = 200_000
	s := pnSearch{p: pr, noCut: true, noMustPlay: true}
	switch s.prove() {
	case Proved:
		return true, true
	case Refuted:
		return false, true
	}
	return false, false
}

// playoutPositions are the positions of n random games on 9×9 boards
// of low density: the catcher blocks next to the cat or one cell
// further, the cat steps anywhere; walls with gaps near the cat, as in
// a game.
func playoutPositions(r *rand.Rand, n int) []catcat.Position {
	var out []catcat.Position
	for range n {
		s := catcat.Size(9)
		var blocked []catcat.Cell
		for i := range s.Cells() {
			if c := s.CellAt(i); c != (catcat.Cell{}) && r.IntN(20) == 0 {
				blocked = append(blocked, c)
			}
		}
		pos, err := catcat.NewPosition(s, catcat.Cell{}, catcat.Turn(r.IntN(2)), blocked)
		for err == nil && pos.Outcome() == catcat.Ongoing && pos.CatHasMove() {
			out = append(out, pos)
			var near []catcat.Cell
			cat := pos.Cat()
			for _, c := range pos.LegalMoves() {
				if pos.Turn() == catcat.CatToMove || c.IsNeighbour(cat) {
					near = append(near, c)
					continue
				}
				for _, n := range c.Neighbours() {
					if n.IsNeighbour(cat) {
						near = append(near, c)
						break
					}
				}
			}
			if len(near) == 0 {
				break
			}
			pos, err = pos.Play(near[r.IntN(len(near))])
		}
	}
	return out
}

// checkBoards is the positions the walls' tests check their claims on:
// the small positions, then random boards of at most 9×9 and positions
// of random playouts, tries of each (a tenth under the race detector),
// from the generator seeded with seed.
func checkBoards(t *testing.T, seed uint64, tries int) []catcat.Position {
	t.Helper()
	boards := smallPositions(t)
	r := rand.New(rand.NewPCG(seed, seed+1))
	if race.Enabled {
		tries /= 10
	}
	for range tries {
		if pos, ok := randomBoard(r); ok && pos.Size() <= 9 {
			boards = append(boards, pos)
		}
	}
	return append(boards, playoutPositions(r, tries)...)
}
