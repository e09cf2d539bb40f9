package review

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
)

// Leaving the program from a review: the game underneath (a game in
// progress, a table) decides, as if it were on the screen — it asks
// before a game is lost, and it is what a shutdown saves.

// Stop cancels the review's search and a try's, and what the screen
// underneath runs (see common.Stopper).
func (m Model) Stop() {
	m.stop()
	if m.learn != nil {
		m.learn.stop()
	}
	if s, ok := m.back.(common.Stopper); ok {
		s.Stop()
	}
}

// Interrupt is ctrl+c: the screen underneath answers (see
// common.Interrupter); with none, or nothing to lose, the program ends.
func (m Model) Interrupt() (common.Screen, string, bool) {
	if it, ok := m.back.(common.Interrupter); ok {
		next, farewell, quit := it.Interrupt()
		if quit {
			m.Stop()
			return m, farewell, true
		}
		m.stop()
		return next, farewell, false // the game's question, on the game's screen
	}
	m.Stop()
	return m, "", true
}

// RecordInProgress is the game underneath's (see common.Saver).
func (m Model) RecordInProgress(now time.Time) (string, []byte, bool, error) {
	if s, ok := m.back.(common.Saver); ok {
		return s.RecordInProgress(now)
	}
	return "", nil, false, nil
}

// quit is q: as ctrl+c.
func (m Model) quit() (tea.Model, tea.Cmd) {
	next, farewell, quit := m.Interrupt()
	switch {
	case quit && farewell == "":
		return m, tea.Quit
	case quit:
		return m, common.QuitWith(farewell)
	}
	return m, func() tea.Msg { return common.ShowScreenMsg{Screen: next} }
}
