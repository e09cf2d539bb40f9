package common

import (
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/gamesetup"
	"cabezacat/tui/settings"
	"cabezacat/tui/table"
)

// The messages a screen sends the root (App) to leave itself: the root is
// the one place that knows every screen and builds them.

// ToMenuMsg asks for the main menu.
type ToMenuMsg struct{}

// ToMenu is the command that goes back to the main menu.
func ToMenu() tea.Msg { return ToMenuMsg{} }

// OpenPuzzlesMsg asks for the puzzle trainer.
type OpenPuzzlesMsg struct{}

// QuitMsg ends the program, with words for after it (see
// shell.Model.Farewell).
type QuitMsg struct{ Farewell string }

func QuitWith(farewell string) tea.Cmd {
	return func() tea.Msg { return QuitMsg{farewell} }
}

// StartCabezaMsg asks for a Cabeza game of setup: an adjourned clocked
// record resumes at a table of its own (path names its file in errors),
// anything else opens as a game.
type StartCabezaMsg struct {
	Path  string
	Setup gamesetup.CabezaSetup
}

// StartCatcatMsg is StartCabezaMsg for Catch the Cat.
type StartCatcatMsg struct {
	Path  string
	Setup gamesetup.CatcatSetup
}

// StartLearnMsg asks for the Learn screen: the lessons of both games.
type StartLearnMsg struct{}

// OpenLocalTableMsg asks for a clocked game at one keyboard: a table of
// its own with both seats here.
type OpenLocalTableMsg struct{ Setup table.Setup }

// SettingsMsg asks the root to put settings in effect and save them
// (the settings form of the menu).
type SettingsMsg struct{ Settings settings.Settings }

// SitAtTableMsg asks for the screen of a place taken at a table of the
// server's lobby (a seat or a spectator's).
type SitAtTableMsg struct {
	Clock table.Clock
	Sub   *table.Sub
}

// StartFailedMsg tells the screen that asked for a game why the root
// could not build it.
type StartFailedMsg struct{ Err error }

// PanicMsg tells the root that code of the screen's panicked outside its
// Update (a search's goroutine, a command): the root saves the screen's
// game, logs the report (see Options.Log), and shows the menu with a
// notice. Where names what failed ("a search"), Words is the panic's
// value for people (quoted, one line) and Report is the value and the
// stack for the log.
type PanicMsg struct {
	Where, Words, Report string
}

// StartReviewMsg asks for the review screen of a game: its record's text
// (a Cabeza or a Catch the Cat record), the file it came from ("" for a
// game on the screen), the ply to show first, and the screen to go back
// to when the review is left (nil: the menu). While the review is shown
// the root hands Back the messages that are not the review's (an AI's
// move, a clock), so a game in progress goes on underneath.
type StartReviewMsg struct {
	Record []byte
	Path   string
	Ply    int
	Back   Screen
}

// ShowScreenMsg asks the root to show a screen a screen kept (the game a
// review was opened from).
type ShowScreenMsg struct{ Screen Screen }
