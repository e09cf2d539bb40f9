package catcatsolve

import (
	"math/rand/v2"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// A plain exhaustive search, the reference the provers and the solver
// are checked against: every legal move of both sides, no pruning, a
// memo of positions and bounds. escapesWithin says whether the cat can
// reach the border within k of its moves whatever the catcher blocks;
// trapsWithin whether the catcher can shut the cat in within k blocks
// whatever the cat does.

type boundedKey struct {
	pos catcat.Position
	k   int
}

type exhaustiveMemo struct{ escape, trap map[boundedKey]bool }

func newExhaustiveMemo() *exhaustiveMemo {
	return &exhaustiveMemo{escape: map[boundedKey]bool{}, trap: map[boundedKey]bool{}}
}

func (m *exhaustiveMemo) escapesWithin(pos catcat.Position, k int) bool {
	switch pos.Outcome() {
	case catcat.CatEscaped:
		return true
	case catcat.CatTrapped:
		return false
	}
	if k <= 0 {
		return false
	}
	key := boundedKey{pos, k}
	if v, ok := m.escape[key]; ok {
		return v
	}
	catToMove := pos.Turn() == catcat.CatToMove
	v := !catToMove // the cat needs one move that works; the catcher's every block must fail
	for _, c := range pos.LegalMoves() {
		next, _ := pos.Play(c)
		left := k
		if catToMove {
			left = k - 1
			if next.Outcome() == catcat.CatEscaped {
				left = 0
			}
		}
		if m.escapesWithin(next, left) == catToMove {
			v = catToMove
			break
		}
	}
	m.escape[key] = v
	return v
}

func (m *exhaustiveMemo) trapsWithin(pos catcat.Position, k int) bool {
	switch pos.Outcome() {
	case catcat.CatEscaped:
		return false
	case catcat.CatTrapped:
		return true
	}
	if k <= 0 {
		return false
	}
	key := boundedKey{pos, k}
	if v, ok := m.trap[key]; ok {
		return v
	}
	catcherToMove := pos.Turn() == catcat.CatcherToMove
	v := !catcherToMove
	for _, c := range pos.LegalMoves() {
		next, _ := pos.Play(c)
		left := k
		if catcherToMove {
			left = k - 1
			if next.Outcome() == catcat.CatTrapped {
				left = 0
			}
		}
		if m.trapsWithin(next, left) == catcherToMove {
			v = catcherToMove
			break
		}
	}
	m.trap[key] = v
	return v
}

// smallCounts is how many 5×5 boards and 9×9 corridors the agreement
// tests use: hundreds, or a tenth under the race detector (they test no
// concurrency, and it slows them tenfold).
func smallCounts() (n5, n9 int) {
	if race.Enabled {
		return 30, 20
	}
	return 300, 200
}

// smallPositions are the test positions: random 5×5 boards with the cat
// anywhere inside, and 9×9 boards walled off but for a corridor of
// seven cells around the cat (and sometimes a gate to the border).
func smallPositions(t *testing.T) []catcat.Position {
	t.Helper()
	n5, n9 := smallCounts()
	r := rand.New(rand.NewPCG(16, 5))
	var out []catcat.Position
	for len(out) < n5 {
		s := catcat.Size(5)
		cat := catcat.Cell{X: r.IntN(3) - 1, Y: r.IntN(3) - 1}
		density := r.Float64() * 0.45
		var blocked []catcat.Cell
		for i := range s.Cells() {
			c := s.CellAt(i)
			if c != cat && r.Float64() < density {
				blocked = append(blocked, c)
			}
		}
		out = appendOngoing(out, s, cat, catcat.Turn(r.IntN(2)), blocked)
	}
	for len(out) < n5+n9 {
		s := catcat.Size(9)
		cat := catcat.Cell{X: r.IntN(5) - 2, Y: r.IntN(5) - 2}
		free := map[catcat.Cell]bool{cat: true}
		list := []catcat.Cell{cat}
		for len(list) < 7 {
			from := list[r.IntN(len(list))]
			nb := from.Neighbours()[r.IntN(6)]
			if s.Contains(nb) && !s.IsBorder(nb) && !free[nb] {
				free[nb] = true
				list = append(list, nb)
			}
		}
		// A gate: a border cell next to the corridor, in some boards.
		for g := r.IntN(3); g > 0; g-- {
			for _, c := range list {
				for _, nb := range c.Neighbours() {
					if s.IsBorder(nb) && r.IntN(4) == 0 {
						free[nb] = true
					}
				}
			}
		}
		var blocked []catcat.Cell
		for i := range s.Cells() {
			if c := s.CellAt(i); !free[c] {
				blocked = append(blocked, c)
			}
		}
		out = appendOngoing(out, s, cat, catcat.Turn(r.IntN(2)), blocked)
	}
	return out
}

func appendOngoing(out []catcat.Position, s catcat.Size, cat catcat.Cell, turn catcat.Turn, blocked []catcat.Cell) []catcat.Position {
	p, err := catcat.NewPosition(s, cat, turn, blocked)
	if err != nil || p.Outcome().Over() || !p.CatHasMove() {
		return out
	}
	return append(out, p)
}
