package tui

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
)

// cabezaWalk is the Cabeza screen's history walk (see walk).
type cabezaWalk = walk[*cabeza.Game, cabezaLine]

// cabezaLine is what the walk needs to know of a Cabeza game.
type cabezaLine struct{}

func (cabezaLine) plies(g *cabeza.Game) int                 { return g.Ply() }
func (cabezaLine) cut(g *cabeza.Game, ply int) *cabeza.Game { return cut(g, ply) }
func (cabezaLine) isPrefix(a, b *cabeza.Game) bool          { return isPrefix(a, b) }

// isPrefix reports that a's moves begin b's.
func isPrefix(a, b *cabeza.Game) bool { return movesPrefix(a.Moves(), b.Moves()) }

// cut is a new game of g's first ply moves.
func cut(g *cabeza.Game, ply int) *cabeza.Game {
	c := cabeza.NewGame(g.Start())
	for _, mv := range g.Moves()[:ply] {
		if c.Play(mv) != nil {
			break // cannot happen: g played these moves
		}
	}
	return c
}

func (m *cabezaGame) shown() *cabeza.Game { return m.game }

// show puts a game cut from the walked lines on the board.
func (m *cabezaGame) show(g *cabeza.Game) {
	m.game = g
	m.deselect()
	m.an.preview = nil
	m.placeCursor()
	m.status = ""
}

// pauseWalk stops the AI's search and the engine panel's for a walk.
func (m *cabezaGame) pauseWalk() {
	m.stopSearch()
	m.panel.stop()
}

// walkKey handles the history keys; ok is false for any other key.
func (m *cabezaGame) walkKey(msg tea.KeyMsg) (cmd tea.Cmd, ok bool) {
	return m.walk.key(m, msg, m.keys.Undo, m.keys.Step)
}

// walkLines say where the walk stands, for the panel.
func (m cabezaGame) walkLines() []string { return m.walk.lines(m.st, m.game) }

// record is the game to save or to keep: the game, not a line shown.
func (m *cabezaGame) record() *cabeza.Game {
	if m.walk.walking() {
		return m.walk.line
	}
	return m.game
}

// save writes the game's record (see saveGameRecord); ok reports success.
func (m *cabezaGame) save() (ok bool) {
	g := m.record()
	return m.guard.saveWith(m, m.opts.recordDir(), "cabeza", movesKey(g.Moves()), func(now time.Time) ([]byte, error) {
		return cabezaRecordText(g, m.setup, now)
	})
}

// unsaved reports a game with moves that differs from the one last saved
// or opened.
func (m *cabezaGame) unsaved() bool { return m.guard.unsaved(movesKey(m.record().Moves())) }
