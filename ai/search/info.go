package search

import "time"

// Info is sent once per finished depth. Everything in it is a copy, safe
// to hand to another goroutine.
type Info struct {
	Depth int
	Score Score // of the best move, from the side to move's view
	Nodes int64
	Time  time.Duration
	NPS   int64
	PV    []string // principal variation in notation
	Lines []Line   // multi-PV: the best root moves, best first (nil unless asked for)
	// Proof is a proven result in words when the solver settled the
	// position ("cat escapes in 4 steps — proven"); "" otherwise. Catch the Cat only.
	Proof string
}

// Line is one root move's line in a multi-PV search: its score and its
// principal variation, starting with the root move.
type Line struct {
	Score Score
	PV    []string
}

// NPS is nodes per second, guarding a zero duration.
func NPS(nodes int64, d time.Duration) int64 {
	if d <= 0 {
		return 0
	}
	return int64(float64(nodes) / d.Seconds())
}
