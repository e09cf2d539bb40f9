// Package cabezaboard draws the Cabeza board (Board, Render) at every
// scale (Scales: 9×4 down to the compact board), a block drawn as one
// piece, with the marks of a frame (Marks: cursor, selection, targets,
// the preview's ghost, the last move, a crush), maps a mouse click to
// a square by arithmetic (SquareAt), and chooses a move from clicks on
// squares (Pick: a piece, then where it goes, going round the moves that
// land on one square) for every screen that takes clicks.
//
// It may import common and cabeza.
package cabezaboard
