package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/ai/cabezaconsole"
	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/cabezamatch"
	"cabezacat/cabeza"
	"cabezacat/tui"
)

// `cabezacat cabeza [flags]` opens a Cabeza game in the TUI.
func init() {
	gameFlags[gameCabeza] = func(cmd *cobra.Command) {
		cmd.Flags().String("red", "human", "who plays red: human, ai, ai:LEVEL (1-6), engine:COMMAND (an engine program, 2 s a move) or time=DUR,engine:COMMAND")
		cmd.Flags().String("blue", "ai", "who plays blue: human, ai, ai:LEVEL (1-6), engine:COMMAND (an engine program, 2 s a move) or time=DUR,engine:COMMAND")
		cmd.Flags().String("fen", "", "start from this position string instead of the standard start")
		cmd.Flags().String("load", "", "open a saved game (a Cabeza record) to walk through or play on")
		addThreadsFlag(cmd)
		cmd.Flags().String("clock", "", "play against the AI on a clock: minutes per side + seconds added per move, e.g. 5+3")
		cmd.Example = "  cabezacat cabeza --blue ai:5\n  cabezacat cabeza --blue ai:6 --clock 3+2\n  cabezacat cabeza --red ai:2 --blue ai:4\n  cabezacat cabeza --blue 'engine:cabezacat cabeza engine --dialect original'\n  cabezacat cabeza --blue 'time=5s,engine:cabezacat cabeza engine'\n  cabezacat cabeza --load game.txt\n  cabezacat cabeza --red human --blue human --fen '3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r 1'"
	}
	gameStarters[gameCabeza] = func(cmd *cobra.Command, _ []string) error {
		setup, err := cabezaSetup(cmd)
		if err != nil {
			return err
		}
		opts, err := displayOptions(cmd)
		if err != nil {
			return err
		}
		return tui.RunCabeza(opts, setup)
	}
}

// cabezaSetup reads the flags; any bad value is a usage error. With
// --load the record sets the game and its players, and --red/--blue, when
// given, say who plays on.
func cabezaSetup(cmd *cobra.Command) (tui.CabezaSetup, error) {
	var s tui.CabezaSetup
	file, err := loadFlag(cmd, "where the game starts", "fen")
	if err != nil {
		return s, err
	}
	if file != "" {
		if s, err = tui.LoadCabeza(file); err != nil {
			return s, usagef("--load: %v", err)
		}
	}
	if err := readPlayers(cmd, s.Record != nil, tui.ParseCabezaPlayer,
		playerFlag{"red", &s.Red}, playerFlag{"blue", &s.Blue}); err != nil {
		return s, err
	}
	if s.Record == nil {
		s.Position, _ = cmd.Flags().GetString("fen")
		if err := tui.CheckCabezaSetup(s); err != nil {
			return s, usagef("--fen: %v", err)
		}
	}
	if text, _ := cmd.Flags().GetString("clock"); text != "" {
		if err := cabezaClockFlag(&s, text, file); err != nil {
			return s, err
		}
	}
	return s, nil
}

// cabezaClockFlag reads --clock into s. With --load it puts a saved game
// without a clock on one from where the game stands, each side with the
// full base, as a player who saved an unclocked game and asks for a
// clock expects. A record that keeps a clock is refused: it resumes with
// its own times, and --clock would throw them away (a side short of
// time could fill its clock again by reopening).
func cabezaClockFlag(s *tui.CabezaSetup, text, file string) error {
	if s.Record != nil && s.Left != nil {
		saved, _ := s.Record.Tag(tui.ClockTag)
		return usagef("--clock %s: %s keeps its own clock (%s) and resumes on it; leave out --clock", text, file, saved)
	}
	tc, err := tui.ParseTimeControl(text)
	if err != nil {
		return usagef("--clock: %v", err)
	}
	if tc.On() && !s.Red.AI && !s.Blue.AI {
		return usagef("--clock: a clock is for a game against the AI here (two people play on a clock from the menu: Hot-seat, Clock)")
	}
	if tc.On() && s.Record != nil && s.Record.Status.Over() {
		return usagef("--clock %s: the game in %s is over (%s): there is nothing to play on a clock", text, file, s.Record.Status)
	}
	s.Clock = tc
	return nil
}

