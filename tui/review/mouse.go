package review

import tea "github.com/charmbracelet/bubbletea"

// mouse: a click on the graph shows the ply under it; in learn mode a
// click on the board enters a move.
func (m Model) mouse(msg tea.MouseMsg) (tea.Model, tea.Cmd) {
	if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft {
		return m, nil
	}
	if m.learn != nil {
		return m.learnClick(msg)
	}
	g := m.geometry()
	x, y := msg.X-g.panelX, msg.Y-g.graphY
	if x < 0 || x >= g.panelW || y < 0 || y >= graphH {
		return m, nil
	}
	m.show(plyAt(x, m.game.Len(), g.panelW))
	return m, nil
}

// learnClick: a click on the board in learn mode, the board's drawing
// standing below the title line. A move the clicks name alone is tried
// at once; one of several landing on a square is put in the field for
// enter.
func (m Model) learnClick(msg tea.MouseMsg) (tea.Model, tea.Cmd) {
	l := *m.learn
	if l.pending || l.good || l.tries >= 2 {
		return m, nil // a try is running, or the mistake is done: enter goes on
	}
	move, try, word := m.board.click(l.ply(), msg.X, msg.Y-1, m.geometry().compact, &l.pick)
	l.line, l.steps = nil, 0 // the board shows the mistake's position again
	if move != "" {
		l.field.SetValue(move)
	}
	if try {
		return m.tryMove(l, move)
	}
	if word != "" {
		l.verdict = word
	}
	m.learn = &l
	return m, nil
}
