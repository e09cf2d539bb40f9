package tui

import (
	"fmt"
	"slices"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// walk is the history walk, shared by the game screens. The model is a
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
type walk[G comparable, R walkRules[G]] struct {
	line G // the game as it was; nil when not walking
	tip  G // the end of the line walked
}

// walkRules are what the walk needs to know of a game.
type walkRules[G any] interface {
	plies(g G) int        // the number of moves played
	cut(g G, ply int) G   // a new game of g's first ply moves
	isPrefix(a, b G) bool // a's moves begin b's
}

// walkScreen is what the walk needs of a game screen.
type walkScreen[G any] interface {
	shown() G      // the game on the board
	show(g G)      // puts a game cut from the walked lines on the board
	pauseWalk()    // stops what must not run while walking (the AI's search)
	next() tea.Cmd // goes on with the game (the AI's move) after a walk
	say(problem bool, format string, a ...any)
}

// movesPrefix reports that the moves a begin the moves b.
func movesPrefix[M comparable](a, b []M) bool {
	return len(a) <= len(b) && slices.Equal(a, b[:len(a)])
}

func (w walk[G, R]) walking() bool {
	var none G
	return w.line != none
}

// track notes a move played on the shown game: if it leaves the line
// walked, it starts (or extends) a side line.
func (w *walk[G, R]) track(g G) {
	var r R
	if w.walking() && !r.isPrefix(g, w.tip) {
		w.tip = g
	}
}

// sideLine reports that the line walked has left the original game.
func (w walk[G, R]) sideLine() bool {
	var r R
	return w.walking() && !r.isPrefix(w.tip, w.line)
}

// begin keeps the game as it is; the AI's search stops.
func (w *walk[G, R]) begin(s walkScreen[G]) {
	if w.walking() {
		return
	}
	s.pauseWalk()
	*w = walk[G, R]{line: s.shown(), tip: s.shown()}
}

// end returns to the kept game (or to the shown one, for play on).
func (w *walk[G, R]) end(s walkScreen[G], g G) tea.Cmd {
	*w = walk[G, R]{}
	s.show(g)
	return s.next()
}

// key handles the history keys (undo and step are the screen's own keys,
// which step back and explain while walking); ok is false for any other
// key.
func (w *walk[G, R]) key(s walkScreen[G], msg tea.KeyMsg, undo, step key.Binding) (cmd tea.Cmd, ok bool) {
	var r R
	k := analysisKeys
	g := s.shown()
	ply := r.plies(g)
	switch {
	case key.Matches(msg, k.Back) || (w.walking() && key.Matches(msg, undo)):
		if ply == 0 {
			s.say(true, "this is the start of the game")
			return nil, true
		}
		w.begin(s)
		s.show(r.cut(g, ply-1))
	case key.Matches(msg, k.Start):
		if ply == 0 {
			s.say(true, "this is the start of the game")
			return nil, true
		}
		w.begin(s)
		s.show(r.cut(g, 0))
	case key.Matches(msg, k.Forward):
		if !w.walking() {
			s.say(true, "this is the end of the game")
			return nil, true
		}
		src := w.tip
		if !r.isPrefix(g, src) || ply == r.plies(src) {
			if !r.isPrefix(g, w.line) || ply == r.plies(w.line) {
				s.say(true, "the end of this line: end returns to the game, o plays on from here")
				return nil, true
			}
			src = w.line
		}
		if src == w.line && ply+1 == r.plies(w.line) {
			return w.end(s, w.line), true
		}
		s.show(r.cut(src, ply+1))
	case key.Matches(msg, k.End):
		if !w.walking() {
			s.say(true, "this is the end of the game")
			return nil, true
		}
		if tip := r.plies(w.tip); r.isPrefix(g, w.tip) && ply < tip && w.sideLine() {
			s.show(r.cut(w.tip, tip))
			return nil, true
		}
		return w.end(s, w.line), true
	case key.Matches(msg, k.PlayOn):
		if !w.walking() {
			s.say(true, "o plays on from a past position: walk back with < first")
			return nil, true
		}
		cmd := w.end(s, g)
		s.say(false, "playing on from here: the later moves are dropped")
		return cmd, true
	case w.walking() && key.Matches(msg, step):
		s.say(true, "walking the history: end returns to the game")
	default:
		return nil, false
	}
	return nil, true
}

// lineOf is the game whose moves the panel lists: while walking, the
// line walked that holds the shown game (a side line or the original),
// so the moves after the one shown stay listed; else shown itself.
func (w walk[G, R]) lineOf(shown G) G {
	var r R
	if w.walking() {
		switch {
		case r.isPrefix(shown, w.tip):
			return w.tip
		case r.isPrefix(shown, w.line):
			return w.line
		}
	}
	return shown
}

// lines say where the walk stands, for the panel; none when not walking.
func (w walk[G, R]) lines(st styles, shown G) []string {
	if !w.walking() {
		return nil
	}
	var r R
	ply := r.plies(shown)
	head := st.problem.Render(fmt.Sprintf("HISTORY %d/%d", ply, r.plies(w.line)))
	if w.sideLine() && !r.isPrefix(shown, w.line) {
		head = st.problem.Render("SIDE LINE") + st.faint.Render(fmt.Sprintf(" at ply %d", ply))
	}
	return []string{head, st.faint.Render(walkHint)}
}

// walkHint is how a walk ends, under its banner.
const walkHint = "end: back to the game, o: play on"