func init() { registerSubcommand(gameCabeza, newCabezaEngineCmd) }

func newCabezaEngineCmd() *cobra.Command {
	var dialect string
	var threads int
	cmd := &cobra.Command{
		Use:   "engine",
		Short: "The Cabeza engine console: commands on stdin, answers on stdout",
		Long: `engine reads one command per line from standard input (a pipe or a
terminal) and answers on standard output, until quit or the end of the
input. "help" lists the commands: draw/d, move/m <move>, turn/t
[red|r|blue|b], search/s, play/P, fen [fen], undo/u, reset, timeout [ms],
depth [n], threads [n], clock [off | <red ms> <blue ms> [<red inc> <blue
inc>]], quit, perft <d>, divide <d>, moves. With a clock set (as UCI's
wtime btime winc binc), a search takes its time from the side to move's
clock, not the timeout.

A search runs on one thread unless --threads or "threads n" says more
(Lazy SMP: the threads share one transposition table; the first
thread's move is played), so engines run side by side in a match get
the cores they are given.

search prints one line per finished depth,
  info depth <d> score <s> nodes <n> nps <r> time <ms> pv <moves...>
(score in hundredths as +1.25, or "win <n>" / "loss <n>" in own moves),
then "bestmove <move>". A bad command prints "error: <what is wrong>".
While search, play, perft or divide runs, "stop" stops it (a search
prints its best move so far) and "quit" stops it and leaves, both as
soon as they are read. The end of the input is no stop: every command
before it runs to its end, in order, then the console leaves, so a
piped script gets every answer. With timeout 0 and depth 0 a search
runs until "stop"; once the input has ended, where no stop can come,
such a search stops as if told to.

--dialect original answers as the author's engine (brunogle/cabeza-engine)
does, so scripts and tools written for it run unchanged: "FEN ok",
"move ok", "Searching FEN: ...", "depth <d> pv: <moves> (<n> nodes, )",
"best move: <move>", "time: <ms>", "Player <colour> won", its defaults
(timeout 30000, depth 12), every command run to its end in turn, and on
a terminal its greeting, "> " prompt and colours.`,
		Example: "  printf 'depth 6\\nfen\\nmoves\\n' | cabezacat cabeza engine\n" +
			"  printf 'depth 6\\nsearch\\nm Fn\\nsearch\\n' | cabezacat cabeza engine\n" +
			"  printf 'timeout 1000\\nsearch\\nquit\\n' | cabezacat cabeza engine --dialect original",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if threads < 1 || threads > cabezaengine.MaxThreads {
				return usagef("--threads %d: want 1 to %d", threads, cabezaengine.MaxThreads)
			}
			var c *cabezaconsole.Console
			switch dialect {
			case "cabezacat":
				c = cabezaconsole.New(out)
			case "original":
				tty := isTerminal(cmd.InOrStdin()) && isTerminal(out)
				c = cabezaconsole.NewOriginal(out, tty)
			default:
				return usagef("--dialect %q: want cabezacat or original", dialect)
			}
			c.SetThreads(threads)
			return c.Run(cmd.Context(), cmd.InOrStdin())
		},
	}
	cmd.Flags().StringVar(&dialect, "dialect", "cabezacat", "cabezacat (this project's answers) or original (the author's engine's)")
	cmd.Flags().IntVar(&threads, "threads", 1, "threads a search runs on (Lazy SMP), as the console's threads command")
	return cmd
}

// isTerminal reports whether f is a terminal (a character device).
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	if !ok {
		return false
	}
	st, err := file.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func init() { registerSubcommand(gameCabeza, newCabezaMatchCmd) }

