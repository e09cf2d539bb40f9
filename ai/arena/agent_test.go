//go:build unix

package arena

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/ai/sandbox"
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

func TestExternalRunEchoesStdinAndCountsCPU(t *testing.T) {
	a := ExternalAgent{Path: writeAgentScript(t, "cat.sh", "exec cat\n"), Limits: sandbox.Limits{CPU: relaxed, Wall: relaxed}}
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
	a := ExternalAgent{Path: writeAgentScript(t, "busy.sh", "i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done; echo done\n"), Limits: sandbox.Limits{CPU: relaxed, Wall: relaxed}}
	ans, err := a.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if ans.CPU < 10*time.Millisecond {
		t.Errorf("CPU %v for a 100000-step shell loop, want at least 10ms", ans.CPU)
	}
}

func TestExternalRunCrashReportsStatusAndStderr(t *testing.T) {
	a := ExternalAgent{Path: writeAgentScript(t, "crash.sh", "echo 'segfault in Cat::move' >&2; exit 3\n"), Limits: sandbox.Limits{CPU: relaxed, Wall: relaxed}}
	_, err := a.Run(context.Background(), nil)
	if forfeit.KindOf(err) != forfeit.Crash {
		t.Fatalf("err %v, want a crash", err)
	}
	if !strings.Contains(err.Error(), "exit status 3") || !strings.Contains(err.Error(), "segfault in Cat::move") {
		t.Errorf("err %q, want the exit status and the stderr line", err)
	}
}

func TestExternalRunMissingProgramIsCrash(t *testing.T) {
	a := ExternalAgent{Path: filepath.Join(t.TempDir(), "nothing-here")}
	if _, err := a.Run(context.Background(), nil); forfeit.KindOf(err) != forfeit.Crash {
		t.Fatalf("err %v, want a crash", err)
	}
}

func TestExternalRunHangTimesOutAndLeavesNothing(t *testing.T) {
	needStrongContainment(t)
	marker := newMarker(t)
	// The script starts a child that would outlive it, then hangs.
	a := ExternalAgent{
		Path:   writeAgentScript(t, "hang.sh", markedChild(marker)+" &\nsleep 60\n"),
		Limits: sandbox.Limits{Wall: 300 * time.Millisecond},
	}
	_, err := a.Run(context.Background(), nil)
	if forfeit.KindOf(err) != forfeit.Timeout {
		t.Fatalf("err %v, want a timeout", err)
	}
	noMarkedProcess(t, marker)
}

func TestExternalRunChildLeftBehindIsKilledAndDoesNotDelay(t *testing.T) {
	needStrongContainment(t)
	marker := newMarker(t)
	// It answers and exits, but its child holds stdout open (for a day:
	// a Run that waited for it would hang the test).
	a := ExternalAgent{Path: writeAgentScript(t, "leave.sh", markedChild(marker)+" &\necho answer\n"), Limits: sandbox.Limits{CPU: 24 * time.Hour, Wall: 24 * time.Hour}}
	ans, err := a.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(ans.Output) != "answer\n" {
		t.Errorf("output %q", ans.Output)
	}
	noMarkedProcess(t, marker)
}

func TestExternalRunFloodStopsEarly(t *testing.T) {
	// A day's time limit: a flood that were not stopped at once would
	// hang the test.
	a := ExternalAgent{Path: writeAgentScript(t, "flood.sh", "exec yes 'C 5 0 0'\n"), Limits: sandbox.Limits{Output: 1000, CPU: 24 * time.Hour, Wall: 24 * time.Hour}}
	ans, err := a.Run(context.Background(), nil)
	if forfeit.KindOf(err) != forfeit.Flood {
		t.Fatalf("err %v, want a flood", err)
	}
	if len(ans.Output) != 1000 {
		t.Errorf("kept %d bytes, want the 1000 of the limit", len(ans.Output))
	}
}

func TestExternalRunOutputAtTheLimitIsNoFlood(t *testing.T) {
	a := ExternalAgent{Path: writeAgentScript(t, "ten.sh", "printf 0123456789\n"), Limits: sandbox.Limits{Output: 10, CPU: relaxed, Wall: relaxed}}
	ans, err := a.Run(context.Background(), nil)
	if err != nil {
		t.Fatalf("err %v: exactly the limit is allowed", err)
	}
	if !bytes.Equal(ans.Output, []byte("0123456789")) {
		t.Errorf("output %q", ans.Output)
	}
}
