package cabezamatch

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"

	"cabezacat/ai/cabezaconsole"
	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/forfeit"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// Match is an engine match: A and B play Games games from random
// openings, each opening twice with the colours swapped, so neither side
// profits from a lucky opening.
type Match struct {
	A, B         Player
	Games        int    // rounded up to an even number
	OpeningPlies int    // random plies before the engines take over
	Seed         uint64 // openings and the engines' random choices
	Workers      int    // games played at once (0: one per core)
	// OnForfeit, if set, hears of every game an engine program lost by
	// misbehaving (from one goroutine at a time).
	OnForfeit func(Forfeit)
}

// Forfeit is a game an engine program lost by misbehaving.
type Forfeit struct {
	Game   int    // from 1
	Side   string // "A" or "B"
	Colour cabeza.Player
	Ply    int // the ply it failed to play, from 0
	Reason error
}

func (f Forfeit) String() string {
	return fmt.Sprintf("game %d: %s (%s) lost at ply %d: %v", f.Game, f.Side, f.Colour, f.Ply, f.Reason)
}

// Result counts the games from A's point of view.
type Result struct {
	Wins, Draws, Losses int
	RedWins, BlueWins   int // by colour, whoever played it
	// Forfeits are the games A and B lost by misbehaving (counted in
	// the wins and losses too).
	AForfeits, BForfeits int
}

// Games is the number of games counted.
func (r Result) Games() int { return r.Wins + r.Draws + r.Losses }

// ScoreFraction is A's points per game (a draw is half a point).
func (r Result) ScoreFraction() float64 {
	if r.Games() == 0 {
		return 0.5
	}
	return (float64(r.Wins) + float64(r.Draws)/2) / float64(r.Games())
}

// Elo is A's rating advantage implied by the score, with the half-width
// of its 95% confidence interval (from the spread of the game results).
func (r Result) Elo() (diff, margin float64) {
	n := float64(r.Games())
	if n == 0 {
		return 0, math.Inf(1)
	}
	p := r.ScoreFraction()
	v := (float64(r.Wins)*(1-p)*(1-p) + float64(r.Draws)*(0.5-p)*(0.5-p) + float64(r.Losses)*p*p) / n
	if v == 0 {
		// Every game ended alike: no spread to measure, so the margin
		// is unknown, not zero.
		return eloOf(p), math.Inf(1)
	}
	se := math.Sqrt(v / n)
	lo, hi := eloOf(p-1.96*se), eloOf(p+1.96*se)
	return eloOf(p), (hi - lo) / 2
}

// eloOf is the Elo difference of an expected score, kept finite for a
// 0% or 100% score.
func eloOf(p float64) float64 {
	p = min(max(p, 0.001), 0.999)
	return -400 * math.Log10(1/p-1)
}

// String is the one-line summary the match command prints.
func (r Result) String() string {
	elo, margin := r.Elo()
	elo = math.Round(elo) + 0 // + 0: an even score reads +0, not -0
	m := "∞"
	if !math.IsInf(margin, 1) {
		m = fmt.Sprintf("%.0f", margin)
	}
	s := fmt.Sprintf("games %d: +%d =%d -%d  score %.1f%%  Elo %+.0f ± %s  (red won %d, blue won %d)",
		r.Games(), r.Wins, r.Draws, r.Losses, 100*r.ScoreFraction(), elo, m, r.RedWins, r.BlueWins)
	if r.AForfeits+r.BForfeits > 0 {
		s += fmt.Sprintf("  forfeits: A %d, B %d", r.AForfeits, r.BForfeits)
	}
	return s
}

