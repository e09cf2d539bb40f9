package review

import (
	"context"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// cabezaGame is a Cabeza game to review.
type cabezaGame struct {
	start  cabeza.Position
	moves  []cabeza.Move
	movers []int // side of each move: 0 the start's side to move
}

// CabezaGame is the game g as a Game to review. It copies g.
func CabezaGame(g *cabeza.Game) Game {
	c := &cabezaGame{start: g.Start(), moves: g.Moves()}
	first := c.start.Side()
	for i := range c.moves {
		p := g.PositionAt(i)
		side := 0
		if p.Side() != first {
			side = 1
		}
		c.movers = append(c.movers, side)
	}
	return c
}

func (c *cabezaGame) Kind() Kind          { return Cabeza }
func (c *cabezaGame) Len() int            { return len(c.moves) }
func (c *cabezaGame) Move(ply int) string { return c.moves[ply].String() }

func (c *cabezaGame) Side(side int) string {
	pl := c.start.Side()
	if side == 1 {
		pl = pl.Opponent()
	}
	return pl.String()
}

// Mover: a position past the last move is the side after the last mover.
func (c *cabezaGame) Mover(ply int) int {
	if ply < len(c.movers) {
		return c.movers[ply]
	}
	if len(c.movers) == 0 {
		return 0
	}
	return 1 - c.movers[len(c.movers)-1]
}

// game is the game up to position ply, a Game of its own.
func (c *cabezaGame) game(ply int) *cabeza.Game {
	g := cabeza.NewGame(c.start)
	for _, m := range c.moves[:ply] {
		if g.Play(m) != nil {
			break // cannot happen: the moves were played before
		}
	}
	return g
}

func (c *cabezaGame) NewEvaluator(b Budget) Evaluator {
	// One search thread and a small table: each worker has its own
	// engine, and a review runs as many workers as there are cores.
	return &cabezaEvaluator{c: c, lim: b.cabezaLimits(), e: cabezaengine.New(cabezaengine.Options{TTMegabytes: 8})}
}

type cabezaEvaluator struct {
	c   *cabezaGame
	lim search.Limits
	e   *cabezaengine.Engine
}

func (c *cabezaGame) Final() (Eval, bool) { return overEval(c.game(len(c.moves)), len(c.moves)) }

// overEval is the Eval of a game over at its last position, ply.
func overEval(g *cabeza.Game, ply int) (Eval, bool) {
	s := g.Status()
	if !s.Over() {
		return Eval{}, false
	}
	e := Eval{Ply: ply, Over: true, Proven: true, Score: search.ScoreDraw}
	if !s.IsDraw() {
		e.Score = search.LossIn(0) // the side to move has lost
		if p := g.Position(); s.Winner == p.Side() {
			e.Score = search.WinIn(0)
		}
	}
	return e, true
}

func (ev *cabezaEvaluator) Evaluate(ctx context.Context, ply int) Eval {
	g := ev.c.game(ply)
	if e, over := overEval(g, ply); over {
		return e
	}
	res := ev.e.Search(ctx, *g, ev.lim, nil)
	return Eval{Ply: ply, Score: res.Score, Proven: res.Score.IsDecided(), Best: res.Move.String(), Line: res.PV, Nodes: res.Nodes, Depth: res.Depth}
}
