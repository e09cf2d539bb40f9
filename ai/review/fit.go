package review

import "math"

// Sample is one position of a self-play game for the fit: its score for
// the side to move and whether that side went on to win.
type Sample struct {
	Score float64
	Won   bool
}

// FitLogistic is the maximum-likelihood k of P(won) = 1/(1+exp(−k·score))
// over the samples (Newton's method on the log-likelihood, which is
// concave in k), with the mean log-loss of the fitted curve (natural
// log; 0.693 is a coin's). Samples of a drawn game may be given as two
// halves: a sample with Won false and one with Won true.
func FitLogistic(samples []Sample) (k, logLoss float64) {
	for iter := 0; iter < 100; iter++ {
		var g, h float64
		for _, s := range samples {
			p := logistic(k * s.Score)
			y := 0.0
			if s.Won {
				y = 1
			}
			g += (y - p) * s.Score
			h -= p * (1 - p) * s.Score * s.Score
		}
		if h == 0 {
			break
		}
		step := g / h
		k -= step
		if math.Abs(step) < 1e-12 {
			break
		}
	}
	return k, LogLoss(samples, k)
}

// LogLoss is the mean log-loss (natural log) of the curve of slope k on
// the samples: how a fit does on samples it was not fitted to.
func LogLoss(samples []Sample, k float64) float64 {
	var loss float64
	for _, s := range samples {
		p := logistic(k * s.Score)
		p = min(max(p, 1e-12), 1-1e-12)
		if s.Won {
			loss -= math.Log(p)
		} else {
			loss -= math.Log(1 - p)
		}
	}
	if len(samples) > 0 {
		loss /= float64(len(samples))
	}
	return loss
}
