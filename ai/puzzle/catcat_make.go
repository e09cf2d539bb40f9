package puzzle

import (
	"cabezacat/ai/catcatsolve"
	"cabezacat/catcat"
)

// Catch the Cat puzzles: the cat to move escapes within k of its steps,
// or the catcher to move traps it within k blocks, proven by
// ai/catcatsolve's provers, the least k from 2 on (a win in 1 is a
// glance, not a puzzle), and the first move the only one that does it:
// after every other first move the same prover refutes the win within
// what is left.

// ccBudget counts the nodes of one candidate's proofs against its
// budget, over the many provers it takes.
type ccBudget struct {
	nodes, limit int64
	aborted      bool
}

// prove runs ask on a prover loaded with pos within what is left of the
// budget.
func (b *ccBudget) prove(pos catcat.Position, ask func(*catcatsolve.Prover) catcatsolve.Result) (catcatsolve.Result, int16) {
	if b.aborted {
		return catcatsolve.Unknown, -1
	}
	pr := catcatsolve.GetProver(pos)
	defer catcatsolve.PutProver(pr)
	pr.Limit = int(max(b.limit-b.nodes, 1))
	r := ask(pr)
	b.nodes += int64(pr.Nodes)
	if r == catcatsolve.Unknown {
		b.aborted = true
	}
	return r, pr.Root
}

// catWins asks whether the side that is the solver (cat: escape, else
// trap) wins within k, whoever is to move in pos.
func (b *ccBudget) solverWins(pos catcat.Position, cat bool, k int) (catcatsolve.Result, int16) {
	if cat {
		if pos.Outcome() == catcat.CatEscaped {
			return catcatsolve.Proved, -1
		}
		return b.prove(pos, func(p *catcatsolve.Prover) catcatsolve.Result { return p.Escape(k) })
	}
	if pos.Outcome() == catcat.CatTrapped {
		return catcatsolve.Proved, -1
	}
	return b.prove(pos, func(p *catcatsolve.Prover) catcatsolve.Result { return p.Trap(k) })
}

// catcatPuzzle tries pos as a puzzle of at most most moves.
func catcatPuzzle(pos catcat.Position, most int, budget int64) (p Puzzle, ok, aborted bool) {
	if pos.Outcome().Over() {
		return Puzzle{}, false, false
	}
	b := &ccBudget{limit: budget}
	p, ok = b.catcatPuzzle(pos, most)
	return p, ok, b.aborted
}

func (b *ccBudget) catcatPuzzle(pos catcat.Position, most int) (Puzzle, bool) {
	cat := pos.Turn() == catcat.CatToMove
	k := 0
	for j := 1; j <= most && k == 0; j++ {
		switch r, _ := b.solverWins(pos, cat, j); r {
		case catcatsolve.Proved:
			k = j
		case catcatsolve.Unknown:
			return Puzzle{}, false
		}
	}
	if k < 2 {
		return Puzzle{}, false
	}
	line, ok := b.catcatLine(pos, cat, k)
	if !ok {
		return Puzzle{}, false
	}
	theme := Trap
	if cat {
		theme = Escape
	}
	return Puzzle{Game: Catcat, Theme: theme, Count: k, Effort: b.nodes, Position: pos.OneLine(), Line: line, cc: pos}, true
}

// onlyWinning lists up to two moves of pos (the solver to move) that
// win within rem.
func (b *ccBudget) onlyWinning(pos catcat.Position, cat bool, rem int) []int16 {
	var buf [catcat.MaxCells]int16
	var out []int16
	for _, i := range pos.AppendLegalIndices(buf[:0]) {
		q := pos.Apply(int(i))
		r := catcatsolve.Refuted
		switch {
		case q.Outcome().Over():
			if _, won := q.Outcome().Winner(); won {
				r = catcatsolve.Proved
			}
		case rem > 1:
			r, _ = b.solverWins(q, cat, rem-1)
		}
		if b.aborted {
			return nil
		}
		if r == catcatsolve.Proved {
			if out = append(out, i); len(out) == 2 {
				break
			}
		}
	}
	return out
}

// catcatLine is the proven line: the solver's only winning moves (at the
// last step, the first win), the loser's longest resistance.
func (b *ccBudget) catcatLine(pos catcat.Position, cat bool, k int) ([]string, bool) {
	var line []string
	for rem := k; ; rem-- {
		ws := b.onlyWinning(pos, cat, rem)
		if b.aborted || len(ws) == 0 || len(ws) > 1 && (rem > 1 || rem == k) {
			return nil, false
		}
		pos = pos.Apply(int(ws[0]))
		line = append(line, pos.Size().CellAt(int(ws[0])).String())
		if rem == 1 {
			return line, pos.Outcome().Over()
		}
		r, ok := b.resist(pos, cat, rem-1)
		if !ok {
			return nil, false
		}
		pos = pos.Apply(int(r))
		line = append(line, pos.Size().CellAt(int(r)).String())
	}
}

// resist is the loser's move (the loser to move in pos) after which the
// solver needs all of its rem moves: it does not win within rem−1.
func (b *ccBudget) resist(pos catcat.Position, cat bool, rem int) (int16, bool) {
	var buf [catcat.MaxCells]int16
	legal := pos.AppendLegalIndices(buf[:0])
	if len(legal) == 0 {
		return -1, false
	}
	if rem == 1 { // every move loses at once: the one nearest the cat
		return nearest(pos, legal), true
	}
	// The prover names a holding move when there is one.
	var r catcatsolve.Result
	var root int16
	if cat {
		r, root = b.prove(pos, func(p *catcatsolve.Prover) catcatsolve.Result { return p.Escape(rem - 1) })
	} else {
		r, root = b.prove(pos, func(p *catcatsolve.Prover) catcatsolve.Result { return p.Trap(rem - 1) })
	}
	if r != catcatsolve.Refuted {
		return -1, false
	}
	if root < 0 || !pos.Legal(int(root)) {
		root = nearest(pos, legal)
	}
	return root, true
}

// nearest is the legal move nearest the cat (the cat's own moves are all
// next to it): what a player would try when nothing holds.
func nearest(pos catcat.Position, legal []int16) int16 {
	cat := pos.Cat()
	best, bd := legal[0], 1<<30
	for _, i := range legal {
		c := pos.Size().CellAt(int(i))
		if d := hexDistance(cat, c); d < bd {
			best, bd = i, d
		}
	}
	return best
}

// hexDistance is the steps between two cells of the offset grid (odd
// rows shifted east), through cube coordinates.
func hexDistance(a, b catcat.Cell) int {
	ax, az := a.X-(a.Y-(a.Y&1))/2, a.Y
	bx, bz := b.X-(b.Y-(b.Y&1))/2, b.Y
	dx, dz := ax-bx, az-bz
	dy := -dx - dz
	return max(abs(dx), abs(dy), abs(dz))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
