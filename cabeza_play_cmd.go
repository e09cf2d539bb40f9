package main

import (
	"github.com/spf13/cobra"

	"cabezacat/tui"
)

// `cabezacat cabeza [flags]` opens a Cabeza game in the TUI.
func init() {
	gameFlags[gameCabeza] = func(cmd *cobra.Command) {
		cmd.Flags().String("red", "human", "who plays red: human, ai or ai:LEVEL (1-6)")
		cmd.Flags().String("blue", "ai", "who plays blue: human, ai or ai:LEVEL (1-6)")
		cmd.Flags().String("fen", "", "start from this position string instead of the standard start")
		cmd.Flags().String("load", "", "open a saved game (a Cabeza record) to walk through or play on")
		cmd.Example = "  cabezacat cabeza --blue ai:5\n  cabezacat cabeza --red ai:2 --blue ai:4\n  cabezacat cabeza --load game.txt\n  cabezacat cabeza --red human --blue human --fen '2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 r 1'"
	}
	gameStarters[gameCabeza] = func(cmd *cobra.Command, _ []string) error {
		setup, err := cabezaSetup(cmd)
		if err != nil {
			return err
		}
		return tui.RunCabeza(displayOptions(cmd), setup)
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
	if s.Record != nil {
		return s, nil
	}
	s.Position, _ = cmd.Flags().GetString("fen")
	if err := tui.CheckCabezaSetup(s); err != nil {
		return s, usagef("--fen: %v", err)
	}
	return s, nil
}
