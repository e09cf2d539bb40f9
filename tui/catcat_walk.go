package tui

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// catcatWalk is the Catch the Cat screen's history walk, the same as the
// Cabeza screen's (see walk).
type catcatWalk = walk[*catcat.Game, catcatLine]

// catcatLine is what the walk needs to know of a Catch the Cat game.
type catcatLine struct{}

func (catcatLine) plies(g *catcat.Game) int                 { return len(g.Moves()) }
func (catcatLine) cut(g *catcat.Game, ply int) *catcat.Game { return cutCatcat(g, ply) }
func (catcatLine) isPrefix(a, b *catcat.Game) bool          { return isCatcatPrefix(a, b) }

func isCatcatPrefix(a, b *catcat.Game) bool { return movesPrefix(a.Moves(), b.Moves()) }

// cutCatcat is a new game of g's first ply moves.
func cutCatcat(g *catcat.Game, ply int) *catcat.Game {
	c := catcat.NewGame(g.Start())
	for _, mv := range g.Moves()[:ply] {
		if c.Play(mv) != nil {
			break // an invalid last move ends a game; it is not replayed
		}
	}
	return c
}

func (m *catcatGame) shown() *catcat.Game { return m.game }

func (m *catcatGame) show(g *catcat.Game) {
	m.game = g
	m.setCursor(g.Position().Cat())
	m.status = ""
}

// pauseWalk stops the AI's search for a walk.
func (m *catcatGame) pauseWalk() { m.stopSearch() }

// walkKey handles the history keys (the same as Cabeza's); ok is false
// for any other key.
func (m *catcatGame) walkKey(msg tea.KeyMsg) (cmd tea.Cmd, ok bool) {
	return m.walk.key(m, msg, m.keys.Undo, m.keys.Step)
}

// walkLines say where the walk stands, for the panel.
func (m catcatGame) walkLines() []string { return m.walk.lines(m.st, m.game) }

// record is the game to save or to keep: the game, not a line shown.
func (m *catcatGame) record() *catcat.Game {
	if m.walk.walking() {
		return m.walk.line
	}
	return m.game
}

// save writes the game's record (see saveGameRecord); ok reports success.
func (m *catcatGame) save() (ok bool) {
	g := m.record()
	return m.guard.saveWith(m, m.opts.recordDir(), "catcat", movesKey(g.Moves()), func(now time.Time) ([]byte, error) {
		return catcatRecordText(g, m.setup, now)
	})
}

// unsaved reports a game with moves that differs from the one last saved
// or opened.
func (m *catcatGame) unsaved() bool { return m.guard.unsaved(movesKey(m.record().Moves())) }
