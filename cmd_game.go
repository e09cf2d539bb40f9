package main

import (
	"os"
	"time"

	"github.com/spf13/cobra"

	"cabezacat/ai/cabezaengine"
	"cabezacat/tui"
)

// A game's parent command (`cabezacat cabeza`, `cabezacat catcat`) and the
// subcommands registered under it.
const (
	gameCabeza = "cabeza"
	gameCatcat = "catcat"
)

// subcommands maps a game to the constructors of its subcommands. Each
// game's file (cmd_cabeza.go, cmd_catcat.go) registers its subcommands from init,
// so the commands of one game grow without touching the other's.
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

// Display flags shared by every command that opens the TUI.
func addDisplayFlags(cmd *cobra.Command) {
	cmd.PersistentFlags().Bool("no-color", false, "draw without colour (NO_COLOR is honoured too)")
	cmd.PersistentFlags().Bool("ascii", false, "draw with ASCII glyphs only")
	cmd.PersistentFlags().String("theme", "", "colours for a dark or a light terminal background: dark|light (default dark, or "+themeEnv+")")
	addConfigFlag(cmd)
}

// addThreadsFlag adds --threads to a command that opens the TUI where
// Cabeza can be played (the menu, cabezacat cabeza).
func addThreadsFlag(cmd *cobra.Command) {
	cmd.Flags().Int("threads", 0, "threads the Cabeza engine's analysis and its level 6 search on (0: every core)")
	cmd.Flags().Duration("ponder", defaultPonder, "how long the Cabeza AI may think on your time, on the reply it expects (0: never)")
}

// defaultPonder bounds the Cabeza AI's thinking on a person's time: long
// enough for most turns, short enough that a person who walks away does
// not leave a core busy.
const defaultPonder = time.Minute

// themeEnv names the environment variable that picks the theme when
// --theme is not given. The terminal is never asked for its background.
const themeEnv = "CABEZACAT_THEME"

// displayOptions reads the saved settings (cmd_settings.go), then the
// display flags and the environment, which win over them.
func displayOptions(cmd *cobra.Command) (tui.Options, error) {
	opts := savedSettings(cmd)
	if cmd.Flags().Changed("no-color") {
		opts.NoColor, _ = cmd.Flags().GetBool("no-color")
	}
	if cmd.Flags().Changed("ascii") {
		opts.ASCII, _ = cmd.Flags().GetBool("ascii")
	}
	if os.Getenv("NO_COLOR") != "" { // no-color.org: set and not empty
		opts.NoColor = true
	}
	if cmd.Flags().Lookup("threads") != nil {
		n, _ := cmd.Flags().GetInt("threads")
		if n < 0 || n > cabezaengine.MaxThreads {
			return opts, usagef("--threads %d: want 0 (every core) to %d", n, cabezaengine.MaxThreads)
		}
		opts.Threads = n
		d, _ := cmd.Flags().GetDuration("ponder")
		if d < 0 || d > time.Hour {
			return opts, usagef("--ponder %v: want 0 (never) to 1h", d)
		}
		opts.Ponder = d
	}
	name, _ := cmd.Flags().GetString("theme")
	from := "--theme"
	if !cmd.Flags().Changed("theme") {
		name, from = os.Getenv(themeEnv), themeEnv
	}
	if name != "" {
		theme, err := tui.ParseTheme(name)
		if err != nil {
			return opts, usagef("%s: %v", from, err)
		}
		opts.Theme = theme
	}
	return opts, nil
}

func runMenu(cmd *cobra.Command) error {
	opts, err := displayOptions(cmd)
	if err != nil {
		return err
	}
	return tui.Run(opts)
}
