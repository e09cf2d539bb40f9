package sandbox

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// EngineProcess is a long-running program that talks on its standard
// input and output (a Cabeza engine console), started contained (Start):
// Kill takes the program and every process it started.
type EngineProcess struct {
	proc   *Process
	stdin  *os.File // our end of its input
	stdout *os.File // our end of its output
	stderr *tailBuffer

	exited chan struct{} // closed once the program has exited
	usage  Usage         // set before exited is closed
	killed chan struct{} // closed by Kill: what it printed is no longer read
	kill   sync.Once
}

// MaxLine is the longest line Lines passes on whole; a longer line is
// passed on cut as soon as more than MaxLine bytes of it are read, and
// the rest of it is dropped.
const MaxLine = 16 << 10

// Line is one line the program printed: the text without its newline
// (and a carriage return before it). Cut: the line is longer than
// MaxLine, and Text is its first MaxLine bytes, passed on without
// waiting for its end (a line that never ends is passed on too).
// Partial (LinesAsRead only): the line has not ended yet, and Text is
// its start as far as it was read; the same line comes again, longer,
// cut or whole, as more of it is read. A partial line is not a line: it
// only tells what a line begins with, before its end.
type Line struct {
	Text    string
	Cut     bool
	Partial bool
}

// StartEngine starts argv[0] with the arguments argv[1:], contained, with
// no CPU or wall-clock limit: the caller times its answers and kills it.
// It runs with a minimal environment in our working directory, or, as
// root, under a uid of its own (see engineCommand).
func StartEngine(argv []string) (*EngineProcess, error) {
	if len(argv) == 0 || argv[0] == "" {
		return nil, errors.New("no program to start")
	}
	c, done, err := engineCommand(argv, Detect())
	if err != nil {
		return nil, fmt.Errorf("%w %s: %w", ErrNotStarted, argv[0], err)
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		done()
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		done()
		inR.Close()
		inW.Close()
		return nil, err
	}
	p := &EngineProcess{stdin: inW, stdout: outR, stderr: &tailBuffer{max: 4 << 10},
		exited: make(chan struct{}), killed: make(chan struct{})}
	c.Stdin, c.Stdout, c.Stderr = inR, outW, p.stderr
	proc, err := Start(context.Background(), c)
	inR.Close() // the child has its own copies
	outW.Close()
	if err != nil {
		done()
		inW.Close()
		outR.Close()
		return nil, err
	}
	p.proc = proc
	go func() {
		p.usage = proc.Wait() // the whole tree is gone
		done()
		close(p.exited)
	}()
	return p, nil
}

// Stdin is the program's standard input.
func (p *EngineProcess) Stdin() io.Writer { return p.stdin }

// WriteLine writes one line to the program's input, giving up at
// deadline: a program that stops reading fills the pipe, and the writer
// must not wait for it for ever.
func (p *EngineProcess) WriteLine(line string, deadline time.Time) error {
	if err := p.stdin.SetWriteDeadline(deadline); err != nil {
		return err
	}
	_, err := io.WriteString(p.stdin, line+"\n")
	return err
}

// Lines reads the program's output line by line into a channel, closed
// when the output ends (the program and all it started are gone, or Kill
// was called). Call it, or LinesAsRead, once.
func (p *EngineProcess) Lines() <-chan Line { return p.lines(false) }

// LinesAsRead is Lines, and passes on besides, each time a read of the
// output ends inside a line, the start of that line read so far (marked
// Partial): a program that prints a line it never ends, a little at a
// time or all at once, is seen printing it without waiting for its end.
func (p *EngineProcess) LinesAsRead() <-chan Line { return p.lines(true) }

func (p *EngineProcess) lines(partial bool) <-chan Line {
	ch := make(chan Line, 64)
	go func() {
		defer close(ch)
		readLines(p.stdout, MaxLine, partial, func(l Line) bool {
			select {
			case ch <- l:
				return true
			case <-p.killed: // nobody reads any more
				return false
			}
		})
	}()
	return ch
}

// readLines reads r until it ends, passing each line (see Line) of at
// most max bytes to emit, and with partial the start of a line each
// time a read ends inside it; it stops early when emit returns false.
// The newline and a carriage return before it are not part of a line;
// a line is cut when more than max bytes precede them.
func readLines(r io.Reader, max int, partial bool, emit func(Line) bool) {
	buf := make([]byte, 4096)
	// line is the current line so far: at most max bytes, and one more
	// while that one is a carriage return that a newline may follow.
	line := make([]byte, 0, 256)
	cut := false // the current line was passed on cut: the rest of it is dropped
	text := func(b []byte) string { return strings.TrimSuffix(string(b), "\r") }
	for {
		n, err := r.Read(buf)
		for rest := buf[:n]; len(rest) > 0; {
			end := bytes.IndexByte(rest, '\n')
			seg := rest
			if end >= 0 {
				seg = rest[:end]
			}
			if !cut {
				take := min(len(seg), max+1-len(line))
				line = append(line, seg[:take]...)
				if take < len(seg) || len(line) == max+1 && line[max] != '\r' {
					cut = true
					if !emit(Line{Text: text(line[:max]), Cut: true}) {
						return
					}
				}
			}
			if end < 0 {
				break
			}
			if !cut && !emit(Line{Text: text(line)}) {
				return
			}
			line, cut = line[:0], false
			rest = rest[end+1:]
		}
		switch {
		case err != nil:
			// The output ended inside a line: that is its end, and a
			// carriage return there is part of it.
			if len(line) > max && !cut {
				emit(Line{Text: text(line[:max]), Cut: true})
			} else if len(line) > 0 && !cut {
				emit(Line{Text: text(line)})
			}
			return
		case partial && n > 0 && len(line) > 0 && !cut:
			if !emit(Line{Text: string(line[:min(len(line), max)]), Partial: true}) {
				return
			}
		}
	}
}

// Exited is closed when the program has exited.
func (p *EngineProcess) Exited() <-chan struct{} { return p.exited }

// ExitReason says how the program ended, with the last line of its
// stderr: "exit status 2: out of memory". Empty while it runs.
func (p *EngineProcess) ExitReason() string {
	select {
	case <-p.exited:
	default:
		return ""
	}
	why := p.usage.Reason.String()
	if p.usage.Err != nil {
		why = p.usage.Err.Error()
	}
	if last := p.stderr.lastLine(); last != "" {
		why += ": " + last
	}
	return why
}

// CloseInput closes the program's standard input (its end of input).
func (p *EngineProcess) CloseInput() { p.stdin.Close() }

// Kill ends the program and every process in its group, waits for it,
// and closes the output (a process that left the group cannot keep
// Lines open). Safe to call more than once and from any goroutine.
func (p *EngineProcess) Kill() {
	p.kill.Do(func() {
		close(p.killed)
		p.proc.Kill()
		p.stdin.Close()
		<-p.exited // Wait has ended the rest of the tree
		p.stdout.Close()
	})
}

// Stop gives the program grace to exit by itself (after a quit command,
// say), then kills what is left.
func (p *EngineProcess) Stop(grace time.Duration) {
	t := time.NewTimer(grace)
	defer t.Stop()
	select {
	case <-p.exited:
	case <-t.C:
	}
	p.Kill()
}

// tailBuffer keeps the last max bytes written to it (a program's stderr).
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (t *tailBuffer) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(b), nil
}

func (t *tailBuffer) lastLine() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(t.buf)), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	if len(last) > 200 {
		last = last[:200] + "…"
	}
	return strings.ToValidUTF8(last, "?")
}
