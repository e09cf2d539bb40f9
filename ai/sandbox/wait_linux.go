//go:build linux

package sandbox

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Where the run's cgroup keeps no pressure figures, the time its tree
// waited for a CPU is read from each task's schedstat (its second
// figure: nanoseconds spent runnable on a run queue). A task's figures
// go with it, so the tree is sampled while it runs (Process.watch), and
// the largest figure seen of each task is kept; what a task spent
// waiting after the last sample before it ended is not counted. The
// tree is the program's threads and, through each thread's children
// (/proc/PID/task/TID/children), its descendants; one that left it
// (a daemon reparented outside a PID namespace) is not counted either:
// the wait is never overstated by a task that is not the program's.

// maxSampledTasks bounds one sample's walk of the tree.
const maxSampledTasks = 1024

// schedstatAvailable reports whether the kernel keeps run-queue figures
// per task (CONFIG_SCHED_INFO).
func schedstatAvailable() bool {
	_, ok := readSchedstatWait("/proc/self/schedstat")
	return ok
}

// readSchedstatWait is the second figure of a schedstat file.
func readSchedstatWait(path string) (time.Duration, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, false
	}
	ns, err := strconv.ParseInt(f[1], 10, 64)
	return time.Duration(ns), err == nil
}

// sampleLocked notes the wait of every task of the tree now (statMu held).
func (t *tree) sampleLocked() {
	if t.pid <= 0 || t.proc == nil {
		return
	}
	now := map[int]time.Duration{}
	queue := []int{t.pid}
	seen := map[int]bool{t.pid: true}
	for len(queue) > 0 && len(now) < maxSampledTasks {
		pid := queue[0]
		queue = queue[1:]
		dir := "/proc/" + strconv.Itoa(pid) + "/task/"
		tids, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range tids {
			tid, err := strconv.Atoi(e.Name())
			if err != nil || len(now) >= maxSampledTasks {
				continue
			}
			if w, ok := readSchedstatWait(dir + e.Name() + "/schedstat"); ok {
				now[tid] = w
			}
			b, _ := os.ReadFile(dir + e.Name() + "/children")
			for _, c := range strings.Fields(string(b)) {
				if child, err := strconv.Atoi(c); err == nil && !seen[child] {
					seen[child] = true
					queue = append(queue, child)
				}
			}
		}
	}
	// The program still runs (our pidfd says so): its pid was not
	// reused meanwhile, and what was read was its tree's.
	if t.proc.Signal(syscall.Signal(0)) != nil {
		return
	}
	if t.waits == nil {
		t.waits = map[int]time.Duration{}
	}
	for tid, w := range now {
		t.waits[tid] = max(t.waits[tid], w)
	}
}
