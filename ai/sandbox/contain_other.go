//go:build !linux

package sandbox

import (
	"os"
	"os/exec"
	"time"
)

type tree struct {
	cont     Containment
	pid      int
	final    time.Duration
	done     bool
	memLimit int64
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

type treeStats struct {
	wait     time.Duration
	oomKills int64
	memPeak  int64
}

func (t *tree) runQueueWait() time.Duration { return 0 }
func (t *tree) samplesWait() bool           { return false }
func (t *tree) sampleWait()                 {}
func (t *tree) finalStats() treeStats       { return treeStats{} }
