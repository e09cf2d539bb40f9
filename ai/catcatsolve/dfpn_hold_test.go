package catcatsolve

import (
	"math/rand/v2"
	"slices"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// A hold is what it claims: on random boards the catcher wins, taking
// away any block outside the root's hold leaves the catcher's win
// standing (the side to move unchanged), proved by df-pn without holds,
// carriers or indexes.
func TestHoldBlocksOutsideAreNotNeeded(t *testing.T) {
	r := rand.New(rand.NewPCG(45, 46))
	tries := 400
	if race.Enabled {
		tries = 240 // a board in six has a hold short of all its blocks
	}
	roots, checked := 0, 0
	for range tries {
		pos, ok := randomBoard(r)
		if !ok || pos.Size() > 9 {
			continue
		}
		got, hold := proveWithRootSet(pos)
		if got != Refuted || hold == nil {
			continue
		}
		held := 0
		for _, c := range pos.Blocked() {
			if setHas(hold, pos.Size().Index(c)) {
				held++
			}
		}
		if held == len(pos.Blocked()) {
			continue // holds with every block: nothing to take away
		}
		roots++
		for _, c := range pos.Blocked() {
			if setHas(hold, pos.Size().Index(c)) {
				continue
			}
			fewer, err := catcat.NewPosition(pos.Size(), pos.Cat(), pos.Turn(), slices.DeleteFunc(pos.Blocked(), func(b catcat.Cell) bool { return b == c }))
			if err != nil {
				t.Fatal(err)
			}
			res := plainProve(fewer)
			if res == Proved {
				t.Fatalf("%v is outside the catcher's hold, yet without it the cat wins, in\n%s", c, pos.StateText())
			}
			if res == Refuted {
				checked++
			}
		}
	}
	if roots < 20 || checked < 200 {
		t.Fatalf("%d holds, %d blocks checked: too few to tell", roots, checked)
	}
}

// A cat shut in is held by the blocks round its region: the cat at the
// centre has one way out, to a cell whose only other way is back. The
// hold is the five blocks round each of the two cells.
func TestHoldOfAShutInCat(t *testing.T) {
	size := catcat.Size(9)
	x, y := catcat.Cell{}, catcat.Cell{X: 1}
	var blocked []catcat.Cell
	nx, ny := x.Neighbours(), y.Neighbours()
	for _, c := range append(nx[:], ny[:]...) {
		if c != x && c != y && !slices.Contains(blocked, c) {
			blocked = append(blocked, c)
		}
	}
	pos, err := catcat.NewPosition(size, x, catcat.CatToMove, blocked)
	if err != nil {
		t.Fatal(err)
	}
	pr := GetProver(pos)
	defer PutProver(pr)
	s := pnSearch{p: pr}
	if got := s.prove(); got != Refuted {
		t.Fatalf("df-pn: %v, want the catcher's win (2)", got)
	}
	hold := make([]uint64, pr.words)
	if !s.holdGet(hold) {
		t.Fatal("no hold for the root")
	}
	for _, c := range blocked {
		if !setHas(hold, size.Index(c)) {
			t.Errorf("the hold lacks %v", c)
		}
	}
}
