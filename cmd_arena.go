package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/ai/arena"
	"cabezacat/ai/sandbox"
	"cabezacat/catcat"
	"cabezacat/internal/plural"
)

func init() { registerSubcommand(gameCatcat, newCatcatArenaCmd) }

func newCatcatArenaCmd() *cobra.Command {
	def := arena.DefaultConfig()
	lim := sandbox.DefaultLimits()
	var (
		size    int
		out     string
		workers int
		force   bool
		resume  string
		shard   string
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
"cabezacat catcat agent" and "cabezacat catcat build-agent"). Each agent
is given once. A program that crashes, runs past its limits, prints
garbage or a wrong state, changes other cells, makes two moves or floods
its output loses that game, and the reason is recorded (quoted: no
control character of a program reaches the terminal or a CSV).

Fairness: a move is limited by the CPU time of the program's whole
process tree (--move-cpu; children it forks are charged too), with a
wall-clock backstop (--move-timeout). Each worker's programs are pinned
to cores of their own (--cpus-per-agent; workers default to one per
that many cores), so parallel games do not slow each other down.

What a program can do: read its state, compute, write its answer, start
children and write files in its private directory (its working
directory and $HOME, fresh for every move and removed after it).
What it cannot do: outlive its move (every process it starts is killed
with it), keep state in its directory between moves, see the grader's
environment (it gets PATH, HOME and LANG=C only), change its own
program (a read-only copy) or another agent's, or write the results.
Run as root, each agent has a uid of its own; the processes, memory,
file size and open files of a move are limited (--max-*). The report's
first lines say which containment this machine allowed (a PID namespace
and a cgroup per move where Linux allows it, else a process group).

` + arena.ContainmentHelp + `

Start i is "cabezacat catcat start --size N --density D --seed S+i".
The same flags give the same games and results; only the CPU-time part
of the points varies.

Prints the leaderboard and the pair table; with --out DIR also writes
leaderboard.csv, pairs.csv, games.csv, arena.json and one replay per
game under DIR/replays. DIR must not exist (--force writes into it); no
file is written through a link.

A class: every game is appended to DIR/games.jsonl the moment it ends
(DIR/run.json says which games make the run), so a stopped run (Ctrl-C,
a reboot) loses only the games in play: "--resume DIR" plays the rest
and builds the tables from the files. "--shard I/N" plays only the I-th
of N parts of the game list (on another machine, or as a job of a
cluster or CI matrix), and "cabezacat catcat arena merge DIR..." builds
the tables of the whole run from the shards' directories, the same as
one run would. Progress shows as a bar on a terminal and otherwise as a
line on stderr every ten seconds.`,
		Example: "  cabezacat catcat arena builtin:easy builtin:hard\n" +
			"  cabezacat catcat arena --size 13 --states 20 --out results ./alice builtin:medium\n" +
			"  cabezacat catcat arena --resume results\n" +
			"  cabezacat catcat arena --shard 2/4 --out part2 ./alice ./bob builtin:hard",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 && !cmd.Flags().Changed("resume") {
				return usagef("%s wants at least one AGENT (builtin:<level> or a program's path)", cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if resume != "" {
				for _, name := range []string{"size", "states", "density", "seed", "k", "shard", "out", "force"} {
					if cmd.Flags().Changed(name) {
						return usagef("--resume takes --%s from the run in %s; give only --resume and the limits", name, resume)
					}
				}
				if len(args) > 0 {
					return usagef("--resume takes the agents from the run in %s; give no AGENT", resume)
				}
				logged, specs, err := arena.RunConfig(resume)
				if err != nil {
					return usagef("--resume: %v", err)
				}
				size, args, out = int(logged.Size), specs, resume
				cfg.States, cfg.Density, cfg.Seed, cfg.K = logged.States, logged.Density, logged.Seed, logged.K
				cfg.Shard, cfg.Shards = logged.Shard, logged.Shards
				if !cmd.Flags().Changed("move-cpu") {
					cfg.MoveCPU = logged.MoveCPU
				}
				if !cmd.Flags().Changed("move-timeout") {
					cfg.MoveTimeout = logged.MoveTimeout
				}
			} else if shard != "" {
				var err error
				if cfg.Shard, cfg.Shards, err = parseShard(shard); err != nil {
					return usagef("--shard: %v", err)
				}
			}
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
			if !cmd.Flags().Changed("move-timeout") && resume == "" {
				// The backstop follows the CPU limit unless given.
				cfg.MoveTimeout = sandbox.DefaultWall(cfg.MoveCPU)
			}
			if cfg.MoveCPU <= 0 || cfg.MoveTimeout <= 0 {
				return usagef("--move-cpu %v, --move-timeout %v: want positive times", cfg.MoveCPU, cfg.MoveTimeout)
			}
			if cfg.K < 0 {
				return usagef("--k %g: want 0 or more", cfg.K)
			}
			if cfg.CPUsPerAgent < 1 || lim.Processes < 1 || lim.Memory < 1 || lim.FileSize < 1 || lim.OpenFiles < 1 || lim.Output < 1 {
				return usagef("--cpus-per-agent and the --max-* limits must be positive")
			}
			cfg.Limits = lim
			cfg.Workers = workers
			players, err := arena.ParsePlayers(args)
			if err != nil {
				return usageError{err}
			}
			var log *arena.Log
			switch {
			case resume != "":
				if cfg.Finished, log, err = arena.ResumeLog(resume, cfg, players); err != nil {
					return usagef("--resume: %v", err)
				}
			case out != "":
				// Refuse a used directory before hours of games, not after.
				if err := arena.MakeOutputDir(out, force); err != nil {
					return usagef("--out: %v", err)
				}
				if log, err = arena.CreateLog(out, cfg, players, force); err != nil {
					return fmt.Errorf("--out: %w", err)
				}
			}
			return runCatcatArena(cmd, cfg, players, out, log)
		},
	}
	f := cmd.Flags()
	f.IntVar(&size, "size", int(def.Size), "board side N: 5, 9, 13, … 45 (4k+1)")
	f.IntVar(&cfg.States, "states", def.States, "random starts; every pairing plays each")
	f.Float64Var(&cfg.Density, "density", def.Density, "share of the cells blocked at the start, 0 to 1")
	f.Uint64Var(&cfg.Seed, "seed", def.Seed, "seed of the first start (start i uses seed+i)")
	f.Float64Var(&cfg.K, "k", def.K, "points lost per CPU second")
	f.DurationVar(&cfg.MoveCPU, "move-cpu", def.MoveCPU, "CPU time a program's whole process tree has for one move")
	f.DurationVar(&cfg.MoveTimeout, "move-timeout", def.MoveTimeout, "wall-clock backstop for one move, time spent waiting for a CPU not counted (default: twice --move-cpu and a second)")
	f.IntVar(&cfg.CPUsPerAgent, "cpus-per-agent", 1, "cores each worker's programs are pinned to")
	f.IntVar(&lim.Processes, "max-processes", lim.Processes, "processes an agent may have at once (under its own uid, as root)")
	f.Int64Var(&lim.Memory, "max-memory", lim.Memory, "bytes of memory for one move: all its processes together where the cgroup has the memory controller, else address space per process")
	f.Int64Var(&lim.FileSize, "max-file-size", lim.FileSize, "bytes of the largest file a program may write")
	f.IntVar(&lim.OpenFiles, "max-open-files", lim.OpenFiles, "open files per process")
	f.IntVar(&lim.Output, "max-output", lim.Output, "bytes a program may print for one move")
	f.StringVar(&out, "out", "", "also write CSV, JSON and replays into this new directory")
	f.BoolVar(&force, "force", false, "write into an --out directory that exists")
	f.IntVar(&workers, "workers", 0, "games played at once (0: one per --cpus-per-agent cores)")
	f.StringVar(&resume, "resume", "", "go on with the stopped run whose --out was this directory")
	f.StringVar(&shard, "shard", "", "play only part I of N of the games (I/N, e.g. 2/4); see arena merge")
	cmd.AddCommand(newCatcatArenaMergeCmd())
	return cmd
}

// parseShard reads "I/N" with 1 ≤ I ≤ N.
func parseShard(text string) (int, int, error) {
	i, n, ok := strings.Cut(text, "/")
	shard, err1 := strconv.Atoi(strings.TrimSpace(i))
	shards, err2 := strconv.Atoi(strings.TrimSpace(n))
	if !ok || err1 != nil || err2 != nil || shards < 1 || shard < 1 || shard > shards {
		return 0, 0, fmt.Errorf("%q: want I/N with 1 ≤ I ≤ N, e.g. 2/4", text)
	}
	return shard, shards, nil
}

func newCatcatArenaMergeCmd() *cobra.Command {
	var (
		out   string
		force bool
	)
	cmd := &cobra.Command{
		Use:   "merge [--out DIR] RUN-DIR...",
		Short: "Build the arena's tables from the output directories of its shards",
		Long: `merge reads the games of one arena run from the --out directories of
its shards (or of one run) and prints the leaderboard and the pair
table, the same as a single run of all the games; with --out it also
writes the tables (leaderboard.csv, pairs.csv, games.csv, arena.json).
Directories of different runs are refused; games missing from all of
them are named on stderr.`,
		Example: "  cabezacat catcat arena merge part1 part2 part3 part4\n  cabezacat catcat arena merge --out results part*",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("%s wants the output directories of the run's shards", cmd.CommandPath())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := arena.Read(args...)
			if err != nil {
				return usageError{err}
			}
			if p := a.Played(); p < len(a.Games) {
				missing, are := len(a.Games)-p, "are"
				if missing == 1 {
					are = "is"
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "merge: %d of %s %s missing (a shard not run, or not finished: --resume it)\n", missing, plural.Count(len(a.Games), "game"), are)
			}
			if err := a.WriteText(cmd.OutOrStdout()); err != nil {
				return err
			}
			if out != "" {
				if err := arena.MakeOutputDir(out, force); err != nil {
					return usagef("--out: %v", err)
				}
				return a.WriteTables(out, force)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "also write the tables into this new directory")
	cmd.Flags().BoolVar(&force, "force", false, "write into an --out directory that exists")
	return cmd
}

func runCatcatArena(cmd *cobra.Command, cfg arena.Config, players []arena.Player, out string, log *arena.Log) error {
	// Ctrl-C stops the run cleanly: the programs run in containers of
	// their own, which the terminal's signal does not reach, so the
	// arena must kill them itself.
	ctx, stop := signal.NotifyContext(arenaContext(cmd), os.Interrupt, syscall.SIGTERM)
	defer stop()

	progress := newArenaProgress(cmd.ErrOrStderr())
	cfg.Progress = progress.update
	if log != nil {
		cfg.OnGame = log.Append
	}
	result, err := arena.Run(ctx, cfg, players)
	progress.finish()
	if log != nil {
		if cerr := log.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		if log != nil && result != nil {
			return fmt.Errorf("%w; the finished games are in %s: go on with --resume %s", err, out, out)
		}
		return err
	}
	if log != nil {
		// The tables come from the files: a resumed run's earlier games
		// are in them as well.
		if result, err = arena.Read(out); err != nil {
			return err
		}
		if err := result.WriteTables(out, true); err != nil {
			return fmt.Errorf("writing the results to %s: %w", out, err)
		}
	}
	return result.WriteText(cmd.OutOrStdout())
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

// arenaProgress shows how far a run is: on a terminal a bar redrawn at
// most ten times a second, otherwise (a log, a batch job) a line every
// ten seconds; both with the rate and the time left.
type arenaProgress struct {
	mu       sync.Mutex
	w        io.Writer
	terminal bool
	start    time.Time
	last     time.Time
	first    int // games done when the run started (a resumed run)
	done     int
	total    int
	started  bool
}

func newArenaProgress(w io.Writer) *arenaProgress {
	return &arenaProgress{w: w, terminal: writerIsTerminal(w), start: time.Now(), first: -1}
}

func (p *arenaProgress) update(done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.first < 0 {
		p.first = done - 1
	}
	p.done, p.total, p.started = max(p.done, done), total, true
	every := 10 * time.Second
	if p.terminal {
		every = 100 * time.Millisecond
	}
	if now := time.Now(); now.Sub(p.last) >= every || done == total {
		p.last = now
		p.draw()
	}
}

// rate is games per second of this run (resumed games do not count),
// and the time the rest will take at that rate.
func (p *arenaProgress) rate() (float64, string) {
	el := time.Since(p.start)
	played := p.done - max(p.first, 0)
	if played <= 0 || el <= 0 {
		return 0, "?"
	}
	r := float64(played) / el.Seconds()
	return r, (time.Duration(float64(p.total-p.done)/r) * time.Second).Round(time.Second).String()
}

func (p *arenaProgress) draw() {
	r, left := p.rate()
	if !p.terminal {
		fmt.Fprintf(p.w, "arena: %d/%d games, %.1f games/s, about %s left\n", p.done, p.total, r, left)
		return
	}
	const width = 30
	filled := 0
	if p.total > 0 {
		filled = width * p.done / p.total
	}
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d games  %.1f/s  %s left ", strings.Repeat("=", filled), strings.Repeat(" ", width-filled),
		p.done, p.total, r, left)
}

func (p *arenaProgress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.terminal && p.started {
		p.draw()
		fmt.Fprintln(p.w)
	}
}
