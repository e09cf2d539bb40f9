// Package lesson reads the lessons of the "Learn" page (Parse, Courses)
// and judges a player's moves in them (Step.Begin, Try.Play). A lesson
// is a few steps; a step is a small position in the game's own notation
// (a Cabeza position string, a Catch the Cat state), one sentence of
// explanation, a task and a goal the rules decide: a piece on a square,
// a piece standing or lying, the cat on a cell or far from the border,
// or a win within so many of the player's moves. The other side either
// waits (the player moves again) or, in Catch the Cat, answers with the
// solver's best defence, so "escape in 2" means it.
//
// The lessons are data (assets/lessons/*.txt), in this line format:
//
//	game cabeza|catcat          the first line that is not blank or # comment
//	lesson ID TITLE             a lesson; ID is [a-z0-9-]+, unique in the file
//	step                        a step of the lesson above; then, once each:
//	say TEXT                    the explanation (required)
//	do TEXT                     the task in words (required)
//	position TEXT               the start (required): a position string or a one-line state
//	goal GOAL                   (required) wins | on PIECE SQUARE | stands PIECE | lies PIECE |
//	                            cat X,Y | away N (the cat at least N steps from the border)
//	moves N                     the player's moves for the goal, 1–5 (default 1)
//	opponent waits|best         the other side passes (default), or answers best (Catch the Cat)
//	solution MOVE…              the player's moves that reach the goal, against the
//	                            other side's best answers (see Try.Play) where it answers (required)
//	hint TEXT                   said after a legal move that misses the goal (required)
//	wrong MOVE TEXT             a first move and what is said of it (any number): for a
//	                            move the rules refuse, their own words
//
// It may import the rules packages, the Catch the Cat solver and assets.
package lesson
