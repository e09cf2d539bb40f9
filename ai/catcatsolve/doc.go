// Package catcatsolve proves Catch the Cat positions: the two bounded
// provers (can the cat escape within k moves, can the catcher trap it
// within k blocks) with their proof table and word-parallel walks, the
// proof-number search (with the catcher's walls, tested by their cells'
// deadlines and by the gap game, where the catcher closes the gap the
// cat runs to, as its leaf test and disproof estimate; the carriers of
// the cat's proofs and the holds of the catcher's, which narrow the
// catcher's blocks and let one proof stand for other boards; and, on
// small budgets, the catcher's
// must-play region from the escape prover's supports), and Solve, the
// exact solver built on them (SolveWinner stops once the winner is
// proved). The hard agents ask the provers first (GetProver,
// Prover.Escape, Prover.Trap).
//
// It may import cabezacat/catcat, cabezacat/internal/plural and
// cabezacat/ai/catcatboard.
package catcatsolve
