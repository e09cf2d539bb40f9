package review

import (
	"context"

	"cabezacat/ai/search"
)

// Game is a game to review: its moves, who made each, and a way to make
// evaluators of its positions. Position i stands before move i; position
// Len() is the one the game ended in.
type Game interface {
	Kind() Kind
	Len() int
	// Mover is the side (0 the first mover, 1 the other) to move at
	// position ply, and so the maker of move ply.
	Mover(ply int) int
	// Side is the name of side 0 or 1: "red", "blue", "cat", "catcher".
	Side(side int) string
	// Move is move ply as the game's notation writes it.
	Move(ply int) string
	// NewEvaluator makes what one worker evaluates positions with: it owns
	// its engine, so a worker shares nothing with the others.
	NewEvaluator(b Budget) Evaluator
	// Final is the last position's Eval when the game is over there: the
	// rules', no search.
	Final() (Eval, bool)
}

// Evaluator evaluates positions of one game, one at a time.
type Evaluator interface {
	Evaluate(ctx context.Context, ply int) Eval
}

// Eval is what the engine says of one position.
type Eval struct {
	Ply   int
	Score search.Score // for the side to move
	// Proven: the score is a proof (a decided score of Cabeza's search,
	// which finds wins and losses only in lines it searched in full; a
	// Catch the Cat solver's proof; or the rules, the game being over).
	Proven bool
	// Inferred: not the engine's score but the review's reading of the
	// proofs around the position (see Review.settled); never written.
	Inferred bool
	Over     bool     // the game is over here: no move to suggest
	Best     string   // the engine's move ("" when Over)
	Line     []string // its line, starting with Best
	Nodes    int64
	Depth    int
	// Played is the score, for the side to move here, of the move the
	// game played from this position, searched one ply shallower right
	// after this position's search: the same depth and the same side as
	// Score, which is the best move's. A move's cost is Score against
	// Played, both from one point of view, as serious analysers measure
	// it; the score of the next position, searched from the other side
	// at the full depth, swings with the horizon's parity (odd/even) and
	// made ordinary moves look like inaccuracies. HasPlayed is false
	// where no such search was made (Catch the Cat, a record reviewed
	// before this field, the last position): the next position's score
	// stands in.
	Played    search.Score
	HasPlayed bool
	// WinAfter is, in Cabeza, where the position is a proven win in n of
	// the side to move's moves, what the exact prover (ai/cabezaprove)
	// proved of the move the game played from it: that the mover still
	// wins within n−1 of its own moves (WinKept), that it does not
	// (WinThrown), or nothing within the budget (WinOpen). WinUnchecked
	// elsewhere, in Catch the Cat (its solver is exact already), and in a
	// record reviewed before this check, which keeps its words. Where no
	// win within n−1 is left, the prover looks a few moves further
	// (delayLook): a win it finds there is WinDelayed, in WinIn moves.
	// A look that ran out of budget first is WinThrown with WinIn the
	// most moves within which no win is proven (n−1 or more): a slower
	// win is then not ruled out, and the words say so.
	WinAfter WinCheck
	// WinIn: the mover's win after the move, in its moves (WinDelayed);
	// the moves within which it has none, when the look was cut short
	// (WinThrown; 0: it was not).
	WinIn int
}

// WinCheck is what the exact prover said of a move played from a proven
// win (Eval.WinAfter).
type WinCheck int8

const (
	WinUnchecked WinCheck = iota // no check made
	WinKept                      // the mover still wins within the moves left
	WinThrown                    // proven: no win within the moves left, nor delayLook more
	WinOpen                      // the prover ran out of budget: no claim
	WinDelayed                   // proven: no win within the moves left, but one a little later (Eval.WinIn)
)

// lengthUnknown is the moves a proof counts as when its length was not
// found (df-pn proves a winner before, or without, its count of moves):
// the farthest decided score, and the review's words and the record's
// score give no count for it ("walked into a trap", "win proven").
const lengthUnknown = search.MaxDecidedPlies / 2

// countKnown reports that a decided score's count of moves is one a
// proof found, not lengthUnknown.
func countKnown(s search.Score) bool { return s.Moves() < lengthUnknown }

// delayLook is how many moves past the n−1 left the check looks for a
// win the move only put off: "threw away a forced win in 3" is said of
// a move after which no win within 2+delayLook is proven, "delayed the
// win" of one after which a win in 3 to 2+delayLook is. A slower win is
// still a win; telling a player they threw it away, when it may remain,
// would be false, so where the look ran out of budget the words say how
// far it got: "(none within 4 left, a slower one not ruled out)".
const delayLook = 3

// delayLookBudget is the budget of each question of the look for a
// delayed win, given the check's; the tests shrink it (delayLookNodes)
// to make the look run out.
func delayLookBudget[T int | int64](budget T) T {
	if delayLookNodes > 0 {
		return T(delayLookNodes)
	}
	return budget
}

// lookCutShort is the check of a look for a slower win that ran out of
// budget having proved none within k moves: WinThrown, said with k, or
// WinOpen (no claim) where k is 0 (a win in 1 not played, and nothing
// proved past it).
func lookCutShort(k int) WinCheck {
	if k < 1 {
		return WinOpen
	}
	return WinThrown
}

// delayLookNodes, when above 0, replaces the look's budget (tests).
var delayLookNodes = 0
