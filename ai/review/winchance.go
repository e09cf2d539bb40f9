package review

import (
	"math"

	"cabezacat/ai/search"
)

// Kind is which game a review is of.
type Kind int

const (
	Cabeza Kind = iota
	Catcat
)

// The winning-chances curves: the chance that the side to move wins from
// a position its engine scores s (hundredths), 1/(1+exp(−k·s)), one k
// per game. The curve is symmetric (a score and its opposite share the
// chances out), so one parameter says it all, as lichess's curve for
// chess does (its k is 0.00368208 per centipawn).
//
// Each k is a maximum-likelihood fit of "the side to move went on to
// win" on the review's own quick-budget score of self-play positions,
// positions with a decided score left out (those are 1 or 0). The tool
// is TestFitWinChances in fit_test.go (go test ./ai/review -run
// TestFitWinChances -fit-winchances; /Cabeza or /Catcat for one game).
//
//	Cabeza (refit 2026-11-27): the Texel-tuning set, 3,000 games of the
//	               engine at depth 4 against itself after 8 random plies
//	               (ai/cabezaengine/internal/tune/testdata/selfplay.txt.gz),
//	               2 engine-chosen plies sampled a game (6,000 positions),
//	               each scored at the quick budget (depth 6); 5,971 samples
//	               with an open score, a drawn game's as two halves, every
//	               fifth game held out (1,200 samples). k = 0.00879,
//	               log-loss 0.6809 fitted, 0.6793 held out (a coin's:
//	               0.6931). Before: k = 0.01104 from 24 level-3 games
//	               (1,399 positions, log-loss 0.672 on its own games),
//	               0.6794 on the same held-out samples. The log-loss stays
//	               near a coin's because these games' positions score
//	               mostly within ±0.50, where depth-4 self-play really is
//	               nearly even; by score band the curve follows the games
//	               (held out, "won" against the curve: [-1.00,-0.50) 0.26
//	               vs 0.36, [-0.20,0.20) 0.46 vs 0.50, [0.20,0.50) 0.54 vs
//	               0.57, [0.50,1.00) 0.62 vs 0.64).
//	Catch the Cat: 60 games of the medium cat against the medium
//	               catcher on random 13×13 boards (density 0.15): 2159
//	               positions, 1501 with an open score; k = 0.00530,
//	               log-loss 0.053 (the Catch the Cat scores at depth 6
//	               after the solver's 100,000 nodes).
var (
	cabezaK = 0.00879
	catcatK = 0.00530
)

// WinChance is the side to move's chance of winning (0–1) from a
// position scored s for it: the fitted curve for an open score, 1 or 0
// for a decided one.
func WinChance(kind Kind, s search.Score) float64 {
	switch {
	case s.IsWin():
		return 1
	case s.IsLoss():
		return 0
	}
	k := cabezaK
	if kind == Catcat {
		k = catcatK
	}
	return logistic(k * float64(s))
}

func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
