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

// Asker is a screen that may be waiting for a one-key answer to a
// question (quit without saving?). Question is that question, or "": the
// shell shows it on the "terminal too small" notice, where the next key
// answers it, so that no key answers a question unseen.
type Asker interface{ Question() string }

// Stopper is a screen that runs something (a search, a seat at a table)
// that must end with the program.
type Stopper interface{ Stop() }

// The largest terminal any screen works with. A visitor's PTY size is
// theirs to choose (two 32-bit numbers over SSH), and a frame costs its
// width × height: 65535×65535 once took the server to 2 GB. Beyond these
// no screen has more to show (the largest layout, a 45×45 Catch the Cat
// board at 8×4 characters a cell, needs about 400×190), so a larger
// terminal is drawn as if it were this size, in its top left corner.
const (
	MaxWidth  = 480
	MaxHeight = 200
)

// BoundSize is the size a screen works with for the terminal's size:
// never more than MaxWidth × MaxHeight, never negative.
func BoundSize(msg tea.WindowSizeMsg) tea.WindowSizeMsg {
	msg.Width = max(0, min(msg.Width, MaxWidth))
	msg.Height = max(0, min(msg.Height, MaxHeight))
	return msg
}
