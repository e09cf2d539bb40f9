package cabezaengine

import (
	"time"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// sharpDrop is how far the best score must fall from one depth to the
// next (in hundredths) for the position to count as sharp.
const sharpDrop = 30

// clockWatch decides, for a search on a clock (Limits.Soft), when to
// start no deeper iteration: once the soft limit has passed, or twice it
// (search.SharpFactor) while the position is sharp — the best move
// changed, or its score fell by sharpDrop or more, at the last depth —
// where more time is most likely to change the move. The hard limit
// (Limits.Time) still cuts an iteration short.
type clockWatch struct {
	lastMove  cabeza.Move
	lastScore search.Score
}

// spent reports, after depth finished with best move and score at
// elapsed, whether the search should stop. soft is the Stopper's: 0
// without a clock, and while the search ponders (it then runs on the
// opponent's time, however long).
func (c *clockWatch) spent(depth int, move cabeza.Move, score search.Score, soft, elapsed time.Duration) bool {
	sharp := depth > 1 && (move != c.lastMove || score <= c.lastScore-sharpDrop)
	c.lastMove, c.lastScore = move, score
	if soft <= 0 {
		return false
	}
	budget := soft
	if sharp {
		budget *= search.SharpFactor
	}
	return elapsed >= budget
}
