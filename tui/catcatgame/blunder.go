package catcatgame

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/catcatagent"
	"cabezacat/catcat"
)

// The end-of-game blunder check: one line under the result saying
// whether the loser had a saving move earlier. It runs once per finished
// game, off the model, on a copy of the game's positions.

// catcatBlunderNodes bounds the solver per turn looked at (about a
// tenth of a second each).
const catcatBlunderNodes = 100_000

// catcatBlunder is the check's state in the model: which finished game
// it was asked for (its final position and length) and its line.
type catcatBlunder struct {
	final catcat.Position
	moves int
	text  string
}

type catcatBlunderMsg struct {
	final catcat.Position
	moves int
	text  string
}

// blunderCheck starts the check when the game has just ended (once per
// finished game; a new game or an undo makes it stale).
func (m *Model) blunderCheck() tea.Cmd {
	if !m.Game.Over() {
		m.blunder = catcatBlunder{}
		return nil
	}
	final, moves := m.Game.Position(), len(m.Game.Moves())
	if m.blunder.final == final && m.blunder.moves == moves {
		return nil
	}
	m.blunder = catcatBlunder{final: final, moves: moves}
	positions := m.Game.Positions() // a copy
	return func() tea.Msg {
		text := catcatagent.BlunderCheck(context.Background(), positions, catcatBlunderNodes)
		return catcatBlunderMsg{final: final, moves: moves, text: text}
	}
}

// takeBlunder keeps the check's line if it is for the game shown.
func (m *Model) takeBlunder(msg catcatBlunderMsg) {
	if m.blunder.final == msg.final && m.blunder.moves == msg.moves {
		m.blunder.text = msg.text
	}
}
