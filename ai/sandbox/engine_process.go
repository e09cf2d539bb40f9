package sandbox

import (
	"bufio"
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
	kill   sync.Once
}

// MaxLine is the longest line Lines passes on whole; the rest of a longer
// line is dropped and the line is marked cut.
const MaxLine = 16 << 10

// Line is one line the program printed: the text without its newline,
// Cut when it was longer than MaxLine.
type Line struct {
	Text string
	Cut  bool
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
	p := &EngineProcess{stdin: inW, stdout: outR, stderr: &tailBuffer{max: 4 << 10}, exited: make(chan struct{})}
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
// was called). Call it once.
func (p *EngineProcess) Lines() <-chan Line {
	ch := make(chan Line, 64)
	go func() {
		defer close(ch)
		r := bufio.NewReaderSize(p.stdout, 4096)
		for {
			text, cut, err := readLine(r, MaxLine)
			if err != nil && text == "" {
				return
			}
			ch <- Line{text, cut}
			if err != nil {
				return
			}
		}
	}()
	return ch
}

// readLine reads one line of at most max bytes (dropping the rest) and
// strips the newline and a carriage return before it.
func readLine(r *bufio.Reader, max int) (text string, cut bool, err error) {
	var b []byte
	seen := 0
	for {
		chunk, isPrefix, rerr := r.ReadLine()
		seen += len(chunk)
		if room := max - len(b); room > 0 {
			b = append(b, chunk[:min(len(chunk), room)]...)
		}
		if rerr != nil || !isPrefix {
			return strings.TrimSuffix(string(b), "\r"), seen > max, rerr
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
