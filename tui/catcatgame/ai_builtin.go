package catcatgame

import (
	"cabezacat/ai"
	"cabezacat/catcat"
)

// The built-in Catch the Cat agents of the ai package; the TUI's levels
// 1..3 are its easy, medium and hard.
func init() {
	catcatAgents.cat = func(pos catcat.Position, level int) catcat.Cell {
		return ai.CatMove(pos, ai.CatcatLevel(level))
	}
	catcatAgents.catcher = func(pos catcat.Position, level int) catcat.Cell {
		return ai.CatcherMove(pos, ai.CatcatLevel(level))
	}
}
