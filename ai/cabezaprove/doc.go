// Package cabezaprove is Cabeza's exact prover: does the side to move
// win within k of its own moves, whatever the other side does? An exact
// AND/OR search, bounded by a budget of nodes: a search that runs out
// says so (Aborted) and its answer is void, never a guess.
//
// The puzzles are proven with it (ai/puzzle), and the review says a
// move "threw away a forced win" only when it proves that no win within
// the moves left remains (ai/review). The engine's own search
// (ai/cabezaengine) prunes, so its finding no win proves nothing.
//
// It may import cabezacat/cabeza only.
package cabezaprove
