// Package glicko2 is Mark Glickman's Glicko-2 rating system, written once
// for the whole project: the puzzle ratings of the trainer (the player's
// and each puzzle's) and the players' ratings on the server both use it.
//
// It follows "Example of the Glicko-2 system" (Glickman, 2013,
// http://www.glicko.net/glicko/glicko2.pdf) step by step, with the
// Illinois algorithm of step 5 for the new volatility; the tests check it
// against that paper's worked example to its printed decimals. The few
// choices the paper leaves to the implementer (τ, the starting rating,
// the bound on a deviation, when a rating counts as provisional) are
// lichess's published ones, named where they are defined.
//
// It imports nothing of the project, so any package may import it.
package glicko2
