package search

import "fmt"

// Score is from the side to move's point of view, in hundredths of a
// "piece" (centipawn-like) while the game is open. Decided scores encode
// the distance to the end in plies: WinIn(n) and LossIn(n) sit far above
// any evaluation, nearer wins higher, nearer losses lower, so a search
// that maximises Score prefers the quickest win and the slowest loss.
type Score int32

const (
	// ScoreInfinite bounds every score; searches use it as ±∞.
	ScoreInfinite Score = 32000
	// scoreMate is the score of a win on the move (0 plies away).
	scoreMate Score = 31000
	// MaxDecidedPlies is the longest distance to the end a Score encodes;
	// anything within this of scoreMate is decided.
	MaxDecidedPlies = 1000
	// ScoreDraw is a drawn game.
	ScoreDraw Score = 0
)

// WinIn is the score of a win n plies from now (n ≥ 1: the winning move
// is the n-th ply, counted from the side to move's next move).
func WinIn(n int) Score { return scoreMate - Score(n) }

// LossIn is the score of a loss n plies from now (0: the side to move has
// already lost, e.g. it has no legal move).
func LossIn(n int) Score { return -scoreMate + Score(n) }

// IsDecided reports a win or loss score.
func (s Score) IsDecided() bool {
	return s >= scoreMate-MaxDecidedPlies || s <= -scoreMate+MaxDecidedPlies
}

// IsWin and IsLoss tell the two kinds of decided score apart.
func (s Score) IsWin() bool  { return s >= scoreMate-MaxDecidedPlies }
func (s Score) IsLoss() bool { return s <= -scoreMate+MaxDecidedPlies }

// Plies is the distance to the end in plies of a decided score (0 for an
// undecided one).
func (s Score) Plies() int {
	switch {
	case s.IsWin():
		return int(scoreMate - s)
	case s.IsLoss():
		return int(s + scoreMate)
	}
	return 0
}

// Moves is the distance to the end in the side to move's own moves, as
// the console prints it: a win in 1 or 2 plies is "win 1"... a win in n
// plies takes (n+1)/2 of our moves; a loss in n plies leaves us n/2 more
// moves before the opponent's winning one ("loss 0": already lost).
func (s Score) Moves() int {
	if s.IsWin() {
		return (s.Plies() + 1) / 2
	}
	return s.Plies() / 2
}

// String is "+1.25" / "-0.40" / "0.00" for an open score, "win 3" /
// "loss 4" (in the side's own moves, see Moves) for a decided one.
func (s Score) String() string {
	switch {
	case s.IsWin():
		return fmt.Sprintf("win %d", s.Moves())
	case s.IsLoss():
		return fmt.Sprintf("loss %d", s.Moves())
	case s == 0:
		return "0.00"
	}
	v := int(s)
	sign := "+"
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// toTT and fromTT move decided scores between "plies from the root",
// which the search uses, and "plies from this node", which a
// transposition table entry must hold to be valid wherever the position
// turns up again.
func (s Score) ToTT(ply int) Score {
	switch {
	case s.IsWin():
		return s + Score(ply)
	case s.IsLoss():
		return s - Score(ply)
	}
	return s
}

func (s Score) FromTT(ply int) Score {
	switch {
	case s.IsWin():
		return s - Score(ply)
	case s.IsLoss():
		return s + Score(ply)
	}
	return s
}
