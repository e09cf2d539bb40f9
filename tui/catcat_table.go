package tui

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// The Catch the Cat screen at a table (see tableGame).

func (m catcatGame) withSeatNames(names [2]string) tableGame {
	m.setup.Cat.Name, m.setup.Catcher.Name = names[0], names[1]
	return m
}

func (m catcatGame) withTableMoves(moves []string) (tableGame, error) {
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
	m.walk = catcatWalk{}
	m.game = g // the cursor stays: the board's size never changes
	return m, nil
}

func (m catcatGame) isQuitKey(msg tea.KeyMsg) bool { return key.Matches(msg, m.keys.Quit) }
func (m catcatGame) isNewKey(msg tea.KeyMsg) bool {
	return key.Matches(msg, m.keys.New, m.keys.Restart)
}
func (m catcatGame) isUndoKey(msg tea.KeyMsg) bool { return key.Matches(msg, m.keys.Undo) }

func (m catcatGame) busy() bool { return m.prompting || m.walk.walking() || m.an.preview != nil }

func (m catcatGame) withStatus(text string, problem bool) tableGame {
	m.status, m.problem = text, problem
	return m
}
