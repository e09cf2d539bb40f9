package cabezaengine

import (
	"fmt"
	"slices"
	"strings"

	"cabezacat/ai/search"
)

// Weights are the evaluation's weights as one vector, in hundredths, for
// the programs that fit them (ai/cabezaengine/internal/tune) and for
// matches between weight sets. The evaluation is linear in them: with
// every term on it is the dot product of a position's Features and the
// Weights (features.go). Index i is the weight WeightName(i) names.
type Weights [NumWeights]search.Score

// The indices of Weights: race[t] at t, then the single weights in the
// order of cabezaWeights.
const (
	weightTempo = raceTurns + iota
	weightReachesCab
	weightReachRing
	weightGuard
	weightBlockMove
	weightCabezaSquare
	// NumWeights is the length of Weights.
	NumWeights
)

// WeightName is the name of weight i: "race1" … "race10" (race0 is a
// Cabeza on the far row, a game already won, so never weighed), "tempo",
// "reachesCab", "reachRing", "guard", "blockMove", "cabezaSquare".
func WeightName(i int) string {
	switch {
	case i < 0 || i >= NumWeights:
		return fmt.Sprintf("weight%d", i)
	case i < raceTurns:
		return fmt.Sprintf("race%d", i)
	case i == weightTempo:
		return "tempo"
	}
	return [...]string{"reachesCab", "reachRing", "guard", "blockMove", "cabezaSquare"}[i-weightReachesCab]
}

// toStruct is w as the evaluation reads it.
func (w *Weights) toStruct() cabezaWeights {
	var c cabezaWeights
	copy(c.race[:], w[:raceTurns])
	c.tempo = w[weightTempo]
	c.reachesCab, c.reachRing, c.guard = w[weightReachesCab], w[weightReachRing], w[weightGuard]
	c.blockMove, c.cabezaSquare = w[weightBlockMove], w[weightCabezaSquare]
	return c
}

// weightsOf is c as a vector.
func weightsOf(c *cabezaWeights) Weights {
	var w Weights
	copy(w[:], c.race[:])
	w[weightTempo] = c.tempo
	w[weightReachesCab], w[weightReachRing], w[weightGuard] = c.reachesCab, c.reachRing, c.guard
	w[weightBlockMove], w[weightCabezaSquare] = c.blockMove, c.cabezaSquare
	return w
}

// DefaultWeights is the weights an engine uses when Options.Weights is
// nil.
func DefaultWeights() Weights { return weightsOf(&defaultCabezaWeights) }

// weightSets are the named weight sets a match can pit against each
// other (NamedWeights).
var weightSets = map[string]*cabezaWeights{
	"hand":  &handCabezaWeights,
	"texel": &texelCabezaWeights,
}

// NamedWeights is the weight set called name (see WeightSetNames): "hand"
// is the weights set by hand from self-play matches, "texel" the weights
// fitted by Texel's method (eval.go).
func NamedWeights(name string) (Weights, error) {
	c, ok := weightSets[name]
	if !ok {
		return Weights{}, fmt.Errorf("no weight set %q (want %s)", name, strings.Join(WeightSetNames(), ", "))
	}
	return weightsOf(c), nil
}

// WeightSetNames are the names NamedWeights knows, sorted.
func WeightSetNames() []string {
	names := make([]string, 0, len(weightSets))
	for n := range weightSets {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// String is the weights as name=value pairs, e.g. "race1=120 race2=50 …".
func (w Weights) String() string {
	var b strings.Builder
	for i, v := range w {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s=%d", WeightName(i), v)
	}
	return b.String()
}
