package arena

import (
	"context"
	"os"
	"strings"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/tempdirs"
	"cabezacat/internal/quote"
)

// DefaultMoveCPU is the CPU time an agent program's whole process tree
// has for one move, and DefaultMoveTimeout the wall-clock backstop
// behind it (RULES-catcat.md, "External agents": the course's 2 s, now
// counted in CPU time so that parallel games cannot make an agent lose
// on time).
const (
	DefaultMoveCPU     = sandbox.DefaultCPU
	DefaultMoveTimeout = 2*DefaultMoveCPU + time.Second
)

// DefaultMaxOutput bounds what an agent program may print for one move.
// A 45×45 state is about 4 KiB; sixteen times that is a flood.
const DefaultMaxOutput = sandbox.DefaultOutput

// ExternalAgent is an agent program: any executable that reads one state
// on stdin and writes the next state on stdout. One process runs per
// move, contained by package sandbox: nothing it starts outlives the
// move, the CPU time of everything it started is charged, and it runs in
// a fresh private directory with a minimal environment.
type ExternalAgent struct {
	Path   string
	Limits sandbox.Limits // per move; zero fields take the defaults (see MoveLimits)
	Jail   *sandbox.Jail  // its private place (the arena's); nil: a fresh temporary home per move
	CPUs   []int          // cores it may use; nil: any
}

// MoveLimits fills the zero fields of l with the defaults of a move.
func MoveLimits(l sandbox.Limits) sandbox.Limits {
	d := sandbox.DefaultLimits()
	if l.CPU <= 0 {
		l.CPU = DefaultMoveCPU
	}
	if l.Wall <= 0 {
		l.Wall = max(sandbox.DefaultWall(l.CPU), DefaultMoveTimeout)
	}
	if l.Processes <= 0 {
		l.Processes = d.Processes
	}
	if l.Memory <= 0 {
		l.Memory = d.Memory
	}
	if l.FileSize <= 0 {
		l.FileSize = d.FileSize
	}
	if l.OpenFiles <= 0 {
		l.OpenFiles = d.OpenFiles
	}
	if l.Output <= 0 {
		l.Output = DefaultMaxOutput
	}
	return l
}

// ExternalAnswer is what one run of an agent program produced.
type ExternalAnswer struct {
	Output []byte        // stdout, at most the output limit
	CPU    time.Duration // user + system time of its whole process tree (see sandbox.Containment)
	Wall   time.Duration
}

// Run runs the program once with state on stdin. It returns the output,
// or a *forfeit.Failure of kind forfeit.Crash, forfeit.Timeout or forfeit.Flood; the
// CPU time is filled in either way, since a failed move costs time too.
// Cancelling ctx kills the program and reports forfeit.Timeout.
func (a ExternalAgent) Run(ctx context.Context, state []byte) (ExternalAnswer, error) {
	lim := MoveLimits(a.Limits)
	var cmd sandbox.Command
	if a.Jail != nil {
		home, remove, err := a.Jail.Home()
		if err != nil {
			return ExternalAnswer{}, forfeit.Errorf(forfeit.Crash, "cannot make its private directory: %v", err)
		}
		defer remove()
		cmd = a.Jail.Command(home, lim, a.CPUs)
	} else {
		home, err := os.MkdirTemp("", "cabezacat-agent-home-")
		if err != nil {
			return ExternalAnswer{}, forfeit.Errorf(forfeit.Crash, "cannot make its private directory: %v", err)
		}
		defer tempdirs.RemoveTree(home)
		cmd = sandbox.Command{Path: a.Path, Dir: home, Env: sandbox.MinimalEnv(home), CPUs: a.CPUs, Limits: lim}
	}
	res, err := sandbox.Run(ctx, cmd, state)
	if err != nil {
		return ExternalAnswer{}, forfeit.Errorf(forfeit.Crash, "%s", quote.Text(err.Error(), 300))
	}
	ans := ExternalAnswer{Output: res.Stdout, CPU: res.CPU, Wall: res.Wall}
	switch {
	case res.Flooded:
		return ans, forfeit.Errorf(forfeit.Flood, "more than %d bytes of output", lim.Output)
	case res.Reason == sandbox.StoppedCPU:
		return ans, forfeit.Errorf(forfeit.Timeout, "used more than %v of CPU time for one move", lim.CPU)
	case res.Reason == sandbox.StoppedWall:
		return ans, forfeit.Errorf(forfeit.Timeout, "no answer within %v (wall clock)", lim.Wall)
	case res.Reason != sandbox.Exited:
		return ans, forfeit.Errorf(forfeit.Timeout, "stopped: %v", res.Reason)
	case res.Err != nil:
		return ans, forfeit.Errorf(forfeit.Crash, "%v%s", res.Err, stderrLastLine(res.Stderr))
	}
	return ans, nil
}

// stderrLastLine is the last non-empty line of a program's stderr, quoted
// (no control character of it reaches a terminal or a CSV), as ": line",
// or "" if there is none.
func stderrLastLine(b []byte) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	if last == "" {
		return ""
	}
	return ": " + quote.Text(last, 200)
}
