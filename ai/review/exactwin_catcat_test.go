package review

import (
	"context"
	"math"
	"testing"

	"cabezacat/ai/catcatsolve"
	"cabezacat/catcat"
)

// Catch the Cat: the cat, with a proven escape in n, steps where it still
// escapes within n−1, but not on the solver's line. The provers say so
// (WinKept) and the move is best — also where the solver's budget
// proved nothing after it, which the review marked "missed an escape".
// A step after which the escape takes longer, but is still proven
// within delayLook more moves, "delayed the win"; one that loses it
// within those too is "threw away", proven.
func TestCatcatAnotherEscapeIsNotMissed(t *testing.T) {
	kept, delayed, thrown := false, false, false
	for st := range otherCatSteps {
		if kept && delayed && thrown {
			break
		}
		seed, start, sol, c, after := st.seed, st.start, st.sol, st.c, st.after
		still, later := escapeWithin(after, sol.Moves-1), 0
		for k := sol.Moves; k < sol.Moves+delayLook && still == catcatsolve.Refuted && later == 0; k++ {
			switch escapeWithin(after, k) {
			case catcatsolve.Proved:
				later = k
			case catcatsolve.Unknown:
				still = catcatsolve.Unknown
			}
		}
		if still == catcatsolve.Unknown || still == catcatsolve.Proved && kept ||
			still == catcatsolve.Refuted && (later > 0 && delayed || later == 0 && thrown) {
			continue
		}
		g := catcat.NewGame(start)
		if err := g.Play(c); err != nil {
			t.Fatal(err)
		}
		r := reviewPlies(t, CatcatGame(g), 0, 1)
		before, _ := r.Eval(0)
		m := withOpenAfter(r, 1).Move(0)
		switch {
		case still == catcatsolve.Proved:
			kept = true
			if before.WinAfter != WinKept || m.Mark != Best || m.MissedWin || m.Exact != "" {
				t.Errorf("seed %d, cat to %v still escapes in %d: check %d, %+v, want best", seed, c, sol.Moves-1, before.WinAfter, m)
			}
		case later > 0:
			delayed = true
			want := "delayed the win: an escape in " + itoa(later) + " remains"
			if before.WinAfter != WinDelayed || before.WinIn != later || m.Mark != Inaccuracy || m.MissedWin || m.Exact != want {
				t.Errorf("seed %d, cat to %v escapes in %d, not %d: check %d in %d, %+v, want %q", seed, c, later, sol.Moves-1, before.WinAfter, before.WinIn, m, want)
			}
			// Its chances stay (a proven win) but its accuracy is the
			// least inaccuracy's, as its mark: not 100%.
			acc, want2 := r.Summary()[0].Accuracy, MoveAccuracy(m.Before, m.Before-InaccuracyDrop)
			if !m.DelayedWin || math.Abs(acc-want2) > 1e-9 || acc > 70 {
				t.Errorf("seed %d, cat to %v: a delayed win's accuracy %.2f (delayed %v), want %.2f, an inaccuracy's", seed, c, acc, m.DelayedWin, want2)
			}
		default:
			thrown = true
			want := "threw away an escape in " + itoa(sol.Moves)
			if before.WinAfter != WinThrown || m.Mark != Blunder || m.Exact != want {
				t.Errorf("seed %d, cat to %v loses the escape: check %d, %+v, want %q", seed, c, before.WinAfter, m, want)
			}
		}
	}
	if !kept || !delayed || !thrown {
		t.Fatalf("found a kept escape: %v, a delayed one: %v, a thrown one: %v", kept, delayed, thrown)
	}
}

// escapeWithin is the provers' answer to "does the cat escape within k
// of its moves" from pos, with a budget of a million nodes.
func escapeWithin(pos catcat.Position, k int) catcatsolve.Result {
	pr := catcatsolve.GetProver(pos)
	defer catcatsolve.PutProver(pr)
	pr.Limit = 1_000_000
	return pr.Escape(k)
}

