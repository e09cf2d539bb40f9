package puzzles

import (
	"fmt"
	"math"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/puzzle"
	"cabezacat/tui/common"
)

// The chooser: the game, the theme, and the next puzzle near the
// player's rating.

// chooseKey is a key at the chooser.
func (m Model) chooseKey(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	m.note = ""
	themes := puzzle.Themes(m.game)
	switch {
	case key.Matches(msg, m.keys.Back):
		return m, common.ToMenu
	case key.Matches(msg, m.keys.Up):
		m.row = (m.row + 2) % 3
	case key.Matches(msg, m.keys.Down):
		m.row = (m.row + 1) % 3
	case key.Matches(msg, m.keys.Left), key.Matches(msg, m.keys.Right):
		d := 1
		if key.Matches(msg, m.keys.Left) {
			d = -1
		}
		switch m.row {
		case 0:
			m.game = puzzle.Cabeza + puzzle.Game((int(m.game-puzzle.Cabeza)+d+2)%2)
			m.theme = 0
		case 1:
			m.theme = (m.theme + d + len(themes) + 1) % (len(themes) + 1)
		}
	case key.Matches(msg, m.keys.Choose):
		if m.row != 2 {
			m.row++
			return m, nil
		}
		return m.nextPuzzle()
	}
	return m, nil
}

// chosenTheme is the theme picked ("" any).
func (m Model) chosenTheme() puzzle.Theme {
	if m.theme == 0 {
		return ""
	}
	return puzzle.Themes(m.game)[m.theme-1]
}

// nextPuzzle picks a puzzle near the player's rating, fresh if any is
// left, and shows it.
func (m Model) nextPuzzle() (tea.Model, tea.Cmd) {
	m.stop()
	ps, err := puzzle.Shipped(m.game)
	if err != nil {
		m.note = err.Error()
		return m, nil
	}
	target := int(math.Round(m.progress.PlayerRating(m.game).Rating))
	rating := func(id string) int { return m.ratingOf(ps, id) }
	p, ok := puzzle.Pick(ps, m.chosenTheme(), target, m.played, m.rng, rating)
	if !ok {
		m.note = fmt.Sprintf("no %s puzzles of that theme are shipped", m.game.Name())
		return m, nil
	}
	return m.start(p), nil
}

// ratingOf is a shipped puzzle's rating as this player's results moved it.
func (m Model) ratingOf(ps []puzzle.Puzzle, id string) int {
	for i := range ps {
		if ps[i].ID == id {
			return int(math.Round(m.progress.PuzzleRating(&ps[i]).Rating))
		}
	}
	return 0
}
