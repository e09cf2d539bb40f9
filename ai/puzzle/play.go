package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math"

	"cabezacat/ai/cabezaprove"
	"cabezacat/ai/catcatsolve"
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// What the trainer asks while a puzzle is played: is this move right,
// what refutes a wrong one, what is the hint.

// ErrNotYours is returned by Judge for a step that is the defender's.
var ErrNotYours = errors.New("not the solver's move")

// Judge says whether move (in the game's notation) is right at step
// (an even index into Line, the solver's) of the puzzle: the line's
// move, or at its last step any move that wins at once (a win puzzle).
// A move that is not legal is an error that says why, in the rules'
// words.
func (p *Puzzle) Judge(step int, move string) (right bool, played string, err error) {
	if step < 0 || step >= len(p.Line) || step%2 != 0 {
		return false, "", ErrNotYours
	}
	last := step == len(p.Line)-1
	if p.Game == Cabeza {
		pos := p.CabezaAt(step)
		m, err := cabeza.ParseMove(pos, move)
		if err != nil {
			return false, "", err
		}
		return m.String() == p.Line[step] || last && p.IsWin() && m.IsWin(), m.String(), nil
	}
	pos := p.CatcatAt(step)
	c, err := catcat.ParseCell(move)
	if err != nil {
		return false, "", err
	}
	next, err := pos.Play(c)
	if err != nil {
		return false, "", err
	}
	return c.String() == p.Line[step] || last && next.Outcome().Over(), c.String(), nil
}

// CabezaAt is the position before Line[step].
func (p *Puzzle) CabezaAt(step int) cabeza.Position {
	pos := p.cz
	for _, t := range p.Line[:min(step, len(p.Line))] {
		m, err := cabeza.ParseMove(pos, t)
		if err != nil {
			break // cannot happen: Parse played the line
		}
		pos = pos.Play(m)
	}
	return pos
}

// CatcatAt is the position before Line[step].
func (p *Puzzle) CatcatAt(step int) catcat.Position {
	pos := p.cc
	for _, t := range p.Line[:min(step, len(p.Line))] {
		c, _ := catcat.ParseCell(t)
		if next, err := pos.Play(c); err == nil {
			pos = next
		}
	}
	return pos
}

// Refutation is the other side's answer to a wrong move.
type Refutation struct {
	Reply string // the answer, in notation ("" if none was found in the budget)
	Wins  bool   // the answer wins the game at once
	Words string // for people: "blue crushes at once", "the cat is still 3 steps from getting out"
}

// RefuteBudget bounds a refutation's search.
const RefuteBudget = 3_000_000

// Refute finds the answer to the wrong move played at step (the solver's
// moves before it as the line has them): for a win, a move after which
// the solver no longer wins within what it had left; for a defence, the
// opponent's first move of its forced win. It searches within
// RefuteBudget nodes and stops when ctx is done (then Reply is "").
func (p *Puzzle) Refute(ctx context.Context, step int, played string) Refutation {
	if p.Game == Catcat {
		return p.refuteCatcat(ctx, step, played)
	}
	pos := p.CabezaAt(step)
	m, err := cabeza.ParseMove(pos, played)
	if err != nil {
		return Refutation{}
	}
	q := pos.Play(m)
	if w, ok := q.WinningMove(); ok {
		return Refutation{Reply: w.String(), Wins: true, Words: "and wins at once"}
	}
	pr := newCzProver(RefuteBudget)
	pr.SetContext(ctx)
	if p.Theme == Defence {
		for k := 1; k <= p.Count && ctx.Err() == nil; k++ {
			if ws := pr.WinningMoves(&q, k); len(ws) > 0 && !pr.Aborted() {
				return Refutation{Reply: ws[0].String(), Words: fmt.Sprintf("and forces a win in %d", k)}
			}
		}
		return Refutation{}
	}
	rem := p.Count - step/2 // the solver's moves left, this one included
	var list cabeza.MoveList
	cabezaprove.Answers(&q, &list)
	for _, r := range list.Slice() {
		if ctx.Err() != nil {
			return Refutation{}
		}
		after := q.Play(r)
		if !pr.Wins(&after, rem-1) && !pr.Aborted() {
			words := "and there is no win"
			if rem > 1 {
				words = fmt.Sprintf("and %s no longer wins in %d", q.Side().Opponent(), rem)
			}
			return Refutation{Reply: r.String(), Words: words}
		}
	}
	return Refutation{}
}

func (p *Puzzle) refuteCatcat(ctx context.Context, step int, played string) Refutation {
	pos := p.CatcatAt(step)
	c, err := catcat.ParseCell(played)
	if err != nil {
		return Refutation{}
	}
	q, err := pos.Play(c)
	if err != nil || q.Outcome().Over() {
		return Refutation{}
	}
	rem := p.Count - step/2
	pr := catcatsolve.GetProver(q)
	defer catcatsolve.PutProver(pr)
	pr.Limit = RefuteBudget
	var buf [catcat.MaxCells]int16
	legal := q.AppendLegalIndices(buf[:0])
	if len(legal) == 0 {
		return Refutation{}
	}
	var r catcatsolve.Result
	if p.Theme == Escape {
		r = pr.Escape(rem - 1)
	} else {
		r = pr.Trap(rem - 1)
	}
	if r != catcatsolve.Refuted || ctx.Err() != nil {
		return Refutation{}
	}
	reply := pr.Root
	if reply < 0 || !q.Legal(int(reply)) {
		reply = nearest(q, legal)
	}
	words := fmt.Sprintf("and the cat no longer gets out in %d", rem)
	if p.Theme == Trap {
		words = fmt.Sprintf("and the cat is no longer shut in with %d", rem)
	}
	return Refutation{Reply: q.Size().CellAt(int(reply)).String(), Words: words}
}

// Hint is a word about the next solver's move without giving it away:
// the piece to move (Cabeza), or for Catch the Cat the part of the board
// (the cat: which way out; the catcher: where, from the cat, to block).
func (p *Puzzle) Hint(step int) string {
	if step < 0 || step >= len(p.Line) {
		return ""
	}
	if p.Game == Cabeza {
		pos := p.CabezaAt(step)
		m, err := cabeza.ParseMove(pos, p.Line[step])
		if err != nil {
			return ""
		}
		return fmt.Sprintf("move your %s", m.Kind())
	}
	pos := p.CatcatAt(step)
	cat := pos.Cat()
	if p.Theme == Escape {
		end, _ := catcat.ParseCell(p.Line[len(p.Line)-1])
		return fmt.Sprintf("the way out is to the %s", compass(cat, end))
	}
	c, _ := catcat.ParseCell(p.Line[step])
	d := hexDistance(cat, c)
	if d <= 1 {
		return fmt.Sprintf("block next to the cat, on its %s side", compass(cat, c))
	}
	return fmt.Sprintf("block %d steps from the cat, to its %s", d, compass(cat, c))
}

// compass names the direction from a to b in eight points (y grows
// down the board: north is up).
func compass(a, b catcat.Cell) string {
	dx := float64(b.X-a.X) + 0.5*float64(b.Y&1-a.Y&1)
	dy := float64(a.Y - b.Y) // up is positive
	if dx == 0 && dy == 0 {
		return "centre"
	}
	ang := math.Atan2(dy, dx) * 180 / math.Pi // 0 east, 90 north
	names := []string{"east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"}
	i := int(math.Round(ang/45)+8) % 8
	return names[i]
}
