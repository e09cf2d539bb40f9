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
//	CABEZA_TUNE=200 CABEZA_TUNE_DEPTH=4 CABEZA_TUNE_ONLY="guard x1.5" CABEZA_TUNE_JOBS=2 go test -run TuneCabeza -v ./ai
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
		"race near 2":        func(w *cabezaWeights) { w.race = [11]Score{0, 150, 60} },
		"race x2":            func(w *cabezaWeights) { scaleRace(w, 2, 1) },
		"tempo x2":           func(w *cabezaWeights) { w.tempo *= 2 },
		"guard x1.5":         func(w *cabezaWeights) { w.guard = w.guard * 3 / 2 },
		"no block mobility":  func(w *cabezaWeights) { w.blockMove = 0 },
		"no cabeza mobility": func(w *cabezaWeights) { w.cabezaSquare = 0 },
		"mobility x0.5":      func(w *cabezaWeights) { w.blockMove, w.cabezaSquare = w.blockMove/2, w.cabezaSquare/2 },
	}
	jobs := 1
	if j, err := strconv.Atoi(os.Getenv("CABEZA_TUNE_JOBS")); err == nil && j > 0 {
		jobs = j
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
		res := CabezaMatch{A: a, B: b, Games: games, OpeningPlies: 6, Seed: 1, Workers: jobs}.Run(context.Background(), nil)
		t.Logf("%-14s %s", name, res)
	}
}

func scaleRace(w *cabezaWeights, num, den Score) {
	for i := range w.race {
		w.race[i] = w.race[i] * num / den
	}
}
