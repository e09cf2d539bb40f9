package review

import tea "github.com/charmbracelet/bubbletea"

// mouse: a click on the graph shows the ply under it.
func (m Model) mouse(msg tea.MouseMsg) (tea.Model, tea.Cmd) {
	if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft || m.learn != nil {
		return m, nil
	}
	g := m.geometry()
	x, y := msg.X-g.panelX, msg.Y-g.graphY
	if x < 0 || x >= g.panelW || y < 0 || y >= graphH {
		return m, nil
	}
	m.show(plyAt(x, m.game.Len(), g.panelW))
	return m, nil
}
