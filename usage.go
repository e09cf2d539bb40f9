package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

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
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef("%s takes no arguments, got %q", cmd.CommandPath(), args[0])
	}
	return nil
}

// exactArgs wants exactly n positional arguments, named in the message.
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usagef("%s wants %s (got %d arguments)", cmd.CommandPath(), what, len(args))
		}
		return nil
	}
}
