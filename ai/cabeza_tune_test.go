package ai

import (
	"context"
	"os"
	"strconv"
	"testing"
)

// TestTuneCabezaWeights plays weight variants against the defaults at a
// fixed depth. It is a tool, not a test: it runs only with CABEZA_TUNE
// set (the number of games), e.g.
//
//	CABEZA_TUNE=200 go test -run TuneCabeza -v ./ai
func TestTuneCabezaWeights(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("CABEZA_TUNE"))
	if games == 0 {
		t.Skip("set CABEZA_TUNE to the number of games")
	}
	depth := 3
	if d, err := strconv.Atoi(os.Getenv("CABEZA_TUNE_DEPTH")); err == nil {
		depth = d
	}
	// The variants tried last; the notes in cabeza_eval.go say what won.
	variants := map[string]func(w *cabezaWeights){
		"race near 2": func(w *cabezaWeights) { w.race = [11]Score{0, 150, 60} },
		"race x2":     func(w *cabezaWeights) { scaleRace(w, 2, 1) },
		"tempo x2":    func(w *cabezaWeights) { w.tempo *= 2 },
		"guard x1.5":  func(w *cabezaWeights) { w.guard = w.guard * 3 / 2 },
	}
	only := os.Getenv("CABEZA_TUNE_ONLY")
	for name, change := range variants {
		if only != "" && only != name {
			continue
		}
		w := defaultCabezaWeights
		change(&w)
		a := CabezaPlayer{Limits: Limits{Depth: depth}, Options: CabezaOptions{TTMegabytes: 2, weights: &w}}
		b := CabezaPlayer{Limits: Limits{Depth: depth}, Options: CabezaOptions{TTMegabytes: 2}}
		if os.Getenv("CABEZA_TUNE_BASE") == "norace" {
			b.Options.NoRace = true
		}
		res := CabezaMatch{A: a, B: b, Games: games, OpeningPlies: 6, Seed: 1, Workers: 1}.Run(context.Background(), nil)
		t.Logf("%-14s %s", name, res)
	}
}

func scaleRace(w *cabezaWeights, num, den Score) {
	for i := range w.race {
		w.race[i] = w.race[i] * num / den
	}
}
