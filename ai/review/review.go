package review

import (
	"fmt"
	"math"
	"sort"

	"cabezacat/ai/search"
	"cabezacat/internal/plural"
)

// Review is a game's review as far as it has come: an Eval per position
// (some still missing while the run goes on). It is a plain value for
// one goroutine (a screen's model): a Run's results are added to it.
type Review struct {
	Kind   Kind
	Budget Budget
	moves  []string
	movers []int
	sides  [2]string
	evals  []Eval
	have   []bool
	done   int
}

// New is an empty review of g.
func New(g Game, b Budget) *Review {
	n := g.Len()
	r := &Review{Kind: g.Kind(), Budget: b, evals: make([]Eval, n+1), have: make([]bool, n+1), sides: [2]string{g.Side(0), g.Side(1)}}
	for i := 0; i < n; i++ {
		r.moves = append(r.moves, g.Move(i))
		r.movers = append(r.movers, g.Mover(i))
	}
	return r
}

// Len is the number of moves; there are Len()+1 positions.
func (r *Review) Len() int { return len(r.moves) }

// Add records a position's evaluation.
func (r *Review) Add(e Eval) {
	if e.Ply < 0 || e.Ply >= len(r.evals) {
		return
	}
	if !r.have[e.Ply] {
		r.done++
	}
	r.evals[e.Ply], r.have[e.Ply] = e, true
}

// Done is how many positions are evaluated; Complete reports all of them.
func (r *Review) Done() int         { return r.done }
func (r *Review) Complete() bool    { return r.done == len(r.evals) }
func (r *Review) Known() []bool     { return append([]bool(nil), r.have...) }
func (r *Review) Mover(ply int) int { return r.movers[ply] }

// Side is side 0's or 1's name: "red", "cat"…
func (r *Review) Side(side int) string { return r.sides[side] }

// Eval is position ply's evaluation, if it is done.
func (r *Review) Eval(ply int) (Eval, bool) {
	if ply < 0 || ply >= len(r.evals) || !r.have[ply] {
		return Eval{}, false
	}
	return r.evals[ply], true
}

// settled is position ply's evaluation for the marks and the curve:
// the engine's, except for a Catch the Cat position the proofs around it
// settle. When the position before and the one after are both proven
// wins of the same side and this one is not proven (the solver's budget
// ran out, and the analysis' score is a guess: its catcher tries a few
// blocks only), it is taken as that side's win too, not proven. The guess
// in between would mark both moves blunders, each the other's. Not in
// Cabeza: there an open score is a full-width search's, which found no
// forced win, and a proven win after the reply is the reply's fault.
func (r *Review) settled(ply int) (Eval, bool) {
	e, ok := r.Eval(ply)
	if !ok || e.Proven || ply == 0 || r.Kind != Catcat {
		return e, ok
	}
	prev, ok1 := r.Eval(ply - 1)
	next, ok2 := r.Eval(ply + 1)
	if ok1 && ok2 && prev.Proven && next.Proven && prev.Score.IsWin() && next.Score.IsWin() && !next.Over {
		e.Score = search.LossIn(next.Score.Plies() + 1) // the side to move here is the one losing
		e.Inferred = true
	}
	return e, true
}

// Chance is the winning chance (0–1) at position ply of side 0 (the
// first mover), if the position is evaluated: the graph's curve.
func (r *Review) Chance(ply int) (float64, bool) {
	e, ok := r.settled(ply)
	if !ok {
		return 0, false
	}
	w := WinChance(r.Kind, e.Score)
	if r.sideToMove(ply) == 1 {
		w = 1 - w
	}
	return w, true
}

// sideToMove at position ply (also past the last move).
func (r *Review) sideToMove(ply int) int {
	if ply < len(r.movers) {
		return r.movers[ply]
	}
	if len(r.movers) == 0 {
		return 0
	}
	return 1 - r.movers[len(r.movers)-1]
}

// MoveReview is what the review says of one move.
type MoveReview struct {
	Ply    int
	Side   int // 0 the first mover
	Move   string
	Known  bool    // both positions around it are evaluated
	Before float64 // the mover's winning chances before the move
	After  float64 // and after it
	Mark   Mark
	// Exact is set where the engine proves it: "threw away a forced win
	// in 3" (the win before proven, and its loss after, or in Cabeza the
	// exact prover's finding no win within the moves left: Eval.WinAfter),
	// "delayed the win: a forced win in 5 remains" (the prover found no
	// win within 2 but one in 5: Eval.WinIn), "missed a forced win in 3"
	// (Catch the Cat's, or an old Cabeza record's: the win proven, the
	// search finding none after), "walked into a loss in 2".
	Exact     string
	MissedWin bool // threw away a proven win
	// DelayedWin: the win is still proven, only slower (Exact says so),
	// marked an inaccuracy with no drop in its chances.
	DelayedWin bool
	Best       string
	Line       []string
	BestScore  search.Score // the position's score for the mover, before the move
}

