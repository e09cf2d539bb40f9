package game

import (
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
)

// Table is a game screen as a table screen drives it. The game screen
// inside a table screen is an ordinary hot-seat game screen (board, keys,
// analysis, history); the table screen reads the moves it makes and
// replaces its game with the table's. These are the few things it needs
// of either game's screen.
type Table interface {
	common.Screen
	// withSeatNames shows who sits at each seat in the panel (at one
	// keyboard the names are "", and the panel says "player").
	WithSeatNames(names [2]string) Table
	// tableMoves are the moves of the game (not of a line the history
	// walk shows), in notation.
	TableMoves() []string
	// withTableMoves replaces the game with the table's moves, leaving any
	// history walk and selection (they belonged to the old position).
	WithTableMoves(moves []string) (Table, error)
	// The game screen's own keys that the table screen takes over.
	IsQuitKey(msg tea.KeyMsg) bool
	IsNewKey(msg tea.KeyMsg) bool
	IsUndoKey(msg tea.KeyMsg) bool
	// walkingHistory reports a history walk in progress.
	WalkingHistory() bool
	// busy: esc has something to back out of in the game screen (so it
	// is not yet "leave the table").
	Busy() bool
	// statusWord is the game screen's status line and whether it is a
	// problem (a move typed wrong, a cell that cannot be played).
	StatusWord() (text string, problem bool)
	// withStatus is the screen with its status line saying text (for
	// drawing only: the table screen's copy).
	WithStatus(text string, problem bool) Table
	// stop ends what the screen runs (its searches).
	Stop()
}

// UnderTableMsg tells a game screen that a table screen draws it, its
// own line where the key line was: the status line has one line, and
// what does not fit it is said whole in the side panel.
type UnderTableMsg struct{}
