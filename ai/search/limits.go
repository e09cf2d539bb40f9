package search

import "time"

// Limits bound one search; zero means "no limit" for that field. A search
// with no limit at all runs until its context is cancelled (or it reaches
// the deepest depth the engine supports).
type Limits struct {
	Depth int           // deepest iteration to finish
	Time  time.Duration // wall-clock budget, kept within 10% + 20 ms
	Nodes int64         // node budget, checked every few thousand nodes
}

// Unlimited reports a search that only a cancel stops.
func (l Limits) Unlimited() bool { return l.Depth <= 0 && l.Time <= 0 && l.Nodes <= 0 }
