package catcatsolve

import (
	"context"
	"fmt"
	"testing"

	"cabezacat/catcat"
	"cabezacat/internal/plural"
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
		sol := Solve(context.Background(), pos, 0)
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
func checkLine(t *testing.T, pos catcat.Position, sol Solution) {
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
	if sol := Solve(ctx, start, 0); sol.Proved {
		t.Errorf("a cancelled solve proved %v", sol)
	}
	if sol := Solve(context.Background(), start, 500); sol.Proved || sol.Nodes > 500+1 {
		t.Errorf("a 500-node solve: %v after %d nodes", sol, sol.Nodes)
	}
}

// SolveWinner names the winner Solve names, and stops there: with the
// bounded phase cut short (so df-pn settles the winner), a df-pn
// result comes without its count of moves, with a winning line, and
// was known when the solve ended.
func TestSolveWinnerStopsAtTheWinner(t *testing.T) {
	saved := solveBoundsFirst
	defer func() { solveBoundsFirst = saved }()
	solveBoundsFirst = 50
	byDfpn := 0
	for _, pos := range smallPositions(t) {
		full := Solve(context.Background(), pos, 0)
		sol := SolveWinner(context.Background(), pos, 0)
		if !full.Proved || !sol.Proved || sol.CatWins != full.CatWins {
			t.Fatalf("SolveWinner %v, Solve %v in\n%s", sol, full, pos.StateText())
		}
		if !sol.MovesUnknown {
			if sol.Moves != full.Moves {
				t.Fatalf("SolveWinner %v, Solve %v in\n%s", sol, full, pos.StateText())
			}
			continue
		}
		byDfpn++
		if sol.Moves != 0 || !sol.NotCounted || sol.WinnerTime > sol.Time || full.MovesUnknown {
			t.Fatalf("df-pn's winner: %v (moves %d, winner at %v of %v); Solve: %v in\n%s", sol, sol.Moves, sol.WinnerTime, sol.Time, full, pos.StateText())
		}
		checkWinningLine(t, pos, sol)
	}
	if byDfpn < 5 {
		t.Fatalf("only %d positions settled by df-pn: too few to tell", byDfpn)
	}
}

// An unsettled solve says what its bounded provers refuted, and it is
// true: the cat has no forced escape within NoEscapeWithin moves, and
// the catcher no forced trap within NoTrapWithin blocks (the plain
// exhaustive search agrees), and the text says both.
func TestSolveUnsettledSaysWhatItRefuted(t *testing.T) {
	checked := 0
	for _, pos := range smallPositions(t) {
		memo := newExhaustiveMemo()
		for _, budget := range []int{30, 100, 300, 1000} {
			sol := Solve(context.Background(), pos, budget)
			if sol.Proved || sol.NoEscapeWithin+sol.NoTrapWithin == 0 {
				continue
			}
			checked++
			for k := 1; k <= min(sol.NoEscapeWithin, 6); k++ {
				if memo.escapesWithin(pos, k) {
					t.Fatalf("%v, but the cat escapes within %d in\n%s", sol, k, pos.StateText())
				}
			}
			for k := 1; k <= min(sol.NoTrapWithin, 6); k++ {
				if memo.trapsWithin(pos, k) {
					t.Fatalf("%v, but the catcher traps within %d in\n%s", sol, k, pos.StateText())
				}
			}
			want := fmt.Sprintf("unknown (the cat does not escape within %s, nor the catcher trap within %s)",
				plural.Count(sol.NoEscapeWithin, "move"), plural.Count(sol.NoTrapWithin, "block"))
			if sol.String() != want {
				t.Fatalf("String() = %q, want %q", sol.String(), want)
			}
		}
	}
	if checked < 3 {
		t.Fatalf("only %d solves left unsettled by their budget: too few to tell", checked)
	}
}

// On 13×13 SolveQuick's small budget (the analysis') leaves df-pn a
// quarter, and Solve's does not: some positions the bounded provers
// cannot settle within the whole budget are proved by SolveQuick, and
// correctly (df-pn's own cross-checks hold its proofs; here the line of
// each replays to the end it claims), and not by Solve.
func TestSolveSmallBudgetLeavesDfpnAShareOn13(t *testing.T) {
	const budget = 50_000
	found := 0
	for seed := uint64(1); seed <= 6 && found < 2; seed++ {
		pos, err := catcat.RandomStart(13, catcat.DefaultDensity, seed)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; pos.Outcome() == catcat.Ongoing && found < 2; ply++ {
			if ply%3 == 0 {
				pr := GetProver(pos)
				pr.Limit = budget
				alone, _, _ := pr.solveByBounds(min(pos.Size().Cells()-pos.BlockedCount(), proverMaxDepth))
				PutProver(pr)
				if sol := SolveQuick(context.Background(), pos, budget); !alone.Proved && sol.Proved {
					found++
					if Solve(context.Background(), pos, budget).Proved {
						t.Fatalf("Solve, not SolveQuick, gave df-pn a share in\n%s", pos.StateText())
					}
					checkWinningLine(t, pos, sol)
				}
			}
			moves := pos.LegalMoves()
			pos, _ = pos.Play(moves[(int(seed)+ply)%len(moves)])
		}
	}
	if found < 2 {
		t.Fatalf("found %d positions df-pn's share proved and the bounds alone did not: want 2", found)
	}
}

// checkWinningLine replays a solution's line: legal, and the game ends
// with the winner it names (in its count of moves, when it has one).
func checkWinningLine(t *testing.T, pos catcat.Position, sol Solution) {
	t.Helper()
	if !sol.MovesUnknown {
		checkLine(t, pos, sol)
		return
	}
	g := catcat.NewGame(pos)
	for _, c := range sol.Line {
		if err := g.Play(c); err != nil {
			t.Fatalf("line %s: %v", sol.LineText(), err)
		}
	}
	if w, _ := g.Result().Outcome.Winner(); !g.Over() || (w == catcat.CatToMove) != sol.CatWins {
		t.Fatalf("%v, but the line %s ends %v", sol, sol.LineText(), g.Result())
	}
}
