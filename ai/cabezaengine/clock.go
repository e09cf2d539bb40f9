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
	soft      time.Duration // 0: no clock
	lastMove  cabeza.Move
	lastScore search.Score
}

// spent reports, after depth finished with best move and score at
// elapsed, whether the search should stop.
func (c *clockWatch) spent(depth int, move cabeza.Move, score search.Score, elapsed time.Duration) bool {
	if c.soft <= 0 {
		return false
	}
	sharp := depth > 1 && (move != c.lastMove || score <= c.lastScore-sharpDrop)
	c.lastMove, c.lastScore = move, score
	budget := c.soft
	if sharp {
		budget *= search.SharpFactor
	}
	return elapsed >= budget
}
