//go:build linux

package sandbox

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/sandbox/sandboxtest"
)

// The memory test's sizes: each child holds well under the cap, four
// together well over it, one with its parent well under it (a test
// binary is some tens of MiB itself, more with the race detector).
const (
	memoryCap   = 512 << 20
	memoryChild = 200 << 20
	memorySlack = 16 << 20
)

func needMemoryCgroup(t *testing.T) Containment {
	t.Helper()
	c := Detect()
	if !c.MemoryCgroup {
		t.Skipf("no cgroup v2 memory controller for the runs' cgroups here, so memory is limited per process (containment: %s)", c)
	}
	return c
}

// A hostile agent forks four children that each allocate and touch
// 200 MiB, under the 512 MiB limit each, 800 MiB together. With the
// cgroup's memory controller the limit is the whole tree's: the kernel
// kills the tree before they all hold their memory, the run reports it
// as running out of memory, nothing of it is left, and the tree never
// held more than the limit (but for a few pages). The same agent with one child, 200 MiB in
// all, runs to its end: the cap stops only what is over it.
func TestMemoryLimitIsForTheWholeTree(t *testing.T) {
	needMemoryCgroup(t)
	marker := "cabezacat-memory-" + filepath.Base(t.TempDir())
	run := func(children int) RunResult {
		cmd := helperCommand(t, "allocate", marker, "CHILDREN="+strconv.Itoa(children), "EACH="+strconv.Itoa(memoryChild))
		cmd.Limits = Limits{Memory: memoryCap, Wall: time.Minute}
		res, err := Run(context.Background(), cmd, nil)
		if err != nil {
			t.Fatal(err)
		}
		if left := sandboxtest.Running(marker); len(left) > 0 {
			t.Errorf("%d children: %q outlived the run", children, left)
		}
		return res
	}

	res := run(4)
	t.Logf("four children: %v, peak %d MiB, %q", res.Err, res.MemoryPeak>>20, res.Stdout)
	var oom *OutOfMemoryError
	if !res.OutOfMemory || !errors.As(res.Err, &oom) || oom.Limit != memoryCap {
		t.Errorf("four children of 200 MiB under a 512 MiB cap: out of memory %v, err %v, stopped by %v; want the kernel's OOM kill reported as such",
			res.OutOfMemory, res.Err, res.Reason)
	}
	var exit *exec.ExitError
	if !errors.As(res.Err, &exit) {
		t.Errorf("the out-of-memory error %v does not carry the exit error", res.Err)
	}
	if strings.Contains(string(res.Stdout), "all 4 hold") {
		t.Errorf("the four children held 800 MiB together under a 512 MiB cap: %q", res.Stdout)
	}
	// The kernel lets a process it is killing charge a few pages past
	// the cap; never the 300 MiB more the children asked for.
	if res.MemoryPeak == 0 || res.MemoryPeak > memoryCap+memorySlack {
		t.Errorf("the tree's peak memory was %d bytes; want at most the cap, %d, and a few pages", res.MemoryPeak, memoryCap)
	}
	if msg := res.Err.Error(); !strings.Contains(msg, "out of memory") || !strings.Contains(msg, "512 MiB") {
		t.Errorf("the error does not say the run ran out of its 512 MiB: %q", msg)
	}

	res = run(1)
	if res.Err != nil || res.OutOfMemory || res.Reason != Exited || !strings.Contains(string(res.Stdout), "all 1 hold") {
		t.Errorf("one child of 200 MiB under a 512 MiB cap: %v, %v, out of memory %v, printed %q; want it to run to its end",
			res.Reason, res.Err, res.OutOfMemory, res.Stdout)
	}
	if res.MemoryPeak < memoryChild {
		t.Errorf("the tree's peak memory was %d bytes, less than the %d its child touched", res.MemoryPeak, memoryChild)
	}
}

// Where the cgroup caps the tree's memory, no process has an address
// space limit (a race-detector build or a Java runtime reserves far more
// than it uses) and the cgroup has the cap, no swap and a group OOM
// kill; in the fallback (no memory controller, e.g. a cgroup v1 memory
// hierarchy beside a v2 one without it) the cap is each process's
// address space (RLIMIT_AS).
func TestMemoryLimitInForce(t *testing.T) {
	if c := Detect(); c.MemoryCgroup {
		cmd := helperCommand(t, "limits", "cabezacat-limits")
		cmd.Containment = &c
		cmd.Limits = Limits{Memory: memoryCap, Wall: time.Minute}
		res, err := Run(context.Background(), cmd, nil)
		if err != nil || res.Err != nil {
			t.Fatalf("%v %v %s", err, res.Err, res.Stderr)
		}
		for _, want := range []string{"address space: unlimited\n", fmt.Sprintf("memory.max: %d\n", memoryCap), "memory.swap.max: 0\n", "memory.oom.group: 1\n"} {
			if !strings.Contains(string(res.Stdout), want) {
				t.Errorf("with the memory controller the program does not see %q:\n%s", want, res.Stdout)
			}
		}
	}
	fallback := Detect()
	fallback.MemoryCgroup = false
	if !fallback.Rlimits {
		t.Skipf("no rlimits here either (containment: %s)", fallback)
	}
	// A shell: a Go program built with the race detector cannot start
	// under an address space limit.
	res, err := Run(context.Background(), Command{Path: script(t, "as.sh", "ulimit -v\n"), Containment: &fallback,
		Limits: Limits{Memory: memoryCap, Wall: time.Minute}}, nil)
	if err != nil || res.Err != nil {
		t.Fatalf("%v %v %s", err, res.Err, res.Stderr)
	}
	if got, want := strings.TrimSpace(string(res.Stdout)), strconv.Itoa(memoryCap>>10); got != want {
		t.Errorf("fallback: address space limit %s KiB, want %s", got, want)
	}
	if res.OutOfMemory || res.MemoryPeak != 0 {
		t.Errorf("fallback: out of memory %v, peak %d; no cgroup tells them", res.OutOfMemory, res.MemoryPeak)
	}
}

// The report says which memory limit applies, and how much it is.
func TestMemoryLimitReport(t *testing.T) {
	cg := Containment{PIDNamespace: true, Cgroup: "/sys/fs/cgroup/x", MemoryCgroup: true, Rlimits: true}
	rl := Containment{PIDNamespace: true, Cgroup: "/sys/fs/cgroup/x", Rlimits: true}
	for _, c := range []struct {
		got, want string
	}{
		{cg.MemoryLimit(1 << 30), "memory: 1 GiB for all of a run's processes together (cgroup memory.max)"},
		{rl.MemoryLimit(3 << 29), "memory: 1.5 GiB per process (rlimit; no cgroup memory controller)"},
		{Containment{}.MemoryLimit(1 << 30), "memory: not limited (no cgroup memory controller, no rlimits)"},
		{SizeString(64 << 20), "64 MiB"},
		{SizeString(10 << 30), "10 GiB"},
		{SizeString(1000), "1000 bytes"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	if s := cg.String(); !strings.Contains(s, "CPU and memory of the whole tree") || !strings.Contains(s, "memory: for all of a run's processes together (cgroup memory.max)") {
		t.Errorf("the report does not name the cgroup's memory cap: %s", s)
	}
	if s := rl.String(); !strings.Contains(s, "memory: per process (rlimit; no cgroup memory controller)") {
		t.Errorf("the report does not say memory is limited per process: %s", s)
	}
}
