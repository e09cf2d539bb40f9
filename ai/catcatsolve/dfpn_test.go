package catcatsolve

import (
	"context"
	"math/rand/v2"
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

// The line of a win df-pn settled runs to the game's end also through
// nodes whose win stood for them from another board (their children
// never searched): the line proves them again. On these random boards,
// two lines stopped short of the end before it did.
func TestDfpnLineGoesThroughWinsFromOtherBoards(t *testing.T) {
	saved := solveBoundsFirst
	solveBoundsFirst = 50 // so that df-pn settles them
	defer func() { solveBoundsFirst = saved }()
	r := rand.New(rand.NewPCG(71, 72))
	settled := 0
	for range 800 {
		pos, ok := randomBoard(r)
		if !ok || pos.Size() > 9 {
			continue
		}
		sol := SolveWinner(context.Background(), pos, 300_000)
		if !sol.Proved || !sol.MovesUnknown {
			continue
		}
		settled++
		checkWinningLine(t, pos, sol)
	}
	if settled < 100 {
		t.Fatalf("df-pn settled %d boards: too few to tell", settled)
	}
}
