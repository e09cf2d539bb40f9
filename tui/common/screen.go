package common

import (
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
)

// Screen is one page of the TUI (menu, a game). Beside being a Bubble Tea
// model it tells the App what the help page shows for it, how much room it
// needs, and whether keys are text right now.
type Screen interface {
	tea.Model
	// keyMap lists every key of the screen in its current state.
	KeyMap() help.KeyMap
	// rules is the short rules text the help page shows below the keys.
	Rules() string
	// minSize is the smallest terminal the screen can be drawn in.
	MinSize() (width, height int)
	// typing reports that a text field has the keyboard, so '?' and 'q'
	// are letters, not commands.
	Typing() bool
}

// Saver is a screen with a game that can be written as a record.
type Saver interface {
	RecordInProgress(now time.Time) (prefix string, text []byte, ok bool, err error)
}

// Interrupter is a screen with a game that ctrl+c could lose (see
// confirm.Guard.Interrupt): it answers ctrl+c with its next state, whether to
// quit, and what to say after the program has ended.
type Interrupter interface {
	Interrupt() (next Screen, farewell string, quit bool)
}

// Stopper is a screen that runs something (a search, a seat at a table)
// that must end with the program.
type Stopper interface{ Stop() }
