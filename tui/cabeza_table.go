package tui

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
)

// The Cabeza screen at a table (see tableGame).

func (m cabezaGame) withSeatNames(names [2]string) tableGame {
	m.setup.Red.Name, m.setup.Blue.Name = names[0], names[1]
	return m
}

func (m cabezaGame) withTableMoves(moves []string) (tableGame, error) {
	g := cabeza.NewGame(m.game.Start())
	if m.walk.walking() {
		g = cabeza.NewGame(m.walk.line.Start())
	}
	for _, mv := range moves {
		if _, err := g.PlayText(mv); err != nil {
			return m, fmt.Errorf("the table's move %s: %v", mv, err)
		}
	}
	m.walk = cabezaWalk{}
	m.game = g
	m.deselect()
	m.prompting = false
	m.prompt.Blur()
	m.placeCursor()
	return m, nil
}

func (m cabezaGame) isQuitKey(msg tea.KeyMsg) bool { return key.Matches(msg, m.keys.Quit) }
func (m cabezaGame) isNewKey(msg tea.KeyMsg) bool  { return key.Matches(msg, m.keys.New) }
func (m cabezaGame) isUndoKey(msg tea.KeyMsg) bool { return key.Matches(msg, m.keys.Undo) }

func (m cabezaGame) busy() bool {
	return m.prompting || m.sel != 0 || len(m.steps) > 0 || m.preview != cabeza.NoMove || m.walk.walking() || m.an.preview != nil
}

func (m cabezaGame) withStatus(text string, problem bool) tableGame {
	m.status, m.problem = text, problem
	return m
}
