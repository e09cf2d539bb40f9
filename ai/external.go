package ai

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// DefaultMoveTimeout is the wall-clock time an agent program has for one
// move (RULES-catcat.md, "External agents").
const DefaultMoveTimeout = 2 * time.Second

// DefaultMaxOutput bounds what an agent program may print for one move.
// A 45×45 state is about 4 KiB; sixteen times that is a flood.
const DefaultMaxOutput = 64 << 10

// stderrKept is how much of a program's stderr is kept to explain a
// failure.
const stderrKept = 4 << 10

// waitDelay is how long the output pipes are read after the program
// exits and its group is killed: only a process that left the group can
// still hold them open, and the arena must not hang on it.
const waitDelay = 200 * time.Millisecond

// FailureKind is the way an agent program misbehaved. Every kind loses
// the game for the side that played it.
type FailureKind uint8

const (
	FailCrash        FailureKind = iota + 1 // it could not start, exited non-zero, or died by a signal
	FailTimeout                             // no answer within the move time limit
	FailFlood                               // it printed more than the output limit
	FailGarbage                             // the output cannot be read as a state at all
	FailWrongFormat                         // a state, but not a valid next state (reader error, turn not flipped, size changed)
	FailChangedCells                        // the answer changes something besides its one move
	FailTwoMoves                            // the catcher blocked more than one cell
	FailNoMove                              // the catcher's answer blocks no new cell
	FailIllegalMove                         // one move, but the rules forbid it
)

func (k FailureKind) String() string {
	switch k {
	case FailCrash:
		return "crash"
	case FailTimeout:
		return "timeout"
	case FailFlood:
		return "output flood"
	case FailGarbage:
		return "garbage"
	case FailWrongFormat:
		return "wrong format"
	case FailChangedCells:
		return "changed other cells"
	case FailTwoMoves:
		return "two moves"
	case FailNoMove:
		return "no move"
	case FailIllegalMove:
		return "illegal move"
	}
	return fmt.Sprintf("FailureKind(%d)", uint8(k))
}

// AgentFailure is why an agent's answer was not a move: the kind and a
// detail for people (the exit status and the last line of stderr, the
// reader's complaint, the cells that changed...).
type AgentFailure struct {
	Kind   FailureKind
	Detail string
}

func (f *AgentFailure) Error() string {
	if f.Detail == "" {
		return f.Kind.String()
	}
	return f.Kind.String() + ": " + f.Detail
}

func agentFailure(kind FailureKind, format string, a ...any) *AgentFailure {
	return &AgentFailure{Kind: kind, Detail: fmt.Sprintf(format, a...)}
}

// FailureKindOf is the kind of an *AgentFailure in err's chain, or 0.
func FailureKindOf(err error) FailureKind {
	var f *AgentFailure
	if errors.As(err, &f) {
		return f.Kind
	}
	return 0
}

// ExternalAgent is an agent program: any executable that reads one state
// on stdin and writes the next state on stdout. One process runs per
// move, in a process group of its own that is killed when the move is
// over, so nothing it starts outlives the move.
type ExternalAgent struct {
	Path      string
	Timeout   time.Duration // wall clock per move; 0 means DefaultMoveTimeout
	MaxOutput int           // bytes per move; 0 means DefaultMaxOutput
}

// ExternalAnswer is what one run of an agent program produced.
type ExternalAnswer struct {
	Output []byte        // stdout, at most MaxOutput bytes
	CPU    time.Duration // user + system time of the program and the children it waited for
	Wall   time.Duration
}

