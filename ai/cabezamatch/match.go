package cabezamatch

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"time"

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
	// Clock, when on, is the game's clock for both sides: each move's
	// time comes from it (search.Clock.Budget), not from the settings'
	// time=, which only caps it, and a side whose clock runs out loses
	// on time (a Timeout forfeit).
	Clock TimeControl
	// OnForfeit, if set, hears of every game an engine program lost by
	// misbehaving (from one goroutine at a time).
	OnForfeit func(Forfeit)
	// OnGame, if set, hears of every game as it ends, with the result
	// so far counting it (from one goroutine at a time, before
	// progress).
	OnGame func(Game, Result)
}

// Game is one finished game of a match.
type Game struct {
	Number int          // from 1
	ARed   bool         // A played red
	Game   *cabeza.Game // from the start: the random opening, then the engines' moves
	// Forfeit is how a program lost the game by misbehaving, or nil;
	// then Game ends before the rules end it.
	Forfeit *Forfeit
}

// sideOf names the side that played colour: "A" or "B".
func (g Game) sideOf(colour cabeza.Player) string {
	if (colour == cabeza.Red) == g.ARed {
		return "A"
	}
	return "B"
}

// Score is the game's result as records write it: "1-0" red won, "0-1"
// blue won, "1/2-1/2" a draw (a forfeit is the other side's win).
func (g Game) Score() string {
	winner, decided := g.winner()
	switch {
	case !decided:
		return "1/2-1/2"
	case winner == cabeza.Red:
		return "1-0"
	}
	return "0-1"
}

func (g Game) winner() (cabeza.Player, bool) {
	if g.Forfeit != nil {
		return g.Forfeit.Colour.Opponent(), true
	}
	st := g.Game.Status()
	return st.Winner, st.Over() && !st.IsDraw()
}

// String is the game's line as it ends: who played red, the result, why
// and how long the game was, e.g. "game 3 (A red): 1-0 A won: red
// crushed blue's Cabeza, 57 plies".
func (g Game) String() string {
	aColour := cabeza.Blue
	if g.ARed {
		aColour = cabeza.Red
	}
	head := fmt.Sprintf("game %d (A %s): %s", g.Number, aColour, g.Score())
	plies := fmt.Sprintf("%d plies", g.Game.Ply())
	winner, decided := g.winner()
	side := g.sideOf(winner)
	switch {
	case g.Forfeit != nil:
		return fmt.Sprintf("%s %s won: %s (%s) forfeits at ply %d: %v, %s", head, side, g.Forfeit.Side, g.Forfeit.Colour, g.Forfeit.Ply, g.Forfeit.Reason, plies)
	case !decided:
		return fmt.Sprintf("%s %s, %s", head, g.Game.Status(), plies)
	}
	return fmt.Sprintf("%s %s won: %s, %s", head, side, g.Game.Status(), plies)
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
	// Forfeits are the games A and B lost by misbehaving or on time
	// (counted in the wins and losses too).
	AForfeits, BForfeits int
	// AClock and BClock are how A and B used their clocks (a match on a
	// clock only).
	AClock, BClock ClockUse
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
				g := cabezaOpening(m.Seed+uint64(game/2), m.OpeningPlies)
				winner, decided, forfeit, use := m.playGame(ctx, g, aRed, m.Seed*1_000_003+uint64(game))
				if ctx.Err() != nil {
					return
				}
				mu.Lock()
				if m.Clock.On() {
					a, b := use[cabeza.Red], use[cabeza.Blue]
					if !aRed {
						a, b = b, a
					}
					res.AClock.merge(a)
					res.BClock.merge(b)
				}
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
				if m.OnGame != nil {
					m.OnGame(Game{Number: game + 1, ARed: aRed, Game: g, Forfeit: forfeit}, res)
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

// playGame plays one game on from its opening in g, A as red if aRed,
// and says who won (decided false: a draw) and, if a program lost by
// misbehaving, how.
func (m Match) playGame(ctx context.Context, g *cabeza.Game, aRed bool, seed uint64) (winner cabeza.Player, decided bool, forfeit *Forfeit, use [2]ClockUse) {
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
	clock := newGameClock(m.Clock)
	if clock != nil {
		use[0].Given, use[1].Given = m.Clock.Base, m.Clock.Base
	}
	for !g.Status().Over() {
		if ctx.Err() != nil {
			return 0, false, nil, use
		}
		pos := g.Position()
		side := pos.Side()
		start := time.Now()
		mv, err := movers[side].move(ctx, g, clock.of(int(side)))
		if clock != nil && err == nil {
			took := time.Since(start)
			var left time.Duration
			left, err = clock.spend(int(side), took)
			use[side].add(took, left, err != nil, m.Clock.Inc, clock.over[side])
		}
		if err != nil && ctx.Err() == nil {
			return side.Opponent(), true, &Forfeit{Side: names[side], Colour: side, Ply: g.Ply(), Reason: err}, use
		}
		if err != nil || g.Play(mv) != nil {
			break // cancelled, or cannot happen (the move was checked); a draw
		}
	}
	st := g.Status()
	if !st.Over() || st.IsDraw() {
		return 0, false, nil, use
	}
	return st.Winner, true, nil, use
}

// cabezaMover is one side of a match game: our engine or a program.
type cabezaMover interface {
	// move plays g's next move; clock, when not nil, is the side's clock.
	move(ctx context.Context, g *cabeza.Game, clock *search.Clock) (cabeza.Move, error)
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

func (b builtinMover) move(ctx context.Context, g *cabeza.Game, clock *search.Clock) (cabeza.Move, error) {
	lim := b.lim
	if clock != nil {
		lim = lim.WithClock(*clock)
	}
	res := b.e.Search(ctx, *g, lim, nil)
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

// move gives a program on a clock the clock's soft share as its move
// time (a program spends a move time whole, and the console has no way
// to tell the original's dialect a clock).
func (p programMover) move(ctx context.Context, g *cabeza.Game, clock *search.Clock) (cabeza.Move, error) {
	lim := p.lim
	if clock != nil {
		lim.Time, _ = clock.Budget()
	}
	return p.p.Move(ctx, *g, lim, nil)
}

func (p programMover) close() { p.p.Close() }

type failedMover struct{ err error }

func (f failedMover) move(context.Context, *cabeza.Game, *search.Clock) (cabeza.Move, error) {
	return cabeza.NoMove, f.err
}

func (failedMover) close() {}

// cabezaOpening plays plies random moves from the start, drawn from seed:
// the game goes on from them, and its record starts at the start. It
// never plays a winning move and avoids leaving the next player a win on
// the move, so the engines get a game that is still open.
func cabezaOpening(seed uint64, plies int) *cabeza.Game {
	rng := rand.New(rand.NewPCG(seed, 0xC0FFEE))
	g := cabeza.NewGame(cabeza.Start())
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
		m := ok[rng.IntN(len(ok))]
		if g.Play(m) != nil {
			break // cannot happen: the move is legal and wins nothing
		}
		p = g.Position()
	}
	return g
}
