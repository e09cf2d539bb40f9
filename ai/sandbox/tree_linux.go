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

	memLimit int64 // the cgroup's memory.max, 0 if none was set

	// statMu keeps the figures read from the cgroup while it exists
	// apart from the final ones, kept when it is removed.
	statMu   sync.Mutex
	finished bool
	waits    map[int]time.Duration // schedstat: the largest run-queue wait seen of each task
	stats    treeStats             // once finished
}

// treeStats are what a run's tree cost beside its CPU time.
type treeStats struct {
	wait     time.Duration // runnable, waiting for a CPU
	oomKills int64         // processes the kernel killed for the cgroup's memory.max
	memPeak  int64         // the most memory the tree held at once, 0 if unknown
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
		t.statMu.Lock()
		defer t.statMu.Unlock()
		t.finished = true // the program is reaped: no more samples of its tasks
		if t.cgDir != "" {
			t.waitEmpty()
			t.final = readCgroupCPU(t.cgDir)
			t.stats.wait = t.waitLocked()
			if t.memLimit > 0 {
				t.stats.oomKills = readOOMKills(t.cgDir)
				t.stats.memPeak = readMemoryPeak(t.cgDir)
			}
			t.closeCgroup()
			return
		}
		t.stats.wait = t.waitLocked()
		if ps != nil {
			t.final = ps.UserTime() + ps.SystemTime()
		}
	})
	return t.final
}

// finalStats are the tree's costs once release has run.
func (t *tree) finalStats() treeStats {
	t.statMu.Lock()
	defer t.statMu.Unlock()
	return t.stats
}

// runQueueWait is how long the tree has been runnable but waiting for a
// CPU: from the cgroup's pressure figures where it has them, else from
// the schedstat of its tasks (sampled, see sampleWait), else 0.
func (t *tree) runQueueWait() time.Duration {
	t.statMu.Lock()
	defer t.statMu.Unlock()
	if t.finished {
		return t.stats.wait
	}
	return t.waitLocked()
}

func (t *tree) waitLocked() time.Duration {
	if t.cgDir != "" && t.cont.CPUPressure {
		if d, ok := readCPUWait(t.cgDir); ok {
			return d
		}
	}
	if t.cont.Schedstat {
		if !t.finished {
			t.sampleLocked()
		}
		var sum time.Duration
		for _, w := range t.waits {
			sum += w
		}
		return sum
	}
	return 0
}

// samplesWait reports whether the wait is read from the tasks, which
// take their figures with them when they end: then it is sampled
// while they run (sampleWait).
func (t *tree) samplesWait() bool {
	return t.cont.Schedstat && !(t.cgDir != "" && t.cont.CPUPressure)
}

// sampleWait notes the run-queue wait of every task of the tree now.
func (t *tree) sampleWait() {
	t.statMu.Lock()
	defer t.statMu.Unlock()
	if !t.finished {
		t.sampleLocked()
	}
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
			if err := removeCgroup(t.cgDir); err == nil || !errors.Is(err, syscall.EBUSY) {
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