func newCabezaMatchCmd() *cobra.Command {
	var a, b, outDir, tc string
	var m cabezamatch.Match
	var quiet bool
	cmd := &cobra.Command{
		Use:   "match --a SETTING --b SETTING [--games N] [--tc S+I] [--out DIR]",
		Short: "Play two Cabeza engine settings against each other",
		Long: `match plays N games between two engine settings from random openings
(each opening twice, colours swapped), several games at once. It prints
a line per game as it ends (who had red, the result, why, how many
plies), then A's wins, draws and losses with the Elo difference and its
95% margin; when A never lost (or never won) the games bound the Elo on
one side only, and it says so: "Elo ≥ +317 (95 %)".

--out DIR keeps every game as a Cabeza record, DIR/game-0001.txt and on
(numbered in the order the games were dealt, colours swapped from one
to the next), to replay with "cabezacat cabeza --load". DIR is made if
missing; records are never replaced, so the match refuses to start if
one of its names is taken.

--tc S+I plays on a clock: S seconds per side and I seconds added after
each move, as engine testers write it ("10+0.1"). Each move's time then
comes from the side's clock (a share of what is left plus most of the
increment, more when the best move is unsettled, with a margin so the
engine never loses on time by its own overhead); a time= in a setting
only caps it, and an engine program is given the share as its move
time. A side whose clock runs out loses on time (counted with the
forfeits). The summary then says how each side used its clock.

A setting is comma-separated items applied left to right:
  level=N (1-6), depth=N, nodes=N, time=DUR, random=N (hundredths), tt=MB,
  weights=NAME (the evaluation's weights: ` + strings.Join(cabezaengine.WeightSetNames(), ", ") + `),
  threads=N (Lazy SMP; default 1: give --jobs room for the threads),
  no-race, no-threats, no-guard, no-mobility (evaluation terms off),
  no-threat-search, no-reductions (search features off), null-move (on).

engine:CMD, last in a setting, makes that side an engine program that
speaks the Cabeza engine console in either dialect (this project's or the
original's): CMD is the program and its arguments, quoted as in a shell.
Before it, time=DUR is its time per move (default 1s) and depth=N (at
most 12) its depth. A program that answers with an illegal move or
garbage, does not answer within its time + 1s, or dies, loses that game
(a line of binary, not UTF-8 text or with control characters no console
prints, loses at once); each such forfeit is printed with its reason
(even with --quiet), its record has an unfinished result (*) and a
Forfeit tag, and the program and all it started are killed.`,
		Example: "  cabezacat cabeza match --a level=3 --b level=2 --games 200\n" +
			"  cabezacat cabeza match --a depth=4 --b depth=4,no-race --games 200 --jobs 2 --out games\n" +
			"  cabezacat cabeza match --a level=6 --b depth=64 --tc 10+0.1 --games 50\n" +
			"  cabezacat cabeza match --a level=6 --b 'engine:cabezacat cabeza engine --dialect original' --games 20\n" +
			"  cabezacat cabeza match --a 'time=2s,engine:./cabeza' --b 'time=2s,engine:cabezacat cabeza engine' --jobs 1",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if m.A, err = cabezamatch.ParsePlayer(a); err != nil {
				return usagef("--a: %v", err)
			}
			if m.B, err = cabezamatch.ParsePlayer(b); err != nil {
				return usagef("--b: %v", err)
			}
			if m.Games < 1 || m.Games > 1_000_000 {
				return usagef("--games %d: want 1 to 1000000", m.Games)
			}
			if m.OpeningPlies < 0 || m.OpeningPlies > 40 {
				return usagef("--plies %d: want 0 to 40", m.OpeningPlies)
			}
			if m.Workers < 0 {
				return usagef("--jobs %d: want 0 (one per core) or more", m.Workers)
			}
			if m.Clock, err = cabezamatch.ParseTimeControl(tc); tc != "" && err != nil {
				return usagef("%v", err)
			}
			games := m.Games + m.Games%2 // each opening with both colours
			if outDir != "" {
				if err := cabezamatch.CheckRecordsDir(outDir, games); err != nil {
					return usagef("--out: %v", err)
				}
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "A: %s\nB: %s\n", a, b)
			ctx, cancel := context.WithCancel(cmd.Context())
			defer cancel()
			var writeErr error
			m.OnGame = func(g cabezamatch.Game, _ cabezamatch.Result) {
				if !quiet || g.Forfeit != nil {
					fmt.Fprintln(out, g)
				}
				if outDir == "" || writeErr != nil {
					return
				}
				if _, err := cabezamatch.WriteRecord(outDir, g, games, a, b, time.Now()); err != nil {
					writeErr = fmt.Errorf("--out: game %d: %w (the match stopped)", g.Number, err)
					cancel()
				}
			}
			res := m.Run(ctx, nil)
			fmt.Fprintln(out, res)
			if m.Clock.On() {
				fmt.Fprintf(out, "clock %s: A %v; B %v\n", m.Clock, res.AClock, res.BClock)
			}
			return writeErr
		},
	}
	f := cmd.Flags()
	f.StringVar(&a, "a", "level=4", "engine setting A")
	f.StringVar(&b, "b", "level=3", "engine setting B")
	f.IntVar(&m.Games, "games", 200, "number of games (rounded up to even: each opening with both colours)")
	f.IntVar(&m.OpeningPlies, "plies", 6, "random plies of each opening")
	f.Uint64Var(&m.Seed, "seed", 1, "seed of the openings and the engines' random choices")
	f.IntVar(&m.Workers, "jobs", 0, "games played at once (0: one per core)")
	f.BoolVar(&quiet, "quiet", false, "no line per game (but for forfeits): the summary only")
	f.StringVar(&tc, "tc", "", "play on a clock: seconds per side + seconds added per move, e.g. 10+0.1")
	f.StringVar(&outDir, "out", "", "keep every game as a Cabeza record in this directory (game-0001.txt, …)")
	return cmd
}

