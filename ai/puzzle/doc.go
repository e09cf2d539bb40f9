// Package puzzle is the puzzle trainer's engine side, for both games:
// the puzzle and its text format (a strict parser), the provers that
// make a puzzle a puzzle (the side to move has a forced result, and its
// first move is the only one that achieves it), the generator that mines
// such positions from games the engines play against themselves (and from
// records given), the near-duplicate filter (a position up to the board's
// symmetries), the first rating of a puzzle from the effort its proof
// took, and the refutation of a wrong move for the trainer to show.
//
// Cabeza's proofs are ai/cabezaprove's exact AND/OR search (win within
// k of the side's own moves, with the rules package's Defence filter);
// Catch the Cat's are ai/catcatsolve's bounded provers.
//
// It may import cabezacat/cabeza, cabezacat/catcat, cabezacat/assets (the
// shipped puzzles), cabezacat/ai/search,
// cabezacat/ai/cabezaengine, cabezacat/ai/cabezaprove (the Cabeza
// prover), cabezacat/ai/catcatsolve, cabezacat/ai/catcatagent and
// cabezacat/internal/...
package puzzle
