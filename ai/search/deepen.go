package search

// MaxDepth is the deepest iteration any search runs; the per-ply
// arrays of a search are sized from it.
const MaxDepth = 64

// Deepen is the iterative-deepening driver shared by the games' searches:
// it runs one(depth) for depth 1, 2, … until a limit or settled() stops
// it, and calls finished(depth) after every depth that ran to the end.
// one returns false when the stopper cut it short; that depth's result is
// then thrown away and the previous depth's stands. Depth 1 always runs
// to the end (a search always has a move to give, however short its
// budget); it takes well under a millisecond.
func Deepen(st *Stopper, lim Limits, one func(depth int) bool, finished func(depth int), settled func(depth int) bool) (lastDepth int) {
	maxDepth := MaxDepth
	if lim.Depth > 0 && lim.Depth < maxDepth {
		maxDepth = lim.Depth
	}
	for depth := 1; depth <= maxDepth; depth++ {
		if depth > 1 && !st.mayStartDepth() {
			break
		}
		st.firm = depth == 1
		ok := one(depth)
		st.firm = false
		if !ok {
			break
		}
		lastDepth = depth
		finished(depth)
		if settled(depth) {
			break
		}
	}
	return lastDepth
}
