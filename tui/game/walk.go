package game

import (
	"fmt"
	"slices"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
)

// Walk is the history walk, shared by the game screens. The model is a
// "shown game" plus the kept original:
//
//   - While walking, the screen's game is a fresh copy of the game cut at
//     the shown ply, so everything the screen does (drawing, selecting,
//     playing, analysis) works on the shown position unchanged.
//   - line is the game as it was when the walk began; it is kept, whole,
//     until the person leaves the walk.
//   - A move played from a past position starts a side line; tip is the
//     longest game of the line being walked (the original, or the side
//     line), so back and forward move along a side line too.
//   - end goes to the end of the line shown, and from there back to the
//     original game (a side line is then dropped); o ("play on") makes the
//     shown game the game, dropping the original's later moves.
//
// While walking, the AI does not move (AI vs AI waits); it goes on when
// the walk ends.
//
// G is the game (a pointer, nil when not walking); R, a type with no
// state, supplies the few operations that differ between the games, so
// that a walk stays a plain value the screens can copy and reset.
type Walk[G comparable, R WalkRules[G]] struct {
	Line G // the game as it was; nil when not walking
	Tip  G // the end of the line walked
}

// WalkRules are what the walk needs to know of a game.
type WalkRules[G any] interface {
	Plies(g G) int        // the number of moves played
	Cut(g G, ply int) G   // a new game of g's first ply moves
	IsPrefix(a, b G) bool // a's moves begin b's
}

// WalkScreen is what the walk needs of a game screen.
type WalkScreen[G any] interface {
	Shown() G      // the game on the board
	Show(g G)      // puts a game cut from the walked lines on the board
	PauseWalk()    // stops what must not run while walking (the AI's search)
	Next() tea.Cmd // goes on with the game (the AI's move) after a walk
	Say(problem bool, format string, a ...any)
}

// MovesPrefix reports that the moves a begin the moves b.
func MovesPrefix[M comparable](a, b []M) bool {
	return len(a) <= len(b) && slices.Equal(a, b[:len(a)])
}

func (w Walk[G, R]) Walking() bool {
	var none G
	return w.Line != none
}

// Track notes a move played on the shown game: if it leaves the line
// walked, it starts (or extends) a side line.
func (w *Walk[G, R]) Track(g G) {
	var r R
	if w.Walking() && !r.IsPrefix(g, w.Tip) {
		w.Tip = g
	}
}

// sideLine reports that the line walked has left the original game.
func (w Walk[G, R]) sideLine() bool {
	var r R
	return w.Walking() && !r.IsPrefix(w.Tip, w.Line)
}

// begin keeps the game as it is; the AI's search stops.
func (w *Walk[G, R]) begin(s WalkScreen[G]) {
	if w.Walking() {
		return
	}
	s.PauseWalk()
	*w = Walk[G, R]{Line: s.Shown(), Tip: s.Shown()}
}

// end returns to the kept game (or to the shown one, for play on).
func (w *Walk[G, R]) end(s WalkScreen[G], g G) tea.Cmd {
	*w = Walk[G, R]{}
	s.Show(g)
	return s.Next()
}

// Key handles the history keys (undo and step are the screen's own keys,
// which step back and explain while walking); ok is false for any other
// key.
func (w *Walk[G, R]) Key(s WalkScreen[G], msg tea.KeyMsg, undo, step key.Binding) (cmd tea.Cmd, ok bool) {
	var r R
	k := analysis.Keys
	g := s.Shown()
	ply := r.Plies(g)
	switch {
	case key.Matches(msg, k.Back) || (w.Walking() && key.Matches(msg, undo)):
		if ply == 0 {
			s.Say(true, "this is the start of the game")
			return nil, true
		}
		w.begin(s)
		s.Show(r.Cut(g, ply-1))
	case key.Matches(msg, k.Start):
		if ply == 0 {
			s.Say(true, "this is the start of the game")
			return nil, true
		}
		w.begin(s)
		s.Show(r.Cut(g, 0))
	case key.Matches(msg, k.Forward):
		if !w.Walking() {
			s.Say(true, "this is the end of the game")
			return nil, true
		}
		src := w.Tip
		if !r.IsPrefix(g, src) || ply == r.Plies(src) {
			if !r.IsPrefix(g, w.Line) || ply == r.Plies(w.Line) {
				s.Say(true, "the end of this line: end returns to the game, o plays on from here")
				return nil, true
			}
			src = w.Line
		}
		if src == w.Line && ply+1 == r.Plies(w.Line) {
			return w.end(s, w.Line), true
		}
		s.Show(r.Cut(src, ply+1))
	case key.Matches(msg, k.End):
		if !w.Walking() {
			s.Say(true, "this is the end of the game")
			return nil, true
		}
		if tip := r.Plies(w.Tip); r.IsPrefix(g, w.Tip) && ply < tip && w.sideLine() {
			s.Show(r.Cut(w.Tip, tip))
			return nil, true
		}
		return w.end(s, w.Line), true
	case key.Matches(msg, k.PlayOn):
		if !w.Walking() {
			s.Say(true, "o plays on from a past position: walk back with < first")
			return nil, true
		}
		cmd := w.end(s, g)
		s.Say(false, "playing on from here: the later moves are dropped")
		return cmd, true
	case w.Walking() && key.Matches(msg, step):
		s.Say(true, "walking the history: end returns to the game")
	default:
		return nil, false
	}
	return nil, true
}

// LineOf is the game whose moves the panel lists: while walking, the
// line walked that holds the shown game (a side line or the original),
// so the moves after the one shown stay listed; else shown itself.
func (w Walk[G, R]) LineOf(shown G) G {
	var r R
	if w.Walking() {
		switch {
		case r.IsPrefix(shown, w.Tip):
			return w.Tip
		case r.IsPrefix(shown, w.Line):
			return w.Line
		}
	}
	return shown
}

// Lines say where the walk stands, for the panel; none when not walking.
func (w Walk[G, R]) Lines(st common.Styles, shown G) []string {
	if !w.Walking() {
		return nil
	}
	var r R
	ply := r.Plies(shown)
	head := st.Problem.Render(fmt.Sprintf("HISTORY %d/%d", ply, r.Plies(w.Line)))
	if w.sideLine() && !r.IsPrefix(shown, w.Line) {
		head = st.Problem.Render("SIDE LINE") + st.Faint.Render(fmt.Sprintf(" at ply %d", ply))
	}
	return []string{head, st.Faint.Render(walkHint)}
}

// walkHint is how a walk ends, under its banner.
const walkHint = "end: back to the game, o: play on"
