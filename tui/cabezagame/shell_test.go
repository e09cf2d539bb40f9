package cabezagame

import (
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// appAt is screen s in the shell at 80×24, as the program shows it.
func appAt(s common.Screen) tea.Model {
	return tuitest.Send(shell.New(common.Options{}, s), tea.WindowSizeMsg{Width: 80, Height: 24})
}
