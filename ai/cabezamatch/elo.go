package cabezamatch

import (
	"fmt"
	"math"
)

// Elo is A's rating advantage implied by the score, with the half-width
// of its 95% confidence interval (from the spread of the game results).
func (r Result) Elo() (diff, margin float64) {
	n := float64(r.Games())
	if n == 0 {
		return 0, math.Inf(1)
	}
	p := r.ScoreFraction()
	se := r.scoreError()
	if se == 0 {
		// Every game ended alike: no spread to measure, so the margin
		// is unknown, not zero.
		return eloOf(p), math.Inf(1)
	}
	lo, hi := eloOf(p-1.96*se), eloOf(p+1.96*se)
	return eloOf(p), (hi - lo) / 2
}

// scoreError is the standard error of A's score per game, from the
// spread of the game results about it.
func (r Result) scoreError() float64 {
	n := float64(r.Games())
	if n == 0 {
		return 0
	}
	p := r.ScoreFraction()
	v := (float64(r.Wins)*(1-p)*(1-p) + float64(r.Draws)*(0.5-p)*(0.5-p) + float64(r.Losses)*p*p) / n
	return math.Sqrt(v / n)
}

// EloBound is what a one-sided result says of A's Elo advantage: a
// match A never lost (or never won), whose Elo has no end on that side
// (a score of 1 is an infinite Elo), so it bounds the advantage on the
// other side only, at 95 % confidence: Elo ≥ bound when A never lost
// (atLeast), Elo ≤ bound when it never won. ok is false for any other
// result, which Elo gives as an estimate and a margin.
//
// The bound is the Elo (eloOf, the same logistic formula) of a bound on
// the expected score p:
//   - every game won (a sweep of n): the chance of n wins in n games is
//     at most p^n for any score p (a game is won with probability at
//     most p, whatever its draws), so the scores with p^n < 5 % are
//     ruled out: p ≥ 0.05^(1/n). Lost throughout: the same for 1−p.
//   - with draws too: the normal bound of the score, p − 1.645·se (the
//     one-sided 95 % point, se from the spread as in Elo).
func (r Result) EloBound() (bound float64, atLeast, ok bool) {
	n := float64(r.Games())
	switch {
	case r.Losses == 0 && r.Wins > 0:
		atLeast = true
	case r.Wins == 0 && r.Losses > 0:
	default:
		return 0, false, false
	}
	p := r.ScoreFraction()
	if !atLeast {
		p = 1 - p // A's opponent's score, bounded from below likewise
	}
	var lo float64
	if r.Draws == 0 {
		lo = math.Pow(0.05, 1/n)
	} else {
		lo = p - 1.645*r.scoreError()
	}
	lo = max(lo, 0) // fewer games than a bound needs: the bound is eloOf's floor
	if atLeast {
		return eloOf(lo), true, true
	}
	return -eloOf(lo), false, true
}

// eloOf is the Elo difference of an expected score, kept finite for a
// 0% or 100% score.
func eloOf(p float64) float64 {
	p = min(max(p, 0.001), 0.999)
	return -400 * math.Log10(1/p-1)
}

// String is the one-line summary the match command prints: the Elo as
// an estimate with its margin, or as a bound (EloBound) when the result
// is one-sided.
func (r Result) String() string {
	elo, margin := r.Elo()
	elo = math.Round(elo) + 0 // + 0: an even score reads +0, not -0
	var e string
	if bound, atLeast, ok := r.EloBound(); ok {
		rel := "≤"
		if atLeast {
			rel = "≥"
		}
		e = fmt.Sprintf("Elo %s %+.0f (95 %%)", rel, math.Round(bound)+0)
	} else {
		m := "∞"
		if !math.IsInf(margin, 1) {
			m = fmt.Sprintf("%.0f", margin)
		}
		e = fmt.Sprintf("Elo %+.0f ± %s", elo, m)
	}
	s := fmt.Sprintf("games %d: +%d =%d -%d  score %.1f%%  %s  (red won %d, blue won %d)",
		r.Games(), r.Wins, r.Draws, r.Losses, 100*r.ScoreFraction(), e, r.RedWins, r.BlueWins)
	if r.AForfeits+r.BForfeits > 0 {
		s += fmt.Sprintf("  forfeits: A %d, B %d", r.AForfeits, r.BForfeits)
	}
	return s
}
