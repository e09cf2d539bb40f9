package catcatagent

import (
	"cabezacat/ai/catcatsolve"
	"cabezacat/catcat"
)

// The hard agents ask the provers first: a proven win is always played,
// the quickest found; a proven loss is fought as long as the proof
// allows (the score rewards the loser's moves); only a position neither
// prover settles within its budget goes to the heuristic search.

const (
	// proverNodes is each prover's budget of nodes per move. Nodes, not
	// time, so that a position always gets the same move; a node costs
	// a walk over part of the board, about as a two-distance field does.
	proverNodes = 4000
	// The deepest bounds tried, in moves of the side proving (the
	// escape's is the provers' catcatsolve.EscapeDepth).
	proverTrapDepth = 12
)

// provenCatMove is the cat's move in pos when a prover settles it: the
// first step of the quickest escape proved, or, when every move is
// proved to be trapped, a move that lasts longest. ok is false when
// nothing is proved within the budget.
func provenCatMove(pos catcat.Position) (move int16, ok bool) {
	move, ok, _ = provenCatMoveNodes(pos)
	return move, ok
}

// provenCatMoveNodes is provenCatMove that also counts the nodes both
// provers visited: the recorded hard moves hold them, so that a change
// of the provers' node accounting (which moves the budget's cut-off and
// so, somewhere, a move) shows at once.
func provenCatMoveNodes(pos catcat.Position) (move int16, ok bool, nodes int) {
	pr := catcatsolve.GetProver(pos)
	defer catcatsolve.PutProver(pr)
	spent := 0
	defer func() { nodes = spent + pr.Nodes }() // runs before catcatsolve.PutProver
	pr.Limit = proverNodes
	for k := 1; k <= catcatsolve.EscapeDepth; k++ {
		switch pr.Escape(k) {
		case catcatsolve.Proved:
			return pr.Root, true, 0
		case catcatsolve.Unknown:
			k = catcatsolve.EscapeDepth // out of budget
		}
	}
	spent, pr.Nodes, pr.Aborted = pr.Nodes, 0, false
	// The second prover asks other questions (a key includes the
	// question), so none of the first one's entries can answer it: an
	// empty table changes no result and no node count, and its probes
	// find their slot sooner than among the first one's thousands.
	pr.ResetTable()
	for m := 1; m <= proverTrapDepth; m++ {
		switch pr.Trap(m) {
		case catcatsolve.Unknown:
			return -1, false, 0
		case catcatsolve.Proved:
			if m == 1 {
				return -1, false, 0 // every move is trapped at once: any will do
			}
			// Trapped within m but not within m−1: the move that refuted
			// m−1 (from the table) survives longest.
			if pr.Trap(m-1) == catcatsolve.Refuted && pr.Root >= 0 {
				return pr.Root, true, 0
			}
			return -1, false, 0
		}
	}
	return -1, false, 0
}

// provenCatcherMove is the catcher's block in pos when a prover settles
// it: the first block of the quickest trap proved, or, when the cat is
// proved to escape whatever is blocked, a block that holds it longest.
func provenCatcherMove(pos catcat.Position) (move int16, ok bool) {
	move, ok, _ = provenCatcherMoveNodes(pos)
	return move, ok
}

// provenCatcherMoveNodes is provenCatcherMove that also counts the nodes
// both provers visited (see provenCatMoveNodes).
func provenCatcherMoveNodes(pos catcat.Position) (move int16, ok bool, nodes int) {
	pr := catcatsolve.GetProver(pos)
	defer catcatsolve.PutProver(pr)
	spent := 0
	defer func() { nodes = spent + pr.Nodes }() // runs before catcatsolve.PutProver
	pr.Limit = proverNodes
	for m := 1; m <= proverTrapDepth; m++ {
		switch pr.Trap(m) {
		case catcatsolve.Proved:
			return pr.Root, true, 0
		case catcatsolve.Unknown:
			m = proverTrapDepth
		}
	}
	spent, pr.Nodes, pr.Aborted = pr.Nodes, 0, false
	pr.ResetTable() // see provenCatMoveNodes
	for k := 1; k <= catcatsolve.EscapeDepth; k++ {
		switch pr.Escape(k) {
		case catcatsolve.Unknown:
			return -1, false, 0
		case catcatsolve.Proved:
			if k == 1 {
				return -1, false, 0 // out next move whatever is blocked
			}
			// Out within k but not within k−1: the block that refuted
			// k−1 holds it longest (-1: any block does).
			if pr.Escape(k-1) == catcatsolve.Refuted && pr.Root >= 0 {
				return pr.Root, true, 0
			}
			return -1, false, 0
		}
	}
	return -1, false, 0
}