// Run runs the program once with state on stdin. It returns the output,
// or an *AgentFailure of kind FailCrash, FailTimeout or FailFlood; the
// CPU time is filled in either way, since a failed move costs time too.
// Cancelling ctx kills the program and reports FailTimeout.
func (a ExternalAgent) Run(ctx context.Context, state []byte) (ExternalAnswer, error) {
	timeout := a.Timeout
	if timeout <= 0 {
		timeout = DefaultMoveTimeout
	}
	limit := a.MaxOutput
	if limit <= 0 {
		limit = DefaultMaxOutput
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()

	// The output pipes are ours, read by our own goroutines, so that Wait
	// returns as soon as the program exits: a child it left behind that
	// still holds the pipes open is killed with the group below instead
	// of keeping the arena waiting.
	stdout := &cappedBuffer{limit: limit, onFlood: cancel}
	stderr := &cappedBuffer{limit: stderrKept}
	outR, outW, err := os.Pipe()
	if err != nil {
		return ExternalAnswer{}, agentFailure(FailCrash, "cannot start %s: %v", a.Path, err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return ExternalAnswer{}, agentFailure(FailCrash, "cannot start %s: %v", a.Path, err)
	}
	cmd := exec.CommandContext(ctx, a.Path)
	cmd.Stdin = bytes.NewReader(state)
	cmd.Stdout = outW
	cmd.Stderr = errW
	ownProcessGroup(cmd)

	start := time.Now()
	err = cmd.Start()
	for try := 0; err != nil && isTextBusy(err) && try < 20; try++ {
		// A program written a moment ago can still be open for writing
		// in a child another goroutine is forking (Go issue 22315);
		// that passes within milliseconds.
		time.Sleep(5 * time.Millisecond)
		cmd = exec.CommandContext(ctx, a.Path)
		cmd.Stdin = bytes.NewReader(state)
		cmd.Stdout = outW
		cmd.Stderr = errW
		ownProcessGroup(cmd)
		err = cmd.Start()
	}
	outW.Close() // the child has its own copies now
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		return ExternalAnswer{}, agentFailure(FailCrash, "cannot start %s: %v", a.Path, err)
	}
	var readers sync.WaitGroup
	readers.Add(2)
	go drainPipe(outR, stdout, &readers)
	go drainPipe(errR, stderr, &readers)

	waitErr := cmd.Wait()
	// The program has exited or been killed; whatever it started in its
	// group goes with it, on success too.
	killProcessGroup(cmd)
	if !waitGroupTimeout(&readers, waitDelay) {
		// Something outside the group (it called setsid) still holds
		// the pipes: stop reading; closing our ends unblocks drainPipe.
		outR.Close()
		errR.Close()
		readers.Wait()
	}
	ans := ExternalAnswer{Output: stdout.bytes(), Wall: time.Since(start)}
	if cmd.ProcessState != nil {
		ans.CPU = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}

	switch {
	case stdout.flooded():
		return ans, agentFailure(FailFlood, "more than %d bytes of output", limit)
	case ctx.Err() != nil && cmd.ProcessState != nil && !cmd.ProcessState.Success():
		return ans, agentFailure(FailTimeout, "no answer within %v", timeout)
	case waitErr != nil:
		return ans, agentFailure(FailCrash, "%v%s", waitErr, stderrLastLine(stderr.bytes()))
	}
	return ans, nil
}

// drainPipe copies r into buf until EOF or until buf refuses more, then
// closes r; after a flood it keeps reading and dropping, so the writer
// is never blocked on a full pipe while it is being killed.
func drainPipe(r *os.File, buf *cappedBuffer, done *sync.WaitGroup) {
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

// waitGroupTimeout waits for wg for at most d and reports whether it finished.
func waitGroupTimeout(wg *sync.WaitGroup, d time.Duration) bool {
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

// stderrLastLine is the last non-empty line of a program's stderr, as ": line",
// or "" if there is none.
func stderrLastLine(b []byte) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	if last == "" {
		return ""
	}
	const max = 200
	if len(last) > max {
		last = last[:max] + "..."
	}
	return ": " + last
}

// cappedBuffer keeps the first limit bytes written to it and notes when
// more came. On the first byte too many it calls onFlood (which stops
// the program) and refuses further writes, so a flood ends at once
// rather than at the time limit.
type cappedBuffer struct {
	mu      sync.Mutex
	buf     []byte
	limit   int
	over    bool
	onFlood func()
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.over {
		return 0, errFlood
	}
	room := c.limit - len(c.buf)
	if len(p) <= room {
		c.buf = append(c.buf, p...)
		return len(p), nil
	}
	c.buf = append(c.buf, p[:room]...)
	c.over = true
	if c.onFlood != nil {
		c.onFlood()
	}
	return room, errFlood
}

var errFlood = errors.New("output limit reached")

func (c *cappedBuffer) bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]byte(nil), c.buf...)
}

// flooded reports whether more than the limit was written. (The stderr
// buffer has no onFlood: there, being over just drops the rest.)
func (c *cappedBuffer) flooded() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.over && c.onFlood != nil
}
