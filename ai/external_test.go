//go:build unix

package ai

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// relaxed is the time limit of the tests that are not about time limits:
// no busy machine turns a quick script into a timeout in an hour.
const relaxed = time.Hour

// writeAgentScript writes an executable shell script into a test directory
// and returns its path.
func writeAgentScript(t *testing.T, name, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// processGone waits for pid to die, however long the machine takes (a
// process that never dies hangs the test until go test's own timeout). A
// zombie counts as dead: it is only waiting for whoever adopted it to
// reap it.
func processGone(pid int) bool {
	for {
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			return true
		}
		if st, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil {
			// pid (comm) state ...: the state follows the last ')'.
			if i := bytes.LastIndexByte(st, ')'); i >= 0 && i+2 < len(st) && st[i+2] == 'Z' {
				return true
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// readScriptPid reads the pid a script wrote to a file.
func readScriptPid(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("the script wrote no pid: %v", err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	return pid
}

func TestExternalRunEchoesStdinAndCountsCPU(t *testing.T) {
	a := ExternalAgent{Path: writeAgentScript(t, "cat.sh", "exec cat\n"), Timeout: relaxed}
	ans, err := a.Run(context.Background(), []byte("C 5 0 0\n"))
	if err != nil {
		t.Fatal(err)
	}
	if string(ans.Output) != "C 5 0 0\n" {
		t.Errorf("output %q, want the input back", ans.Output)
	}
	if ans.Wall <= 0 {
		t.Errorf("wall time %v, want > 0", ans.Wall)
	}
}

func TestExternalRunSpendsCPUCountsIt(t *testing.T) {
	// A busy loop in the shell: the child's own CPU time must show.
	a := ExternalAgent{Path: writeAgentScript(t, "busy.sh", "i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done; echo done\n"), Timeout: relaxed}
	ans, err := a.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if ans.CPU < 10*time.Millisecond {
		t.Errorf("CPU %v for a 100000-step shell loop, want at least 10ms", ans.CPU)
	}
}

func TestExternalRunCrashReportsStatusAndStderr(t *testing.T) {
	a := ExternalAgent{Path: writeAgentScript(t, "crash.sh", "echo 'segfault in Cat::move' >&2; exit 3\n"), Timeout: relaxed}
	_, err := a.Run(context.Background(), nil)
	if FailureKindOf(err) != FailCrash {
		t.Fatalf("err %v, want a crash", err)
	}
	if !strings.Contains(err.Error(), "exit status 3") || !strings.Contains(err.Error(), "segfault in Cat::move") {
		t.Errorf("err %q, want the exit status and the stderr line", err)
	}
}

func TestExternalRunMissingProgramIsCrash(t *testing.T) {
	a := ExternalAgent{Path: filepath.Join(t.TempDir(), "nothing-here")}
	if _, err := a.Run(context.Background(), nil); FailureKindOf(err) != FailCrash {
		t.Fatalf("err %v, want a crash", err)
	}
}

func TestExternalRunHangTimesOutAndLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	// The script starts a child that would outlive it, then hangs.
	a := ExternalAgent{
		Path:    writeAgentScript(t, "hang.sh", "sleep 60 & echo $! > "+pidFile+"\nsleep 60\n"),
		Timeout: 300 * time.Millisecond,
	}
	_, err := a.Run(context.Background(), nil)
	if FailureKindOf(err) != FailTimeout {
		t.Fatalf("err %v, want a timeout", err)
	}
	if pid := readScriptPid(t, pidFile); !processGone(pid) {
		t.Errorf("the hanging script's child %d is still alive", pid)
	}
}

func TestExternalRunChildLeftBehindIsKilledAndDoesNotDelay(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	// It answers and exits, but its child holds stdout open (for a day:
	// a Run that waited for it would hang the test).
	a := ExternalAgent{Path: writeAgentScript(t, "leave.sh", "sleep 86400 & echo $! > "+pidFile+"\necho answer\n"), Timeout: 24 * time.Hour}
	ans, err := a.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(ans.Output) != "answer\n" {
		t.Errorf("output %q", ans.Output)
	}
	if pid := readScriptPid(t, pidFile); !processGone(pid) {
		st, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		t.Errorf("the child %d the program left behind is still alive: %s", pid, st)
	}
}

func TestExternalRunFloodStopsEarly(t *testing.T) {
	// A day's time limit: a flood that were not stopped at once would
	// hang the test.
	a := ExternalAgent{Path: writeAgentScript(t, "flood.sh", "exec yes 'C 5 0 0'\n"), MaxOutput: 1000, Timeout: 24 * time.Hour}
	ans, err := a.Run(context.Background(), nil)
	if FailureKindOf(err) != FailFlood {
		t.Fatalf("err %v, want a flood", err)
	}
	if len(ans.Output) != 1000 {
		t.Errorf("kept %d bytes, want the 1000 of the limit", len(ans.Output))
	}
}

func TestExternalRunOutputAtTheLimitIsNoFlood(t *testing.T) {
	a := ExternalAgent{Path: writeAgentScript(t, "ten.sh", "printf 0123456789\n"), MaxOutput: 10, Timeout: relaxed}
	ans, err := a.Run(context.Background(), nil)
	if err != nil {
		t.Fatalf("err %v: exactly the limit is allowed", err)
	}
	if !bytes.Equal(ans.Output, []byte("0123456789")) {
		t.Errorf("output %q", ans.Output)
	}
}
