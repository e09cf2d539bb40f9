package cabezaconsole

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// The console's clock, as a UCI engine gets wtime, btime, winc and binc
// with each go: "clock <red ms> <blue ms> [<red inc ms> <blue inc ms>]"
// gives each side's time left and increment, and every search after it
// takes its time from the side to move's clock (search.Clock.Budget)
// instead of the timeout, until "clock off". The console does not run
// the clock: whoever drives it sends the times before each search, as a
// GUI does.

// maxClockMillis bounds a clock's times: a day, as timeout.
const maxClockMillis = 24 * 3600 * 1000

// parseClock reads clock's argument: "off", or two or four whole
// numbers of milliseconds (red's time, blue's, then red's increment and
// blue's). The clocks are by colour, red first.
func parseClock(arg string) (clocks *[2]search.Clock, err error) {
	f := strings.Fields(arg)
	if len(f) == 1 && f[0] == "off" {
		return nil, nil
	}
	if len(f) != 2 && len(f) != 4 {
		return nil, fmt.Errorf("clock %s: want off, or <red ms> <blue ms> [<red inc ms> <blue inc ms>]", clipInput(arg))
	}
	var ms [4]time.Duration
	names := [4]string{"red's time", "blue's time", "red's increment", "blue's increment"}
	for i, text := range f {
		n, err := strconv.ParseInt(text, 10, 64)
		if err != nil || n < 0 || n > maxClockMillis {
			return nil, fmt.Errorf("clock: %s %s: want milliseconds from 0 to %d", names[i], clipInput(text), maxClockMillis)
		}
		ms[i] = time.Duration(n) * time.Millisecond
	}
	return &[2]search.Clock{{Left: ms[0], Inc: ms[2]}, {Left: ms[1], Inc: ms[3]}}, nil
}

// formatClock is the clocks as "clock" prints them: "red 60000+1000 blue
// 59000+1000" (milliseconds), or "off".
func formatClock(clocks *[2]search.Clock) string {
	if clocks == nil {
		return "off"
	}
	side := func(c search.Clock) string {
		return strconv.FormatInt(c.Left.Milliseconds(), 10) + "+" + strconv.FormatInt(c.Inc.Milliseconds(), 10)
	}
	return "red " + side(clocks[cabeza.Red]) + " blue " + side(clocks[cabeza.Blue])
}

func (c *Console) setClock(_ context.Context, arg string) error {
	if arg == "" {
		fmt.Fprintf(c.out, "clock %s\n", formatClock(c.clock))
		return nil
	}
	clocks, err := parseClock(arg)
	if err != nil {
		return err
	}
	c.clock = clocks
	return nil
}
