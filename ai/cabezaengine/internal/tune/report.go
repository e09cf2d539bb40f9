package main

import (
	"fmt"
	"io"

	"cabezacat/ai/cabezaengine"
)

// fitResult is what fit found.
type fitResult struct {
	games, trainN, heldN    int
	k                       float64
	before, after           cabezaengine.Weights
	trainBefore, heldBefore float64
	trainAfter, heldAfter   float64
}

// fitGames fits the weights to games (nine in ten of them; the tenth is
// held out to check the fit), from the default weights and with the K
// that fits those best.
func fitGames(games []selfPlayGame, rounds int) fitResult {
	train, held := split(games)
	trainS, heldS := samplesOf(train), samplesOf(held)
	r := fitResult{games: len(games), trainN: len(trainS), heldN: len(heldS), before: cabezaengine.DefaultWeights()}
	start := vectorOf(r.before)
	r.k = fitK(trainS, &start)
	r.trainBefore, r.heldBefore = meanError(trainS, &start, r.k), meanError(heldS, &start, r.k)
	fitted := fitWeights(trainS, start, r.k, rounds)
	r.after = roundWeights(trainS, fitted, start, r.k)
	v := vectorOf(r.after)
	r.trainAfter, r.heldAfter = meanError(trainS, &v, r.k), meanError(heldS, &v, r.k)
	return r
}

func (r fitResult) report(w io.Writer) {
	fmt.Fprintf(w, "%d games: %d quiet positions to fit, %d held out\n", r.games, r.trainN, r.heldN)
	fmt.Fprintf(w, "K %.6f (sigmoid(K·score), score in hundredths; fitted to the default weights)\n", r.k)
	fmt.Fprintf(w, "error before %.6f, held out %.6f\n", r.trainBefore, r.heldBefore)
	fmt.Fprintf(w, "error after  %.6f, held out %.6f\n", r.trainAfter, r.heldAfter)
	fmt.Fprintf(w, "%-13s %6s %6s\n", "weight", "before", "after")
	for i := range r.before {
		fmt.Fprintf(w, "%-13s %6d %6d\n", cabezaengine.WeightName(i), r.before[i], r.after[i])
	}
	fmt.Fprintf(w, "after: %s\n", r.after)
}
