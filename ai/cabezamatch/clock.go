package cabezamatch

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/ai/search"
)

// TimeControl is a match's clock: each side starts a game with Base and
// gains Inc after each of its moves. The zero value is no clock (each
// side's setting gives its move time).
type TimeControl struct {
	Base, Inc time.Duration
}

// On reports whether the match plays on a clock.
func (tc TimeControl) On() bool { return tc.Base > 0 }

func (tc TimeControl) String() string {
	if !tc.On() {
		return "none"
	}
	return strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64) + "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
}

// The limits of a match's clock: long enough for any match, short enough
// that a typo does not run for a week.
const (
	maxTCBase = time.Hour
	maxTCInc  = time.Minute
)

// ParseTimeControl reads a clock as engine testers write it
// (cutechess-cli's tc): "S" or "S+I", S seconds per side and I seconds
// added after each move, both decimals ("10+0.1", "1+0.1", "60").
func ParseTimeControl(s string) (TimeControl, error) {
	s = strings.TrimSpace(s)
	baseText, incText, hasInc := strings.Cut(s, "+")
	seconds := func(text, what string, lo time.Duration, hi time.Duration) (time.Duration, error) {
		text = strings.TrimSpace(text)
		v, err := strconv.ParseFloat(text, 64)
		if err != nil || strings.ContainsAny(text, "eEnNiIxX_") || math.IsNaN(v) {
			return 0, fmt.Errorf("--tc %q: %s must be seconds, a decimal like 10 or 0.1", clip(s), what)
		}
		if v*float64(time.Second) < float64(lo) || v > hi.Seconds() {
			return 0, fmt.Errorf("--tc %q: %s must be from %v to %v", clip(s), what, lo, hi)
		}
		return time.Duration(math.Round(v * float64(time.Second))), nil
	}
	var tc TimeControl
	var err error
	if tc.Base, err = seconds(baseText, "the time per side (before +)", 100*time.Millisecond, maxTCBase); err != nil {
		return TimeControl{}, err
	}
	if hasInc {
		if tc.Inc, err = seconds(incText, "the increment (after +)", 0, maxTCInc); err != nil {
			return TimeControl{}, err
		}
	}
	return tc, nil
}

// clip cuts what the user typed to a readable length for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// gameClock is the two sides' clocks in one game, by colour.
type gameClock struct {
	tc   TimeControl
	left [2]time.Duration
	lag  [2]time.Duration // the most a side's move took past its hard limit (search.Clock.Lag)
	over [2]time.Duration // how far the side's last move ran past its hard limit
}

func newGameClock(tc TimeControl) *gameClock {
	if !tc.On() {
		return nil
	}
	return &gameClock{tc: tc, left: [2]time.Duration{tc.Base, tc.Base}}
}

// of is side's clock before its move, for the engine's budget.
func (c *gameClock) of(side int) *search.Clock {
	if c == nil {
		return nil
	}
	return &search.Clock{Left: c.left[side], Inc: c.tc.Inc, Lag: c.lag[side]}
}

// spend takes took off side's clock and, unless that ran it out, adds
// the increment; it returns what was left before the increment. A side
// whose time ran out loses on time: the error says by how much.
func (c *gameClock) spend(side int, took time.Duration) (left time.Duration, err error) {
	_, hard := c.of(side).Budget()
	c.lag[side] = max(c.lag[side], took-hard)
	c.over[side] = took - hard
	c.left[side] -= took
	left = c.left[side]
	if left < 0 {
		return left, forfeit.Errorf(forfeit.Timeout, "lost on time: its move took %v, %v more than its clock had", took.Round(time.Millisecond), (-left).Round(time.Millisecond))
	}
	c.left[side] += c.tc.Inc
	return left, nil
}

// ClockUse is how one side of a match used its clock over the games.
type ClockUse struct {
	Used, Given time.Duration // spent, and had (the bases and increments it got)
	LeastLeft   time.Duration // the least it had left after a move (before the increment)
	Flags       int           // games lost on time
	Moves       int
	// MostOver is the most a move ran past its hard limit (Budget's):
	// what the search's own stopping and a busy machine's waits cost.
	MostOver time.Duration
}

// add counts a move that took took and left left on the clock (before
// the increment inc, which a side that lost on time does not get).
func (u *ClockUse) add(took, left time.Duration, flagged bool, inc, over time.Duration) {
	u.Used += took
	u.MostOver = max(u.MostOver, over)
	if u.Moves == 0 || left < u.LeastLeft {
		u.LeastLeft = left
	}
	u.Moves++
	if flagged {
		u.Flags++
	} else {
		u.Given += inc
	}
}

// String is "used 62% of its time (105.3 ms a move), 0.410 s at least
// left, 0 lost on time, a move 3 ms at most past its limit".
func (u ClockUse) String() string {
	share := 0.0
	if u.Given > 0 {
		share = 100 * u.Used.Seconds() / u.Given.Seconds()
	}
	return fmt.Sprintf("used %.0f%% of its time (%.1f ms a move), %.3f s at least left, %d lost on time, a move %.0f ms at most past its limit",
		share, float64(u.Used.Microseconds())/1e3/float64(max(u.Moves, 1)), u.LeastLeft.Seconds(), u.Flags, float64(u.MostOver.Microseconds())/1e3)
}

// merge adds a game's use to u.
func (u *ClockUse) merge(g ClockUse) {
	if g.Moves > 0 && (u.Moves == 0 || g.LeastLeft < u.LeastLeft) {
		u.LeastLeft = g.LeastLeft
	}
	u.Used += g.Used
	u.Given += g.Given
	u.Flags += g.Flags
	u.Moves += g.Moves
	u.MostOver = max(u.MostOver, g.MostOver)
}
