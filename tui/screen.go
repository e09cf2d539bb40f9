package tui

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// screen is one page of the TUI (menu, a game). Beside being a Bubble Tea
// model it tells the App what the help page shows for it, how much room it
// needs, and whether keys are text right now.
type screen interface {
	tea.Model
	// keyMap lists every key of the screen in its current state.
	keyMap() help.KeyMap
	// rules is the short rules text the help page shows below the keys.
	rules() string
	// minSize is the smallest terminal the screen can be drawn in.
	minSize() (width, height int)
	// typing reports that a text field has the keyboard, so '?' and 'q'
	// are letters, not commands.
	typing() bool
}

// gameStartMsg starts a game screen's first AI move, if it has one.
type gameStartMsg struct{}

// problemLines is an explanation too long for the status line, wrapped
// for a side panel of width cells (at most five lines).
func problemLines(st styles, status string, width int) []string {
	var out []string
	for i, l := range strings.Split(lipgloss.NewStyle().Width(width).Render(status), "\n") {
		if i == 5 {
			break
		}
		out = append(out, st.problem.Render(strings.TrimRight(l, " ")))
	}
	return out
}
