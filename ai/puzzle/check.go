package puzzle

import (
	"errors"
	"fmt"

	"cabezacat/ai/catcatsolve"
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// CheckBudget is the nodes Check gives each puzzle's proofs.
const CheckBudget = 20_000_000

// ErrBudget is wrapped when a proof ran out of nodes: the puzzle is
// neither confirmed nor refuted.
var ErrBudget = errors.New("the proof ran out of its budget")

// Check proves p again under the current rules: for a win, the solver
// wins within Count and not within Count−1; its first move is the only
// one that wins within Count, and every solver's move of the line but
// the last the only one that wins within what is left; every defender's
// move of the line holds out (the solver needs all of what is left). For
// a defence, the line's move is the only one after which the opponent
// cannot force a win within Count. nil when all of it holds.
func Check(p *Puzzle, budget int64) error {
	if budget <= 0 {
		budget = CheckBudget
	}
	if p.Game == Catcat {
		return checkCatcat(p, budget)
	}
	return checkCabeza(p, budget)
}

func checkCabeza(p *Puzzle, budget int64) error {
	pr := newCzProver(budget)
	pos := p.cz
	moves := make([]cabeza.Move, len(p.Line))
	for i, t := range p.Line {
		m, err := cabeza.ParseMove(pos, t)
		if err != nil {
			return fmt.Errorf("move %d %s: %v", i+1, t, err)
		}
		moves[i] = m
		pos = pos.Play(m)
	}
	pos = p.cz
	if p.Theme == Defence {
		if m, win := pos.WinningMove(); win {
			return fmt.Errorf("%s wins at once: no defence is needed", m)
		}
		safe, ok := pr.onlySafe(pos, p.Count)
		if pr.Aborted() {
			return ErrBudget
		}
		if !ok || safe != moves[0] {
			return fmt.Errorf("%s is not the only move that does not lose within %d", p.Line[0], p.Count)
		}
		return nil
	}
	if p.Count > 1 && pr.Wins(&pos, p.Count-1) {
		return fmt.Errorf("it wins in fewer than %d", p.Count)
	}
	for i, m := range moves {
		rem := p.Count - i/2
		if i%2 == 0 { // the solver's
			if rem == 1 && i > 0 { // the last: any win
				if !m.IsWin() {
					return fmt.Errorf("move %d %s does not win", i+1, p.Line[i])
				}
				break
			}
			ws := pr.WinningMoves(&pos, rem)
			if pr.Aborted() {
				return ErrBudget
			}
			if len(ws) != 1 || ws[0] != m {
				return fmt.Errorf("move %d %s is not the only move that wins within %d (%s)", i+1, p.Line[i], rem, cabezaMoves(ws))
			}
			pos = pos.Play(m)
			continue
		}
		// The defender's: after it the solver must need all it has left.
		pos = pos.Play(m)
		if left := p.Count - (i+1)/2; left > 1 && pr.Wins(&pos, left-1) {
			return fmt.Errorf("move %d %s does not hold out: the win comes sooner", i+1, p.Line[i])
		}
		if pr.Aborted() {
			return ErrBudget
		}
	}
	return nil
}

func cabezaMoves(ms []cabeza.Move) string {
	if len(ms) == 0 {
		return "none does"
	}
	s := ""
	for i, m := range ms {
		if i > 0 {
			s += " and "
		}
		s += m.String()
	}
	return s + " do"
}

func checkCatcat(p *Puzzle, budget int64) error {
	b := &ccBudget{limit: budget}
	pos := p.cc
	cat := pos.Turn() == catcat.CatToMove
	if p.Count > 1 {
		r, _ := b.solverWins(pos, cat, p.Count-1)
		if b.aborted {
			return ErrBudget
		}
		if r == catcatsolve.Proved {
			return fmt.Errorf("it wins in fewer than %d", p.Count)
		}
	}
	for i, t := range p.Line {
		c, err := catcat.ParseCell(t)
		if err != nil {
			return fmt.Errorf("move %d %s: %v", i+1, t, err)
		}
		idx := pos.Size().Index(c)
		rem := p.Count - i/2
		if i%2 == 0 {
			if rem == 1 && i > 0 { // the last: any win
				next, err := pos.Play(c)
				if err != nil || !next.Outcome().Over() {
					return fmt.Errorf("move %d %s does not win", i+1, t)
				}
				break
			}
			ws := b.onlyWinning(pos, cat, rem)
			if b.aborted {
				return ErrBudget
			}
			if len(ws) != 1 || int(ws[0]) != idx {
				return fmt.Errorf("move %d %s is not the only move that wins within %d", i+1, t, rem)
			}
		}
		if pos, err = pos.Play(c); err != nil {
			return fmt.Errorf("move %d %s: %v", i+1, t, err)
		}
		if i%2 == 0 {
			continue
		}
		// The defender's: after it the solver must need all it has left.
		if left := p.Count - (i+1)/2; left > 1 {
			r, _ := b.solverWins(pos, cat, left-1)
			if b.aborted {
				return ErrBudget
			}
			if r == catcatsolve.Proved {
				return fmt.Errorf("move %d %s does not hold out: the win comes sooner", i+1, t)
			}
		}
	}
	return nil
}
