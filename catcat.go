package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/ai"
	"cabezacat/ai/sandbox"
	"cabezacat/catcat"
	"cabezacat/tui"
)

// `cabezacat catcat [flags]` opens a Catch the Cat game in the TUI.
func init() {
	gameFlags[gameCatcat] = func(cmd *cobra.Command) {
		cmd.Flags().String("cat", "human", "who plays the cat: human, ai or ai:LEVEL (easy, medium, hard)")
		cmd.Flags().String("catcher", "ai", "who plays the catcher: human, ai or ai:LEVEL (easy, medium, hard)")
		cmd.Flags().Int("size", tui.CatcatDefaultSize, "board size N (N×N cells; 5, 9, 13 … 45)")
		cmd.Flags().Float64("density", tui.CatcatDefaultDensity, "share of cells blocked at the start (0 to 0.5)")
		cmd.Flags().Uint64("seed", 0, "seed of the random start (default: a random seed)")
		cmd.Flags().String("load", "", "open a saved game or an arena replay (a Catch the Cat record)")
		cmd.Example = "  cabezacat catcat --size 21 --seed 7\n  cabezacat catcat --cat ai:hard --catcher human\n  cabezacat catcat --cat ai:easy --catcher ai:hard --size 45\n  cabezacat catcat --load results/replays/game-00001.catcat"
	}
	gameStarters[gameCatcat] = func(cmd *cobra.Command, _ []string) error {
		setup, err := catcatSetup(cmd)
		if err != nil {
			return err
		}
		opts, err := displayOptions(cmd)
		if err != nil {
			return err
		}
		return tui.RunCatcat(opts, setup)
	}
}

// catcatSetup reads the flags; any bad value is a usage error. With
// --load the record sets the board and its players, and --cat/--catcher,
// when given, say who plays on.
func catcatSetup(cmd *cobra.Command) (tui.CatcatSetup, error) {
	var s tui.CatcatSetup
	file, err := loadFlag(cmd, "what the board is", "size", "density", "seed")
	if err != nil {
		return s, err
	}
	if file != "" {
		if s, err = tui.LoadCatcat(file); err != nil {
			return s, usagef("--load: %v", err)
		}
	}
	if err := readPlayers(cmd, s.Record != nil, tui.ParseCatcatPlayer,
		playerFlag{"cat", &s.Cat}, playerFlag{"catcher", &s.Catcher}); err != nil {
		return s, err
	}
	if s.Record != nil {
		return s, nil
	}
	s.Size, _ = cmd.Flags().GetInt("size")
	s.Density, _ = cmd.Flags().GetFloat64("density")
	s.Seed, _ = cmd.Flags().GetUint64("seed")
	if !cmd.Flags().Changed("seed") {
		s.Seed = uint64(rand.IntN(1_000_000))
	}
	if err := tui.CheckCatcatSetup(s); err != nil {
		return s, usagef("%v", err)
	}
	return s, nil
}

func init() { registerSubcommand(gameCatcat, newCatcatStartCmd) }

// newCatcatStartCmd prints a random start in the course state format, the
// input a course agent or the arena reads.
func newCatcatStartCmd() *cobra.Command {
	var (
		size    int
		seed    uint64
		density float64
	)
	cmd := &cobra.Command{
		Use:   "start --seed S [--size N] [--density D]",
		Short: "Print a random Catch the Cat start in the course state format",
		Long: `Print a random start: the cat on the centre, cat to move, and
round(density·N²) cells other than the centre blocked. The start is
fully determined by (size, density, seed), on every machine; a draw
that leaves the cat no move is redrawn.

The seed is required so that every start printed can be printed again.`,
		Example: "  cabezacat catcat start --seed 7\n  cabezacat catcat start --size 21 --seed 7 --density 0.1",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !cmd.Flags().Changed("seed") {
				return usagef("catcat start: --seed is required (any whole number from 0 to %d)", uint64(math.MaxUint64))
			}
			s, err := catcat.NewSize(size)
			if err != nil {
				return usagef("catcat start: --size: %v", err)
			}
			if _, err := catcat.StartBlocks(s, density); err != nil {
				return usagef("catcat start: --density: %v", err)
			}
			p, err := catcat.RandomStart(s, density, seed)
			if err != nil {
				return usagef("catcat start: %v", err)
			}
			_, err = fmt.Fprint(cmd.OutOrStdout(), p.StateText())
			return err
		},
	}
	f := cmd.Flags()
	f.IntVar(&size, "size", int(catcat.DefaultSize), "board side N: 5, 9, 13, … 45 (4k+1)")
	f.Uint64Var(&seed, "seed", 0, "seed of the random start (required)")
	f.Float64Var(&density, "density", catcat.DefaultDensity, "share of the cells to block, 0 to 1")
	return cmd
}

