package tui

import (
	"fmt"
	"slices"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
)

// cabezaWalk is the history walk. The model is a "shown game" plus the
// kept original:
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
type cabezaWalk struct {
	line *cabeza.Game // the game as it was; nil when not walking
	tip  *cabeza.Game // the end of the line walked
}

func (w cabezaWalk) walking() bool { return w.line != nil }

// isPrefix reports that a's moves begin b's.
func isPrefix(a, b *cabeza.Game) bool {
	am, bm := a.Moves(), b.Moves()
	return len(am) <= len(bm) && slices.Equal(am, bm[:len(am)])
}

// cut is a new game of g's first ply moves.
func cut(g *cabeza.Game, ply int) *cabeza.Game {
	c := cabeza.NewGame(g.Start())
	for _, mv := range g.Moves()[:ply] {
		if c.Play(mv) != nil {
			break // cannot happen: g played these moves
		}
	}
	return c
}

// track notes a move played on the shown game: if it leaves the line
// walked, it starts (or extends) a side line.
func (w *cabezaWalk) track(g *cabeza.Game) {
	if w.walking() && !isPrefix(g, w.tip) {
		w.tip = g
	}
}

// sideLine reports that the shown game has left the original line.
func (w cabezaWalk) sideLine(g *cabeza.Game) bool {
	return w.walking() && !isPrefix(w.tip, w.line)
}

// show puts a game cut from the walked lines on the board.
func (m *cabezaGame) show(g *cabeza.Game) {
	m.game = g
	m.deselect()
	m.an.preview = nil
	m.placeCursor()
	m.status = ""
}

// beginWalk keeps the game as it is; the AI's search stops.
func (m *cabezaGame) beginWalk() {
	if m.walk.walking() {
		return
	}
	m.stopSearch()
	m.panel.stop()
	m.walk = cabezaWalk{line: m.game, tip: m.game}
}

// endWalk returns to the kept game (or to the shown one, for play on).
func (m *cabezaGame) endWalk(g *cabeza.Game) tea.Cmd {
	m.walk = cabezaWalk{}
	m.show(g)
	return m.next()
}

// walkKey handles the history keys; ok is false for any other key.
func (m *cabezaGame) walkKey(msg tea.KeyMsg) (cmd tea.Cmd, ok bool) {
	k := analysisKeys
	w := &m.walk
	ply := m.game.Ply()
	switch {
	case keyMatches(msg, k.Back) || (w.walking() && keyMatches(msg, m.keys.Undo)):
		if ply == 0 {
			m.say(true, "this is the start of the game")
			return nil, true
		}
		m.beginWalk()
		m.show(cut(m.game, ply-1))
	case keyMatches(msg, k.Start):
		if ply == 0 {
			m.say(true, "this is the start of the game")
			return nil, true
		}
		m.beginWalk()
		m.show(cut(m.game, 0))
	case keyMatches(msg, k.Forward):
		if !w.walking() {
			m.say(true, "this is the end of the game")
			return nil, true
		}
		src := w.tip
		if !isPrefix(m.game, src) || ply == src.Ply() {
			if !isPrefix(m.game, w.line) || ply == w.line.Ply() {
				m.say(true, "the end of this line: end returns to the game, o plays on from here")
				return nil, true
			}
			src = w.line
		}
		if src == w.line && ply+1 == w.line.Ply() {
			return m.endWalk(w.line), true
		}
		m.show(cut(src, ply+1))
	case keyMatches(msg, k.End):
		if !w.walking() {
			m.say(true, "this is the end of the game")
			return nil, true
		}
		if isPrefix(m.game, w.tip) && ply < w.tip.Ply() && w.sideLine(m.game) {
			m.show(cut(w.tip, w.tip.Ply()))
			return nil, true
		}
		return m.endWalk(w.line), true
	case keyMatches(msg, k.PlayOn):
		if !w.walking() {
			m.say(true, "o plays on from a past position: walk back with < first")
			return nil, true
		}
		cmd := m.endWalk(m.game)
		m.say(false, "playing on from here: the later moves are dropped")
		return cmd, true
	case w.walking() && keyMatches(msg, m.keys.Step):
		m.say(true, "walking the history: end returns to the game")
	default:
		return nil, false
	}
	return nil, true
}

// walkLines say where the walk stands, for the panel.
func (m cabezaGame) walkLines() []string {
	w := m.walk
	if !w.walking() {
		return nil
	}
	head := m.st.problem.Render(fmt.Sprintf("HISTORY %d/%d", m.game.Ply(), w.line.Ply()))
	if w.sideLine(m.game) && !isPrefix(m.game, w.line) {
		head = m.st.problem.Render("SIDE LINE") + m.st.faint.Render(fmt.Sprintf(" at ply %d", m.game.Ply()))
	}
	return []string{head, m.st.faint.Render(walkHint)}
}

// walkHint is how a walk ends, under its banner.
const walkHint = "end: back to the game, o: play on"
