package tui

import (
	"cabezacat/cabeza"
)

// cabezaWalk is the Cabeza screen's history walk (see walk).
type cabezaWalk = walk[*cabeza.Game, cabezaLine]

// cabezaLine is what the shared screen needs to know of a Cabeza game
// (see gameRules).
type cabezaLine struct{}

func (cabezaLine) plies(g *cabeza.Game) int                 { return g.Ply() }
func (cabezaLine) cut(g *cabeza.Game, ply int) *cabeza.Game { return cut(g, ply) }
func (cabezaLine) isPrefix(a, b *cabeza.Game) bool          { return isPrefix(a, b) }
func (cabezaLine) over(g *cabeza.Game) bool                 { return g.Status().Over() }

// play reads one move of a previewed line and plays it.
func (cabezaLine) play(p cabeza.Position, text string) (cabeza.Move, cabeza.Position, bool) {
	mv, err := cabeza.ParseMove(p, text)
	if err != nil {
		return mv, p, false
	}
	return mv, p.Play(mv), true
}

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

// show puts a game cut from the walked lines on the board.
func (m *cabezaGame) show(g *cabeza.Game) {
	m.game = g
	m.deselect()
	m.an.preview = nil
	m.placeCursor()
	m.status = ""
}
