package table

import (
	"fmt"
	"strings"
	"time"
)

// An adjourned clocked game's record keeps its clock, so that the game
// resumes with the time each side had left (Setup.Left), not a fresh
// clock: a Cabeza record in a Clock tag, a Catch the Cat record on a
// "clock:" line. The text is the control and each side's time left, by
// the side's name, in tenths of a second as the clocks show them:
//
//	5+3 red=4m12.5s blue=3m59s
//	1+0 cat=38.2s catcher=0s
//
// ClockTag is the Cabeza record's tag of the clock.
const ClockTag = "Clock"

const clockRecordExample = "5+3 red=4m12.5s blue=3m59s"

// maxLeft bounds a time left read from a record: more than any game can
// gather (the longest base plus the largest increment for a long game),
// and short enough that a damaged file does not hold a table for years.
const maxLeft = 24 * time.Hour

// RecordClock writes a table's clock for its record: the control and the
// time left of seat 0 and seat 1, named by the kind's side names.
func RecordClock(k Kind, tc TimeControl, left [2]time.Duration) string {
	var b strings.Builder
	b.WriteString(tc.String())
	for side, d := range left {
		fmt.Fprintf(&b, " %s=%v", k.SideName(side), max(d, 0).Round(100*time.Millisecond))
	}
	return b.String()
}

// ParseRecordClock reads RecordClock's text back. Every problem is an
// error that quotes the part that is wrong and says what is wanted.
func ParseRecordClock(k Kind, s string) (TimeControl, [2]time.Duration, error) {
	var left [2]time.Duration
	fields := strings.Fields(s)
	if len(fields) != 3 {
		return TimeControl{}, left, fmt.Errorf("clock %s: want the control and each side's time left, like %q", quoteShort(s), exampleFor(k))
	}
	tc, err := ParseTimeControl(fields[0])
	if err != nil {
		return TimeControl{}, left, err
	}
	if !tc.On() {
		return TimeControl{}, left, fmt.Errorf("clock %s: a game with a clock has a control, not %q", quoteShort(s), fields[0])
	}
	for side := range left {
		name := k.SideName(side)
		who, value, ok := strings.Cut(fields[1+side], "=")
		if !ok || who != name {
			return TimeControl{}, left, fmt.Errorf("clock %s: want %s=TIME in place %d, found %s", quoteShort(s), name, 2+side, quoteShort(fields[1+side]))
		}
		d, err := time.ParseDuration(value)
		switch {
		case err != nil:
			return TimeControl{}, left, fmt.Errorf("clock %s: %s's time left %s is not a time like 4m12.5s", quoteShort(s), name, quoteShort(value))
		case d < 0:
			return TimeControl{}, left, fmt.Errorf("clock %s: %s's time left %s is below 0", quoteShort(s), name, quoteShort(value))
		case d > maxLeft:
			return TimeControl{}, left, fmt.Errorf("clock %s: %s's time left %s is more than %v", quoteShort(s), name, quoteShort(value), maxLeft)
		}
		left[side] = d
	}
	return tc, left, nil
}

// exampleFor is the example in the kind's side names.
func exampleFor(k Kind) string {
	if k == Catcat {
		return "5+3 cat=4m12.5s catcher=3m59s"
	}
	return clockRecordExample
}

// quoteShort quotes a value from a file, cut so a long line is not
// echoed whole.
func quoteShort(s string) string {
	const most = 48
	r := []rune(s)
	if len(r) > most {
		return fmt.Sprintf("%q…", string(r[:most]))
	}
	return fmt.Sprintf("%q", s)
}
