package cabezaengine

import "math/bits"

// floodPair is cabezaFlood of two Cabezas (a0:a1, with goal ga, and
// b0:b1, with goal gb) on padded boards, free0:free1 being the empty
// squares. It is the evaluation's hot loop: a step is a king step of
// every reached square at once, and the padding file (never free) stops
// the east and west shifts from wrapping round. The two fills run side
// by side, so the processor works on one while the other waits for its
// last step.
//
// The first turn's two steps, which also tell what a Cabeza reaches in
// one turn, are taken before the loop: inside it a count of squares held
// so many values that Go kept the fills' words in memory, not registers.
// The loop then takes a turn (two steps) at a time and only looks for
// the goal after the turn: the race counts turns, and a fill that
// reaches the goal on a turn's first step still does after its second.
// A fill left alone once the other settles goes on in a loop of its own.
func floodPair(a0, a1, b0, b1, free0, free1 uint64, ga, gb *padded) (turnsA, oneTurnA, turnsB, oneTurnB int) {
	ga0, ga1, gb0, gb1 := ga[0], ga[1], gb[0], gb[1]
	// A Cabeza's own square counts as reached at every step.
	fa0, fa1 := free0|a0, free1|a1
	fb0, fb1 := free0|b0, free1|b1
	turnsA, oneTurnA, a0, a1 = firstTurn(a0, a1, fa0, fa1, ga0, ga1)
	turnsB, oneTurnB, b0, b1 = firstTurn(b0, b1, fb0, fb1, gb0, gb1)
	// Past the first turn a fill is not tested for having stopped growing:
	// one that stops (a Cabeza walled in a pocket, rare once it has room
	// for a turn) runs on to the end of the race table and comes out
	// unreachable all the same, and every other turn is spared the test.
	turn := 2
	for ; turnsA == 0 && turnsB == 0 && turn < raceTurns; turn++ {
		a0, a1 = kingStep(a0, a1, fa0, fa1)
		b0, b1 = kingStep(b0, b1, fb0, fb1)
		a0, a1 = kingStep(a0, a1, fa0, fa1)
		b0, b1 = kingStep(b0, b1, fb0, fb1)
		turnsA = atGoal(turn, a0, a1, ga0, ga1)
		turnsB = atGoal(turn, b0, b1, gb0, gb1)
	}
	for ; turnsA == 0 && turn < raceTurns; turn++ {
		a0, a1 = kingStep(a0, a1, fa0, fa1)
		a0, a1 = kingStep(a0, a1, fa0, fa1)
		turnsA = atGoal(turn, a0, a1, ga0, ga1)
	}
	for ; turnsB == 0 && turn < raceTurns; turn++ {
		b0, b1 = kingStep(b0, b1, fb0, fb1)
		b0, b1 = kingStep(b0, b1, fb0, fb1)
		turnsB = atGoal(turn, b0, b1, gb0, gb1)
	}
	if turnsA == 0 {
		turnsA = unreachableTurns // further than the race table looks
	}
	if turnsB == 0 {
		turnsB = unreachableTurns
	}
	return turnsA, oneTurnA, turnsB, oneTurnB
}

// kingStep is x0:x1 and every square a king step from it, within f0:f1.
func kingStep(x0, x1, f0, f1 uint64) (uint64, uint64) {
	r0 := x0 | x0<<1 | x0>>1
	r1 := x1 | x1<<1 | x1>>1
	return (r0 | r0<<padRow | r0>>padRow | r1<<padCross) & f0,
		(r1 | r1<<padRow | r1>>padRow | r0>>padCross) & f1
}

// firstTurn is a fill's first two steps from the Cabeza on x0:x1,
// within f0:f1, with goal g0:g1: 1 if it reaches the goal in them,
// unreachableTurns if it is walled in, else 0; what it reaches in one
// turn (two slides; 8 when one slide reaches the row, where mobility
// hardly matters); and what it has reached.
func firstTurn(x0, x1, f0, f1, g0, g1 uint64) (turns, oneTurn int, r0, r1 uint64) {
	n0, n1 := kingStep(x0, x1, f0, f1)
	switch {
	case n0&g0|n1&g1 != 0:
		return 1, 8, n0, n1
	case n0 == x0 && n1 == x1: // walled in
		return unreachableTurns, bits.OnesCount64(n0) + bits.OnesCount64(n1) - 1, n0, n1
	}
	m0, m1 := kingStep(n0, n1, f0, f1)
	oneTurn = bits.OnesCount64(m0) + bits.OnesCount64(m1) - 1
	return reached(1, m0, m1, n0, n1, g0, g1), oneTurn, m0, m1
}

// atGoal is turn if the fill n0:n1 meets the goal g0:g1, else 0.
func atGoal(turn int, n0, n1, g0, g1 uint64) int {
	if n0&g0|n1&g1 != 0 {
		return turn
	}
	return 0
}

// reached is what one fill's turn tells, reaching n0:n1 from
// prev0:prev1 with goal g0:g1: its turns, or 0 while it goes on.
func reached(turn int, n0, n1, prev0, prev1, g0, g1 uint64) int {
	switch {
	case n0&g0|n1&g1 != 0:
		return turn
	case n0 == prev0 && n1 == prev1:
		return unreachableTurns
	}
	return 0
}
