package main

import (
	"math/rand/v2"

	"github.com/spf13/cobra"

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
		return tui.RunCatcat(displayOptions(cmd), setup)
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
