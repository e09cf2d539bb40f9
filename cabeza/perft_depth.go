package cabeza

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// PerftMaxDepth is the deepest perft a person may ask for, by the
// command line (cabezacat cabeza perft) and by the engine console (perft,
// divide) alike: depth 7 already counts about a billion leaves and takes
// minutes, depth 8 hours, so a typo like 70 is refused rather than run.
const PerftMaxDepth = 7

// ParsePerftDepth reads a perft depth typed by a person: a whole number
// from 1 to PerftMaxDepth. The error quotes what was typed (clipped, so a
// long line is not echoed whole) and says what is wanted, in the same
// words wherever a depth is typed.
func ParsePerftDepth(s string) (int, error) {
	d, err := strconv.Atoi(s)
	if err != nil || d < 1 || d > PerftMaxDepth {
		return 0, fmt.Errorf("depth %s: want a whole number from 1 to %d", quoteClipped(s), PerftMaxDepth)
	}
	return d, nil
}

// quoteClipped quotes s, cut to a readable length at a rune boundary.
func quoteClipped(s string) string {
	const max = 40
	if len(s) <= max {
		return strconv.Quote(s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%q… (%d bytes)", s[:cut], len(s))
}
