package catcatgame

import (
	"cabezacat/catcat"
	"cabezacat/tui/game"
)

// catcatWalk is the Catch the Cat screen's history walk, the same as the
// Cabeza screen's (see game.Walk).
type catcatWalk = game.Walk[*catcat.Game, catcatLine]

// catcatLine is what the shared screen needs to know of a Catch the Cat
// game (see game.Rules).
type catcatLine struct{}

func (catcatLine) Plies(g *catcat.Game) int                 { return len(g.Moves()) }
func (catcatLine) Cut(g *catcat.Game, ply int) *catcat.Game { return cutCatcat(g, ply) }
func (catcatLine) IsPrefix(a, b *catcat.Game) bool          { return isCatcatPrefix(a, b) }
func (catcatLine) Over(g *catcat.Game) bool                 { return g.Over() }

// Play reads one move (a cell) of a previewed line and plays it.
func (catcatLine) Play(p catcat.Position, text string) (catcat.Cell, catcat.Position, bool) {
	c, err := catcat.ParseCell(text)
	if err != nil {
		return c, p, false
	}
	next, err := p.Play(c)
	return c, next, err == nil
}

func isCatcatPrefix(a, b *catcat.Game) bool { return game.MovesPrefix(a.Moves(), b.Moves()) }

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

func (m *Model) Show(g *catcat.Game) {
	m.Game = g
	m.setCursor(g.Position().Cat())
	m.Status = ""
}
