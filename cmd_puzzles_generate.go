package main

import (
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"cabezacat/ai/puzzle"
	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/internal/plural"
)

// `cabezacat cabeza|catcat puzzles generate`: the puzzle generator.
func newPuzzlesGenerateCmd(game puzzle.Game) *cobra.Command {
	var (
		count, games, workers int
		seed                  uint64
		budget                int64
		sizes, out            string
		records               []string
	)
	cmd := &cobra.Command{
		Use:   "generate",
		Short: "Mine " + game.Name() + " puzzles from self-play games, proven forced and unique",
		Long: `generate plays the engines against themselves (and reads any records
given with --record), proves which positions have a forced result whose
first move is the only one that achieves it, drops positions already
kept up to the board's symmetry, and writes the puzzles (the puzzle file
format, gzip when the file ends in .gz). A progress line runs on
standard error; the yield (positions looked at, puzzles kept by theme and
length, CPU time) ends it. The same flags make the same file on any
machine, whatever its load or cores.`,
		Example: "  cabezacat " + game.String() + " puzzles generate --count 100 -o puzzles.txt",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if count <= 0 && games <= 0 && len(records) == 0 {
				return usagef("generate wants --count, --games or --record")
			}
			cfg := puzzle.Config{Game: game, Seed: seed, Games: games, Target: count, Workers: workers, Budget: budget}
			if cmd.Flags().Changed("sizes") {
				for _, f := range strings.Split(sizes, ",") {
					s, err := catcat.ParseSize(strings.TrimSpace(f))
					if err != nil {
						return usagef("--sizes: %v", err)
					}
					cfg.Sizes = append(cfg.Sizes, s)
				}
			}
			for _, file := range records {
				if err := readRecordInto(&cfg, game, file); err != nil {
					return usagef("--record %s: %v", file, err)
				}
			}
			return runGenerate(cmd, cfg, out)
		},
	}
	cmd.Flags().IntVar(&count, "count", 0, "stop once this many puzzles are kept")
	cmd.Flags().IntVar(&games, "games", 0, "play this many self-play games at most (0: until --count)")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the self-play games")
	cmd.Flags().IntVar(&workers, "workers", 0, "goroutines (0: every core)")
	cmd.Flags().Int64Var(&budget, "budget", puzzle.DefaultBudget, "prover nodes per position: harder ones are passed over")
	cmd.Flags().StringArrayVar(&records, "record", nil, "a saved game to mine too (repeatable)")
	cmd.Flags().StringVarP(&out, "output", "o", "-", "where to write the puzzles (- standard output; .gz compressed)")
	if game == puzzle.Catcat {
		cmd.Flags().StringVar(&sizes, "sizes", "9,13,17,21", "board sizes of the self-play games")
	}
	return cmd
}

func readRecordInto(cfg *puzzle.Config, game puzzle.Game, file string) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if game == puzzle.Catcat {
		r, err := catcat.ParseRecord(string(b))
		if err != nil {
			return err
		}
		g, err := r.Game()
		if err != nil {
			return err
		}
		cfg.CatcatRecords = append(cfg.CatcatRecords, g)
		return nil
	}
	r, err := cabeza.ParseRecord(string(b))
	if err != nil {
		return err
	}
	g, err := r.Game()
	if err != nil {
		return err
	}
	cfg.CabezaRecords = append(cfg.CabezaRecords, g)
	return nil
}

func runGenerate(cmd *cobra.Command, cfg puzzle.Config, out string) error {
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stop()
	if ctx == nil {
		ctx = context.Background()
	}
	stderr := cmd.ErrOrStderr()
	start := time.Now()
	cpu0 := processCPU()
	last := time.Time{}
	cfg.Progress = func(y puzzle.Yield) {
		if now := time.Now(); now.Sub(last) >= 500*time.Millisecond {
			last = now
			fmt.Fprintf(stderr, "\r%s", progressLine(y, cfg, time.Since(start)))
		}
	}
	ps, y := puzzle.Generate(ctx, cfg)
	fmt.Fprintf(stderr, "\r%s\n", progressLine(y, cfg, time.Since(start)))
	cpu := processCPU() - cpu0
	header := fmt.Sprintf("cabezacat %s puzzles, made by: %s\n%s", cfg.Game, commandLine(cmd), yieldText(y, cpu, time.Since(start), cfg.Workers))
	if err := writePuzzles(cmd.OutOrStdout(), out, header, ps); err != nil {
		return err
	}
	fmt.Fprint(stderr, yieldText(y, cpu, time.Since(start), cfg.Workers))
	return ctx.Err()
}

// progressLine is the bar: puzzles kept against the target (or games
// against the games asked), and what was looked at.
func progressLine(y puzzle.Yield, cfg puzzle.Config, elapsed time.Duration) string {
	done, of := y.Kept, cfg.Target
	if of == 0 {
		done, of = y.Games, cfg.Games+len(cfg.CabezaRecords)+len(cfg.CatcatRecords)
	}
	const width = 24
	fill := 0
	if of > 0 {
		fill = min(width, done*width/of)
	}
	return fmt.Sprintf("[%s%s] %d/%d  %s, %s, %s  %s ",
		strings.Repeat("#", fill), strings.Repeat(".", width-fill), done, of,
		plural.Count(y.Games, "game"), plural.Count(y.Positions, "position"), plural.Count(y.Kept, "puzzle"), elapsed.Round(time.Second))
}

// yieldText is the run's yield, a line each, for the report and the
// file's header.
func yieldText(y puzzle.Yield, cpu, wall time.Duration, workers int) string {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "yield: %s, %s proved or refuted (%d over the budget), %d kept, %s dropped\n",
		plural.Count(y.Games, "game"), plural.Count(y.Positions, "position"), y.PassedOver, y.Kept, plural.Count(y.Duplicates, "duplicate"))
	themes := make([]string, 0, len(y.ByTheme))
	for t := range y.ByTheme {
		themes = append(themes, string(t))
	}
	sort.Strings(themes)
	for _, t := range themes {
		byCount := y.ByTheme[puzzle.Theme(t)]
		var parts []string
		total := 0
		for k := 1; k <= 8; k++ {
			if n := byCount[k]; n > 0 {
				parts = append(parts, fmt.Sprintf("in %d: %d", k, n))
				total += n
			}
		}
		fmt.Fprintf(&b, "  %s: %d (%s)\n", t, total, strings.Join(parts, ", "))
	}
	fmt.Fprintf(&b, "cpu %s, wall %s, %s\n", cpu.Round(time.Second), wall.Round(time.Second), plural.Count(workers, "worker"))
	return b.String()
}

// commandLine is the command as typed, for the file's header (the
// output flag is left out: it names this machine's file).
func commandLine(cmd *cobra.Command) string {
	parts := []string{cmd.CommandPath()}
	cmd.Flags().Visit(func(f *pflag.Flag) {
		if f.Name == "output" {
			return
		}
		parts = append(parts, "--"+f.Name+"="+strconv.Quote(f.Value.String()))
	})
	return strings.Join(parts, " ")
}

func writePuzzles(stdout io.Writer, out, header string, ps []puzzle.Puzzle) error {
	if out == "-" {
		return puzzle.Write(stdout, header, ps)
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	var w io.Writer = f
	var zw *gzip.Writer
	if strings.HasSuffix(out, ".gz") {
		zw, _ = gzip.NewWriterLevel(f, gzip.BestCompression)
		w = zw
	}
	err = puzzle.Write(w, header, ps)
	if zw != nil && err == nil {
		err = zw.Close()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
