package cabezaconsole

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// The commands that search: search, play, and the limits they run
// within (timeout, depth).

// searchLimits is what a search runs within; with timeout 0 and depth 0
// it runs until "stop" (or, in Run, the end of the input). With a clock
// the side to move's clock gives the time (clock.go), not the timeout.
func (c *Console) searchLimits() search.Limits {
	if c.clock != nil {
		pos := c.game.Position()
		return search.Limits{Depth: c.depth}.WithClock(c.clock[pos.Side()])
	}
	return search.Limits{Depth: c.depth, Time: c.timeout}
}

// search prints one info line per finished depth and the best move.
func (c *Console) search(ctx context.Context, _ string) error {
	_, err := c.think(ctx)
	return err
}

func (c *Console) think(ctx context.Context) (cabeza.Move, error) {
	if st := c.game.Status(); st.Over() {
		return cabeza.NoMove, fmt.Errorf("%w: %s", cabeza.ErrGameOver, st)
	}
	res := c.engine.Search(ctx, *c.game, c.searchLimits(), func(info search.Info) {
		fmt.Fprintln(c.out, FormatInfo(info))
	})
	if !res.OK {
		return cabeza.NoMove, fmt.Errorf("no move to search")
	}
	fmt.Fprintf(c.out, "bestmove %s\n", res.Move)
	return res.Move, nil
}

// FormatInfo is the console's line for one finished depth:
// "info depth <d> score <s> nodes <n> nps <r> time <ms> pv <moves…>".
func FormatInfo(info search.Info) string {
	return fmt.Sprintf("info depth %d score %s nodes %d nps %d time %d pv %s",
		info.Depth, info.Score, info.Nodes, info.NPS, info.Time.Milliseconds(), strings.Join(info.PV, " "))
}

func (c *Console) play(ctx context.Context, _ string) error {
	m, err := c.think(ctx)
	if err != nil {
		return err
	}
	if err := c.game.Play(m); err != nil {
		return err
	}
	c.sayIfOver()
	return nil
}

func (c *Console) setTimeout(_ context.Context, arg string) error {
	if arg == "" {
		fmt.Fprintf(c.out, "timeout %d\n", c.timeout.Milliseconds())
		return nil
	}
	ms, err := strconv.ParseInt(arg, 10, 64)
	if err != nil || ms < 0 || ms > 24*3600*1000 {
		return fmt.Errorf("timeout %s: want milliseconds from 0 (none) to 86400000", clipInput(arg))
	}
	c.timeout = time.Duration(ms) * time.Millisecond
	return nil
}

func (c *Console) setDepth(_ context.Context, arg string) error {
	if arg == "" {
		fmt.Fprintf(c.out, "depth %d\n", c.depth)
		return nil
	}
	d, err := strconv.Atoi(arg)
	if err != nil || d < 0 || d > search.MaxDepth {
		return fmt.Errorf("depth %s: want a whole number from 0 (none) to %d", clipInput(arg), search.MaxDepth)
	}
	c.depth = d
	return nil
}

// setThreads prints or sets how many threads a search runs on (Lazy
// SMP). The engine is made again for another count: its table is
// cleared at every search anyway.
func (c *Console) setThreads(_ context.Context, arg string) error {
	if arg == "" {
		fmt.Fprintf(c.out, "threads %d\n", c.threads())
		return nil
	}
	n, err := parseThreads(arg)
	if err != nil {
		return err
	}
	c.SetThreads(n)
	return nil
}

// parseThreads reads a thread count, 1 to cabezaengine.MaxThreads.
func parseThreads(arg string) (int, error) {
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 || n > cabezaengine.MaxThreads {
		return 0, fmt.Errorf("threads %s: want a whole number from 1 to %d", clipInput(arg), cabezaengine.MaxThreads)
	}
	return n, nil
}

// SetThreads has the console's searches run on n threads (1 to
// cabezaengine.MaxThreads; clamped), as "threads n" does.
func (c *Console) SetThreads(n int) {
	n = min(max(n, 1), cabezaengine.MaxThreads)
	if n != c.threads() {
		c.engine = cabezaengine.New(cabezaengine.Options{Threads: n})
	}
}

func (c *Console) threads() int { return max(c.engine.Options().Threads, 1) }
