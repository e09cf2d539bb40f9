package sandbox

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"time"
)

// Command is a program to run contained: like exec.Cmd, plus the
// containment's settings.
type Command struct {
	Path   string
	Args   []string // after the program's name
	Dir    string   // working directory; "" is ours
	Env    []string // nil: MinimalEnv(Dir)
	UID    int      // run under this uid and gid (honoured only as root, see AgentUIDs); 0: ours
	CPUs   []int    // cores the program may use; nil: any
	Limits Limits   // CPU, Wall and the rlimits (Output is Run's)
	// Shown are more paths a private /tmp shows the program besides its
	// program, its working directory and its command line's (its home
	// when it works elsewhere).
	Shown []string
	// MergeOutput sends stderr with stdout (Run only: a compiler's
	// messages in the order it wrote them).
	MergeOutput bool
	// Containment overrides what Detect found (tests and benchmarks
	// measure the weaker ones with it); nil means Detect().
	Containment *Containment
	Stdin       io.Reader
	Stdout      io.Writer
	Stderr      io.Writer

	viaInit bool // started through our init, which makes its mounts (Linux)
}

// MinimalEnv is all a contained program is told: a PATH, its home (its
// private directory) and the C locale. Nothing of the grader's
// environment (tokens, keys, paths) reaches it.
func MinimalEnv(home string) []string {
	return []string{"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + home, "LANG=C"}
}

// StopReason is why a run ended.
type StopReason uint8

const (
	Exited        StopReason = iota // the program ended by itself
	StoppedCPU                      // its tree used up the CPU limit
	StoppedWall                     // the wall-clock backstop ran out
	StoppedCancel                   // the caller's context was cancelled
	StoppedKill                     // Kill was called
)

func (r StopReason) String() string {
	switch r {
	case Exited:
		return "exited"
	case StoppedCPU:
		return "CPU limit"
	case StoppedWall:
		return "wall-clock limit"
	case StoppedCancel:
		return "cancelled"
	case StoppedKill:
		return "killed"
	}
	return "StopReason(?)"
}

// Usage is how a run ended and what it cost.
type Usage struct {
	Reason StopReason
	// Err is the program's exit error (*exec.ExitError), or nil for
	// status 0; an *OutOfMemoryError wrapping it when the kernel killed
	// the tree for its memory limit (Containment.MemoryCgroup).
	Err  error
	CPU  time.Duration // user + system time of the whole tree (see Containment)
	Wall time.Duration
	// Waited is how long the tree was runnable but waiting for a CPU
	// (Containment.CPUPressure or Schedstat; else 0). With a CPU limit
	// the wall-clock backstop did not count it (up to MaxWaitCredit
	// times itself).
	Waited time.Duration
	// OutOfMemory: the kernel killed processes of the tree for the
	// run's memory limit (the cgroup's memory.events oom_kill).
	OutOfMemory bool
	// MemoryPeak is the most memory the tree held at once (the cgroup's
	// memory.peak, where it caps the memory), or 0.
	MemoryPeak int64
}

// OutOfMemoryError is the exit error of a program the kernel killed,
// with the rest of its tree, because together they needed more memory
// than the run's limit (the cgroup's memory.max).
type OutOfMemoryError struct {
	Limit int64 // bytes
	Err   error // the program's exit error (*exec.ExitError)
}

func (e *OutOfMemoryError) Error() string {
	return fmt.Sprintf("out of memory: its processes together needed more than the %s they may use (cgroup memory.max), and were killed (%v)",
		SizeString(e.Limit), e.Err)
}

func (e *OutOfMemoryError) Unwrap() error { return e.Err }

// Process is a running contained program.
type Process struct {
	cmd   *exec.Cmd
	tree  *tree
	start time.Time
	lim   Limits

	mu     sync.Mutex
	reason StopReason
	done   chan struct{}
	usage  Usage
	waited bool
}

// ErrNotStarted wraps every failure to start a program.
var ErrNotStarted = errors.New("cannot start the program")

// Start starts c contained. The program runs until it exits, a limit
// stops it, ctx is cancelled or Kill is called; in every case Wait ends
// the rest of its tree. A long-lived program (an engine) is started the
// same way, with no CPU or Wall limit, and killed with its children by
// Kill or by cancelling ctx.
func Start(ctx context.Context, c Command) (*Process, error) {
	env := c.Env
	if env == nil {
		home := c.Dir
		if home == "" {
			home = "/"
		}
		env = MinimalEnv(home)
	}
	newCmd := func(path string, args []string) *exec.Cmd {
		cmd := exec.Command(path, args...)
		cmd.Dir, cmd.Env = c.Dir, env
		cmd.Stdin, cmd.Stdout, cmd.Stderr = c.Stdin, c.Stdout, c.Stderr
		return cmd
	}
	var cont Containment
	if c.Containment != nil {
		cont = *c.Containment
	} else {
		cont = Detect()
	}
	cmd, t, err := startContained(newCmd, c, cont)
	if err != nil {
		return nil, fmt.Errorf("%w %s: %w", ErrNotStarted, c.Path, err)
	}
	p := &Process{cmd: cmd, tree: t, start: time.Now(), lim: c.Limits, done: make(chan struct{})}
	go p.watch(ctx)
	return p, nil
}

// Pid is the program's process id (in our PID namespace).
func (p *Process) Pid() int { return p.cmd.Process.Pid }

// Kill ends the program and everything it started.
func (p *Process) Kill() { p.stop(StoppedKill) }

// CPU is the CPU time the program's tree has used so far (0 where only
// the finished program's own time can be known).
func (p *Process) CPU() time.Duration { return p.tree.cpu() }

func (p *Process) stop(r StopReason) {
	p.mu.Lock()
	if p.reason == Exited {
		p.reason = r
	}
	p.mu.Unlock()
	p.tree.kill()
}

// cpuPoll is how often the CPU limit is checked: a program overruns its
// limit by at most about this much CPU per core it uses.
const cpuPoll = 5 * time.Millisecond

// waitSample is how often a tree's tasks are sampled for their wait
// where only they tell it (schedstat).
const waitSample = 50 * time.Millisecond

// watch enforces the limits and the context until the program is waited for.
func (p *Process) watch(ctx context.Context) {
	var wall <-chan time.Time
	var wallTimer *time.Timer
	var sample <-chan time.Time
	if p.lim.Wall > 0 {
		wallTimer = time.NewTimer(p.lim.Wall)
		defer wallTimer.Stop()
		wall = wallTimer.C
		if p.lim.CPU > 0 && p.tree.samplesWait() {
			t := time.NewTicker(waitSample)
			defer t.Stop()
			sample = t.C
		}
	}
	var poll <-chan time.Time
	if p.lim.CPU > 0 && p.tree.chargesTree() {
		t := time.NewTicker(cpuPoll)
		defer t.Stop()
		poll = t.C
	}
	for {
		select {
		case <-p.done:
			return
		case <-ctx.Done():
			p.stop(StoppedCancel)
			return
		case <-sample:
			p.tree.sampleWait()
		case <-wall:
			if left := p.wallLeft(); left > 0 {
				// It waited for a CPU meanwhile: that time is not its.
				wallTimer.Reset(max(left, cpuPoll))
				continue
			}
			p.stop(StoppedWall)
			return
		case <-poll:
			if p.tree.cpu() >= p.lim.CPU {
				p.stop(StoppedCPU)
				return
			}
		}
	}
}

// wallLeft is what is left of the wall-clock backstop: the time that
// passed counts, less the time the tree waited for a CPU, of which at
// most MaxWaitCredit times the backstop is taken off. Without a CPU
// limit the wall clock is the only one (a compile's): all of it counts.
func (p *Process) wallLeft() time.Duration {
	var credit time.Duration
	if p.lim.CPU > 0 {
		credit = min(p.tree.runQueueWait(), time.Duration(waitCredit.Load())*p.lim.Wall)
	}
	return p.lim.Wall + credit - time.Since(p.start)
}

// Wait waits for the program to exit, then kills whatever of its tree is
// left, and reports how it ended and what it cost. It may be called once.
func (p *Process) Wait() Usage {
	err := p.cmd.Wait()
	close(p.done)
	cpu := p.tree.release(p.cmd.ProcessState)
	p.mu.Lock()
	defer p.mu.Unlock()
	r := p.reason
	if r == Exited && p.lim.CPU > 0 && cpu >= p.lim.CPU && p.tree.chargesTree() {
		// It finished, but past its limit (between two polls): the limit
		// is the rule, not the poll.
		r = StoppedCPU
	}
	if r == Exited && isCPURlimitKill(p.cmd.ProcessState) && p.lim.CPU > 0 {
		r = StoppedCPU
	}
	st := p.tree.finalStats()
	if st.oomKills > 0 && err != nil {
		// The kernel, not a bug of its own, ended it: say so.
		err = &OutOfMemoryError{Limit: p.tree.memLimit, Err: err}
	}
	return Usage{Reason: r, Err: err, CPU: cpu, Wall: time.Since(p.start),
		Waited: st.wait, OutOfMemory: st.oomKills > 0, MemoryPeak: st.memPeak}
}
