package cabezagame

import (
	"cabezacat/cabeza"
	"cabezacat/tui/game"
)

// cabezaWalk is the Cabeza screen's history walk (see game.Walk).
type cabezaWalk = game.Walk[*cabeza.Game, cabezaLine]

// cabezaLine is what the shared screen needs to know of a Cabeza game
// (see game.Rules).
type cabezaLine struct{}

func (cabezaLine) Plies(g *cabeza.Game) int                 { return g.Ply() }
func (cabezaLine) Cut(g *cabeza.Game, ply int) *cabeza.Game { return cut(g, ply) }
func (cabezaLine) IsPrefix(a, b *cabeza.Game) bool          { return isPrefix(a, b) }
func (cabezaLine) Over(g *cabeza.Game) bool                 { return g.Status().Over() }

// Play reads one move of a previewed line and plays it.
func (cabezaLine) Play(p cabeza.Position, text string) (cabeza.Move, cabeza.Position, bool) {
	mv, err := cabeza.ParseMove(p, text)
	if err != nil {
		return mv, p, false
	}
	return mv, p.Play(mv), true
}

// isPrefix reports that a's moves begin b's.
func isPrefix(a, b *cabeza.Game) bool { return game.MovesPrefix(a.Moves(), b.Moves()) }

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

// Show puts a game cut from the walked lines on the board.
func (m *Model) Show(g *cabeza.Game) {
	m.Game = g
	m.deselect()
	m.Analysis.Preview = nil
	m.PlaceCursor()
	m.Status = ""
}
