package review

import (
	"context"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/catcatsolve"
	"cabezacat/ai/search"
	"cabezacat/catcat"
)

// catcatGame is a Catch the Cat game to review.
type catcatGame struct {
	positions []catcat.Position // start first, one after each move
	moves     []catcat.Cell
}

// CatcatGame is the game g as a Game to review. It copies g.
func CatcatGame(g *catcat.Game) Game {
	ps := g.Positions()
	ms := g.Moves()
	// A game lost by an invalid move has that move's position last: the
	// review stops at the valid moves.
	return &catcatGame{positions: ps[:len(ms)+1], moves: ms}
}

func (c *catcatGame) Kind() Kind          { return Catcat }
func (c *catcatGame) Len() int            { return len(c.moves) }
func (c *catcatGame) Move(ply int) string { return c.moves[ply].String() }

func (c *catcatGame) Side(side int) string {
	t := c.positions[0].Turn()
	if side == 1 {
		t = t.Other()
	}
	return t.String()
}

func (c *catcatGame) Mover(ply int) int {
	if c.positions[ply].Turn() == c.positions[0].Turn() {
		return 0
	}
	return 1
}

func (c *catcatGame) Final() (Eval, bool) {
	n := len(c.moves)
	if !c.positions[n].Outcome().Over() {
		return Eval{}, false
	}
	// The side to move is the loser: the winner's move ended the game.
	return Eval{Ply: n, Over: true, Proven: true, Score: search.LossIn(0)}, true
}

func (c *catcatGame) NewEvaluator(b Budget) Evaluator { return &catcatEvaluator{c: c, b: b} }

type catcatEvaluator struct {
	c *catcatGame
	b Budget
}

// Evaluate asks the exact solver first; only when it proves nothing
// within the budget does the analysis search score the position.
func (ev *catcatEvaluator) Evaluate(ctx context.Context, ply int) Eval {
	pos := ev.c.positions[ply]
	if ply == len(ev.c.moves) {
		if e, over := ev.c.Final(); over {
			return e
		}
	}
	sol := catcatsolve.SolveQuick(ctx, pos, ev.b.solverNodes())
	if ctx.Err() != nil {
		return Eval{Ply: ply}
	}
	if sol.Proved && len(sol.Line) > 0 {
		e := Eval{Ply: ply, Score: solutionScore(sol, pos.Turn()), Proven: true, Best: sol.Line[0].String(), Line: cellStrings(sol.Line), Nodes: int64(sol.Nodes)}
		if e.Score.IsWin() && !sol.MovesUnknown && ply < len(ev.c.moves) {
			var nodes int
			e.WinAfter, e.WinIn, nodes = ev.checkWin(ply, e.Score.Moves())
			e.Nodes += int64(nodes)
		}
		return e
	}
	info := catcatagent.SearchAnalysis(ctx, pos, ev.b.catcatLimits(), 1, nil)
	e := Eval{Ply: ply, Score: info.Score, Line: info.PV, Nodes: info.Nodes, Depth: info.Depth}
	if len(info.PV) > 0 {
		e.Best = info.PV[0]
	}
	// The search's decided scores are not proofs (its catcher tries a few
	// blocks): shown as the search found them, marked only by the drop.
	return e
}

// solutionScore is a proof as a Score for the side to move: the winner's
// n moves end the game on ply 2n−1 (its own move) when it is to move, on
// ply 2n when the other side is. A proof whose length was not found
// counts as the farthest decided score (lengthUnknown).
func solutionScore(sol catcatsolve.Solution, turn catcat.Turn) search.Score {
	n := sol.Moves
	if sol.MovesUnknown || n <= 0 {
		n = lengthUnknown
	}
	if sol.CatWins == (turn == catcat.CatToMove) {
		return search.WinIn(2*n - 1)
	}
	return search.LossIn(2 * n)
}

func cellStrings(cs []catcat.Cell) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// checkWin asks the solver's provers whether the move played from
// position ply, a proven win in n of the mover's moves, keeps a win
// within the n−1 moves left: the solver's budget may prove nothing of
// the next position, and "missed an escape" must not be a guess (see
// Eval.WinAfter). It returns the answer and the provers' nodes.
func (ev *catcatEvaluator) checkWin(ply, n int) (check WinCheck, in, nodes int) {
	child := ev.c.positions[ply+1]
	if child.Outcome().Over() {
		return WinUnchecked, 0, 0 // the rules' own proof
	}
	if n-1 > maxCheckedWin {
		return WinOpen, 0, 0
	}
	cat := ev.c.positions[ply].Turn() == catcat.CatToMove
	pr := catcatsolve.GetProver(child)
	defer catcatsolve.PutProver(pr)
	budget := ev.b.solverNodes()
	within := func(k int) catcatsolve.Result {
		pr.Limit = nodes + budget // each question its own budget
		if cat {
			return pr.Escape(k)
		}
		return pr.Trap(k)
	}
	r := catcatsolve.Refuted // a win on the move, not played: none within 0
	if n > 1 {
		r = within(n - 1)
		nodes = pr.Nodes
	}
	switch r {
	case catcatsolve.Proved:
		return WinKept, 0, nodes
	case catcatsolve.Refuted:
		// A win only put off (delayLook): looked for a little further.
		// Out of budget there, a slower win is not ruled out (Eval.WinIn).
		budget = delayLookBudget(budget)
		for k := n; k < n+delayLook && k <= maxCheckedWin; k++ {
			r := within(k)
			nodes = pr.Nodes
			switch r {
			case catcatsolve.Proved:
				return WinDelayed, k, nodes
			case catcatsolve.Unknown: // none within k−1: a slower one not ruled out
				return lookCutShort(k - 1), k - 1, nodes
			}
		}
		return WinThrown, 0, nodes
	}
	return WinOpen, 0, nodes
}
