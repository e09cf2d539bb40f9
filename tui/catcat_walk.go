package tui

import (
	"fmt"
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// catcatWalk is the history walk of Catch the Cat, the same model as the
// Cabeza screen's (see cabezaWalk): the screen's game is a cut copy of
// the shown ply, line the game as it was, tip the end of the line walked
// (the original or a side line started by a move from a past position).
// end goes to the end of the line shown and then back to the game; o
// plays on from the shown position. The AI waits while the person walks.
type catcatWalk struct {
	line *catcat.Game // nil when not walking
	tip  *catcat.Game
}

func (w catcatWalk) walking() bool { return w.line != nil }

func isCatcatPrefix(a, b *catcat.Game) bool {
	am, bm := a.Moves(), b.Moves()
	return len(am) <= len(bm) && slices.Equal(am, bm[:len(am)])
}

// cutCatcat is a new game of g's first ply moves.
func cutCatcat(g *catcat.Game, ply int) *catcat.Game {
	c := catcat.NewGame(g.Start())
	for _, mv := range g.Moves()[:ply] {
		if c.Play(mv) != nil {
			break // an invalid last move ends a game; it is not replayed
		}
	}
	return c
}

func (w *catcatWalk) track(g *catcat.Game) {
	if w.walking() && !isCatcatPrefix(g, w.tip) {
		w.tip = g
	}
}

func (w catcatWalk) sideLine() bool { return w.walking() && !isCatcatPrefix(w.tip, w.line) }

func (m *catcatGame) show(g *catcat.Game) {
	m.game = g
	m.setCursor(g.Position().Cat())
	m.status = ""
}

func (m *catcatGame) beginWalk() {
	if m.walk.walking() {
		return
	}
	m.stopSearch()
	m.walk = catcatWalk{line: m.game, tip: m.game}
}

func (m *catcatGame) endWalk(g *catcat.Game) tea.Cmd {
	m.walk = catcatWalk{}
	m.show(g)
	return m.next()
}

// walkKey handles the history keys (the same as Cabeza's); ok is false
// for any other key.
func (m *catcatGame) walkKey(msg tea.KeyMsg) (cmd tea.Cmd, ok bool) {
	k := analysisKeys
	w := &m.walk
	ply := len(m.game.Moves())
	switch {
	case keyMatches(msg, k.Back) || (w.walking() && keyMatches(msg, m.keys.Undo)):
		if ply == 0 {
			m.say(true, "this is the start of the game")
			return nil, true
		}
		m.beginWalk()
		m.show(cutCatcat(m.game, ply-1))
	case keyMatches(msg, k.Start):
		if ply == 0 {
			m.say(true, "this is the start of the game")
			return nil, true
		}
		m.beginWalk()
		m.show(cutCatcat(m.game, 0))
	case keyMatches(msg, k.Forward):
		if !w.walking() {
			m.say(true, "this is the end of the game")
			return nil, true
		}
		src := w.tip
		if !isCatcatPrefix(m.game, src) || ply == len(src.Moves()) {
			if !isCatcatPrefix(m.game, w.line) || ply == len(w.line.Moves()) {
				m.say(true, "the end of this line: end returns to the game, o plays on from here")
				return nil, true
			}
			src = w.line
		}
		if src == w.line && ply+1 == len(w.line.Moves()) {
			return m.endWalk(w.line), true
		}
		m.show(cutCatcat(src, ply+1))
	case keyMatches(msg, k.End):
		if !w.walking() {
			m.say(true, "this is the end of the game")
			return nil, true
		}
		if tip := len(w.tip.Moves()); isCatcatPrefix(m.game, w.tip) && ply < tip && w.sideLine() {
			m.show(cutCatcat(w.tip, tip))
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
func (m catcatGame) walkLines() []string {
	w := m.walk
	if !w.walking() {
		return nil
	}
	ply := len(m.game.Moves())
	head := m.st.problem.Render(fmt.Sprintf("HISTORY %d/%d", ply, len(w.line.Moves())))
	if w.sideLine() && !isCatcatPrefix(m.game, w.line) {
		head = m.st.problem.Render("SIDE LINE") + m.st.faint.Render(fmt.Sprintf(" at ply %d", ply))
	}
	return []string{head, m.st.faint.Render(walkHint)}
}

// save writes the game's record (not a side line shown) next to the
// program.
func (m *catcatGame) save() {
	g := m.game
	if m.walk.walking() {
		g = m.walk.line
	}
	now := time.Now()
	text, err := catcatRecordText(g, m.setup, now)
	if err == nil {
		var path string
		if path, err = saveRecord(".", "catcat", now, text); err == nil {
			m.say(false, "saved to %s", path)
		}
	}
	if err != nil {
		m.say(true, "not saved: %v", err)
	}
}