// winWords is a win of side's in n of its moves, in the game's words:
// "a forced win in 3", "an escape in 3", "a trap in 3".
func (r *Review) winWords(side, n int) string {
	in := fmt.Sprintf(" in %d", n)
	if n >= lengthUnknown {
		in = "" // proven, its count not found
	}
	switch {
	case r.Kind == Cabeza:
		return "a forced win" + in
	case r.sides[side] == "cat":
		return "an escape" + in
	}
	return "a trap" + in
}

// notRuledOut qualifies "threw away a forced win in n" where the look
// for a slower win ran out of budget after proving none within k moves
// (Eval.WinIn; 0: it did not run out, and nothing is added).
func notRuledOut(k int) string {
	if k <= 0 {
		return ""
	}
	return fmt.Sprintf(" (none within %d left, a slower one not ruled out)", k)
}

// lossWords is the other side's win in n of its moves, for side: "a
// loss in 2", "a trap in 2" (for the cat), "an escape in 2" (for the
// catcher).
func (r *Review) lossWords(side, n int) string {
	if r.Kind == Cabeza && n >= lengthUnknown {
		return "a forced loss"
	}
	if r.Kind == Cabeza {
		return fmt.Sprintf("a loss in %d", n)
	}
	return r.winWords(1-side, n)
}

// Drop is the winning chances the move cost its mover.
func (m MoveReview) Drop() float64 { return m.Before - m.After }

// Move is the review of move ply.
func (r *Review) Move(ply int) MoveReview {
	m := MoveReview{Ply: ply, Side: r.movers[ply], Move: r.moves[ply]}
	before, ok1 := r.settled(ply)
	after, ok2 := r.settled(ply + 1)
	if !ok1 || !ok2 {
		return m
	}
	m.Known = true
	m.Best, m.Line, m.BestScore = before.Best, before.Line, before.Score
	m.Before = WinChance(r.Kind, before.Score)
	m.After = 1 - WinChance(r.Kind, after.Score)
	if before.HasPlayed && !before.Proven && !after.Proven {
		// Both scores from one search's depth and side (see Eval.Played);
		// proofs keep the exact words below.
		m.After = WinChance(r.Kind, before.Played)
	}
	afterForMover := -after.Score // the mover's view of the position after
	switch {
	case before.Proven && before.Score.IsWin() && before.WinAfter == WinDelayed:
		// Still a proven win, only slower: not thrown away, but the loser
		// was given time, so an inaccuracy. The exact prover's word comes
		// before the search's decided scores.
		m.Mark, m.DelayedWin = Inaccuracy, true
		m.Exact = "delayed the win: " + r.winWords(m.Side, before.WinIn) + " remains"
	case before.Proven && before.Score.IsWin() && after.Proven && !afterForMover.IsWin():
		m.Mark, m.MissedWin = Blunder, true
		m.Exact = "threw away " + r.winWords(m.Side, before.Score.Moves())
	case before.Proven && before.Score.IsWin() && before.WinAfter == WinThrown:
		// The exact prover found no win within the moves left (Eval.WinAfter).
		m.Mark, m.MissedWin = Blunder, true
		m.Exact = "threw away " + r.winWords(m.Side, before.Score.Moves()) + notRuledOut(before.WinIn)
	case before.Proven && before.Score.IsWin() && before.WinAfter == WinKept:
		m.Mark = Best // it keeps the win within the moves left: as good as the engine's
	case before.Proven && before.Score.IsWin() && !afterForMover.IsWin() && !after.Inferred && before.WinAfter == WinUnchecked:
		// The win is proven; that none is left, only what the search saw.
		// Catch the Cat's, and a Cabeza record reviewed before the exact
		// check (which keeps its words); a check out of budget (WinOpen)
		// claims nothing and the move is marked by its cost.
		m.Mark, m.MissedWin = Blunder, true
		m.Exact = "missed " + r.winWords(m.Side, before.Score.Moves())
	case after.Proven && afterForMover.IsLoss() && !((before.Proven || before.Inferred) && before.Score.IsLoss()):
		m.Mark = Blunder
		m.Exact = "walked into " + r.lossWords(m.Side, after.Score.Moves())
	case m.Move == before.Best:
		m.Mark = Best
	default:
		m.Mark = MarkOfDrop(m.Drop())
	}
	return m
}

// SideSummary is a side's figures over the moves evaluated so far.
type SideSummary struct {
	Accuracy                                        float64 // percent, NaN before any move of the side is known
	Moves, Inaccuracies, Mistakes, Blunders, Missed int
}

// Summary is each side's summary (index: side, 0 the first mover).
func (r *Review) Summary() [2]SideSummary {
	var s [2]SideSummary
	for i := range r.moves {
		m := r.Move(i)
		if !m.Known {
			continue
		}
		ss := &s[m.Side]
		ss.Moves++
		switch m.Mark {
		case Inaccuracy:
			ss.Inaccuracies++
		case Mistake:
			ss.Mistakes++
		case Blunder:
			ss.Blunders++
		}
		if m.MissedWin {
			ss.Missed++
		}
	}
	acc := r.accuracy()
	s[0].Accuracy, s[1].Accuracy = acc[0], acc[1]
	return s
}

