package tui

import (
	"fmt"
	"os"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/muesli/termenv"

	// Declares the background before Bubble Tea's init would ask the
	// terminal for it (see its doc): the first frame never waits.
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	_ "cabezacat/tui/noquery"
	"cabezacat/tui/review"
)

// Run opens the TUI at the main menu and blocks until the user quits.
func Run(opts common.Options) error {
	return run(opts, NewApp(opts))
}

// RunCabeza opens the TUI straight into a Cabeza game. A bad position
// string is an error before anything is drawn. A loaded adjourned game
// with a clock, played on by people, resumes with its clocks, as from
// the menu's open page.
func RunCabeza(opts common.Options, setup gamesetup.CabezaSetup) error {
	s, err := cabezaScreen(opts, "the record", setup)
	if err != nil {
		return err
	}
	return run(opts, newAppWith(opts, s))
}

// RunCatcat opens the TUI straight into a Catch the Cat game (an
// adjourned clocked one resumes, as RunCabeza's).
func RunCatcat(opts common.Options, setup gamesetup.CatcatSetup) error {
	s, err := catcatScreen(opts, "the record", setup)
	if err != nil {
		return err
	}
	return run(opts, newAppWith(opts, s))
}

func run(opts common.Options, app App) error {
	r := opts.Renderer()
	if opts.NoColor {
		r.SetColorProfile(termenv.Ascii)
	}
	// The theme says what the background is; a bubbles component that
	// adapts to it follows the theme, and the terminal is never asked.
	r.SetHasDarkBackground(opts.Theme != common.ThemeLight)
	// The frames and a copy to the clipboard go to one writer (see
	// Options.Terminal).
	p := tea.NewProgram(app, tea.WithOutput(opts.Terminal()), tea.WithAltScreen(), tea.WithMouseCellMotion())
	final, err := p.Run()
	if a, ok := final.(App); ok {
		a.Quit() // a search still running must not outlive the program
		if note := a.Farewell(); note != "" {
			// After the alternate screen is gone, so it stays readable.
			fmt.Fprintf(os.Stdout, "cabezacat: %s\n", note)
		}
	}
	return err
}

// RunReview opens the TUI straight into the review of a record (either
// game's); leaving the review goes to the menu.
func RunReview(opts common.Options, record []byte, path string) error {
	s, err := review.New(opts, record, path, 0, nil)
	if err != nil {
		return err
	}
	return run(opts, newAppWith(opts, s))
}
