package review

// Curve is the evaluation graph's point at position ply: side 0's (the
// first mover's) winning chances (0–1), if the position is evaluated.
//
// Why not Chance, each position's own score: a search scores the
// position for the side to move, and at the review's fixed depth it
// gives the side to move an edge of its own. In side 0's terms that edge
// flips sign every ply, so the curve of own scores zig-zags though
// nothing happens on the board (the level-3 game in testdata: 57
// changes of direction in 60 plies, a mean step of 6.9%). The played
// move's score from the position before (Eval.Played) does not help: it
// is the next position searched one ply shallower, again for its side to
// move (45 changes, a step of 3.8%). What cancels the edge is one score
// from each side: the curve at ply is the mean of the chances at ply and
// at ply−1, one searched with each side to move (19 changes, a step of
// 1.3%; TestTheCurveDoesNotZigZag). A move's effect shows half at once
// and whole one ply later.
//
// Exact positions stay exact: a position whose score is a proof (or the
// review's reading of the proofs around it, Review.settled) is plotted as
// its 100% or 0%, and the point after a proven position is its own
// chances, not a mean with the proof.
func (r *Review) Curve(ply int) (float64, bool) {
	w, ok := r.Chance(ply)
	if !ok || ply == 0 {
		return w, ok
	}
	if e, _ := r.settled(ply); e.Proven || e.Inferred {
		return w, true
	}
	if prev, ok := r.settled(ply - 1); !ok || prev.Proven || prev.Inferred {
		return w, true
	}
	before, _ := r.Chance(ply - 1)
	return (w + before) / 2, true
}
