package cabezagame

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/tui/game"
)

// The Cabeza screen at a table (see game.Table).

func (m Model) WithSeatNames(names [2]string) game.Table {
	m.setup.Red.Name, m.setup.Blue.Name = names[0], names[1]
	return m
}

func (m Model) WithTableMoves(moves []string) (game.Table, error) {
	g := cabeza.NewGame(m.Game.Start())
	if m.Walk.Walking() {
		g = cabeza.NewGame(m.Walk.Line.Start())
	}
	for _, mv := range moves {
		if _, err := g.PlayText(mv); err != nil {
			return m, fmt.Errorf("the table's move %s: %v", mv, err)
		}
	}
	m.Walk = cabezaWalk{}
	m.Game = g
	m.deselect()
	m.Prompting = false
	m.Prompt.Blur()
	m.PlaceCursor()
	return m, nil
}

func (m Model) IsQuitKey(msg tea.KeyMsg) bool { return key.Matches(msg, m.keys.Quit) }
func (m Model) IsNewKey(msg tea.KeyMsg) bool  { return key.Matches(msg, m.keys.New) }
func (m Model) IsUndoKey(msg tea.KeyMsg) bool { return key.Matches(msg, m.keys.Undo) }

func (m Model) Busy() bool {
	return m.Prompting || m.sel != 0 || len(m.steps) > 0 || m.preview != cabeza.NoMove || m.Walk.Walking() || m.Analysis.Preview != nil
}

func (m Model) WithStatus(text string, problem bool) game.Table {
	m.Status, m.Problem = text, problem
	return m
}

// WithOwnSide turns the board round for blue's player, whose side is
// then at the bottom (f still flips it).
func (m Model) WithOwnSide(side int) game.Table {
	m.flipped = side == int(cabeza.Blue)
	return m
}

func (m Model) WithTable(a game.AtTable) game.Table {
	m.table = a
	return m
}
