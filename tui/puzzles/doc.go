// Package puzzles is the puzzle trainer's screen: pick a game and a
// theme, solve the shipped puzzles (ai/puzzle) on the board — the engine
// answers with the defence its proof found, a wrong move is refuted on
// the board, a hint names the piece or the area, the solution can be
// shown — with a Glicko-2 rating that follows the player and the
// puzzles' own ratings moving with the results, kept in a state file
// under the record folder (progress.go). A move is clicked or chosen
// with the cursor (board.go: cabezaboard.Pick on a Cabeza board, the
// cell on a Catch the Cat board) or typed.
//
// It may import cabezacat/ai/puzzle, cabezacat/cabeza, cabezacat/catcat,
// cabezacat/internal/..., cabezacat/tui/common,
// cabezacat/tui/components/... and cabezacat/tui/record. It imports no
// other screen: it leaves by common.ToMenu.
package puzzles
