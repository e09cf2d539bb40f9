package search

import "time"

// Clock is the side to move's clock: the time it has Left and the
// increment it gains after the move (Inc). Lag is the most a move of
// this side has taken so far past its hard limit (whoever runs the clock
// measures it): on a busy machine the process may be kept waiting for
// hundreds of milliseconds, whatever the search does, and Budget keeps
// twice that in reserve.
type Clock struct {
	Left, Inc, Lag time.Duration
}

// The share of a clock a move gets (Budget). A game of Cabeza between
// engines lasts some 25 to 40 moves a side after the opening; the share
// assumes clockMoves more to come, however far the game is (so it is
// the same share of what is left, move after move), plus most of the
// increment, which comes back after the move.
const (
	clockMoves = 30
	// incShare is the part of the increment spent on top of the share:
	// not all of it, so that time left grows a little on long games.
	incShareNum, incShareDen = 3, 4
	// A move past its soft limit (the share) stops deepening; a search
	// whose best move is unsettled (the engine says so) goes on up to
	// SharpFactor times the share; and nothing may pass the hard limit,
	// hardFactor times the share.
	hardFactor = 4
	// marginFixed and marginShare make the margin kept out of the time
	// left, for what a move costs beyond the search: unwinding, handing
	// the move over, the process being kept waiting by a busy machine
	// (the Stopper's own margin is within the move time, this is beyond
	// it), and a program's I/O when the clock is a program's.
	marginFixed = 20 * time.Millisecond
	marginShare = 50 // a fiftieth of what is left
	// hardOfLeft bounds the hard limit by a share of what is left after
	// the margin: whatever the increment, one move never takes more
	// than a third of the clock.
	hardOfLeft = 3
	// MinMoveTime is the least a move gets, when the clock has next to
	// nothing left: the engine's first depth takes well under it.
	MinMoveTime = time.Millisecond
)

// Budget is what a move may spend of c: soft, after which the search
// starts no deeper iteration unless its best move is unsettled, and hard,
// the time limit that cuts it short (Limits.Time). Both leave a margin
// of the time left (marginFixed + a fiftieth, at most a quarter) for
// what the move costs outside the search, so the engine never loses on
// time by its own overhead, and twice the Lag seen so far for what the
// machine's load costs: hard is at most a third of what is left after
// them. A clock with next to nothing left after them moves at once
// (MinMoveTime: the first depth) and lets the increments build it up.
//
//	usable = left - margin - 2 × lag
//	share  = usable/30 + 3/4 × increment
//	soft   = min(share, usable/3)
//	hard   = min(4 × share, usable/3)
func (c Clock) Budget() (soft, hard time.Duration) {
	margin := min(marginFixed+c.Left/marginShare, c.Left/4)
	usable := c.Left - margin - 2*max(c.Lag, 0)
	if usable <= 0 {
		return MinMoveTime, MinMoveTime
	}
	share := usable/clockMoves + c.Inc*incShareNum/incShareDen
	ceiling := usable / hardOfLeft
	soft = max(min(share, ceiling), MinMoveTime)
	hard = max(min(hardFactor*share, ceiling), soft)
	return soft, hard
}

// WithClock is l for a move on c: the clock's hard limit as Time and its
// soft one as Soft, unless l's own Time is shorter (a level's time cap,
// a match setting's time=): a clock only ever shortens a move, so a
// level keeps its depth, time cap and randomness with a clock.
func (l Limits) WithClock(c Clock) Limits {
	soft, hard := c.Budget()
	if l.Time > 0 && l.Time <= hard {
		l.Soft = min(soft, l.Time)
		return l
	}
	l.Time, l.Soft = hard, soft
	return l
}
