package main

import (
	"os"

	"github.com/spf13/cobra"

	"cabezacat/tui"
)

// Display flags shared by every command that opens the TUI.
func addDisplayFlags(cmd *cobra.Command) {
	cmd.PersistentFlags().Bool("no-color", false, "draw without colour (NO_COLOR is honoured too)")
	cmd.PersistentFlags().Bool("ascii", false, "draw with ASCII glyphs only")
}

// displayOptions reads the display flags and the environment.
func displayOptions(cmd *cobra.Command) tui.Options {
	noColor, _ := cmd.Flags().GetBool("no-color")
	ascii, _ := cmd.Flags().GetBool("ascii")
	if os.Getenv("NO_COLOR") != "" { // no-color.org: set and not empty
		noColor = true
	}
	return tui.Options{NoColor: noColor, ASCII: ascii}
}

func runMenu(cmd *cobra.Command) error {
	return tui.Run(displayOptions(cmd))
}
