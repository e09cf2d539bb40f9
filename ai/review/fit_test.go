package review

import (
	"bufio"
	"compress/gzip"
	"context"
	"flag"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"cabezacat/ai/cabezaengine"
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// The tool behind the winning-chances curves (winchance.go): it scores
// positions of self-play games as a quick review would and fits the
// curve. Opt in, as it takes minutes of CPU (one game at a time:
// -run TestFitWinChances/Cabeza or /Catcat):
//
//	go test ./ai/review -run TestFitWinChances -fit-winchances -v -timeout 60m
var fitWinChances = flag.Bool("fit-winchances", false, "play self-play games and fit the winning-chances curves")

// The data: Cabeza's is the Texel-tuning helper's set of 3,000 games
// of the engine at depth 4 against itself after 8 random plies
// (cabezaFitData); the fit samples fitCabezaPlies positions a game among
// the engine-chosen ones (the CPU is a shared machine's: 2 a game, about
// 6,000 quick searches) and holds every fitHoldOut-th game out to judge
// the curve on games it was not fitted to. Catch the Cat's is played
// here: fitCatcatGames games of the medium agents. The counts and the
// results are restated at cabezaK and catcatK.
const (
	cabezaFitData    = "../cabezaengine/internal/tune/testdata/selfplay.txt.gz"
	fitCabezaPlies   = 2
	fitHoldOut       = 5
	fitCabezaOpening = 4  // random plies before the engines play
	fitCatcatGames   = 60 // the medium agents, random 13×13 starts
	fitMaxPlies      = 300
)

// The curve before the refit on the Texel set, judged on the same
// held-out positions: fitted on 24 level-3 games.
const oldCabezaK = 0.01104

func TestFitWinChances(t *testing.T) {
	if !*fitWinChances {
		t.Skip("the fit plays self-play games: run with -fit-winchances")
	}
	t.Run("Cabeza", fitCabeza)
	t.Run("Catcat", fitCatcat)
}

// fitCabeza fits the Cabeza curve on the Texel set's games: a drawn
// game's positions count as half a win and half a loss.
func fitCabeza(t *testing.T) {
	games := readFitGames(t, cabezaFitData)
	rng := rand.New(rand.NewPCG(27, 3))
	e := cabezaengine.New(cabezaengine.Options{TTMegabytes: 8}) // as a review's worker
	var fit, held []Sample
	positions := 0
	for i, fg := range games {
		g := fg.game
		if g.Ply()-fg.opening < 1 {
			continue
		}
		for range fitCabezaPlies {
			ply := fg.opening + rng.IntN(g.Ply()-fg.opening)
			game := cabeza.NewGame(g.Start())
			for _, m := range g.Moves()[:ply] {
				game.Play(m)
			}
			res := e.Search(context.Background(), *game, Quick.cabezaLimits(), nil)
			positions++
			if !res.OK || res.Score.IsDecided() {
				continue // a proof's chance is 1 or 0: nothing to fit
			}
			p := game.Position()
			side := p.Side()
			st := g.Status()
			var add []Sample
			switch {
			case st.IsDraw():
				add = []Sample{{Score: float64(res.Score), Won: true}, {Score: float64(res.Score)}}
			default:
				add = []Sample{{Score: float64(res.Score), Won: st.Winner == side}}
			}
			if i%fitHoldOut == 0 {
				held = append(held, add...)
			} else {
				fit = append(fit, add...)
			}
		}
	}
	k, loss := FitLogistic(fit)
	t.Logf("Cabeza: %d games, %d positions sampled, %d samples fitted (draws as two halves), %d held out", len(games), positions, len(fit), len(held))
	t.Logf("Cabeza: k = %.5f per hundredth, log-loss %.4f fitted, %.4f held out (a coin: 0.6931)", k, loss, LogLoss(held, k))
	t.Logf("Cabeza: the old k = %.5f: log-loss %.4f fitted, %.4f held out", oldCabezaK, LogLoss(fit, oldCabezaK), LogLoss(held, oldCabezaK))
	logCalibration(t, held, k)
}

// logCalibration logs, by score band, how often the side to move won
// the held-out games against what the curve says: where the log-loss
// comes from.
func logCalibration(t *testing.T, samples []Sample, k float64) {
	bands := []float64{-200, -100, -50, -20, 20, 50, 100, 200}
	type band struct{ n, won, predicted float64 }
	counts := make([]band, len(bands)+1)
	for _, s := range samples {
		i := 0
		for i < len(bands) && s.Score >= bands[i] {
			i++
		}
		counts[i].n++
		counts[i].predicted += logistic(k * s.Score)
		if s.Won {
			counts[i].won++
		}
	}
	for i, c := range counts {
		if c.n == 0 {
			continue
		}
		lo, hi := "-inf", "+inf"
		if i > 0 {
			lo = strconv.Itoa(int(bands[i-1]))
		}
		if i < len(bands) {
			hi = strconv.Itoa(int(bands[i]))
		}
		t.Logf("  score [%s, %s): %4.0f samples, won %.2f, the curve says %.2f", lo, hi, c.n, c.won/c.n, c.predicted/c.n)
	}
}

// fitGame is one game of the Texel set and its random opening plies.
type fitGame struct {
	opening int
	game    *cabeza.Game
}

// readFitGames reads the Texel set (the format of
// ai/cabezaengine/internal/tune/games.go, whose reader a main package
// keeps to itself): "# …" lines, then a line a game, the opening plies
// and the moves.
func readFitGames(t *testing.T, path string) []fitGame {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 1<<16)
	var games []fitGame
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		opening, err := strconv.Atoi(fields[0])
		if err != nil {
			t.Fatalf("%s line %d: %v", path, line, err)
		}
		g := cabeza.NewGame(cabeza.Start())
		for _, m := range fields[1:] {
			if _, err := g.PlayText(m); err != nil {
				t.Fatalf("%s line %d: %q: %v", path, line, m, err)
			}
		}
		if !g.Status().Over() {
			t.Fatalf("%s line %d: the game is not over", path, line)
		}
		games = append(games, fitGame{opening, g})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return games
}

// fitCatcat fits the Catch the Cat curve on games of the medium agents.
func fitCatcat(t *testing.T) {
	ctx := context.Background()
	var samples []Sample
	positions, games := 0, 0
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
	k, loss := FitLogistic(samples)
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
