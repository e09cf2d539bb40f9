package cabezaconsole

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// NewOriginal makes a console that answers in the original
// engine's dialect (brunogle/cabeza-engine; RULES-cabeza.md, "The engine
// console as a protocol"), so scripts written for it run against ours:
// "FEN ok", "move ok", "best move: X", "depth d pv: … (n nodes, )", its
// defaults (timeout 30000 ms, depth 12). On a terminal it greets, prompts
// with "> " and colours the moves as the original does; from a pipe it
// writes plain lines.
func NewOriginal(out io.Writer, terminal bool) *Console {
	c := New(out)
	c.original, c.terminal = true, terminal
	c.timeout, c.depth = 30*time.Second, ProgramMaxDepth
	if terminal {
		fmt.Fprintf(out, "Welcome to Cabeza Engine. Default configuration set to:\ntime: %dms, depth: %d\n\n", c.timeout.Milliseconds(), c.depth)
	}
	return c
}

// The original's colours (its color.hpp), written only on a terminal.
const (
	colourRed   = "\x1b[31m"
	colourBlue  = "\x1b[34m"
	colourReset = "\x1b[0m"
)

// showPrompt writes the original's prompt before each command, on a terminal.
func (c *Console) showPrompt() {
	if c.original && c.terminal {
		io.WriteString(c.out, "> ")
	}
}

// coloured writes text in a player's colour, on a terminal.
func (c *Console) coloured(pl cabeza.Player, text string) string {
	if !c.terminal {
		return text
	}
	if pl == cabeza.Red {
		return colourRed + text + colourReset
	}
	return colourBlue + text + colourReset
}

// execOriginal runs one command in the original's dialect. Its answers
// are the original's; what the original lacks (perft, divide, moves,
// help, stop) is there as in this project's dialect.
func (c *Console) execOriginal(ctx context.Context, name, arg string) (quit bool) {
	say := func(format string, a ...any) { fmt.Fprintf(c.out, format+"\n", a...) }
	switch name {
	case "fen":
		if arg == "" {
			say("%s", originalFEN(c.game.Position()))
			return false
		}
		pos, err := parseConsolePosition(arg)
		if err != nil {
			say("FEN error")
			return false
		}
		c.newGame(pos)
		say("FEN ok")
	case "draw", "d":
		c.drawOriginal()
	case "move", "m":
		pos := c.game.Position()
		m, err := cabeza.ParseMove(pos, normalizeMoveText(arg, pos.Side()))
		if err != nil || c.game.Status().Over() || c.game.Play(m) != nil {
			say("move error")
			return false
		}
		say("move ok")
		c.sayWinner()
	case "turn", "t":
		side, err := c.switchTurn(arg)
		if err != nil {
			say("player error")
			return false
		}
		say("turn is now: %s", c.coloured(side, side.String()))
	case "undo", "u":
		c.takeBack()
	case "reset":
		c.newGame(cabeza.Start())
	case "search", "s":
		c.searchOriginal(ctx)
	case "play", "p", "P":
		if m, ok := c.searchOriginal(ctx); ok && c.game.Play(m) == nil {
			c.sayWinner()
		}
	case "timeout":
		ms, err := strconv.Atoi(arg)
		if err != nil || ms <= 0 || ms > 24*3600*1000 {
			say("timeout set error")
			return false
		}
		c.timeout = time.Duration(ms) * time.Millisecond
		say("timeout set to %dms", ms)
	case "depth":
		d, err := strconv.Atoi(arg)
		if err != nil || d <= 0 || d > search.MaxDepth {
			say("depth set error")
			return false
		}
		c.depth = d
		say("depth set to %d", d)
	case "threads": // not the original's: this engine's Lazy SMP, answered in its style
		n, err := parseThreads(arg)
		if err != nil {
			say("threads set error")
			return false
		}
		c.SetThreads(n)
		say("threads set to %d", n)
	case "clock": // not the original's: answered in its style
		clocks, err := parseClock(arg)
		if err != nil {
			say("clock set error")
			return false
		}
		c.clock = clocks
		say("clock set to %s", formatClock(clocks))
	case "quit", "q":
		return true
	case "stop":
	case "perft", "divide", "moves", "help":
		cmd := consoleCommands[name]
		if name == "help" {
			c.help()
		} else if err := cmd.run(c, ctx, arg); err != nil {
			c.errorf("%v", err)
		}
	default:
		say("Invalid command")
	}
	return false
}

// sayWinner announces a finished game as the original does.
func (c *Console) sayWinner() {
	if st := c.game.Status(); st.Over() && !st.IsDraw() {
		fmt.Fprintf(c.out, "Player %s won\n", c.coloured(st.Winner, st.Winner.String()))
	}
}

// searchOriginal searches as the original prints it: the position, a
// line per depth, the best move and the time taken.
func (c *Console) searchOriginal(ctx context.Context) (cabeza.Move, bool) {
	pos := c.game.Position()
	fmt.Fprintf(c.out, "Searching FEN: %s\n", originalFEN(pos))
	start := time.Now()
	var res cabezaengine.Result
	if !c.game.Status().Over() {
		res = c.engine.Search(ctx, *c.game, c.searchLimits(), func(info search.Info) {
			var b strings.Builder
			fmt.Fprintf(&b, "depth %d pv: ", info.Depth)
			side := pos.Side()
			for _, m := range info.PV {
				b.WriteString(c.coloured(side, m) + " ")
				side = side.Opponent()
			}
			fmt.Fprintf(&b, "(%d nodes, ", info.Nodes)
			if info.Score.IsDecided() {
				winner := pos.Side()
				if info.Score.IsLoss() {
					winner = winner.Opponent()
				}
				fmt.Fprintf(&b, "%s can force win, ", c.coloured(winner, winner.String()))
			}
			b.WriteString(")")
			fmt.Fprintln(c.out, b.String())
		})
	}
	best := "none"
	if res.OK {
		best = c.coloured(pos.Side(), res.Move.String())
	}
	fmt.Fprintf(c.out, "best move: %s\ntime: %d\n", best, time.Since(start).Milliseconds())
	return res.Move, res.OK
}

// drawOriginal draws the board as the original does: two letters a
// square, rank 10 first, then whose turn it is.
func (c *Console) drawOriginal() {
	pos := c.game.Position()
	var b strings.Builder
	for y := cabeza.Ranks - 1; y >= 0; y-- {
		for x := 0; x < cabeza.Files; x++ {
			pl, k, ok := pos.PieceAt(cabeza.SquareAt(x, y))
			if !ok {
				b.WriteString(".. ")
				continue
			}
			l := string(k.Letter(pl))
			b.WriteString(c.coloured(pl, l+l) + " ")
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "          Turn:%s\n", c.coloured(pos.Side(), pos.Side().String()))
	io.WriteString(c.out, b.String())
}
