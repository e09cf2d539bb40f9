//go:build linux

package sandbox

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// tree is the contained process tree of one run.
type tree struct {
	cont  Containment
	pid   int
	proc  *os.Process // signals through a pidfd: never a reused pid
	cgDir string
	cgFD  int
	once  sync.Once
	final time.Duration

	viaInit bool // the child is our init (startThroughInit), which execs the program

	mu       sync.Mutex
	released bool // the program was reaped and its tree ended: nothing left to kill
}

// chargesTree reports whether cpu() sees the whole tree while it runs.
func (t *tree) chargesTree() bool { return t.cgDir != "" }

// cpu is the tree's CPU time so far, from the cgroup.
func (t *tree) cpu() time.Duration {
	if t.cgDir == "" {
		return 0
	}
	return readCgroupCPU(t.cgDir)
}

// kill ends the whole tree: the cgroup at once, the PID namespace with
// its init, or the process group.
func (t *tree) kill() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.released {
		t.killLocked()
	}
}

func (t *tree) killLocked() {
	if t.cgDir != "" {
		_ = os.WriteFile(filepath.Join(t.cgDir, "cgroup.kill"), []byte("1"), 0)
		return
	}
	if t.proc != nil {
		_ = t.proc.Kill() // the init of a PID namespace takes the rest with it
	}
	if !t.cont.PIDNamespace && t.pid > 0 {
		// The leader may be gone; while members remain, the group id
		// cannot be reused by another process.
		_ = syscall.Kill(-t.pid, syscall.SIGKILL)
	}
}

// release runs after the program was waited for: it kills the rest of
// the tree, waits until it is gone, and returns the CPU time charged.
func (t *tree) release(ps *os.ProcessState) time.Duration {
	t.once.Do(func() {
		t.mu.Lock()
		t.killLocked()
		t.released = true
		t.mu.Unlock()
		if t.cgDir != "" {
			t.waitEmpty()
			t.final = readCgroupCPU(t.cgDir)
			t.closeCgroup()
			return
		}
		if ps != nil {
			t.final = ps.UserTime() + ps.SystemTime()
		}
	})
	return t.final
}

// waitEmpty waits until no process is left in the cgroup (the kill is
// delivered; the processes take a moment to exit).
func (t *tree) waitEmpty() {
	for cgroupPopulated(t.cgDir) {
		time.Sleep(200 * time.Microsecond)
	}
}

func (t *tree) closeCgroup() {
	if t.cgFD >= 0 {
		unix.Close(t.cgFD)
		t.cgFD = -1
	}
	if t.cgDir != "" {
		for range 100 {
			if err := os.Remove(t.cgDir); err == nil || !errors.Is(err, syscall.EBUSY) {
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
}

// isCPURlimitKill reports a process the kernel stopped for its CPU rlimit.
func isCPURlimitKill(ps *os.ProcessState) bool {
	if ps == nil {
		return false
	}
	ws, ok := ps.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == syscall.SIGXCPU
}
