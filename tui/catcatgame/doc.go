// Package catcatgame is the Catch the Cat screen (Model, New): the hex
// board with the cells growing with the terminal, the cursor that keeps
// its column, the overlays (distance, way out, next block), the side
// panel with the points at the end, the end-of-game blunder check and the
// recorded ending of a replay. What every game screen does is
// game.Base's.
//
// It may import game, analysis, common, gamesetup, record, components
// (confirm, enginepanel, hexboard, movelist), ai/catcatagent, ai/search,
// internal/plural and catcat; no other
// screen.
package catcatgame
