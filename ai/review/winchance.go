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
// win" on the review's own quick-budget score of every position of the
// project's self-play games, positions with a decided score left out
// (those are 1 or 0). The tool is TestFitWinChances in fit_test.go
// (go test ./ai/review -run TestFitWinChances -fit-winchances); its data
// and results (run of 2026-11-27, scored at the quick budget: Cabeza
// depth 6, Catch the Cat the solver's 100 000 nodes then depth 6):
//
//	Cabeza:        24 games of engine level 3 against itself (its
//	               randomness varies them) after 4 random plies, draws
//	               left out: 1527 positions, 1399 with an open score;
//	               k = 0.01104, log-loss 0.672 (a coin's: 0.693) — in
//	               these games a score says little of who wins, as
//	               level 3 still errs a lot after it
//	Catch the Cat: 60 games of the medium cat against the medium
//	               catcher on random 13×13 boards (density 0.15): 2159
//	               positions, 1501 with an open score; k = 0.00530,
//	               log-loss 0.053
var (
	cabezaK = 0.01104
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
