package ai

import (
	"context"
	"strings"
	"testing"

	"cabezacat/catcat"
)

// The solver's value agrees with the plain exhaustive search on the
// small positions (the smallest bound within which either side's win is
// found), and its principal line is legal, ends the game the way it
// says, in the number of the winner's moves it says.
func TestSolveCatcatAgreesWithExhaustiveSearch(t *testing.T) {
	for _, pos := range smallPositions(t) {
		memo := newExhaustiveMemo()
		kmax := 4
		if pos.Size() == 9 {
			kmax = 8
		}
		want, wantCat := 0, false
		for k := 1; k <= kmax && want == 0; k++ {
			switch {
			case memo.escapesWithin(pos, k):
				want, wantCat = k, true
			case memo.trapsWithin(pos, k):
				want = k
			}
		}
		sol := SolveCatcat(context.Background(), pos, 0)
		if !sol.Proved {
			t.Fatalf("not solved without a limit: %v in\n%s", sol, pos.StateText())
		}
		if want > 0 && (sol.Moves != want || sol.CatWins != wantCat) || want == 0 && sol.Moves <= kmax {
			t.Fatalf("solved %v; exhaustive: cat wins %v in %d (0: not within %d) in\n%s", sol, wantCat, want, kmax, pos.StateText())
		}
		checkLine(t, pos, sol)
	}
}

// checkLine replays a solution's principal line.
func checkLine(t *testing.T, pos catcat.Position, sol CatcatSolution) {
	t.Helper()
	g := catcat.NewGame(pos)
	for _, c := range sol.Line {
		if err := g.Play(c); err != nil {
			t.Fatalf("line %s: %v in\n%s", sol.LineText(), err, pos.StateText())
		}
	}
	w, _ := g.Result().Outcome.Winner()
	winnerMoves := g.CatcherMoves()
	if sol.CatWins {
		winnerMoves = g.CatMoves()
	}
	if !g.Over() || (w == catcat.CatToMove) != sol.CatWins || winnerMoves != sol.Moves {
		t.Fatalf("%v, but the line %s ends %v after %d of the winner's moves, from\n%s", sol, sol.LineText(), g.Result(), winnerMoves, pos.StateText())
	}
}

// The solver stops when told: a cancelled context gives "unknown".
func TestSolveCatcatStopsOnCancel(t *testing.T) {
	start, err := catcat.RandomStart(21, catcat.DefaultDensity, 3)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if sol := SolveCatcat(ctx, start, 0); sol.Proved {
		t.Errorf("a cancelled solve proved %v", sol)
	}
	if sol := SolveCatcat(context.Background(), start, 500); sol.Proved || sol.Nodes > 500+1 {
		t.Errorf("a 500-node solve: %v after %d nodes", sol, sol.Nodes)
	}
}

// The blunder check finds the loser's missed win: a game in which the
// cat, one step from two free border cells, wanders off and is trapped.
func TestCatcatBlunderCheck(t *testing.T) {
	// 5×5, cat on 1,0: 2,0 and 2,-1... are border cells; the cat could
	// escape at once but steps back to 0,0, which is then walled in.
	start, err := catcat.ParseState("CAT 5 1 0\n" +
		". . . . .\n" +
		" . # # . .\n" +
		". # . C .\n" +
		" . # # . .\n" +
		". . . . .\n")
	if err != nil {
		t.Fatal(err)
	}
	g := catcat.NewGame(start)
	for _, c := range []catcat.Cell{{X: 0, Y: 0}, {X: 1, Y: 0}} {
		if err := g.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() {
		t.Fatalf("the game should be over:\n%s", g.Position().StateText())
	}
	got := CatcatBlunderCheck(context.Background(), g.Positions(), 0)
	want := "Blunder check: at move 1 the cat had "
	if !strings.HasPrefix(got, want) || !strings.Contains(got, "(escape in 1, proven)") {
		t.Errorf("got %q, want %q…(escape in 1, proven)", got, want)
	}
	// A game the loser never had a chance in.
	lost, _ := catcat.ParseState("CAT 5 0 0\n" +
		". . . . .\n" +
		" . # # . .\n" +
		". # C . .\n" +
		" . # # . .\n" +
		". . . . .\n")
	g = catcat.NewGame(lost)
	g.Play(catcat.Cell{X: 1, Y: 0})
	if g.Over() {
		t.Fatal("over too soon")
	}
	// The cat on 1,0 with 2,0, 1,-1, 2,1 …: it escapes; the catcher lost.
	for !g.Over() {
		p := g.Position()
		if p.Turn() == catcat.CatToMove {
			g.Play(CatMove(p, CatcatHard))
		} else {
			g.Play(CatcherMove(p, CatcatHard))
		}
	}
	got = CatcatBlunderCheck(context.Background(), g.Positions(), 0)
	if !strings.Contains(got, "no saving move; the catcher was lost in its last") {
		t.Errorf("got %q, want the catcher lost throughout", got)
	}
}
