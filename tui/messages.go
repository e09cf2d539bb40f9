package tui

import (
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/table"
)

// The messages a screen sends the root (App) to leave itself: the root is
// the one place that knows every screen and builds them.

// toMenuMsg asks for the main menu.
type toMenuMsg struct{}

// toMenu is the command that goes back to the main menu.
func toMenu() tea.Msg { return toMenuMsg{} }

// quitMsg ends the program, with words for after it (see Farewell).
type quitMsg struct{ farewell string }

func quitWith(farewell string) tea.Cmd {
	return func() tea.Msg { return quitMsg{farewell} }
}

// startCabezaMsg asks for a Cabeza game of setup: an adjourned clocked
// record resumes at a table of its own (path names its file in errors),
// anything else opens as a game.
type startCabezaMsg struct {
	path  string
	setup CabezaSetup
}

// startCatcatMsg is startCabezaMsg for Catch the Cat.
type startCatcatMsg struct {
	path  string
	setup CatcatSetup
}

// openLocalTableMsg asks for a clocked game at one keyboard: a table of
// its own with both seats here.
type openLocalTableMsg struct{ setup table.Setup }

// sitAtTableMsg asks for the screen of a place taken at a table of the
// server's lobby (a seat or a spectator's).
type sitAtTableMsg struct {
	clock table.Clock
	sub   *table.Sub
}

// startFailedMsg tells the screen that asked for a game why the root
// could not build it.
type startFailedMsg struct{ err error }
