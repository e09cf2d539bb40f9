package puzzle

import "math"

// FirstRating is a new puzzle's rating before anyone has played it,
// from the effort its proof took: 100 points per doubling of the prover's
// nodes, from 700 for the smallest proofs, and 150 more per move of the
// solver's beyond the first (a longer line is more to see), within
// 600–2600. It is a first guess on lichess's scale that the players'
// results then move (Glicko-2, internal/glicko2): lichess too seeds a
// puzzle's rating and lets the attempts settle it.
func FirstRating(effort int64, count int) int {
	r := 700 + 100*math.Log2(1+float64(effort)/8) + 150*float64(max(count-1, 0))
	return int(math.Round(min(max(r, 600), 2600)))
}
