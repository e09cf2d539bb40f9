package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"cabezacat/catcat"
	"cabezacat/internal/plural"
)

// The STATE argument of `catcat solve` and `catcat agent`: a file, a
// state text, or "-" for stdin, as command lines take them.

// catcatMaxStateInput bounds what is read for a state, from stdin or a
// file: a 45×45 state is about 4 KiB, so anything past this is not a
// state.
const catcatMaxStateInput = 1 << 20

// stateArgHelp says what STATE may be, for the commands' --help.
const stateArgHelp = `STATE is a file holding a state, a state itself (the one-line form,
quoted, or the course format), or "-" to read it from stdin. A file by
that name is read first; an argument with no space in it that names no
file is an error (a state always has spaces: its header has four words).`

// readStateArg reads the state that arg names and parses it. Its errors
// are usage errors that say which reading went wrong: the file's name
// and what is wrong with it, or what is wrong with the state.
func readStateArg(cmd *cobra.Command, arg string) (catcat.Position, error) {
	text, source, err := stateArgText(cmd, arg)
	if err != nil {
		return catcat.Position{}, err
	}
	pos, err := catcat.ParseState(text)
	if err != nil {
		if source != "" {
			return pos, usagef("%s: %v", source, err)
		}
		return pos, usageError{err}
	}
	return pos, nil
}

// readStateArgOrStdin reads the state of a command whose STATE may be
// left out: without it the state comes on stdin, as a pipe gives it (the
// course's simulator runs agents so). Stdin on a terminal is refused
// rather than waited on: a person who typed the command alone would see
// it hang; "-" reads a terminal all the same.
func readStateArgOrStdin(cmd *cobra.Command, args []string) (catcat.Position, error) {
	if len(args) == 1 {
		return readStateArg(cmd, args[0])
	}
	if isTerminal(cmd.InOrStdin()) {
		return catcat.Position{}, usagef("%s wants the position STATE (a file, a state, or - to type it on stdin); stdin is a terminal", cmd.CommandPath())
	}
	return readStateArg(cmd, "-")
}

// stateArgText is the text of a state argument and where it came from
// ("" for the argument itself).
func stateArgText(cmd *cobra.Command, arg string) (text, source string, err error) {
	if arg == "-" {
		text, err := readStateInput(cmd.InOrStdin(), "stdin")
		return text, "stdin", err
	}
	st, statErr := os.Stat(arg)
	switch {
	case statErr == nil && st.IsDir():
		return "", "", usagef("%q is a directory: STATE is a file, a state or -", arg)
	case statErr == nil:
		f, err := os.Open(arg)
		if err != nil {
			return "", "", usagef("reading the state: %v", err)
		}
		defer f.Close()
		text, err := readStateInput(f, fmt.Sprintf("%q", arg))
		return text, fmt.Sprintf("%q", arg), err
	case strings.ContainsAny(arg, " \t\n"):
		return arg, "", nil // a state: no file has that name
	case errors.Is(statErr, fs.ErrNotExist):
		return "", "", usagef("no file %q, and it is not a state (a state has spaces): STATE is a file, a state or -", arg)
	default:
		return "", "", usagef("reading the state: %v", statErr)
	}
}

// readStateInput reads a state from r (stdin or a file, named by what),
// refusing more than catcatMaxStateInput bytes.
func readStateInput(r io.Reader, what string) (string, error) {
	b, err := io.ReadAll(io.LimitReader(r, catcatMaxStateInput+1))
	if err != nil {
		return "", fmt.Errorf("reading the state from %s: %w", what, err)
	}
	if len(b) > catcatMaxStateInput {
		return "", usagef("%s is over %d bytes: not a state", what, catcatMaxStateInput)
	}
	return string(b), nil
}

// maxArgs is cobra.MaximumNArgs in the words of the command line's other
// argument errors (exactArgs).
func maxArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return usagef("%s wants %s (got %s)", cmd.CommandPath(), what, plural.Count(len(args), "argument"))
		}
		return nil
	}
}
