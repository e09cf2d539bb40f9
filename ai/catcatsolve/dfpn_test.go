package catcatsolve

import (
	"context"
	"testing"

	"cabezacat/catcat"
)

// df-pn alone names the same winner as the plain exhaustive search on
// the small positions (the bounded provers play no part here beyond
// its leaf checks), and the solver, made to hand over to df-pn at once,
// still gives the exact number of moves and a line that ends the game
// that way.
func TestDfpnAgreesWithExhaustiveSearch(t *testing.T) {
	saved := solveBoundsFirst
	solveBoundsFirst = 1
	defer func() { solveBoundsFirst = saved }()
	for i, pos := range smallPositions(t) {
		if pos.Outcome().Over() || i%3 != 0 { // a third: the exhaustive search is slow
			continue
		}
		memo := newExhaustiveMemo()
		wantCat, wantK := false, 0
		for k := 1; ; k++ {
			wantK = k
			if memo.escapesWithin(pos, k) {
				wantCat = true
				break
			}
			if memo.trapsWithin(pos, k) {
				break
			}
		}
		pr := GetProver(pos)
		ps := pnSearch{p: pr}
		got := ps.prove()
		PutProver(pr)
		if got == Unknown || (got == Proved) != wantCat {
			t.Fatalf("df-pn: %v (1: cat wins, 2: catcher wins); exhaustive: cat wins %v in\n%s", got, wantCat, pos.StateText())
		}
		sol := Solve(context.Background(), pos, 0)
		if !sol.Proved || sol.MovesUnknown || sol.CatWins != wantCat || sol.Moves != wantK {
			t.Fatalf("solved %v; exhaustive: cat wins %v in %d in\n%s", sol, wantCat, wantK, pos.StateText())
		}
		checkLine(t, pos, sol)
	}
}

// When the budget proves the winner but not the number of moves, the
// solver says so, and its line is a legal game the winner wins.
func TestDfpnWinnerLineWithoutMoves(t *testing.T) {
	n := 0
	for _, pos := range smallPositions(t) {
		if pos.Outcome().Over() {
			continue
		}
		pr := GetProver(pos)
		ps := pnSearch{p: pr}
		got := ps.prove()
		if got == Unknown {
			t.Fatal("unknown without a budget")
		}
		line := ps.line(pos, got == Proved)
		PutProver(pr)
		g := catcat.NewGame(pos)
		for _, c := range line {
			if err := g.Play(c); err != nil {
				t.Fatalf("line: %v in\n%s", err, pos.StateText())
			}
		}
		w, _ := g.Result().Outcome.Winner()
		if !g.Over() || (w == catcat.CatToMove) != (got == Proved) {
			t.Fatalf("the line %v ends %v, df-pn said %v, from\n%s", line, g.Result(), got, pos.StateText())
		}
		n++
	}
	if n == 0 {
		t.Fatal("no position tried")
	}
}
