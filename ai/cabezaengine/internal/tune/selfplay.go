package main

import (
	"context"
	"sync"
	"time"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/cabezamatch"
	"cabezacat/ai/internal/cputime"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// selfPlay is how gen plays the data set's games: the engine with opts
// against itself at a fixed depth from the random openings a match
// plays (cabezamatch.Opening), one opening a game (the same engine on
// both sides plays an opening's two colours alike, so a match's colour
// swap would repeat every game).
type selfPlay struct {
	games, depth, plies, workers int
	seed                         uint64
	opts                         cabezaengine.Options
}

// run plays the games, workers at a time, and gives them in the order of
// their openings (the same data set whatever the workers) with the CPU
// time the searches took. progress, if set, hears of every game as it
// ends, from one goroutine at a time.
func (sp selfPlay) run(ctx context.Context, progress func(done int)) ([]selfPlayGame, time.Duration) {
	out := make([]selfPlayGame, sp.games)
	jobs := make(chan int)
	var mu sync.Mutex
	var cpu time.Duration
	done := 0
	var wg sync.WaitGroup
	for range max(1, sp.workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := cabezaengine.New(sp.opts)
			for i := range jobs {
				var g selfPlayGame
				t := cputime.Measure(func() { g = sp.play(ctx, e, i) })
				mu.Lock()
				out[i] = g
				cpu += t
				done++
				if progress != nil {
					progress(done)
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for i := 0; i < sp.games; i++ {
		select {
		case jobs <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	// A cancelled run keeps the games it finished.
	kept := out[:0]
	for _, g := range out {
		if g.game != nil && g.game.Status().Over() {
			kept = append(kept, g)
		}
	}
	return kept, cpu
}

// play plays game i to its end (or until ctx ends it, unfinished).
func (sp selfPlay) play(ctx context.Context, e *cabezaengine.Engine, i int) selfPlayGame {
	g := cabezamatch.Opening(sp.seed+uint64(i), sp.plies)
	opening := g.Ply()
	for !g.Status().Over() && ctx.Err() == nil {
		res := e.Search(ctx, *g, search.Limits{Depth: sp.depth}, nil)
		if !res.OK || g.Play(res.Move) != nil {
			break
		}
	}
	return selfPlayGame{opening: opening, game: g}
}

// gameCounts are a data set's results and length, for the report.
func gameCounts(games []selfPlayGame) (red, blue, draws, plies int) {
	for _, g := range games {
		st := g.game.Status()
		switch {
		case st.IsDraw():
			draws++
		case st.Winner == cabeza.Red:
			red++
		default:
			blue++
		}
		plies += g.game.Ply()
	}
	return red, blue, draws, plies
}
