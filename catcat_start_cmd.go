package main

import (
	"fmt"
	"math"

	"github.com/spf13/cobra"

	"cabezacat/catcat"
)

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