// accuracy is lichess's game accuracy over the longest evaluated run
// from the start (a review still running has its accuracy so far).
func (r *Review) accuracy() [2]float64 {
	var wc []float64
	for i := range r.evals {
		w, ok := r.Chance(i)
		if !ok {
			break
		}
		wc = append(wc, w)
	}
	if len(wc) < 2 {
		return [2]float64{math.NaN(), math.NaN()}
	}
	// A move's own chances where the review measured the played move
	// itself (Eval.Played): the curve's next point carries the odd/even
	// swing of a search from the other side.
	return gameAccuracy(wc, r.movers[:len(wc)-1], func(i int) (float64, float64, bool) {
		m := r.Move(i)
		if m.DelayedWin {
			// Still a proven win, so no drop in its chances; marked an
			// inaccuracy all the same, it counts as the least one, so
			// that a side's accuracy agrees with its marks (a game read
			// "accuracy 100%, 2 inaccuracies").
			return m.Before, min(m.After, max(m.Before-InaccuracyDrop, 0)), true
		}
		if e, ok := r.Eval(i); !ok || !e.HasPlayed {
			return 0, 0, false
		}
		return m.Before, m.After, m.Known
	})
}

// TurningPoints are the (at most) three moves that cost their movers
// the most winning chances, each at least an inaccuracy, in game order.
func (r *Review) TurningPoints() []int {
	type cost struct {
		ply  int
		drop float64
	}
	var cs []cost
	for i := range r.moves {
		m := r.Move(i)
		if m.Known && m.Mark >= Inaccuracy {
			cs = append(cs, cost{i, m.Drop()})
		}
	}
	sort.SliceStable(cs, func(a, b int) bool { return cs[a].drop > cs[b].drop })
	var out []int
	for _, c := range cs[:min(3, len(cs))] {
		out = append(out, c.ply)
	}
	sort.Ints(out)
	return out
}

// Describe is a move's review in a line: "blunder: threw away a forced
// win in 3 (best Fne)", "mistake: 62% → 38% (best Fne)", "best".
func (m MoveReview) Describe() string { return m.DescribeAs("") }

// DescribeAs is Describe with the mover's name on its chances, "mistake:
// blue's chances 62% → 38% (best fss)", for a screen whose graph shows
// the other side's.
func (m MoveReview) DescribeAs(mover string) string {
	if !m.Known {
		return "not evaluated yet"
	}
	what := m.Mark.String()
	switch {
	case m.Exact != "":
		what += ": " + m.Exact
	case m.Mark != Best:
		what += ": "
		if mover != "" {
			what += mover + "'s chances "
		}
		what += chancesWords(m.Before, m.After, m.Mark)
	}
	if m.Mark != Best && m.Best != "" {
		what += " (best " + m.Best + ")"
	}
	return what
}

// chancesWords writes a move's chances before and after it, in whole
// percent unless that would show a drop of another mark than the move's
// own (41.4% → 31.5% is good, but 41% → 31% reads as an inaccuracy): then
// with as many decimals as it takes.
func chancesWords(before, after float64, mark Mark) string {
	for prec := range 3 {
		// In units of the last decimal written, whole numbers: their
		// difference over a power of ten is the drop as written, exactly
		// as the thresholds are (0.10 is the double nearest a tenth).
		scale := math.Pow(10, float64(prec))
		b, a := math.Round(100*scale*before), math.Round(100*scale*after)
		if markBand(MarkOfDrop((b-a)/(100*scale))) == markBand(mark) {
			return fmt.Sprintf("%.*f%% → %.*f%%", prec, b/scale, prec, a/scale)
		}
	}
	// A drop on a threshold to within a ten-thousandth of a point.
	return fmt.Sprintf("%.3f%% → %.3f%%", 100*before, 100*after)
}

// markBand is the band of drops a mark stands for: best and good are one
// (a drop under InaccuracyDrop).
func markBand(m Mark) Mark {
	if m == Best {
		return Good
	}
	return m
}

// Counts is a side summary's marks in words: "2 inaccuracies, 1 mistake,
// 0 blunders".
func (s SideSummary) Counts() string {
	inacc := fmt.Sprintf("%d inaccuracies", s.Inaccuracies)
	if s.Inaccuracies == 1 {
		inacc = "1 inaccuracy" // not a regular noun: plural.Count would say "inaccuracys"
	}
	out := inacc + ", " + plural.Count(s.Mistakes, "mistake") + ", " + plural.Count(s.Blunders, "blunder")
	if s.Missed > 0 {
		out += ", " + plural.Count(s.Missed, "missed win")
	}
	return out
}
