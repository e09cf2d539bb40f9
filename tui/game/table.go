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
	// WithOwnSide turns the board to the player of side (0 or 1), as a
	// game against the AI turns it to the person's side: blue's player
	// sees Cabeza's board turned round. Catch the Cat has no sides to turn.
	WithOwnSide(side int) Table
	// WithTable is the screen with the table's words in its panel (for
	// drawing only, as WithStatus).
	WithTable(a AtTable) Table
}

// AtTable is what the table knows of a game that its rules do not: each
// side's clock, shown in the panel at one keyboard (there is no table
// line then), and an ending the rules did not decide (a flag, a
// resignation, a draw agreed, an adjournment), shown where the panel
// shows a result.
type AtTable struct {
	Clocks [2]string // "" for none
	Result string    // "Blue wins", "Draw agreed", "Adjourned"; "" while the game goes on
	How    string    // "Red's flag fell", or ""
	// OneGame: a table plays one game, so the key line offers no new one.
	OneGame bool
}

// Ended reports a game the table ended.
func (a AtTable) Ended() bool { return a.Result != "" }

// Clock is side's clock after the words of its seat (" · 4:59"), or "".
func (a AtTable) Clock(side int) string {
	if a.Clocks[side] == "" {
		return ""
	}
	return " · " + a.Clocks[side]
}

// EndLines are the panel's lines for an ending the table decided.
func (a AtTable) EndLines(st common.Styles) []string {
	if !a.Ended() {
		return nil
	}
	lines := []string{st.Good.Render(a.Result)}
	if a.How != "" {
		lines = append(lines, a.How)
	}
	return lines
}

// UnderTableMsg tells a game screen that a table screen draws it, its
// own line where the key line was: the status line has one line, and
// what does not fit it is said whole in the side panel.
type UnderTableMsg struct{}
