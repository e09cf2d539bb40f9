package review

import (
	"strconv"
	"strings"

	"cabezacat/ai/search"
)

// Note is a move's note as both games' records hold it (cabeza.Note and
// catcat.Note have these fields).
type Note struct{ Mark, Comment string }

// The annotations a review writes into a record, so that the record
// reopens with its review and no search:
//
//   - each move's mark (Mark.Symbol: "!", "?!", "?", "??"; none for a
//     good move) and a comment with the score of the position before
//     the move for its mover, "proven" when it is a proof, the engine's
//     best move there and its line, and what the review proved of the
//     move, the played move's own score at the same depth when it was
//     not the best (Eval.Played; records written before it lack it and
//     still read), and what the review proved of the move: {-0.35; best
//     Fne; line Fne os On; played -0.80} or {win 2 proven; best Cn; line
//     Cn hs Cn; threw away a forced win in 2}; a Cabeza move played from
//     a proven win whose check kept it or proved nothing says so, "keeps
//     the win" or "win after unproven" (Eval.WinAfter), and one that only
//     put its win off has its Exact words, "delayed the win: a forced win
//     in 5 remains";
//   - a header (the Cabeza record's Review tag, the Catch the Cat
//     record's review line): the budget and the score of the last
//     position, "quick; end +0.20" (a finished game's last position is
//     the rules' and needs none: "quick").
//
// A person's own marks and comments are kept where the review has none
// to write; FromNotes reads a review back only from notes it wrote.

// Notes is the review's annotations (one per move) and its header. It
// wants a complete review.
func (r *Review) Notes() ([]Note, string) {
	notes := make([]Note, len(r.moves))
	for i := range r.moves {
		m := r.Move(i)
		before, _ := r.Eval(i)
		parts := []string{scoreText(before)}
		if before.Best != "" {
			parts = append(parts, "best "+before.Best)
		}
		if len(before.Line) > 0 {
			parts = append(parts, "line "+strings.Join(before.Line, " "))
		}
		if before.HasPlayed && before.Best != m.Move {
			parts = append(parts, "played "+before.Played.String())
		}
		if m.Exact != "" {
			parts = append(parts, m.Exact)
		}
		switch before.WinAfter { // WinThrown: the Exact words say it
		case WinKept:
			parts = append(parts, winKeptText)
		case WinOpen:
			parts = append(parts, winOpenText)
		}
		notes[i] = Note{Mark: m.Mark.Symbol(), Comment: strings.Join(parts, "; ")}
	}
	header := r.Budget.String()
	if last, ok := r.Eval(len(r.moves)); ok && !last.Over {
		header += "; end " + scoreText(last)
	}
	return notes, header
}

func scoreText(e Eval) string {
	s := e.Score.String()
	switch {
	case e.Score.IsWin() && !countKnown(e.Score):
		s = "win"
	case e.Score.IsLoss() && !countKnown(e.Score):
		s = "loss"
	}
	if e.Proven {
		s += " proven"
	}
	return s
}

// FromNotes reads a review back from a record's notes and header, as
// Notes wrote them. ok is false when they are not a whole review (no
// header, a move without a score): the game is then reviewed again.
func FromNotes(g Game, notes []Note, header string) (*Review, bool) {
	budgetWord, rest, _ := strings.Cut(header, ";")
	b, err := ParseBudget(strings.TrimSpace(budgetWord))
	if err != nil || len(notes) != g.Len() {
		return nil, false
	}
	r := New(g, b)
	for i, n := range notes {
		e, ok := parseComment(n.Comment)
		if !ok {
			return nil, false
		}
		e.Ply = i
		r.Add(e)
	}
	last := Eval{Ply: g.Len()}
	if end, ok := strings.CutPrefix(strings.TrimSpace(rest), "end "); ok {
		s, proven, ok := parseScore(end)
		if !ok {
			return nil, false
		}
		last.Score, last.Proven = s, proven
	} else {
		e, ok := g.Final() // the rules say how a finished game stands: no search
		if !ok {
			return nil, false
		}
		last = e
	}
	r.Add(last)
	return r, true
}

