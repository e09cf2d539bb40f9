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
// and results, which the constants below restate:
//
//	Cabeza:        see cabezaK
//	Catch the Cat: see catcatK
var (
	// cabezaK: fitted on fitCabezaGames games of engine level 3 against
	// itself (its randomness varies the games) from fitCabezaOpening
	// random plies.
	cabezaK = 0.0060
	// catcatK: fitted on fitCatcatGames games of the medium agents on
	// random 11×11 boards.
	catcatK = 0.0060
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
