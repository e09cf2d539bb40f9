package main

import (
	"github.com/spf13/cobra"

	"cabezacat/tui"
)

// A player flag of a game command (--red, --cat, …) and where its value goes.
type playerFlag struct {
	name string
	into *tui.Player
}

// readPlayers sets each side from its flag. For a loaded game a flag the
// user did not give leaves the record's player in place.
func readPlayers(cmd *cobra.Command, loaded bool, parse func(string) (tui.Player, error), sides ...playerFlag) error {
	for _, side := range sides {
		if loaded && !cmd.Flags().Changed(side.name) {
			continue
		}
		v, _ := cmd.Flags().GetString(side.name)
		p, err := parse(v)
		if err != nil {
			return usagef("--%s: %v", side.name, err)
		}
		*side.into = p
	}
	return nil
}

// loadFlag returns the --load file, refusing it beside a flag that also
// says what the game is (the others, described by what).
func loadFlag(cmd *cobra.Command, what string, others ...string) (string, error) {
	file, _ := cmd.Flags().GetString("load")
	if file == "" {
		return "", nil
	}
	for _, f := range others {
		if cmd.Flags().Changed(f) {
			return "", usagef("--load and --%s both say %s: give one", f, what)
		}
	}
	return file, nil
}
