package review

import (
	"context"
	"testing"

	"cabezacat/ai/catcatsolve"
	"cabezacat/ai/search"
	"cabezacat/catcat"
)

// A proof whose count of moves was not found (df-pn's winner, counted
// as lengthUnknown) is said and written without one, "walked into a
// trap", "win proven", and its record text reads back as the same score;
// a counted proof keeps its count.
func TestUnknownLengthProofHasNoCount(t *testing.T) {
	for _, c := range []struct {
		score search.Score
		text  string
	}{
		{search.WinIn(2*lengthUnknown - 1), "win proven"},
		{search.LossIn(2 * lengthUnknown), "loss proven"},
		{search.WinIn(5), "win 3 proven"},
		{search.LossIn(4), "loss 2 proven"},
	} {
		e := Eval{Score: c.score, Proven: true}
		if got := scoreText(e); got != c.text {
			t.Errorf("scoreText(%v) = %q, want %q", c.score, got, c.text)
		}
		back, proven, ok := parseScore(c.text)
		if !ok || !proven || back != c.score {
			t.Errorf("parseScore(%q) = %v %v %v, want %v proven", c.text, back, proven, ok, c.score)
		}
	}
	// A record written before this reads back the same way.
	if back, _, ok := parseScore("win 500 proven"); !ok || back != search.WinIn(2*lengthUnknown-1) {
		t.Errorf("the old text of an uncounted win reads %v %v", back, ok)
	}
	cc := &Review{Kind: Catcat, sides: [2]string{"cat", "catcher"}}
	cz := &Review{Kind: Cabeza, sides: [2]string{"red", "blue"}}
	for _, c := range []struct{ got, want string }{
		{cc.winWords(1, lengthUnknown), "a trap"},
		{cc.winWords(0, lengthUnknown), "an escape"},
		{cc.lossWords(0, lengthUnknown), "a trap"},
		{cc.winWords(1, 3), "a trap in 3"},
		{cz.winWords(0, lengthUnknown), "a forced win"},
		{cz.lossWords(0, lengthUnknown), "a forced loss"},
		{cz.lossWords(0, 2), "a loss in 2"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
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
