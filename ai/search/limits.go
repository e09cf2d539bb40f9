package search

import "time"

// Limits bound one search; zero means "no limit" for that field. A search
// with no limit at all runs until its context is cancelled (or it reaches
// the deepest depth the engine supports).
type Limits struct {
	Depth int           // deepest iteration to finish
	Time  time.Duration // wall-clock budget, kept within 10% + 20 ms
	Nodes int64         // node budget, checked every few thousand nodes
	// Soft, when a clock sets the time (WithClock), is when a search
	// that finished a depth starts no deeper one, unless its best move
	// is unsettled (then up to SharpFactor × Soft); Time still cuts an
	// iteration short. 0: a move time is spent whole. The Cabeza
	// engine honours it; Catch the Cat's searches have no clock.
	Soft time.Duration
	// Ponder, when set, makes the search one on the opponent's time
	// (see Ponder): Time and Soft count from its hit.
	Ponder *Ponder
}

// SharpFactor is how far past Soft a search whose best move changed or
// whose score fell in its last depth may go on deepening: a sharp
// position gets more of the clock.
const SharpFactor = 2

// Unlimited reports a search that only a cancel stops.
func (l Limits) Unlimited() bool { return l.Depth <= 0 && l.Time <= 0 && l.Nodes <= 0 }
