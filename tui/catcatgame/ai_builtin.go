package catcatgame

import (
	"cabezacat/ai/catcatagent"
	"cabezacat/catcat"
)

// The built-in Catch the Cat agents (catcatagent); the TUI's levels
// 1..3 are its easy, medium and hard.
func init() {
	catcatAgents.cat = func(pos catcat.Position, level int) catcat.Cell {
		return catcatagent.CatMove(pos, catcatagent.Level(level))
	}
	catcatAgents.catcher = func(pos catcat.Position, level int) catcat.Cell {
		return catcatagent.CatcherMove(pos, catcatagent.Level(level))
	}
}
