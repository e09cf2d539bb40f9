package review

import (
	"context"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/cabezaprove"
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
	return &cabezaEvaluator{c: c, lim: b.cabezaLimits(), e: cabezaengine.New(cabezaengine.Options{TTMegabytes: 8}), pr: cabezaprove.New(0), prLimit: b.proverNodes()}
}

type cabezaEvaluator struct {
	c       *cabezaGame
	lim     search.Limits
	e       *cabezaengine.Engine
	pr      *cabezaprove.Prover // the worker's own, like its engine
	prLimit int64
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
	e := Eval{Ply: ply, Score: res.Score, Proven: res.Score.IsDecided(), Best: res.Move.String(), Line: res.PV, Nodes: res.Nodes, Depth: res.Depth}
	if res.OK && ply < len(ev.c.moves) && ctx.Err() == nil {
		ev.scorePlayed(ctx, &e, res, ply)
	}
	if e.Proven && e.Score.IsWin() && ply < len(ev.c.moves) && ctx.Err() == nil {
		e.WinAfter, e.WinIn = ev.checkWin(ctx, ply, e.Score.Moves())
		e.Nodes += ev.pr.Nodes() // the prover's positions are work too
	}
	return e
}

// maxCheckedWin is the longest win (in the mover's moves) the check
// takes on: the prover's tables count moves in an int8, and a longer
// proof would not fit any budget anyway.
const maxCheckedWin = 60

// checkWin asks the exact prover whether the move played from position
// ply, a proven win in n of the mover's moves, keeps a win within the
// n−1 moves left. The engine's search cannot say it: it prunes (null
// move, reductions), so its finding no win after the move proves
// nothing, and from the other side its horizon may fall short of the
// mover's (n−1)th move.
func (ev *cabezaEvaluator) checkWin(ctx context.Context, ply, n int) (WinCheck, int) {
	child := ev.c.game(ply + 1)
	if _, over := overEval(child, ply+1); over {
		return WinUnchecked, 0 // the next position is the rules' proof
	}
	if n > maxCheckedWin {
		return WinOpen, 0
	}
	q := child.Position()
	ev.pr.Reset(ev.prLimit)
	ev.pr.SetContext(ctx)
	if n > 1 { // (a win on the move, not played, is no longer within 0)
		switch kept := ev.pr.Loses(&q, n-1); {
		case ev.pr.Aborted():
			return WinOpen, 0
		case kept:
			return WinKept, 0
		}
		// "Threw away" says there was a win to throw: the prover confirms
		// the search's (the played move's subtree is in its tables already).
		p := ev.c.game(ply).Position()
		if !ev.pr.Wins(&p, n) || ev.pr.Aborted() {
			return WinOpen, 0
		}
	}
	// A win only put off: a budget of its own, the tables kept (exact).
	// Out of budget there, a slower win is not ruled out (Eval.WinIn).
	ev.pr.Reset(delayLookBudget(ev.prLimit))
	for k := n; k < n+delayLook && k <= maxCheckedWin; k++ {
		if ev.pr.Loses(&q, k) {
			return WinDelayed, k
		}
		if ev.pr.Aborted() { // none within k−1: a slower one not ruled out
			return lookCutShort(k - 1), k - 1
		}
	}
	return WinThrown, 0
}

// scorePlayed sets e.Played: the best move's own score when the game
// played it, else the played move's child searched at the depth the
// parent's search gave its moves (res.Depth−1), negated: so the best
// and the played move are scored at one depth and from one side.
func (ev *cabezaEvaluator) scorePlayed(ctx context.Context, e *Eval, res cabezaengine.Result, ply int) {
	played := ev.c.moves[ply]
	if played == res.Move {
		e.Played, e.HasPlayed = res.Score, true
		return
	}
	child := ev.c.game(ply + 1)
	if over, ok := overEval(child, ply+1); ok {
		e.Played, e.HasPlayed = -over.Score, true
		return
	}
	lim := ev.lim
	lim.Depth = max(1, res.Depth-1)
	r := ev.e.Search(ctx, *child, lim, nil)
	if !r.OK || ctx.Err() != nil {
		return
	}
	e.Played, e.HasPlayed = -r.Score, true
	e.Nodes += r.Nodes
}
