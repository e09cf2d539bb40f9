package catcatgame

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/game"
)

// The Catch the Cat screen at a table (see game.Table).

func (m Model) WithSeatNames(names [2]string) game.Table {
	m.setup.Cat.Name, m.setup.Catcher.Name = names[0], names[1]
	return m
}

func (m Model) WithTableMoves(moves []string) (game.Table, error) {
	g := catcat.NewGame(m.start)
	for _, mv := range moves {
		c, err := catcat.ParseCell(mv)
		if err == nil {
			err = g.Play(c)
		}
		if err != nil {
			return m, fmt.Errorf("the table's move %s: %v", mv, err)
		}
	}
	m.Walk = catcatWalk{}
	m.Game = g // the cursor stays: the board's size never changes
	return m, nil
}

func (m Model) IsQuitKey(msg tea.KeyMsg) bool { return key.Matches(msg, m.keys.Quit) }
func (m Model) IsNewKey(msg tea.KeyMsg) bool {
	return key.Matches(msg, m.keys.New, m.keys.Restart)
}
func (m Model) IsUndoKey(msg tea.KeyMsg) bool { return key.Matches(msg, m.keys.Undo) }

func (m Model) Busy() bool { return m.Prompting || m.Walk.Walking() || m.Analysis.Preview != nil }

func (m Model) WithStatus(text string, problem bool) game.Table {
	m.Status, m.Problem = text, problem
	return m
}

// WithOwnSide: the hex board has no home sides to turn to.
func (m Model) WithOwnSide(int) game.Table { return m }

func (m Model) WithTable(a game.AtTable) game.Table {
	m.table = a
	return m
}
