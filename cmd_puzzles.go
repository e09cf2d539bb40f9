package main

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"cabezacat/ai/puzzle"
)

// `cabezacat cabeza|catcat puzzles`: print one of the shipped puzzles,
// check a file of puzzles, or make them (generate).
func init() {
	registerSubcommand(gameCabeza, func() *cobra.Command { return newPuzzlesCmd(puzzle.Cabeza) })
	registerSubcommand(gameCatcat, func() *cobra.Command { return newPuzzlesCmd(puzzle.Catcat) })
}

func newPuzzlesCmd(game puzzle.Game) *cobra.Command {
	var (
		theme    string
		rating   int
		solution bool
		seed     uint64
	)
	cmd := &cobra.Command{
		Use:   "puzzles",
		Short: "Print one of the shipped " + game.Name() + " puzzles; check or make a file of them",
		Long: `puzzles prints one of the puzzles the program ships: the board, what
to find, and (with --solution) the line. --theme picks a theme and
--rating one rated near that (the nearest few, one at random; --seed
fixes the choice). "puzzles check FILE" proves every puzzle of a file
again; "puzzles generate" makes them. In the TUI: the menu's Puzzles.`,
		Example: "  cabezacat " + game.String() + " puzzles --theme " + string(puzzle.Themes(game)[0]) + " --rating 1500\n  cabezacat " + game.String() + " puzzles check my-puzzles.txt",
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ps, err := puzzle.Shipped(game)
			if err != nil {
				return err
			}
			var want puzzle.Theme
			if theme != "" {
				t, ok := puzzle.ThemeOf(game, theme)
				if !ok {
					var words []string
					for _, t := range puzzle.Themes(game) {
						words = append(words, string(t))
					}
					return usagef("--theme %q: want one of %s", theme, strings.Join(words, ", "))
				}
				want = t
			}
			if cmd.Flags().Changed("rating") && (rating < puzzle.MinRating || rating > puzzle.MaxRating) {
				return usagef("--rating %d: want %d–%d", rating, puzzle.MinRating, puzzle.MaxRating)
			}
			if !cmd.Flags().Changed("seed") {
				seed = rand.Uint64()
			}
			rng := rand.New(rand.NewPCG(seed, seed))
			target := -1
			if cmd.Flags().Changed("rating") {
				target = rating
			}
			p, ok := puzzle.Pick(ps, want, target, nil, rng)
			if !ok {
				return fmt.Errorf("no shipped %s puzzle of theme %s", game, want)
			}
			fmt.Fprint(cmd.OutOrStdout(), puzzle.Describe(&p, solution))
			return nil
		},
	}
	cmd.Flags().StringVar(&theme, "theme", "", "the theme: "+themeList(game))
	cmd.Flags().IntVar(&rating, "rating", 0, "pick a puzzle rated near this (default: any rating, at random)")
	cmd.Flags().BoolVar(&solution, "solution", false, "print the solution too")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed of the choice (default: random)")
	cmd.AddCommand(newPuzzlesCheckCmd(game), newPuzzlesGenerateCmd(game))
	return cmd
}

func themeList(g puzzle.Game) string {
	var w []string
	for _, t := range puzzle.Themes(g) {
		w = append(w, string(t))
	}
	return strings.Join(w, ", ")
}

func newPuzzlesCheckCmd(game puzzle.Game) *cobra.Command {
	var budget int64
	cmd := &cobra.Command{
		Use:   "check FILE",
		Short: "Prove every puzzle of a file again: still forced and unique under the current rules",
		Long: `check reads a puzzle file (gzip or not; - for standard input) and proves
each puzzle again: its first move wins within its count and no other
first move does (a defence: no other move holds), and its line is a
proof. It prints one line per puzzle that fails and a summary; the exit
status is 1 if any failed.`,
		Example: "  cabezacat " + game.String() + " puzzles check puzzles.txt.gz",
		Args:    exactArgs(1, "one FILE"),
		RunE: func(cmd *cobra.Command, args []string) error {
			ps, err := readPuzzleFile(args[0])
			if err != nil {
				return usagef("%s: %v", args[0], err)
			}
			out := cmd.OutOrStdout()
			bad, skipped := 0, 0
			for i := range ps {
				p := &ps[i]
				if p.Game != game {
					skipped++
					continue
				}
				if err := puzzle.Check(p, budget); err != nil {
					bad++
					fmt.Fprintf(out, "%s: %v\n", p.ID, err)
				}
			}
			n := len(ps) - skipped
			fmt.Fprintf(out, "%d of %d %s puzzles hold", n-bad, n, game)
			if skipped > 0 {
				fmt.Fprintf(out, " (%d of the other game left alone)", skipped)
			}
			fmt.Fprintln(out)
			if bad > 0 {
				return errors.New("some puzzles do not hold")
			}
			return nil
		},
	}
	cmd.Flags().Int64Var(&budget, "budget", puzzle.CheckBudget, "prover nodes per puzzle")
	return cmd
}

func readPuzzleFile(name string) ([]puzzle.Puzzle, error) {
	if name == "-" {
		return puzzle.ParseMaybeGzip(os.Stdin)
	}
	f, err := os.Open(name)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the caller names the file: "x.txt: no such file or directory"
		}
		return nil, err
	}
	defer f.Close()
	return puzzle.ParseMaybeGzip(f)
}
