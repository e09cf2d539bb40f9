package review

import "math"

// Accuracy is lichess's published accuracy ("lichess.org/page/accuracy";
// the code is lila's modules/analyse/src/main/AccuracyPercent.scala and
// Maths.scala, read for this), over our winning chances instead of
// chess's:
//
//   - a move's accuracy, from the mover's winning chances before and
//     after it in percent: 100 when they did not drop, else
//     103.1668100711649·exp(−0.04354415386753951·drop) − 3.166924740191411,
//     plus 1 ("uncertainty bonus"), within 0–100;
//   - a side's accuracy: the mean of two means of its moves' accuracies,
//     one weighted by the volatility of the game around each move (the
//     population standard deviation of the winning chances, red's view,
//     in a window of clamp(moves/10, 2, 8) plies, the weight within
//     0.5–12) and the harmonic one (each accuracy at least 1).
//
// Lichess reads the chances from white's view; here from the view of
// the side that moved first, which is the same thing.

// MoveAccuracy is one move's accuracy, in percent, from the mover's
// winning chances before and after it (0–1).
func MoveAccuracy(before, after float64) float64 {
	if after >= before {
		return 100
	}
	drop := 100 * (before - after)
	raw := 103.1668100711649*math.Exp(-0.04354415386753951*drop) - 3.166924740191411 + 1
	return min(100, max(0, raw))
}

// GameAccuracy is each side's accuracy (percent) over a game whose
// winning chances from the first mover's view are wc (one per position,
// start first: len(moves)+1 values) and whose move i was made by side
// movers[i] (0 the first mover). A side with no move has NaN.
func GameAccuracy(wc []float64, movers []int) [2]float64 {
	return gameAccuracy(wc, movers, nil)
}

// gameAccuracy is GameAccuracy with each move's chances before and after
// it, for its mover, given by moveChances where it knows them (ok): the
// review's own measure of a move (Review.Move), while the volatility
// weights stay the curve's.
func gameAccuracy(wc []float64, movers []int, moveChances func(i int) (before, after float64, ok bool)) [2]float64 {
	n := len(wc) - 1
	if n <= 0 || len(movers) != n {
		return [2]float64{math.NaN(), math.NaN()}
	}
	pct := make([]float64, len(wc))
	for i, w := range wc {
		pct[i] = 100 * w
	}
	window := min(max(n/10, 2), 8)
	// The windows: the first one repeated so that every move has one, then
	// each window of the sliding run (as lila does).
	var windows [][]float64
	first := pct[:min(window, len(pct))]
	for k := 0; k < min(window, len(pct))-2; k++ {
		windows = append(windows, first)
	}
	if len(pct) <= window {
		windows = append(windows, pct)
	} else {
		for k := 0; k+window <= len(pct); k++ {
			windows = append(windows, pct[k:k+window])
		}
	}
	var out [2]float64
	for side := 0; side < 2; side++ {
		var wsum, w, harm float64
		count := 0
		for i := 0; i < n && i < len(windows); i++ {
			if movers[i] != side {
				continue
			}
			before, after := pct[i], pct[i+1]
			if side == 1 {
				before, after = 100-before, 100-after
			}
			if moveChances != nil {
				if b, a, ok := moveChances(i); ok {
					before, after = 100*b, 100*a
				}
			}
			acc := MoveAccuracy(before/100, after/100)
			weight := min(max(stdDev(windows[i]), 0.5), 12)
			wsum += acc * weight
			w += weight
			harm += 1 / max(1, acc)
			count++
		}
		if count == 0 || w == 0 {
			out[side] = math.NaN()
			continue
		}
		out[side] = (wsum/w + float64(count)/harm) / 2
	}
	return out
}

// stdDev is the population standard deviation.
func stdDev(xs []float64) float64 {
	var mean float64
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	var v float64
	for _, x := range xs {
		v += (x - mean) * (x - mean)
	}
	return math.Sqrt(v / float64(len(xs)))
}
