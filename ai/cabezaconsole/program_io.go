package cabezaconsole

import (
	"context"
	"errors"
	"os"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/ai/sandbox"
	"cabezacat/internal/quote"
)

// The program's pipes: commands written, lines read within a time, and
// the program's end explained.

// await reads until a line of one of the kinds comes (skipping noise).
func (c *Program) await(ctx context.Context, what string, kinds ...lineKind) (consoleLine, error) {
	for {
		l, err := c.read(ctx, c.StartTime, "answer to "+what)
		if err != nil {
			return l, err
		}
		for _, k := range kinds {
			if l.kind == k {
				return l, nil
			}
		}
		if l.kind == lineError {
			return l, forfeit.Errorf(forfeit.Garbage, "answered %s with %s", what, quoteOutput(l.text))
		}
	}
}

// read waits up to wait for the next line. Bytes no console prints
// (garbageAt) are a forfeit.Garbage at once, whatever was awaited, also
// at the start of a line not ended yet (a partial line: judged as a
// start, never as a whole line); a line longer than sandbox.MaxLine is a
// forfeit.Flood as soon as that much of it is read.
func (c *Program) read(ctx context.Context, wait time.Duration, what string) (consoleLine, error) {
	t := time.NewTimer(max(wait, 0))
	defer t.Stop()
	for {
		select {
		case raw, ok := <-c.lines:
			if !ok {
				return consoleLine{}, c.died()
			}
			// Bytes no console prints lose at once: waiting for an answer
			// after them would only wait for the time to run out.
			if raw.Partial {
				if at, why := garbageAt(raw.Text, false); at >= 0 {
					return consoleLine{}, garbageError(raw.Text, at, why)
				}
				continue // the line comes again, longer or whole
			}
			c.output += len(raw.Text) + 1
			if c.output > programMaxOutput {
				return consoleLine{}, forfeit.Errorf(forfeit.Flood, "more than %d bytes of output for one move", programMaxOutput)
			}
			if at, why := garbageAt(raw.Text, !raw.Cut); at >= 0 {
				return consoleLine{}, garbageError(raw.Text, at, why)
			}
			if raw.Cut {
				return consoleLine{}, forfeit.Errorf(forfeit.Flood, "printed a line longer than %d bytes: %s", sandbox.MaxLine, quoteOutput(raw.Text))
			}
			l := readConsoleLine(raw.Text, c.sent)
			if l.text != "" {
				c.recent = append(c.recent, l.text)
				if len(c.recent) > 4 {
					c.recent = c.recent[1:]
				}
			}
			return l, nil
		case <-t.C:
			return consoleLine{}, forfeit.Errorf(forfeit.Timeout, "no %s within %v%s", what, wait.Round(time.Millisecond), c.lastWords())
		case <-ctx.Done():
			return consoleLine{}, ctx.Err()
		}
	}
}

// garbageError is the forfeit of a program that printed text, a line or
// the start of one, with garbage at byte at.
func garbageError(text string, at int, why string) error {
	return forfeit.Errorf(forfeit.Garbage, "printed what no engine console prints at byte %d of a line (%s): %s", at, why, quoteGarbage(text, at))
}

// died explains the end of the program's output.
func (c *Program) died() error {
	select {
	case <-c.proc.Exited():
	case <-time.After(2 * time.Second):
		return forfeit.Errorf(forfeit.Crash, "closed its output%s", c.lastWords())
	}
	return forfeit.Errorf(forfeit.Crash, "%s%s", c.proc.ExitReason(), c.lastWords())
}

func (c *Program) lastWords() string {
	if len(c.recent) == 0 {
		return ""
	}
	return "; last printed " + quoteOutput(c.recent[len(c.recent)-1])
}

// send writes one command line.
func (c *Program) send(cmd string) error {
	c.sent = append(c.sent, cmd)
	if len(c.sent) > 8 {
		c.sent = c.sent[1:]
	}
	err := c.proc.WriteLine(cmd, time.Now().Add(c.StartTime))
	switch {
	case errors.Is(err, os.ErrDeadlineExceeded):
		return forfeit.Errorf(forfeit.Timeout, "does not read its input%s", c.lastWords())
	case err != nil:
		return c.died()
	}
	return nil
}

// kill ends the program at once (after a failure or a cancel).
func (c *Program) kill() {
	if c.proc != nil {
		c.proc.Kill()
		c.proc = nil
	}
}

// Close ends the program: "quit" (the original crashes on the end of its
// input without it), a moment to leave by itself, then the kill of all it
// started. A move in progress is waited for; cancel it first.
func (c *Program) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.proc == nil {
		return
	}
	_ = c.proc.WriteLine("quit", time.Now().Add(100*time.Millisecond))
	c.proc.CloseInput()
	c.proc.Stop(500 * time.Millisecond)
	c.proc = nil
}

// quoteOutput quotes a line a program printed, cut to a readable length
// and with anything that could steer a terminal made visible.
func quoteOutput(s string) string { return `"` + quote.Text(s, 60) + `"` }
