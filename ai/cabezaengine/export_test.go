package cabezaengine

import "cabezacat/ai/search"

// TuneVariants are the weight variants TestTuneCabezaWeights tries
// against the defaults, each as the options of a tuning game with the
// variant's weights. The test is in package cabezaengine_test
// (tune_test.go): it plays matches through cabezamatch, which imports
// this package.
func TuneVariants(ttMegabytes int) map[string]Options {
	// The variants tried last; the notes in eval.go say what won.
	variants := map[string]func(w *cabezaWeights){
		"race near 2":        func(w *cabezaWeights) { w.race = [11]search.Score{0, 150, 60} },
		"race x2":            func(w *cabezaWeights) { scaleRace(w, 2, 1) },
		"tempo x2":           func(w *cabezaWeights) { w.tempo *= 2 },
		"guard x1.5":         func(w *cabezaWeights) { w.guard = w.guard * 3 / 2 },
		"no block mobility":  func(w *cabezaWeights) { w.blockMove = 0 },
		"no cabeza mobility": func(w *cabezaWeights) { w.cabezaSquare = 0 },
		"mobility x0.5":      func(w *cabezaWeights) { w.blockMove, w.cabezaSquare = w.blockMove/2, w.cabezaSquare/2 },
	}
	out := make(map[string]Options, len(variants))
	for name, change := range variants {
		w := defaultCabezaWeights
		change(&w)
		v := weightsOf(&w)
		out[name] = Options{TTMegabytes: ttMegabytes, Weights: &v}
	}
	return out
}

func scaleRace(w *cabezaWeights, num, den search.Score) {
	for i := range w.race {
		w.race[i] = w.race[i] * num / den
	}
}
