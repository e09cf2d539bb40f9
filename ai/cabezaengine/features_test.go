package cabezaengine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// The fit of the weights rests on this: the evaluation is the dot
// product of the Features and the Weights, for any weights, in every
// kind of position (Cabezas near and far, blocks round them).
func TestEvalFeaturesDotWeightsIsTheEvaluation(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	sets := []Weights{DefaultWeights()}
	for range 4 {
		var w Weights
		for i := range w {
			w[i] = search.Score(rng.IntN(201) - 100)
		}
		sets = append(sets, w)
	}
	positions := append(randomPositions(11, 30, 60), cabeza.Start())
	for _, w := range sets {
		opts := Options{Weights: &w}
		for _, p := range positions {
			f := EvalFeatures(&p)
			if got, want := f.Dot(&w), evalOf(p, opts); got != want {
				t.Fatalf("%s: features %v · weights %v = %d, the evaluation %d", p.String(), f, w, got, want)
			}
		}
	}
}

// Every feature shows up in the positions of real games, so none of the
// test above's checks is vacuous (a count always 0 would agree with any
// weight).
func TestEvalFeaturesAllOccur(t *testing.T) {
	var seen [NumWeights]bool
	for _, p := range randomPositions(11, 30, 60) {
		f := EvalFeatures(&p)
		for i, n := range f {
			seen[i] = seen[i] || n != 0
		}
	}
	for i, ok := range seen {
		// race0 (a Cabeza on the far row: a game over) and race8 to
		// race10 (a Cabeza walled in so that it needs that long on a
		// board ten ranks deep) need positions random play does not
		// make.
		if !ok && (i == 0 || i >= 8) && i < raceTurns {
			continue
		}
		if !ok {
			t.Errorf("%s is 0 in every position", WeightName(i))
		}
	}
}

// Options.Weights changes what the engine evaluates, and New copies
// them: changing the vector afterwards changes no engine.
func TestOptionsWeightsAreUsedAndCopied(t *testing.T) {
	p := mustPosition(t, "2oo1mhh2/2ooffhh2/4c5/10/10/10/4C5/10/2OOFFHH2/2OO1MHH2 r 1")
	w := DefaultWeights()
	w[weightTempo] += 100
	e := New(Options{Weights: &w})
	before := evalOf(p, Options{})
	if got := evalOf(p, Options{Weights: &w}); got != before+100 {
		t.Fatalf("tempo +100: %d, want %d", got, before+100)
	}
	keys := keysOf(&p)
	w[weightTempo] = 0
	if got := evaluateCabeza(&p, &keys, e.s.terms); got != before+100 {
		t.Fatalf("after the caller changed its vector the engine evaluates %d, want %d", got, before+100)
	}
}

func TestWeightNamesAndSets(t *testing.T) {
	names := map[string]bool{}
	for i := range NumWeights {
		n := WeightName(i)
		if names[n] || strings.HasPrefix(n, "weight") {
			t.Fatalf("weight %d: name %q repeated or missing", i, n)
		}
		names[n] = true
	}
	if WeightName(weightTempo) != "tempo" || WeightName(1) != "race1" || WeightName(NumWeights-1) != "cabezaSquare" {
		t.Fatalf("names out of order: %s", DefaultWeights())
	}
	hand, err := NamedWeights("hand")
	if err != nil || hand != weightsOf(&handCabezaWeights) {
		t.Fatalf("hand: %v %v", hand, err)
	}
	if hand.toStruct() != handCabezaWeights {
		t.Fatal("a vector's round trip to the struct changes it")
	}
	if _, err := NamedWeights("nope"); err == nil || !strings.Contains(err.Error(), "hand") {
		t.Fatalf("unknown set: %v, want an error naming the sets", err)
	}
}
