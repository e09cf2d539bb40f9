package tui

import (
	tea "github.com/charmbracelet/bubbletea"
)

// tableGame is a game screen as a table screen drives it. The game screen
// inside a table screen is an ordinary hot-seat game screen (board, keys,
// analysis, history); the table screen reads the moves it makes and
// replaces its game with the table's. These are the few things it needs
// of either game's screen.
type tableGame interface {
	screen
	// withSeatNames shows who sits at each seat in the panel (at one
	// keyboard the names are "", and the panel says "player").
	withSeatNames(names [2]string) tableGame
	// tableMoves are the moves of the game (not of a line the history
	// walk shows), in notation.
	tableMoves() []string
	// withTableMoves replaces the game with the table's moves, leaving any
	// history walk and selection (they belonged to the old position).
	withTableMoves(moves []string) (tableGame, error)
	// The game screen's own keys that the table screen takes over.
	isQuitKey(msg tea.KeyMsg) bool
	isNewKey(msg tea.KeyMsg) bool
	isUndoKey(msg tea.KeyMsg) bool
	// walkingHistory reports a history walk in progress.
	walkingHistory() bool
	// busy: esc has something to back out of in the game screen (so it
	// is not yet "leave the table").
	busy() bool
	// statusWord is the game screen's status line and whether it is a
	// problem (a move typed wrong, a cell that cannot be played).
	statusWord() (text string, problem bool)
	// withStatus is the screen with its status line saying text (for
	// drawing only: the table screen's copy).
	withStatus(text string, problem bool) tableGame
	// stop ends what the screen runs (its searches).
	stop()
}
