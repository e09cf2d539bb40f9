package cabezaconsole

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// consoleInput is one line of the console's input: its text, or that it
// was longer than consoleMaxLine (then Text is empty).
type consoleInput struct {
	Text    string
	TooLong bool
	Line    int
}

// readConsoleInput sends the lines of in, each cut at the newline (and a
// carriage return before it), until the end of the input or done; then
// it closes lines, leaving the read error, if any, in *err.
func readConsoleInput(in io.Reader, lines chan<- consoleInput, done <-chan struct{}, err *error) {
	defer close(lines)
	r := bufio.NewReaderSize(in, 4096)
	for n := 1; ; n++ {
		var b []byte
		long := false
		for {
			chunk, isPrefix, rerr := r.ReadLine()
			if len(b)+len(chunk) > consoleMaxLine {
				long, b = true, nil // drop the rest of the line as it comes
			} else if !long {
				b = append(b, chunk...)
			}
			if rerr != nil {
				if rerr != io.EOF {
					*err = rerr
				}
				if len(b) == 0 && !long {
					return
				}
				break
			}
			if !isPrefix {
				break
			}
		}
		select {
		case lines <- consoleInput{Text: string(b), TooLong: long, Line: n}:
		case <-done:
			return
		}
	}
}

// Run executes the commands read from in until quit or the end of the
// input. A line longer than the limit is answered with an error and
// skipped. search, play, perft and divide run while the input is read
// on: "stop" stops them (a search then prints its best move so far) and
// "quit" stops them and leaves, both at once; other commands wait their
// turn. The end of the input is no stop: every command before it runs,
// in order, to its end, and then the console leaves, so a piped script
// gets every answer it asked for. Only a search without limits (timeout
// 0 and depth 0), which nothing else could end, is stopped by it. In the
// original's dialect every command runs to its end before the next is
// read, as the original runs them.
func (c *Console) Run(ctx context.Context, in io.Reader) error {
	lines := make(chan consoleInput)
	done := make(chan struct{})
	defer close(done)
	var readErr error
	go readConsoleInput(in, lines, done, &readErr)
	var pending []consoleInput
	for {
		c.showPrompt()
		var next consoleInput
		switch {
		case ctx.Err() != nil:
			return nil
		case len(pending) > 0:
			next, pending = pending[0], pending[1:]
		case lines == nil: // the input has ended and all of it has run
			return readErr
		default:
			var ok bool
			select {
			case next, ok = <-lines:
				if !ok {
					return readErr
				}
			case <-ctx.Done():
				return nil
			}
		}
		if next.TooLong {
			c.errorf("line %d is longer than %d bytes: ignored", next.Line, consoleMaxLine)
			continue
		}
		if c.original || !c.longRunning(next.Text) {
			if c.Exec(ctx, next.Text) {
				return nil
			}
			continue
		}
		quit, eof := c.runStoppable(ctx, next.Text, lines, &pending)
		if quit {
			return nil
		}
		if eof {
			lines = nil // what is pending runs, then the console leaves
		}
	}
}

// longRunning reports a command that runs while input is read. A perft
// or divide with a bad depth is not: it is answered at once.
func (c *Console) longRunning(line string) bool {
	name, arg, _ := strings.Cut(strings.TrimSpace(line), " ")
	switch name {
	case "search", "s", "play", "P", "p":
		return true
	case "perft", "divide":
		_, err := perftDepth(strings.TrimSpace(arg))
		return err == nil
	}
	return false
}

// untilStop reports a search that only "stop" ends: timeout 0 and
// depth 0.
func (c *Console) untilStop(line string) bool {
	name, _, _ := strings.Cut(strings.TrimSpace(line), " ")
	switch name {
	case "search", "s", "play", "P", "p":
		return c.searchLimits().Unlimited()
	}
	return false
}

// runStoppable runs one long command in a goroutine of its own while it
// reads the input (lines, nil once the input has ended): "stop" cancels
// it, "quit" cancels it and ends the console, anything else is kept for
// after. The end of the input lets it finish, but for a search without
// limits, which it stops: no "stop" can come any more. Only the command
// writes to the output while it runs.
func (c *Console) runStoppable(ctx context.Context, line string, lines <-chan consoleInput, pending *[]consoleInput) (quit, eof bool) {
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if lines == nil && c.untilStop(line) {
		cancel()
	}
	finished := make(chan bool, 1)
	go func() { finished <- c.Exec(cctx, line) }()
	for {
		select {
		case q := <-finished:
			return q || quit, eof
		case in, ok := <-lines:
			if !ok {
				lines, eof = nil, true // a nil channel: wait for the command alone
				if c.untilStop(line) {
					cancel()
				}
				continue
			}
			switch strings.TrimSpace(in.Text) {
			case "stop":
				cancel()
			case "quit":
				quit, lines = true, nil
				cancel()
			default:
				*pending = append(*pending, in)
			}
		}
	}
}

var errPerftStopped = errors.New("perft stopped before it finished")

// clipInput quotes what the user typed for an error message, cut to a
// readable length so a long line is not echoed whole.
func clipInput(s string) string {
	const max = 40
	if len(s) <= max {
		return fmt.Sprintf("%q", s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%q… (%d bytes)", s[:cut], len(s))
}
