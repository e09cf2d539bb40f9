package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"runtime"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/catcatsolve"
	"cabezacat/catcat"
	"cabezacat/internal/plural"
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

func newCatcatAgentCmd() *cobra.Command {
	var levelText string
	cmd := &cobra.Command{
		Use:   "agent [--level L] [STATE]",
		Short: "A course agent: one state on stdin (or STATE), the next state on stdout",
		Long: `agent plays one move of Catch the Cat as the course simulator's agents
do: it reads one state (header "<turn> <N> <cat-x> <cat-y>" and N board
lines) on stdin and writes the next state on stdout, moving the cat on
CAT and blocking a cell on CATCHER (the older letters C and T are read
too, in any letter case). A bad state is a one-line error on stderr and
exit status 2.

` + stateArgHelp + ` Without STATE it reads stdin, as the course's
simulator runs agents (on a terminal, only with "-").

Levels:
  easy    ` + catcatagent.Easy.Doc() + `
  medium  ` + catcatagent.Medium.Doc() + `
  hard    ` + catcatagent.Hard.Doc(),
		Example: "  cabezacat catcat start --size 13 --seed 7 | cabezacat catcat agent --level hard\n" +
			"  cabezacat catcat agent --level easy start.txt",
		Args: maxArgs(1, "at most one STATE"),
		RunE: func(cmd *cobra.Command, args []string) error {
			level, err := catcatagent.ParseLevel(levelText)
			if err != nil {
				return usagef("--level: %v", err)
			}
			pos, err := readStateArgOrStdin(cmd, args)
			if err != nil {
				return err
			}
			next, err := catcatAgentPlay(pos, level)
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
func catcatAgentMove(text string, level catcatagent.Level) (catcat.Position, error) {
	pos, err := catcat.ParseState(text)
	if err != nil {
		return catcat.Position{}, err
	}
	return catcatAgentPlay(pos, level)
}

// catcatAgentPlay plays the built-in agent's move in pos.
func catcatAgentPlay(pos catcat.Position, level catcatagent.Level) (catcat.Position, error) {
	if o := pos.Outcome(); o.Over() {
		return catcat.Position{}, fmt.Errorf("the game in this state is over (%v): there is no move to make", o)
	}
	var c catcat.Cell
	if pos.Turn() == catcat.CatToMove {
		c = catcatagent.CatMove(pos, level)
	} else {
		c = catcatagent.CatcherMove(pos, level)
	}
	return pos.Play(c)
}

func init() { registerSubcommand(gameCatcat, newCatcatSolveCmd) }

// newCatcatSolveCmd proves the value of a position: who wins with best
// play by both, in how many of the winner's moves, and the line.
func newCatcatSolveCmd() *cobra.Command {
	var limit time.Duration
	var winnerOnly bool
	var threads int
	cmd := &cobra.Command{
		Use:   "solve [--time T] [--winner] [--threads N] [STATE]",
		Short: "Prove who wins a Catch the Cat position, in how many moves, and the line",
		Long: fmt.Sprintf(`solve proves the value of a position with best play by both sides: the
winner wins in as few of its own moves as it can, the loser holds out as
long as it can. It prints "cat escapes in N" (N cat moves) or "catcher
traps in N" (N blocks), with the principal line, or "unknown within T"
when the time runs out first, with what was proved all the same ("the
cat does not escape within 9 moves, nor the catcher trap within 5
blocks"). When the winner was proved before the count of moves, it says
when ("winner proved after T"). With --winner it stops there: on a
large board the winner is often in reach when the number of moves is
not. The winner is searched on --threads cores (every core by default,
at most %d; each thread keeps stores of a few hundred megabytes on a
13×13 board); the value is the same on any number, the line may differ.

`, catcatsolve.MaxSolveThreads) + stateArgHelp + ` Without STATE it reads
stdin when stdin is not a terminal (a pipe or a file).`,
		Example: "  cabezacat catcat solve 'CAT 5 0 0 ..#.........C...#........'\n" +
			"  cabezacat catcat solve --time 30s start.txt\n" +
			"  cabezacat catcat start --size 9 --seed 4 | cabezacat catcat solve --time 10s",
		Args: maxArgs(1, "at most one STATE"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if limit <= 0 {
				return usagef("--time: want a duration above zero, such as 10s")
			}
			if threads < 1 || threads > catcatsolve.MaxSolveThreads {
				return usagef("--threads: want 1 to %d, not %d", catcatsolve.MaxSolveThreads, threads)
			}
			pos, err := readStateArgOrStdin(cmd, args)
			if err != nil {
				return err
			}
			ctx, cancel := context.WithTimeout(arenaContext(cmd), limit)
			defer cancel()
			solve := catcatsolve.SolveThreads
			if winnerOnly {
				solve = catcatsolve.SolveWinnerThreads
			}
			sol := solve(ctx, pos, threads)
			out := cmd.OutOrStdout()
			if !sol.Proved {
				_, err = fmt.Fprintf(out, "unknown within %v (proven: %s; %s)\n", limit, sol.Held(), plural.Count(int(sol.Nodes), "node"))
				return err
			}
			when := ""
			// Only when the count of moves came after (and took time):
			// with --winner the two differ by the line's replay alone.
			if !sol.NotCounted && solveTime(sol.WinnerTime) < solveTime(sol.Time) {
				when = fmt.Sprintf("; winner proved after %v", solveTime(sol.WinnerTime))
			}
			if _, err = fmt.Fprintf(out, "%v (%d nodes, %v%s)\n", sol, sol.Nodes, solveTime(sol.Time), when); err != nil {
				return err
			}
			if len(sol.Line) > 0 {
				_, err = fmt.Fprintf(out, "line: %s\n", sol.LineText())
			}
			return err
		},
	}
	cmd.Flags().DurationVar(&limit, "time", 10*time.Second, "give up after this long")
	cmd.Flags().BoolVar(&winnerOnly, "winner", false, "stop once the winner is proved, without counting its moves")
	cmd.Flags().IntVar(&threads, "threads", min(runtime.NumCPU(), catcatsolve.MaxSolveThreads), "threads the search for the winner runs on")
	return cmd
}

// solveTime rounds a solve's time to what is worth reading: "312µs",
// "3.4ms", "1.234s"; a 9×9 start takes well under a millisecond, which
// rounding to milliseconds wrote as "0s".
func solveTime(d time.Duration) time.Duration {
	switch {
	case d < time.Millisecond:
		return d.Round(time.Microsecond)
	case d < time.Second:
		return d.Round(100 * time.Microsecond)
	}
	return d.Round(time.Millisecond)
}
