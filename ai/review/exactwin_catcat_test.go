package review

import (
	"context"
	"testing"

	"cabezacat/ai/catcatsolve"
	"cabezacat/catcat"
)

// Catch the Cat: the cat, with a proven escape in n, steps where it still
// escapes within n−1, but not on the solver's line. The provers say so
// (WinKept) and the move is best — also where the solver's budget
// proved nothing after it, which the review marked "missed an escape".
// A step that loses the escape is "threw away", proven.
func TestCatcatAnotherEscapeIsNotMissed(t *testing.T) {
	ctx := context.Background()
	kept, thrown := false, false
	for seed := uint64(1); seed < 600 && !(kept && thrown); seed++ {
		start, err := catcat.RandomStart(catcat.Size(9), 0.15, seed)
		if err != nil || start.Turn() != catcat.CatToMove {
			continue
		}
		sol := catcatsolve.Solve(ctx, start, 100_000)
		if !sol.Proved || !sol.CatWins || sol.MovesUnknown || sol.Moves < 2 {
			continue
		}
		for _, c := range start.LegalMoves() {
			if c == sol.Line[0] {
				continue
			}
			after, err := start.Play(c)
			if err != nil || after.Outcome().Over() {
				continue
			}
			pr := catcatsolve.GetProver(after)
			pr.Limit = 1_000_000
			still := pr.Escape(sol.Moves - 1)
			catcatsolve.PutProver(pr)
			if still == catcatsolve.Unknown || still == catcatsolve.Proved && kept || still == catcatsolve.Refuted && thrown {
				continue
			}
			g := catcat.NewGame(start)
			if err := g.Play(c); err != nil {
				t.Fatal(err)
			}
			r := reviewPlies(t, CatcatGame(g), 0, 1)
			before, _ := r.Eval(0)
			m := withOpenAfter(r, 1).Move(0)
			switch still {
			case catcatsolve.Proved:
				kept = true
				if before.WinAfter != WinKept || m.Mark != Best || m.MissedWin || m.Exact != "" {
					t.Errorf("seed %d, cat to %v still escapes in %d: check %d, %+v, want best", seed, c, sol.Moves-1, before.WinAfter, m)
				}
			case catcatsolve.Refuted:
				thrown = true
				want := "threw away an escape in " + itoa(sol.Moves)
				if before.WinAfter != WinThrown || m.Mark != Blunder || m.Exact != want {
					t.Errorf("seed %d, cat to %v loses the escape: check %d, %+v, want %q", seed, c, before.WinAfter, m, want)
				}
			}
		}
	}
	if !kept || !thrown {
		t.Fatalf("found a kept escape: %v, a thrown one: %v", kept, thrown)
	}
}
