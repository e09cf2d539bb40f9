package tui

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/muesli/termenv"
)

// Run opens the TUI at the main menu and blocks until the user quits.
func Run(opts Options) error {
	return run(opts, NewApp(opts))
}

// RunCabeza opens the TUI straight into a Cabeza game. A bad position
// string is an error before anything is drawn.
func RunCabeza(opts Options, setup CabezaSetup) error {
	s, err := newCabezaGame(opts, setup)
	if err != nil {
		return err
	}
	return run(opts, newAppWith(opts, s))
}

// RunCatcat opens the TUI straight into a Catch the Cat game.
func RunCatcat(opts Options, setup CatcatSetup) error {
	s, err := newCatcatGame(opts, setup)
	if err != nil {
		return err
	}
	return run(opts, newAppWith(opts, s))
}

func run(opts Options, app App) error {
	if opts.NoColor {
		opts.lipglossRenderer().SetColorProfile(termenv.Ascii)
	}
	p := tea.NewProgram(app, tea.WithAltScreen(), tea.WithMouseCellMotion())
	final, err := p.Run()
	if a, ok := final.(App); ok {
		a.quit() // a search still running must not outlive the program
	}
	return err
}