// The words of Eval.WinAfter in a note, read back by parseComment (a
// thrown win has its Exact words).
const (
	winKeptText = "keeps the win"
	winOpenText = "win after unproven"
)

// parseComment reads a comment Notes wrote: the score first, then
// "best …", "line …" and "played …"; anything else is the review's
// prose. A move without "played" that is the best has its own score.
func parseComment(c string) (Eval, bool) {
	fields := strings.Split(c, ";")
	s, proven, ok := parseScore(strings.TrimSpace(fields[0]))
	if !ok {
		return Eval{}, false
	}
	e := Eval{Score: s, Proven: proven}
	for _, f := range fields[1:] {
		f = strings.TrimSpace(f)
		if v, ok := strings.CutPrefix(f, "best "); ok {
			e.Best = v
		} else if v, ok := strings.CutPrefix(f, "line "); ok {
			e.Line = strings.Fields(v)
		} else if v, ok := strings.CutPrefix(f, "played "); ok {
			if s, _, ok := parseScore(v); ok {
				e.Played, e.HasPlayed = s, true
			}
		} else if f == winKeptText {
			e.WinAfter = WinKept
		} else if f == winOpenText {
			e.WinAfter = WinOpen
		} else if strings.HasPrefix(f, "threw away ") && e.Proven && e.Score.IsWin() {
			e.WinAfter, e.WinIn = WinThrown, thrownWithin(f) // proven either way: the words stay
		} else if n, ok := delayedWinIn(f); ok && e.Proven && e.Score.IsWin() {
			e.WinAfter, e.WinIn = WinDelayed, n
		}
	}
	return e, true
}

// thrownWithin reads how far the look for a slower win got from the
// words of a thrown one, "… (none within 4 left, a slower one not ruled
// out)" (notRuledOut), or 0.
func thrownWithin(f string) int {
	_, v, ok := strings.Cut(f, " (none within ")
	if !ok {
		return 0
	}
	v, _, ok = strings.Cut(v, " left, a slower one not ruled out)")
	n, err := strconv.Atoi(v)
	if !ok || err != nil || n < 1 || n > maxCheckedWin+delayLook {
		return 0
	}
	return n
}

// delayedWinIn reads the words of a delayed win, "delayed the win: a
// forced win in 5 remains" (an escape, a trap), for its number of moves.
func delayedWinIn(f string) (int, bool) {
	v, ok := strings.CutPrefix(f, "delayed the win: ")
	if !ok {
		return 0, false
	}
	v, ok = strings.CutSuffix(v, " remains")
	i := strings.LastIndexByte(v, ' ')
	if !ok || i < 0 {
		return 0, false
	}
	n, err := strconv.Atoi(v[i+1:])
	if err != nil || n < 1 || n > maxCheckedWin+delayLook {
		return 0, false
	}
	return n, true
}

// parseScore reads Score.String's forms, "+0.35", "-1.20", "0.00", "win
// 3", "loss 2", and a trailing "proven". A decided score's plies come
// back from its moves (win n: ply 2n−1, the winner's own move; loss n:
// ply 2n).
func parseScore(s string) (search.Score, bool, bool) {
	s, proven := strings.CutSuffix(s, " proven")
	switch s { // a proof whose count was not found (lengthUnknown)
	case "win":
		return search.WinIn(2*lengthUnknown - 1), proven, true
	case "loss":
		return search.LossIn(2 * lengthUnknown), proven, true
	}
	if v, ok := strings.CutPrefix(s, "win "); ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || 2*n-1 > search.MaxDecidedPlies {
			return 0, false, false
		}
		return search.WinIn(max(0, 2*n-1)), proven, true
	}
	if v, ok := strings.CutPrefix(s, "loss "); ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || 2*n > search.MaxDecidedPlies {
			return 0, false, false
		}
		return search.LossIn(2 * n), proven, true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f != f || f > 300 || f < -300 { // open scores stay far below the decided ones
		return 0, false, false
	}
	sc := search.Score(int32(f*100 + copysign(0.5, f)))
	return sc, proven, true
}

func copysign(x, sign float64) float64 {
	if sign < 0 {
		return -x
	}
	return x
}
