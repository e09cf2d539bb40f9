package review

import (
	"context"
	"flag"
	"math/rand/v2"
	"testing"

	"cabezacat/ai/cabezaengine"
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// The tool behind the winning-chances curves (winchance.go): it plays
// the project's engines against themselves, scores every position of
// those games as a quick review would, and fits the curve. Opt in, as it
// takes minutes of CPU:
//
//	go test ./ai/review -run TestFitWinChances -fit-winchances -v -timeout 60m
var fitWinChances = flag.Bool("fit-winchances", false, "play self-play games and fit the winning-chances curves")

// The self-play data sets: small, the machine being shared; the counts
// and the results are restated at cabezaK and catcatK.
const (
	fitCabezaGames   = 24 // engine level 3 against itself
	fitCabezaOpening = 4  // random plies before the engines play
	fitCatcatGames   = 60 // the medium agents, random 13×13 starts
	fitMaxPlies      = 300
)

func TestFitWinChances(t *testing.T) {
	if !*fitWinChances {
		t.Skip("the fit plays self-play games: run with -fit-winchances")
	}
	ctx := context.Background()
	var samples []Sample
	positions, games := 0, 0
	for seed := uint64(1); games < fitCabezaGames; seed++ {
		g := selfPlayCabeza(seed, 3)
		if !g.Status().Over() || g.Status().IsDraw() {
			continue // no winner to learn from
		}
		games++
		game := CabezaGame(g)
		ev := game.NewEvaluator(Quick)
		winner := g.Status().Winner
		for ply := 0; ply < g.Ply(); ply++ {
			e := ev.Evaluate(ctx, ply)
			positions++
			if e.Score.IsDecided() {
				continue
			}
			p := g.PositionAt(ply)
			samples = append(samples, Sample{Score: float64(e.Score), Won: p.Side() == winner})
		}
	}
	k, loss := FitLogistic(samples)
	t.Logf("Cabeza: %d games, %d positions, %d with an open score: k = %.5f per hundredth, log-loss %.3f (a coin: 0.693)", games, positions, len(samples), k, loss)

	samples, positions, games = nil, 0, 0
	for seed := uint64(1); games < fitCatcatGames; seed++ {
		g, ok := selfPlayCatcat(seed)
		if !ok {
			continue
		}
		games++
		winner, _ := g.Result().Outcome.Winner()
		ps := g.Positions()
		game := CatcatGame(g)
		ev := game.NewEvaluator(Quick)
		for ply := 0; ply < len(g.Moves()); ply++ {
			e := ev.Evaluate(ctx, ply)
			positions++
			if e.Score.IsDecided() {
				continue
			}
			samples = append(samples, Sample{Score: float64(e.Score), Won: ps[ply].Turn() == winner})
		}
	}
	k, loss = FitLogistic(samples)
	t.Logf("Catch the Cat: %d games, %d positions, %d with an open score: k = %.5f per hundredth, log-loss %.3f", games, positions, len(samples), k, loss)
}

// selfPlayCabeza plays level against itself from fitCabezaOpening
// random plies (seeded), to the end or fitMaxPlies.
func selfPlayCabeza(seed uint64, level int) *cabeza.Game {
	rng := rand.New(rand.NewPCG(seed, 7))
	g := cabeza.NewGame(cabeza.Start())
	var list cabeza.MoveList
	for i := 0; i < fitCabezaOpening && !g.Status().Over(); i++ {
		p := g.Position()
		p.GenerateMoves(&list)
		if list.N == 0 || g.Play(list.Moves[rng.IntN(list.N)]) != nil {
			break
		}
	}
	lim, opts := cabezaengine.Level(level)
	opts.Seed = seed
	e := cabezaengine.New(opts)
	for !g.Status().Over() && g.Ply() < fitMaxPlies {
		res := e.Search(context.Background(), cabezaengine.CopyGame(g), lim, nil)
		if !res.OK || g.Play(res.Move) != nil {
			break
		}
	}
	return g
}

// selfPlayCatcat plays the medium cat against the medium catcher on a
// random 13×13 start; ok is false for a start that is no game.
func selfPlayCatcat(seed uint64) (*catcat.Game, bool) {
	start, err := catcat.RandomStart(catcat.Size(13), 0.15, seed)
	if err != nil {
		return nil, false
	}
	g := catcat.NewGame(start)
	for !g.Over() && len(g.Moves()) < fitMaxPlies {
		if g.Play(catcatMediumMove(g.Position())) != nil {
			return nil, false
		}
	}
	return g, g.Over()
}