func init() { registerSubcommand(gameCatcat, newCatcatAgentCmd) }

// catcatMaxStateInput bounds what the agent reads: a 45×45 state is about
// 4 KiB, so anything past this is not a state.
const catcatMaxStateInput = 1 << 20

func newCatcatAgentCmd() *cobra.Command {
	var levelText string
	cmd := &cobra.Command{
		Use:   "agent [--level L]",
		Short: "A course agent: one state on stdin, the next state on stdout",
		Long: `agent plays one move of Catch the Cat as the course simulator's agents
do: it reads one state (header "<turn> <N> <cat-x> <cat-y>" and N board
lines) on stdin and writes the next state on stdout, moving the cat on
CAT and blocking a cell on CATCHER (the older letters C and T are read
too, in any letter case). A bad state is a one-line error on stderr and
exit status 2.

Levels:
  easy    ` + ai.CatcatEasy.Doc() + `
  medium  ` + ai.CatcatMedium.Doc() + `
  hard    ` + ai.CatcatHard.Doc(),
		Example: "  cabezacat catcat start --size 13 --seed 7 | cabezacat catcat agent --level hard",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			level, err := ai.ParseCatcatLevel(levelText)
			if err != nil {
				return usagef("--level: %v", err)
			}
			text, err := io.ReadAll(io.LimitReader(cmd.InOrStdin(), catcatMaxStateInput+1))
			if err != nil {
				return fmt.Errorf("reading the state: %w", err)
			}
			if len(text) > catcatMaxStateInput {
				return usagef("the input is over %d bytes: not a state", catcatMaxStateInput)
			}
			next, err := catcatAgentMove(string(text), level)
			if err != nil {
				return usageError{err}
			}
			_, err = io.WriteString(cmd.OutOrStdout(), next.StateText())
			return err
		},
	}
	cmd.Flags().StringVar(&levelText, "level", "hard", "easy, medium or hard")
	return cmd
}

// catcatAgentMove reads a state and plays the built-in agent's move in it.
func catcatAgentMove(text string, level ai.CatcatLevel) (catcat.Position, error) {
	pos, err := catcat.ParseState(text)
	if err != nil {
		return catcat.Position{}, err
	}
	if o := pos.Outcome(); o.Over() {
		return catcat.Position{}, fmt.Errorf("the game in this state is over (%v): there is no move to make", o)
	}
	var c catcat.Cell
	if pos.Turn() == catcat.CatToMove {
		c = ai.CatMove(pos, level)
	} else {
		c = ai.CatcherMove(pos, level)
	}
	return pos.Play(c)
}

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

func init() { registerSubcommand(gameCatcat, newCatcatBuildAgentCmd) }

func newCatcatBuildAgentCmd() *cobra.Command {
	var (
		out string
		opt sandbox.BuildOptions
	)
	cmd := &cobra.Command{
		Use:   "build-agent DIR -o FILE",
		Short: "Compile a course C++ submission into an agent program",
		Long: `build-agent compiles a Catch the Cat submission made for the course
(IAgent.h, Cat.h, Catcher.h and their .cpp files, all in DIR, no main)
together with the bridge main.cpp that cabezacat ships, into one agent
program: one state on stdin, the next state on stdout, the same
contract as "cabezacat catcat agent".

The compiler is $CXX if set, else c++, else g++ (C++17, -O2). Every .cpp
file directly in DIR is compiled; subdirectories are ignored, as in the
course. The compiler runs contained like an agent (see "cabezacat
catcat arena --help"): it is stopped, with everything it started,
after --timeout or once it prints more than --max-output bytes, and
what it printed is shown with control characters made visible.`,
		Example: "  cabezacat catcat build-agent ./alice -o alice\n  cabezacat catcat arena ./alice builtin:hard",
		Args:    exactArgs(1, "the submission's directory DIR"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usagef("build-agent wants -o FILE, the program to write")
			}
			if opt.Timeout <= 0 || opt.MaxOutput <= 0 {
				return usagef("--timeout and --max-output must be positive")
			}
			err := sandbox.BuildCourseAgent(arenaContext(cmd), args[0], out, opt)
			var be *sandbox.BuildError
			switch {
			case errors.Is(err, sandbox.ErrBadSubmission):
				return usageError{err}
			case errors.As(err, &be):
				io.WriteString(cmd.ErrOrStderr(), be.QuotedOutput())
				return fmt.Errorf("%v; the compiler's output is above", err)
			}
			return err
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "the agent program to write")
	cmd.Flags().DurationVar(&opt.Timeout, "timeout", sandbox.DefaultBuildTimeout, "wall-clock time the compiler may take")
	cmd.Flags().IntVar(&opt.MaxOutput, "max-output", sandbox.DefaultBuildOutput, "bytes of compiler output kept; more stops the compiler")
	return cmd
}
