package main

import (
	"fmt"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/cabeza"
)

func init() { registerSubcommand(gameCabeza, newCabezaPerftCmd) }

// maxPerftDepth keeps a typo like 70 from running until the heat death of
// the machine; depth 8 already takes hours.
const maxPerftDepth = 20

func newCabezaPerftCmd() *cobra.Command {
	var fen string
	var divide bool
	cmd := &cobra.Command{
		Use:   "perft [--fen F] [--divide] DEPTH",
		Short: "Count the legal-move tree of a Cabeza position to a depth",
		Long: `perft counts the nodes of the legal-move tree from a position (the
start unless --fen gives one), printing one line per depth from 1 to DEPTH:

  depth <d> nodes <n> time <seconds> nps <nodes per second>

With --divide it first prints, for every legal move, "<move> <nodes>" at
DEPTH in byte order of the moves, to compare with another generator.`,
		Example: "  cabezacat cabeza perft 5\n  cabezacat cabeza perft --divide 3 --fen '" + cabeza.StartString + "'",
		Args:    exactArgs(1, "DEPTH"),
		RunE: func(cmd *cobra.Command, args []string) error {
			depth, err := strconv.Atoi(args[0])
			if err != nil || depth < 1 || depth > maxPerftDepth {
				return usagef("bad depth %q: want a whole number from 1 to %d", args[0], maxPerftDepth)
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
				secs := time.Since(start).Seconds()
				nps := 0.0
				if secs > 0 {
					nps = float64(n) / secs
				}
				fmt.Fprintf(out, "depth %d nodes %d time %.3f nps %.0f\n", d, n, secs, nps)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&fen, "fen", "", "start from this position string instead of the start")
	cmd.Flags().BoolVar(&divide, "divide", false, "first print each legal move with its node count at DEPTH")
	return cmd
}
