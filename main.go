// Command cabezacat is a terminal client for Cabeza and Catch the Cat.
//
// With no arguments it opens the TUI at the main menu; subcommands start a
// game directly or run the engines from a shell (see README.md).
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

// run executes the command line and returns the process exit status:
// 0 on success, 2 for a usage error (bad flag, argument or input), 1 for
// anything else. Errors are printed as one line on stderr.
func run(args []string) int {
	root := newRootCmd()
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return 0
	}
	fmt.Fprintf(os.Stderr, "cabezacat: %v\n", err)
	var ue usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "cabezacat",
		Short: "Play Cabeza and Catch the Cat in the terminal",
		Long: `cabezacat is a terminal client for two board games, Cabeza and
Catch the Cat: play against the built-in AI, hot-seat with a friend,
watch the AI play itself, or drive the engines from a shell.

With no arguments it opens the main menu.`,
		Example:       "  cabezacat\n  cabezacat catcat start --size 13 --seed 7",
		Args:          noArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runMenu(cmd)
		},
	}
	addDisplayFlags(root)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return usageError{err}
	})
	root.AddCommand(newGameCmd(gameCabeza), newGameCmd(gameCatcat))
	return root
}
