package puzzle

import (
	"cabezacat/ai/cabezaprove"
	"cabezacat/cabeza"
)

// DefenceHorizon is how far a Cabeza defence is proven: every other move
// lets the opponent force a win within this many of its moves, and the
// solution does not.
const DefenceHorizon = 2

// cabezaPuzzle tries pos as a Cabeza puzzle: a win within most of the
// side's moves, the least count, whose first move is the only one that
// wins within it (and so every solver's move of the line but the last);
// failing that, a defence. Every proof shares one budget of nodes; a
// position that needs more is passed over. Its id is set by the caller.
// With most 0 only a defence is tried, and with defence false only a
// win.
func (pr *czProver) cabezaPuzzle(pos cabeza.Position, most int, defence bool, budget int64) (Puzzle, bool) {
	pos = renumbered(pos)
	if most > 0 {
		pr.Reset(budget)
		if p, ok := pr.cabezaWin(pos, most); ok {
			return p, true
		}
		if pr.Aborted() {
			return Puzzle{}, false
		}
	}
	if !defence {
		return Puzzle{}, false
	}
	pr.Reset(budget)
	return pr.cabezaDefence(pos)
}

// renumbered is pos as a puzzle starts: move 1 (the move cap far away).
func renumbered(pos cabeza.Position) cabeza.Position {
	var pl [2][cabeza.NumKinds]cabeza.Placement
	for s := cabeza.Red; s <= cabeza.Blue; s++ {
		for k := cabeza.Kind(0); k < cabeza.NumKinds; k++ {
			pl[s][k] = pos.Placement(s, k)
		}
	}
	p, err := cabeza.NewPosition(pl, pos.Side(), 1)
	if err != nil {
		return pos
	}
	return p
}

func (pr *czProver) cabezaWin(pos cabeza.Position, most int) (Puzzle, bool) {
	k := pr.LeastWin(&pos, most)
	if k == 0 {
		return Puzzle{}, false
	}
	line, ok := pr.winLine(pos, k)
	if !ok {
		return Puzzle{}, false
	}
	last, _ := cabeza.ParseMove(pos, line[0]) // for its kind below, replayed
	g := cabeza.NewGame(pos)
	for _, t := range line {
		last, _ = g.PlayText(t)
	}
	theme := Crush
	if last.Kind() == cabeza.Cabeza {
		theme = RunHome
	}
	return Puzzle{Game: Cabeza, Theme: theme, Count: k, Effort: pr.Nodes(), Position: pos.String(), Line: line, cz: pos}, true
}

// winLine is the line of a win within k proven from pos: each solver's
// move the only one that wins within what is left (the last: any win),
// each defender's move one that holds out longest. ok is false if a
// solver's move is not unique or the budget ran out.
func (pr *czProver) winLine(pos cabeza.Position, k int) ([]string, bool) {
	var line []string
	for rem := k; ; rem-- {
		ws := pr.WinningMoves(&pos, rem)
		if pr.Aborted() || len(ws) == 0 || len(ws) > 1 && (rem > 1 || rem == k) {
			return nil, false
		}
		m := ws[0]
		line = append(line, m.String())
		q := pos.Play(m)
		if rem == 1 {
			return line, m.IsWin()
		}
		r, ok := pr.Resist(&q, rem-1)
		if !ok {
			return nil, false
		}
		line = append(line, r.String())
		pos = q.Play(r)
	}
}

// cabezaDefence: the side to move faces a win on the move, cannot win at
// once itself, and exactly one of its moves keeps the opponent from a
// forced win within DefenceHorizon.
func (pr *czProver) cabezaDefence(pos cabeza.Position) (Puzzle, bool) {
	if _, win, threat := pos.WinningMoveAndThreat(); win || !threat {
		return Puzzle{}, false
	}
	safe, ok := pr.onlySafe(pos, DefenceHorizon)
	if !ok {
		return Puzzle{}, false
	}
	return Puzzle{Game: Cabeza, Theme: Defence, Count: DefenceHorizon, Effort: pr.Nodes(), Position: pos.String(), Line: []string{safe.String()}, cz: pos}, true
}

// onlySafe is the one move of pos after which the opponent has no win
// within h; ok is false if there is none, more than one, or the budget
// ran out.
func (pr *czProver) onlySafe(pos cabeza.Position, h int) (cabeza.Move, bool) {
	var list cabeza.MoveList
	cabezaprove.Answers(&pos, &list) // the rest lose at once
	safe, n := cabeza.NoMove, 0
	for _, m := range list.Slice() {
		if m.IsWin() {
			return cabeza.NoMove, false
		}
		q := pos.Play(m)
		if !pr.Wins(&q, h) {
			if pr.Aborted() {
				return cabeza.NoMove, false
			}
			if safe, n = m, n+1; n > 1 {
				return cabeza.NoMove, false
			}
		}
	}
	return safe, n == 1 && !pr.Aborted()
}
