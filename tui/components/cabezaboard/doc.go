// Package cabezaboard draws the Cabeza board (Board, Render) at every
// scale (Scales: 9×4 down to the compact board), a block drawn as one
// piece, with the marks of a frame (Marks: cursor, selection, targets,
// the preview's ghost, the last move, a crush), and maps a mouse click to
// a square by arithmetic (SquareAt).
//
// It may import common and cabeza.
package cabezaboard
