package table

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Clock is where a table reads the time and sets its timers (flag fall,
// the grace period of a dropped player). Tests pass a manual clock so no
// test depends on the wall clock.
type Clock interface {
	Now() time.Time
	// AfterFunc calls f in its own goroutine after d, unless stopped.
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

// WallClock is the real time.
type WallClock struct{}

func (WallClock) Now() time.Time { return time.Now() }
func (WallClock) AfterFunc(d time.Duration, f func()) func() bool {
	return time.AfterFunc(d, f).Stop
}

// TimeControl is a table's clock setting: each side starts with Base and
// gains Inc after each of its moves. The zero value is no clock.
type TimeControl struct {
	Base, Inc time.Duration
}

// On reports whether the table plays with a clock.
func (tc TimeControl) On() bool { return tc.Base > 0 }

// String writes the control as ParseTimeControl reads it ("5+3", "none").
func (tc TimeControl) String() string {
	if !tc.On() {
		return "none"
	}
	return minutes(tc.Base) + "+" + strconv.Itoa(int(tc.Inc/time.Second))
}

// Describe says the control in words for people: "no clock" or
// "clock 5+3" (String is the text ParseTimeControl reads, "none" for no
// clock).
func (tc TimeControl) Describe() string {
	if !tc.On() {
		return "no clock"
	}
	return "clock " + tc.String()
}

func minutes(d time.Duration) string {
	if d%time.Minute == 0 {
		return strconv.Itoa(int(d / time.Minute))
	}
	return strconv.FormatFloat(d.Minutes(), 'f', -1, 64)
}

// The limits of a time control: long enough for any real game, short
// enough that a typo does not hold a table for a week.
const (
	maxBase = 3 * time.Hour
	maxInc  = 5 * time.Minute
)

// ParseTimeControl reads "none" (or ""), "M" or "M+S": M minutes per side
// (a decimal like 0.5 is allowed) and S seconds added after each move.
func ParseTimeControl(s string) (TimeControl, error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.EqualFold(s, "none") || s == "-" {
		return TimeControl{}, nil
	}
	baseText, incText, hasInc := strings.Cut(s, "+")
	base, err := strconv.ParseFloat(strings.TrimSpace(baseText), 64)
	if err != nil || base <= 0 || base != base {
		return TimeControl{}, fmt.Errorf("clock %q: the minutes before + must be a number above 0 (e.g. 5+3)", s)
	}
	tc := TimeControl{Base: time.Duration(base * float64(time.Minute))}
	if tc.Base > maxBase || base*60 > maxBase.Seconds() {
		return TimeControl{}, fmt.Errorf("clock %q: at most %v per side", s, maxBase)
	}
	if tc.Base < time.Second {
		return TimeControl{}, fmt.Errorf("clock %q: at least one second per side", s)
	}
	if hasInc {
		inc, err := strconv.Atoi(strings.TrimSpace(incText))
		if err != nil || inc < 0 {
			return TimeControl{}, fmt.Errorf("clock %q: the seconds after + must be a whole number, 0 or more", s)
		}
		if time.Duration(inc)*time.Second > maxInc {
			return TimeControl{}, fmt.Errorf("clock %q: at most %v added per move", s, maxInc)
		}
		tc.Inc = time.Duration(inc) * time.Second
	}
	return tc, nil
}

// FormatClock shows a remaining time as m:ss (h:mm:ss from an hour, and
// tenths under ten seconds, when it matters most).
func FormatClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	if d < 10*time.Second {
		return fmt.Sprintf("0:%02d.%d", int(d/time.Second), int(d%time.Second/(100*time.Millisecond)))
	}
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
