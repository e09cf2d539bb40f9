// Package hexboard draws a Catch the Cat board (Board, Render) from
// strings rendered once, with the marks of a frame (Marks: cursor, the
// cat's reach, the last block, the overlays), and maps a mouse click to
// a cell by arithmetic (CellAt).
//
// It may import common and catcat.
package hexboard
