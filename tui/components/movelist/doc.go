// Package movelist cuts a move list to the lines a panel has (Window):
// around the move shown or at the end, saying where it is cut.
//
// It may import common only.
package movelist
