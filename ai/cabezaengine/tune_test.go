package cabezaengine_test

import (
	"context"
	"os"
	"strconv"
	"testing"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/cabezamatch"
	"cabezacat/ai/search"
)

// TestTuneCabezaWeights plays weight variants against the defaults at a
// fixed depth. It is a tool, not a test: it runs only with CABEZA_TUNE
// set (the number of games), e.g.
//
//	CABEZA_TUNE=200 CABEZA_TUNE_DEPTH=4 CABEZA_TUNE_ONLY="guard x1.5" CABEZA_TUNE_JOBS=2 go test -run TuneCabeza -v ./ai/cabezaengine
//
// The variants are in export_test.go.
func TestTuneCabezaWeights(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("CABEZA_TUNE"))
	if games == 0 {
		t.Skip("set CABEZA_TUNE to the number of games")
	}
	depth := 3
	if d, err := strconv.Atoi(os.Getenv("CABEZA_TUNE_DEPTH")); err == nil {
		depth = d
	}
	jobs := 1
	if j, err := strconv.Atoi(os.Getenv("CABEZA_TUNE_JOBS")); err == nil && j > 0 {
		jobs = j
	}
	only := os.Getenv("CABEZA_TUNE_ONLY")
	for name, options := range cabezaengine.TuneVariants(2) {
		if only != "" && only != name {
			continue
		}
		a := cabezamatch.Player{Limits: search.Limits{Depth: depth}, Options: options}
		b := cabezamatch.Player{Limits: search.Limits{Depth: depth}, Options: cabezaengine.Options{TTMegabytes: 2}}
		if os.Getenv("CABEZA_TUNE_BASE") == "norace" {
			b.Options.NoRace = true
		}
		res := cabezamatch.Match{A: a, B: b, Games: games, OpeningPlies: 6, Seed: 1, Workers: jobs}.Run(context.Background(), nil)
		t.Logf("%-14s %s", name, res)
	}
}
