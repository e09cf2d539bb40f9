package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"cabezacat/ai"
)

func init() { registerSubcommand(gameCabeza, newCabezaMatchCmd) }

func newCabezaMatchCmd() *cobra.Command {
	var a, b string
	var m ai.CabezaMatch
	var quiet bool
	cmd := &cobra.Command{
		Use:   "match --a SETTING --b SETTING [--games N]",
		Short: "Play two Cabeza engine settings against each other",
		Long: `match plays N games between two engine settings from random openings
(each opening twice, colours swapped), several games at once, and prints
A's wins, draws and losses with the Elo difference and its 95% margin.

A setting is comma-separated items applied left to right:
  level=N (1-6), depth=N, nodes=N, time=DUR, random=N (hundredths), tt=MB,
  no-race, no-threats, no-guard, no-mobility (evaluation terms off),
  no-threat-search, no-reductions (search features off), null-move (on).`,
		Example: "  cabezacat cabeza match --a level=3 --b level=2 --games 200\n" +
			"  cabezacat cabeza match --a depth=4 --b depth=4,no-race --games 200 --jobs 2",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if m.A, err = ai.ParseCabezaPlayer(a); err != nil {
				return usagef("--a: %v", err)
			}
			if m.B, err = ai.ParseCabezaPlayer(b); err != nil {
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
			out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
			fmt.Fprintf(out, "A: %s\nB: %s\n", a, b)
			res := m.Run(cmd.Context(), func(r ai.CabezaMatchResult) {
				if !quiet && r.Games()%20 == 0 {
					fmt.Fprintf(errOut, "… %s\n", r)
				}
			})
			fmt.Fprintln(out, res)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&a, "a", "level=4", "engine setting A")
	f.StringVar(&b, "b", "level=3", "engine setting B")
	f.IntVar(&m.Games, "games", 200, "number of games (rounded up to even: each opening with both colours)")
	f.IntVar(&m.OpeningPlies, "plies", 6, "random plies of each opening")
	f.Uint64Var(&m.Seed, "seed", 1, "seed of the openings and the engines' random choices")
	f.IntVar(&m.Workers, "jobs", 0, "games played at once (0: one per core)")
	f.BoolVar(&quiet, "quiet", false, "no progress lines on stderr")
	return cmd
}
