package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/ai"
	"cabezacat/catcat"
)

func init() { registerSubcommand(gameCatcat, newCatcatArenaCmd) }

func newCatcatArenaCmd() *cobra.Command {
	def := ai.DefaultArenaConfig()
	var (
		size    int
		out     string
		workers int
	)
	cfg := def
	cmd := &cobra.Command{
		Use:   "arena [flags] AGENT...",
		Short: "The course competition: every agent as cat against every agent as catcher",
		Long: `arena runs the course competition: every AGENT plays the cat against
every AGENT as the catcher (itself included) on the same random starts,
each game to its end by the rules, scored as the course scores it
(the winner gets floor(N·N/2) less its moves, the loser its moves, and
each loses K points per CPU second it used).

An AGENT is builtin:easy, builtin:medium, builtin:hard, or the path of
an agent program (one state on stdin, the next state on stdout; see
"cabezacat catcat agent" and "cabezacat catcat build-agent"). A program
that crashes, hangs past --move-timeout, prints garbage or a wrong
state, changes other cells, makes two moves or floods its output loses
that game, and the reason is recorded.

Start i is "cabezacat catcat start --size N --density D --seed S+i".
Games run in parallel on all cores; the same flags give the same games
and results, and only the CPU-time part of the points varies.

Prints the leaderboard and the pair table; with --out DIR also writes
leaderboard.csv, pairs.csv, games.csv, arena.json and one replay per
game under DIR/replays.`,
		Example: "  cabezacat catcat arena builtin:easy builtin:hard\n" +
			"  cabezacat catcat arena --size 13 --states 20 --out results ./alice builtin:medium",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("%s wants at least one AGENT (builtin:<level> or a program's path)", cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := catcat.NewSize(size)
			if err != nil {
				return usagef("--size: %v", err)
			}
			cfg.Size = s
			if cfg.States < 1 {
				return usagef("--states %d: want at least 1", cfg.States)
			}
			if _, err := catcat.StartBlocks(s, cfg.Density); err != nil {
				return usagef("--density: %v", err)
			}
			if cfg.MoveTimeout <= 0 {
				return usagef("--move-timeout %v: want a positive time", cfg.MoveTimeout)
			}
			if cfg.K < 0 {
				return usagef("--k %g: want 0 or more", cfg.K)
			}
			cfg.Workers = workers
			var players []ai.ArenaPlayer
			for _, spec := range args {
				p, err := ai.ParseArenaPlayer(spec, cfg.MoveTimeout)
				if err != nil {
					return usageError{err}
				}
				players = append(players, p)
			}
			return runCatcatArena(cmd, cfg, players, out)
		},
	}
	f := cmd.Flags()
	f.IntVar(&size, "size", int(def.Size), "board side N: 5, 9, 13, … 45 (4k+1)")
	f.IntVar(&cfg.States, "states", def.States, "random starts; every pairing plays each")
	f.Float64Var(&cfg.Density, "density", def.Density, "share of the cells blocked at the start, 0 to 1")
	f.Uint64Var(&cfg.Seed, "seed", def.Seed, "seed of the first start (start i uses seed+i)")
	f.Float64Var(&cfg.K, "k", def.K, "points lost per CPU second")
	f.DurationVar(&cfg.MoveTimeout, "move-timeout", def.MoveTimeout, "wall-clock time a program has for one move")
	f.StringVar(&out, "out", "", "also write CSV, JSON and replays into this directory")
	f.IntVar(&workers, "workers", 0, "games played at once (0: one per CPU)")
	return cmd
}

func runCatcatArena(cmd *cobra.Command, cfg ai.ArenaConfig, players []ai.ArenaPlayer, out string) error {
	// Ctrl-C stops the run cleanly: the programs run in process groups of
	// their own, which the terminal's signal does not reach, so the arena
	// must kill them itself.
	ctx, stop := signal.NotifyContext(arenaContext(cmd), os.Interrupt, syscall.SIGTERM)
	defer stop()

	stderr := cmd.ErrOrStderr()
	var bar *arenaProgressBar
	if writerIsTerminal(stderr) {
		bar = &arenaProgressBar{w: stderr, start: time.Now()}
		cfg.Progress = bar.update
	}
	arena, err := ai.RunArena(ctx, cfg, players)
	if bar != nil {
		bar.finish()
	}
	if err != nil {
		return err
	}
	if err := arena.WriteText(cmd.OutOrStdout()); err != nil {
		return err
	}
	if out != "" {
		if err := arena.WriteFiles(out); err != nil {
			return fmt.Errorf("writing the results to %s: %w", out, err)
		}
	}
	return nil
}

func arenaContext(cmd *cobra.Command) context.Context {
	if ctx := cmd.Context(); ctx != nil {
		return ctx
	}
	return context.Background()
}

// writerIsTerminal reports whether w is a terminal (a character device).
func writerIsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// arenaProgressBar draws "[=====     ] 120/400 games  3s" on one line, at
// most ten times a second, from whichever worker finished a game.
type arenaProgressBar struct {
	mu    sync.Mutex
	w     io.Writer
	start time.Time
	last  time.Time
	done  int
	total int
}

func (b *arenaProgressBar) update(done, total int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done, b.total = max(b.done, done), total
	if now := time.Now(); now.Sub(b.last) >= 100*time.Millisecond || done == total {
		b.last = now
		b.draw()
	}
}

func (b *arenaProgressBar) draw() {
	const width = 30
	filled := 0
	if b.total > 0 {
		filled = width * b.done / b.total
	}
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d games  %s ", strings.Repeat("=", filled), strings.Repeat(" ", width-filled),
		b.done, b.total, time.Since(b.start).Round(time.Second))
}

func (b *arenaProgressBar) finish() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.draw()
	fmt.Fprintln(b.w)
}