func init() { registerSubcommand(gameCabeza, newCabezaPerftCmd) }

func newCabezaPerftCmd() *cobra.Command {
	var fen string
	var divide bool
	cmd := &cobra.Command{
		Use:   "perft [--fen F] [--divide] DEPTH",
		Short: "Count the legal-move tree of a Cabeza position to a depth",
		Long: `perft counts the nodes of the legal-move tree from a position (the
start unless --fen gives one), printing one line per depth from 1 to DEPTH,
the line the engine console's "perft <d>" answers:

  perft <d> nodes <n> time <ms> nps <nodes per second>

With --divide it first prints, for every legal move, "<move> <nodes>" at
DEPTH in byte order of the moves, to compare with another generator.`,
		Example: "  cabezacat cabeza perft 5\n  cabezacat cabeza perft --divide 3 --fen '" + cabeza.StartString + "'",
		Args:    exactArgs(1, "DEPTH"),
		RunE: func(cmd *cobra.Command, args []string) error {
			// The console's perft and divide take the same depths (see
			// cabeza.PerftMaxDepth), with the same words.
			depth, err := cabeza.ParsePerftDepth(args[0])
			if err != nil {
				return usagef("%v", err)
			}
			pos := cabeza.Start()
			if cmd.Flags().Changed("fen") {
				if pos, err = cabeza.ParsePosition(fen); err != nil {
					return usagef("--fen: %v", err)
				}
			}
			out := cmd.OutOrStdout()
			if divide {
				for _, e := range cabeza.Divide(pos, depth) {
					fmt.Fprintf(out, "%s %d\n", e.Move, e.Nodes)
				}
			}
			for d := 1; d <= depth; d++ {
				start := time.Now()
				n := cabeza.Perft(pos, d)
				fmt.Fprintln(out, cabezaconsole.FormatPerft(d, n, time.Since(start)))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&fen, "fen", "", "start from this position string instead of the start")
	cmd.Flags().BoolVar(&divide, "divide", false, "first print each legal move with its node count at DEPTH")
	return cmd
}
