package main

import (
	"testing"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/internal/race"
)

// The stored data set is whole (every game reads, replays legally and is
// finished: readGames checks each) and the fit's claim holds on it: the
// weights set "texel" has a lower error than "hand" on the games the fit
// held out, at the K fitted to the defaults on the rest (0.003513, as
// eval.go says; fitting it again costs seconds, and the fit's test
// checks fitK).
func TestStoredDataSetAndTheFitsClaim(t *testing.T) {
	if race.Enabled {
		t.Skip("replays 3000 games: slow under -race, and single-threaded")
	}
	games, err := readFile("testdata/selfplay.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 3000 {
		t.Fatalf("%d games, the header says 3000", len(games))
	}
	_, held := split(games)
	heldS := samplesOf(held)
	const k = 0.003513
	errs := map[string]float64{}
	for _, name := range []string{"hand", "texel"} {
		w, err := cabezaengine.NamedWeights(name)
		if err != nil {
			t.Fatal(err)
		}
		v := vectorOf(w)
		errs[name] = meanError(heldS, &v, k)
	}
	if errs["texel"] >= errs["hand"] {
		t.Fatalf("held-out error: texel %f, hand %f: the fit does not generalise", errs["texel"], errs["hand"])
	}
	t.Logf("%d positions held out; error hand %.6f, texel %.6f", len(heldS), errs["hand"], errs["texel"])
}
