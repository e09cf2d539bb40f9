package cabezaengine

import (
	"time"

	"cabezacat/ai/search"
)

// Cabeza levels, from a beginner to full strength. Depth is the main
// dial, so a level plays the same on a fast or a slow machine; the time
// cap only keeps a deep search from stalling a game on a loaded one (it
// rarely binds: depth 7 takes a few hundred milliseconds on one core).
// The low levels play any move scored within Randomness of the best, so
// their games vary and their mistakes look human rather than systematic.
//
//	level  depth  time cap  randomness  plays like
//	1      1      1 s       2.50        a beginner: takes a win on the move, parries a threat on the move, little else
//	2      2      1 s       1.00        sees one reply ahead
//	3      3      2 s       0.40        a casual player
//	4      4      2 s       0.15        a club player
//	5      5      4 s       0           strong
//	6      7      8 s       0           full strength
var cabezaLevels = [...]struct {
	depth      int
	time       time.Duration
	randomness int
	ttMB       int
}{
	{1, time.Second, 250, 1},
	{2, time.Second, 100, 1},
	{3, 2 * time.Second, 40, 2},
	{4, 2 * time.Second, 15, 4},
	{5, 4 * time.Second, 0, 8},
	{7, 8 * time.Second, 0, 32},
}

// MinLevel and MaxLevel are the range of Level.
const (
	MinLevel = 1
	MaxLevel = len(cabezaLevels)
)

// Level is the limits and options of a level 1–6 (clamped into that
// range): see the table above.
func Level(level int) (search.Limits, Options) {
	level = min(max(level, MinLevel), MaxLevel)
	l := cabezaLevels[level-1]
	return search.Limits{Depth: l.depth, Time: l.time}, Options{Randomness: l.randomness, TTMegabytes: l.ttMB}
}