// The look for a delayed win that runs out of budget says how far it
// got: a cat's step after which the escape is proven one move slower is,
// with that look starved, "threw away an escape in n (none within n−1
// left, a slower one not ruled out)" — never the bare "threw away",
// which would say the escape is gone.
func TestCatcatDelayLookOutOfBudgetSaysHowFar(t *testing.T) {
	for st := range otherCatSteps {
		seed, start, sol, c, after := st.seed, st.start, st.sol, st.c, st.after
		if escapeWithin(after, sol.Moves-1) != catcatsolve.Refuted || escapeWithin(after, sol.Moves) != catcatsolve.Proved {
			continue
		}
		g := catcat.NewGame(start)
		if err := g.Play(c); err != nil {
			t.Fatal(err)
		}
		delayLookNodes = 1
		r := reviewPlies(t, CatcatGame(g), 0, 1)
		delayLookNodes = 0
		before, _ := r.Eval(0)
		m := withOpenAfter(r, 1).Move(0)
		want := "threw away an escape in " + itoa(sol.Moves) + " (none within " + itoa(sol.Moves-1) + " left, a slower one not ruled out)"
		if before.WinAfter != WinThrown || before.WinIn != sol.Moves-1 || m.Exact != want {
			t.Fatalf("seed %d, cat to %v escapes in %d, the look starved: check %d in %d, %+v, want %q", seed, c, sol.Moves, before.WinAfter, before.WinIn, m, want)
		}
		// Fed, the same look finds the slower escape.
		if e, _ := reviewPlies(t, CatcatGame(g), 0, 1).Eval(0); e.WinAfter != WinDelayed || e.WinIn != sol.Moves {
			t.Fatalf("seed %d, cat to %v: check %d in %d, want delayed in %d", seed, c, e.WinAfter, e.WinIn, sol.Moves)
		}
		return
	}
	t.Fatal("no step found that delays a proven escape by one move")
}

// catStep is a cat's step, not the solver's, from a 9×9 start (density
// 0.15) the cat is proven to win in sol.Moves ≥ 2 moves.
type catStep struct {
	seed  uint64
	start catcat.Position
	sol   catcatsolve.Solution
	c     catcat.Cell
	after catcat.Position
}

// otherCatSteps yields every such step that does not end the game, seed
// by seed (1–599).
func otherCatSteps(yield func(catStep) bool) {
	for seed := uint64(1); seed < 600; seed++ {
		start, err := catcat.RandomStart(catcat.Size(9), 0.15, seed)
		if err != nil || start.Turn() != catcat.CatToMove {
			continue
		}
		sol := catcatsolve.Solve(context.Background(), start, 100_000)
		if !sol.Proved || !sol.CatWins || sol.MovesUnknown || sol.Moves < 2 {
			continue
		}
		for _, c := range start.LegalMoves() {
			after, err := start.Play(c)
			if c == sol.Line[0] || err != nil || after.Outcome().Over() {
				continue
			}
			if !yield(catStep{seed, start, sol, c, after}) {
				return
			}
		}
	}
}

// On 13×13 the review proves what the analysis' solve does (SolveQuick:
// df-pn gets a quarter of the budget), not only what the bounded provers
// settle: a position found that Solve leaves unknown at the quick budget
// and SolveQuick proves is a proven score in the review.
func TestCatcatReviewSolvesWithDfpnsShare(t *testing.T) {
	nodes := Quick.solverNodes()
	for seed := uint64(1); seed <= 6; seed++ {
		pos, err := catcat.RandomStart(13, catcat.DefaultDensity, seed)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; pos.Outcome() == catcat.Ongoing; ply++ {
			moves := pos.LegalMoves()
			if ply%3 == 0 && len(moves) > 0 {
				quick := catcatsolve.SolveQuick(context.Background(), pos, nodes)
				if quick.Proved && !catcatsolve.Solve(context.Background(), pos, nodes).Proved {
					g := catcat.NewGame(pos)
					if err := g.Play(moves[0]); err != nil {
						t.Fatal(err)
					}
					e, _ := reviewPlies(t, CatcatGame(g), 0, 0).Eval(0)
					if !e.Proven || e.Score.IsWin() != (quick.CatWins == (pos.Turn() == catcat.CatToMove)) {
						t.Fatalf("the review: %v proven %v; SolveQuick: %v, in\n%s", e.Score, e.Proven, quick, pos.StateText())
					}
					return
				}
			}
			pos, _ = pos.Play(moves[(int(seed)+ply)%len(moves)])
		}
	}
	t.Fatal("no 13×13 position found that SolveQuick proves and Solve does not")
}
