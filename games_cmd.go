package main

import (
	"github.com/spf13/cobra"
)

// A game's parent command (`cabezacat cabeza`, `cabezacat catcat`) and the
// subcommands registered under it.
const (
	gameCabeza = "cabeza"
	gameCatcat = "catcat"
)

// subcommands maps a game to the constructors of its subcommands. Each
// subcommand lives in its own file and registers itself from init, so the
// commands of one game can grow without touching the others.
var subcommands = map[string][]func() *cobra.Command{}

func registerSubcommand(game string, newCmd func() *cobra.Command) {
	subcommands[game] = append(subcommands[game], newCmd)
}

// gameStarters maps a game to what its parent command does when run
// without a subcommand (start that game in the TUI). A game without one
// opens the menu.
var gameStarters = map[string]func(cmd *cobra.Command, args []string) error{}

// gameFlags maps a game to what adds the flags of its bare command (the
// direct game start: sides, position, board), set from the starter's init.
var gameFlags = map[string]func(cmd *cobra.Command){}

var gameDocs = map[string]struct{ short, long string }{
	gameCabeza: {
		short: "Play Cabeza, or run its engine from a shell",
		long: `Cabeza: two players roll blocks across a 10x10 board; crush the
opponent's Cabeza or bring your own to the far home row.

Without a subcommand it opens a Cabeza game in the TUI.`,
	},
	gameCatcat: {
		short: "Play Catch the Cat, or run its agents and arena",
		long: `Catch the Cat: a cat escapes across a hex board while the catcher
blocks one cell per turn.

Without a subcommand it opens a Catch the Cat game in the TUI.`,
	},
}

func newGameCmd(game string) *cobra.Command {
	doc := gameDocs[game]
	cmd := &cobra.Command{
		Use:   game,
		Short: doc.short,
		Long:  doc.long,
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if start, ok := gameStarters[game]; ok {
				return start(cmd, args)
			}
			return runMenu(cmd)
		},
	}
	if addFlags, ok := gameFlags[game]; ok {
		addFlags(cmd)
	}
	for _, newSub := range subcommands[game] {
		cmd.AddCommand(newSub())
	}
	return cmd
}
