package catcatgame

import "cabezacat/catcat"

// catcatAgent moves one side of Catch the Cat: the cat when pos has the
// cat to move, the catcher otherwise. It is called from a goroutine of
// its own with a copy of the position, so it must not keep state.
type catcatAgent func(pos catcat.Position, level int) catcat.Cell

// catcatAgents are the built-in AI of each side; nil until the ai package
// provides them, and then a game with an AI side cannot start.
var catcatAgents struct{ cat, catcher catcatAgent }
