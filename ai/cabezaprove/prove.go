package cabezaprove

import (
	"context"

	"cabezacat/cabeza"
)

// Two facts keep it small and exact. A side that can win on the move
// does (WinningMove). And when the other side threatens to win on the
// move, only the moves the rules package's Defence lets through may
// answer: every other move leaves that win standing and loses at once,
// so the attacker tries no such move and the defender needs no proof
// that it loses. Repetition cannot matter: a line that came back to a
// position of the attacker's would win from it in fewer moves, and the
// count searched is the least that wins.

type entry struct {
	win, fail int8 // win: wins within win (0 none known); fail: does not win within fail
}

// Prover is the exact prover with its tables and its budget of nodes.
// One goroutine uses it; its tables carry over from one question to the
// next (they are exact), its budget is Reset for each.
type Prover struct {
	ctx          context.Context // stops the search when done (nil: never)
	nodes, limit int64
	aborted      bool
	tt           map[uint64]entry // Wins(), keyed by the position's hash (side included)
	lt           map[uint64]entry // Loses(), the same
}

// New is a prover with a budget of limit nodes (0: none).
func New(limit int64) *Prover {
	return &Prover{limit: limit, tt: map[uint64]entry{}, lt: map[uint64]entry{}}
}

// Reset starts a new budget of limit nodes; the tables stay (they are
// exact).
func (pr *Prover) Reset(limit int64) {
	pr.nodes, pr.limit, pr.aborted = 0, limit, false
	if len(pr.tt)+len(pr.lt) > 1<<20 {
		clear(pr.tt)
		clear(pr.lt)
	}
}

// SetContext stops the searches when ctx is done, as if out of budget.
func (pr *Prover) SetContext(ctx context.Context) { pr.ctx = ctx }

// Aborted reports that the last answers ran out of budget (or were
// stopped): they are void, not "no". Reset clears it.
func (pr *Prover) Aborted() bool { return pr.aborted }

// Nodes is how many positions the searches since Reset looked at.
func (pr *Prover) Nodes() int64 { return pr.nodes }

func (pr *Prover) tick() bool {
	pr.nodes++
	if pr.limit > 0 && pr.nodes > pr.limit {
		pr.aborted = true
	}
	if pr.ctx != nil && pr.nodes&1023 == 0 && pr.ctx.Err() != nil {
		pr.aborted = true
	}
	return pr.aborted
}

// Answers lists the moves of p that may not lose at once: when the other
// side threatens to win on the move, only the answers Defence lets through.
func Answers(p *cabeza.Position, list *cabeza.MoveList) {
	d := p.Defence()
	p.GenerateAnswers(list, &d)
}

// Wins reports whether the side to move wins within k of its moves.
func (pr *Prover) Wins(p *cabeza.Position, k int) bool {
	if k <= 0 || pr.tick() {
		return false
	}
	if _, ok := p.WinningMove(); ok {
		return true
	}
	if k == 1 {
		return false
	}
	h := p.Hash()
	e := pr.tt[h]
	if e.win > 0 && int(e.win) <= k {
		return true
	}
	if int(e.fail) >= k {
		return false
	}
	var list cabeza.MoveList
	Answers(p, &list)
	res := false
	for _, m := range list.Slice() {
		q := p.Play(m)
		if pr.Loses(&q, k-1) {
			res = true
			break
		}
		if pr.aborted {
			return false
		}
	}
	if pr.aborted {
		return false
	}
	e = pr.tt[h]
	if res && (e.win == 0 || int(e.win) > k) {
		e.win = int8(k)
	} else if !res && int(e.fail) < k {
		e.fail = int8(k)
	}
	pr.tt[h] = e
	return res
}

// Loses reports whether the side to move loses to a win of the other
// side within k of the other side's moves, whatever it plays.
func (pr *Prover) Loses(q *cabeza.Position, k int) bool {
	if pr.tick() {
		return false
	}
	if _, ok := q.WinningMove(); ok {
		return false
	}
	h := q.Hash()
	e := pr.lt[h]
	if e.win > 0 && int(e.win) <= k {
		return true
	}
	if int(e.fail) >= k {
		return false
	}
	var list cabeza.MoveList
	Answers(q, &list) // the others leave a win on the move: they lose
	res := true
	for _, m := range list.Slice() {
		r := q.Play(m)
		if !pr.Wins(&r, k) {
			res = false
			break
		}
	}
	if pr.aborted {
		return false
	}
	e = pr.lt[h]
	if res && (e.win == 0 || int(e.win) > k) {
		e.win = int8(k)
	} else if !res && int(e.fail) < k {
		e.fail = int8(k)
	}
	pr.lt[h] = e
	return res
}

// WinningMoves lists up to two first moves of p that win within k (the
// rest are not looked at once two are found: the puzzle is not unique).
// With k = 1 these are the moves that win at once.
func (pr *Prover) WinningMoves(p *cabeza.Position, k int) []cabeza.Move {
	var out []cabeza.Move
	var list cabeza.MoveList
	if k == 1 {
		p.GenerateMoves(&list)
		for _, m := range list.Slice() {
			if m.IsWin() {
				if out = append(out, m); len(out) == 2 {
					break
				}
			}
		}
		return out
	}
	Answers(p, &list)
	for _, m := range list.Slice() {
		if m.IsWin() {
			out = append(out, m)
		} else {
			q := p.Play(m)
			if pr.Loses(&q, k-1) {
				out = append(out, m)
			}
		}
		if pr.aborted || len(out) == 2 {
			break
		}
	}
	return out
}

// LeastWin is the least k ≤ most within which the side to move wins, 0
// when it does not (or the budget ran out: see aborted).
func (pr *Prover) LeastWin(p *cabeza.Position, most int) int {
	for k := 1; k <= most; k++ {
		if pr.Wins(p, k) {
			return k
		}
		if pr.aborted {
			return 0
		}
	}
	return 0
}

// Resist is the defender's longest resistance after the attacker's move:
// a move of q (the defender to move) after which the attacker needs all
// of its k moves left (no win within k−1). ok is false if there is none
// (or the budget ran out).
func (pr *Prover) Resist(q *cabeza.Position, k int) (cabeza.Move, bool) {
	var list cabeza.MoveList
	Answers(q, &list)
	if list.N == 0 {
		q.GenerateMoves(&list) // every move loses at once: any will do
		if list.N == 0 {
			return cabeza.NoMove, false
		}
		return list.Moves[0], k == 1
	}
	for _, m := range list.Slice() {
		r := q.Play(m)
		if k == 1 || !pr.Wins(&r, k-1) {
			if pr.aborted {
				return cabeza.NoMove, false
			}
			return m, true
		}
	}
	return cabeza.NoMove, false
}
