package tui

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Run opens the TUI at the main menu and blocks until the user quits.
func Run(opts Options) error {
	if opts.NoColor {
		lipgloss.SetColorProfile(termenv.Ascii)
	}
	p := tea.NewProgram(NewApp(opts), tea.WithAltScreen(), tea.WithMouseCellMotion())
	_, err := p.Run()
	return err
}
