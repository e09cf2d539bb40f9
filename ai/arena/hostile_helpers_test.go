//go:build unix

package arena

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"

	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/sandboxtest"
)

// needStrongContainment skips a test that needs every process of a run
// gone when the run returns: a PID namespace and a cgroup v2 per run.
// The machines this project is built and tested on have them.
func needStrongContainment(t *testing.T) {
	t.Helper()
	if c := sandbox.Detect(); !c.Strong() {
		t.Skipf("the kernel lacks PID namespaces or cgroup v2 here (containment: %s)", c)
	}
}

var markers atomic.Int64

// newMarker is a word no other process has in its command line; a test
// that fails leaves no process of its own behind (cleanup kills them).
func newMarker(t *testing.T) string {
	m := fmt.Sprintf("cabezacat-hostile-%d-%d", os.Getpid(), markers.Add(1))
	t.Cleanup(func() {
		for _, pid := range markedProcesses(m) {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	return m
}

// markedChild is shell for a process that would run a day, with marker
// in its command line (the "; :" keeps sh from becoming sleep).
func markedChild(marker string) string { return "sh -c 'sleep 86400; :' " + marker }

// markedProcesses lists the live processes whose command line holds marker.
func markedProcesses(marker string) []int {
	var pids []int
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil || pid == os.Getpid() {
			continue
		}
		b, err := os.ReadFile(filepath.Join(d, "cmdline"))
		if err == nil && bytes.Contains(b, []byte(marker)) {
			pids = append(pids, pid)
		}
	}
	return pids
}

// noMarkedProcess fails the test if a process with marker is alive: the
// run it came from has returned, so under strong containment its tree is
// gone already.
func noMarkedProcess(t *testing.T, marker string) {
	t.Helper()
	if left := sandboxtest.Running(marker); len(left) > 0 {
		t.Errorf("processes of a finished run are still alive: %q", left)
	}
}
