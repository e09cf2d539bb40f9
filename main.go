// Command cabezacat is a terminal client for Cabeza and Catch the Cat.
//
// With no arguments it opens the TUI at the main menu; subcommands start a
// game directly or run the engines from a shell (see README.md).
package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"cabezacat/internal/plural"
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

With no arguments it opens the main menu. The manual's pages (playing, puzzles,
SSH, records, the engines from a shell, the course arena): cabezacat help.`,
		Example:       "  cabezacat\n  cabezacat catcat start --size 13 --seed 7",
		Args:          noArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runMenu(cmd)
		},
	}
	addDisplayFlags(root)
	addThreadsFlag(root)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return usageError{err}
	})
	root.AddCommand(newGameCmd(gameCabeza), newGameCmd(gameCatcat), newServeCmd())
	root.SetHelpCommand(newHelpCmd())
	return root
}

// usageError marks a mistake in how the command was called (a bad flag,
// argument or input). It exits with status 2, as the issues require, so
// scripts can tell "you called me wrong" from "something failed".
type usageError struct{ err error }

func (u usageError) Error() string { return u.err.Error() }
func (u usageError) Unwrap() error { return u.err }

// usagef returns a usageError with a formatted message.
func usagef(format string, a ...any) error {
	return usageError{fmt.Errorf(format, a...)}
}

// noArgs rejects positional arguments as a usage error.
// A command with subcommands (cabezacat, cabezacat cabeza) names them:
// a word there is most likely a mistyped or unknown command.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	var subs []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() {
			subs = append(subs, c.Name())
		}
	}
	if len(subs) > 0 {
		return usagef("%s: no command %q (its commands: %s; %s --help says more)", cmd.CommandPath(), args[0], strings.Join(subs, ", "), cmd.CommandPath())
	}
	return usagef("%s takes no arguments, got %q", cmd.CommandPath(), args[0])
}

// exactArgs wants exactly n positional arguments, named in the message.
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usagef("%s wants %s (got %s)", cmd.CommandPath(), what, plural.Count(len(args), "argument"))
		}
		return nil
	}
}
