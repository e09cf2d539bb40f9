package sandbox

import (
	"bytes"
	"context"
	"errors"
	"os"
	"sync"
	"time"
)

// RunResult is one run of a program on one input.
type RunResult struct {
	Usage
	Stdout  []byte // at most Limits.Output bytes
	Stderr  []byte // the first StderrKept bytes
	Flooded bool   // it printed more than Limits.Output: killed at once
}

// StderrKept is how much of a program's stderr Run keeps to explain a
// failure.
const StderrKept = 4 << 10

// drainDelay is how long the output pipes are read after the tree is
// killed where there is no PID namespace or cgroup: only a process that
// left the group can still hold them open, and no run may hang on it.
const drainDelay = 200 * time.Millisecond

// Run runs c once with stdin as its input and returns what it printed,
// how it ended and its CPU time; nothing of it is left running after.
// c.Stdin, c.Stdout and c.Stderr are ignored. The error is for a program
// that could not start (ErrNotStarted).
func Run(ctx context.Context, c Command, stdin []byte) (RunResult, error) {
	limit := c.Limits.Output
	if limit <= 0 {
		limit = DefaultOutput
	}
	var p *Process
	var flood sync.Once
	stdout := &cappedBuffer{limit: limit, onFlood: func() {
		flood.Do(func() {
			if p != nil {
				p.Kill()
			}
		})
	}}
	stderr := &cappedBuffer{limit: StderrKept}
	// The output pipes are ours, read by our own goroutines, so a child
	// left holding them is killed with the tree instead of keeping the
	// run waiting.
	outR, outW, err := os.Pipe()
	if err != nil {
		return RunResult{}, errors.Join(ErrNotStarted, err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return RunResult{}, errors.Join(ErrNotStarted, err)
	}
	c.Stdin, c.Stdout, c.Stderr = bytes.NewReader(stdin), outW, errW
	if c.MergeOutput {
		c.Stderr = outW
	}
	p, err = Start(ctx, c) // before the readers start: onFlood sees p
	outW.Close()           // the child has its own copies now
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		return RunResult{}, err
	}
	var readers sync.WaitGroup
	readers.Add(2)
	go drain(outR, stdout, &readers)
	go drain(errR, stderr, &readers)
	u := p.Wait()
	if !p.tree.cont.Strong() && !waitTimeout(&readers, drainDelay) {
		// Something outside the group still holds the pipes: stop
		// reading; closing our ends unblocks drain.
		outR.Close()
		errR.Close()
	}
	readers.Wait()
	return RunResult{Usage: u, Stdout: stdout.bytes(), Stderr: stderr.bytes(), Flooded: stdout.flooded()}, nil
}

// drain copies r into buf until EOF, then closes r; past the cap it
// keeps reading and dropping, so the writer never blocks while it is
// being killed.
func drain(r *os.File, buf *cappedBuffer, done *sync.WaitGroup) {
	defer done.Done()
	defer r.Close()
	chunk := make([]byte, 4096)
	for {
		n, err := r.Read(chunk)
		if n > 0 {
			buf.Write(chunk[:n])
		}
		if err != nil {
			return
		}
	}
}

func waitTimeout(wg *sync.WaitGroup, d time.Duration) bool {
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-done:
		return true
	case <-t.C:
		return false
	}
}

// cappedBuffer keeps the first limit bytes written to it; the first byte
// too many calls onFlood (which stops the program), so a flood ends at
// once rather than at the time limit.
type cappedBuffer struct {
	mu      sync.Mutex
	buf     []byte
	limit   int
	over    bool
	onFlood func()
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	c.mu.Lock()
	room := c.limit - len(c.buf)
	if c.over {
		c.mu.Unlock()
		return len(p), nil
	}
	if len(p) <= room {
		c.buf = append(c.buf, p...)
		c.mu.Unlock()
		return len(p), nil
	}
	c.buf = append(c.buf, p[:room]...)
	c.over = true
	f := c.onFlood
	c.mu.Unlock()
	if f != nil {
		f()
	}
	return len(p), nil
}

func (c *cappedBuffer) bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]byte(nil), c.buf...)
}

// flooded reports whether more than the limit was written to a buffer
// that stops its writer.
func (c *cappedBuffer) flooded() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.over && c.onFlood != nil
}
