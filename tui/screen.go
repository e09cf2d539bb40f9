package tui

import (
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
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

// saver is a screen with a game that can be written as a record.
type saver interface {
	recordInProgress(now time.Time) (prefix string, text []byte, ok bool, err error)
}

// interrupter is a screen with a game that ctrl+c could lose (see
// guard.interrupt): it answers ctrl+c with its next state, whether to
// quit, and what to say after the program has ended.
type interrupter interface {
	interrupt() (next screen, farewell string, quit bool)
}

// stopper is a screen that runs something (a search, a seat at a table)
// that must end with the program.
type stopper interface{ stop() }
