//go:build !linux

package sandbox

import (
	"os"
	"os/exec"
	"runtime"
	"time"
)

// Detect finds no containment beyond a process group (where there are
// process groups) on this system.
func Detect() Containment { return Containment{} }

// AgentUIDBase, EngineUIDBase and BuildUIDBase are unused off Linux:
// agents, engine programs and the compiler run under our uid.
const (
	AgentUIDBase   = 0
	agentUIDCount  = 1 << 30
	EngineUIDBase  = 0
	engineUIDCount = 1 << 30
	BuildUIDBase   = 0
	buildUIDCount  = 1 << 30
)

type tree struct {
	cont  Containment
	pid   int
	final time.Duration
	done  bool
}

func startContained(newCmd func(path string, args []string) *exec.Cmd, c Command, cont Containment) (*exec.Cmd, *tree, error) {
	closeInheritedOnExec()
	cmd := newCmd(c.Path, c.Args)
	ownGroup(cmd)
	if err := cmd.Start(); err != nil {
		return nil, nil, err
	}
	return cmd, &tree{cont: cont, pid: cmd.Process.Pid}, nil
}

func (t *tree) chargesTree() bool  { return false }
func (t *tree) cpu() time.Duration { return 0 }
func (t *tree) kill()              { killGroup(t.pid) }

func (t *tree) release(ps *os.ProcessState) time.Duration {
	if !t.done {
		t.done = true
		t.kill()
		if ps != nil {
			t.final = ps.UserTime() + ps.SystemTime()
		}
	}
	return t.final
}

func isCPURlimitKill(*os.ProcessState) bool { return false }

// Cores lists the cores programs may be given (not pinned off Linux).
func Cores() []int {
	cores := make([]int, runtime.NumCPU())
	for i := range cores {
		cores[i] = i
	}
	return cores
}