// Run plays the match. progress, if not nil, is called after every game
// with the result so far (from one goroutine at a time). A cancelled
// context ends it early with the games finished so far.
func (m Match) Run(ctx context.Context, progress func(Result)) Result {
	pairs := (m.Games + 1) / 2
	workers := m.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	jobs := make(chan int)
	var mu sync.Mutex
	var res Result
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for game := range jobs {
				aRed := game%2 == 0
				opening := cabezaOpening(m.Seed+uint64(game/2), m.OpeningPlies)
				winner, decided, forfeit := m.playGame(ctx, opening, aRed, m.Seed*1_000_003+uint64(game))
				if ctx.Err() != nil {
					return
				}
				mu.Lock()
				if forfeit != nil {
					forfeit.Game = game + 1
					if forfeit.Side == "A" {
						res.AForfeits++
					} else {
						res.BForfeits++
					}
					if m.OnForfeit != nil {
						m.OnForfeit(*forfeit)
					}
				}
				switch {
				case !decided:
					res.Draws++
				case (winner == cabeza.Red) == aRed:
					res.Wins++
				default:
					res.Losses++
				}
				if decided && winner == cabeza.Red {
					res.RedWins++
				} else if decided {
					res.BlueWins++
				}
				if progress != nil {
					progress(res)
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for game := 0; game < 2*pairs; game++ {
		select {
		case jobs <- game:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	return res
}

// playGame plays one game from opening, A as red if aRed, and says who
// won (decided false: a draw) and, if a program lost by misbehaving, how.
func (m Match) playGame(ctx context.Context, opening cabeza.Position, aRed bool, seed uint64) (winner cabeza.Player, decided bool, forfeit *Forfeit) {
	a, b := m.A, m.B
	a.Options.Seed, b.Options.Seed = seed|1, seed<<1|1
	movers := [2]cabezaMover{newCabezaMover(a), newCabezaMover(b)}
	names := [2]string{"A", "B"}
	defer movers[0].close()
	defer movers[1].close()
	if !aRed {
		movers[0], movers[1] = movers[1], movers[0]
		names[0], names[1] = names[1], names[0]
	}
	g := cabeza.NewGame(opening)
	for !g.Status().Over() {
		if ctx.Err() != nil {
			return 0, false, nil
		}
		pos := g.Position()
		side := pos.Side()
		mv, err := movers[side].move(ctx, g)
		if err != nil && ctx.Err() == nil {
			return side.Opponent(), true, &Forfeit{Side: names[side], Colour: side, Ply: g.Ply(), Reason: err}
		}
		if err != nil || g.Play(mv) != nil {
			break // cancelled, or cannot happen (the move was checked); a draw
		}
	}
	st := g.Status()
	if !st.Over() || st.IsDraw() {
		return 0, false, nil
	}
	return st.Winner, true, nil
}

// cabezaMover is one side of a match game: our engine or a program.
type cabezaMover interface {
	move(ctx context.Context, g *cabeza.Game) (cabeza.Move, error)
	close()
}

func newCabezaMover(p Player) cabezaMover {
	if p.Engine != "" {
		prog, err := cabezaconsole.NewProgram(p.Engine)
		if err != nil {
			return failedMover{forfeit.Errorf(forfeit.Crash, "%v", err)}
		}
		return programMover{prog, p.Limits}
	}
	return builtinMover{cabezaengine.New(p.Options), p.Limits}
}

type builtinMover struct {
	e   *cabezaengine.Engine
	lim search.Limits
}

func (b builtinMover) move(ctx context.Context, g *cabeza.Game) (cabeza.Move, error) {
	res := b.e.Search(ctx, *g, b.lim, nil)
	if !res.OK {
		return cabeza.NoMove, errors.New("no move") // cannot happen with an ongoing game
	}
	return res.Move, nil
}

func (builtinMover) close() {}

type programMover struct {
	p   *cabezaconsole.Program
	lim search.Limits
}

func (p programMover) move(ctx context.Context, g *cabeza.Game) (cabeza.Move, error) {
	return p.p.Move(ctx, *g, p.lim, nil)
}

func (p programMover) close() { p.p.Close() }

type failedMover struct{ err error }

func (f failedMover) move(context.Context, *cabeza.Game) (cabeza.Move, error) {
	return cabeza.NoMove, f.err
}

func (failedMover) close() {}

// cabezaOpening plays plies random moves from the start, drawn from seed.
// It never plays a winning move and avoids leaving the next player a win
// on the move, so the engines get a game that is still open.
func cabezaOpening(seed uint64, plies int) cabeza.Position {
	rng := rand.New(rand.NewPCG(seed, 0xC0FFEE))
	p := cabeza.Start()
	var list cabeza.MoveList
	for i := 0; i < plies; i++ {
		p.GenerateMoves(&list)
		var ok []cabeza.Move
		for _, m := range list.Slice() {
			if m.IsWin() {
				continue
			}
			q := p.Play(m)
			if _, wins := q.WinningMove(); !wins && !cabezaengine.Threatened(&q) {
				ok = append(ok, m)
			}
		}
		if len(ok) == 0 {
			break
		}
		p = p.Play(ok[rng.IntN(len(ok))])
	}
	return p
}
