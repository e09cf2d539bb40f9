//go:build linux

package sandbox

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// The busy-machine test's figures, chosen so that the outcome does not
// depend on the machine's speed: the agent's work is an amount of CPU
// time, a tenth of the backstop and far under its CPU limit; twelve
// hogs pinned to its one core leave it a thirteenth of it (the scheduler
// is fair per task there: the hogs and the agent's cgroup are not
// grouped against each other), so its wall time is past the backstop.
// What is measured of its wait falls short of the truth by about a
// second here, however long it waits (the wall clock less the wait
// measured came to 0.7–1.4 s with 0.4 s of work and 6 or 12 hogs, and
// to 2 s with 2 hogs and 1 s of work, a flake against a 2 s backstop),
// so the backstop is kept well above the work and that second.
const (
	busyWork     = 400 * time.Millisecond
	busyCPU      = 3 * time.Second
	busyBackstop = 4 * time.Second
	busyHogs     = 12
)

// waitContainments are the ways the run-queue wait is measured here:
// the cgroup's pressure figures and, without a cgroup, the tasks'
// schedstat.
func waitContainments(t *testing.T) map[string]Containment {
	t.Helper()
	c := Detect()
	m := map[string]Containment{}
	if c.Cgroup != "" && c.CPUPressure {
		m["cpu.pressure"] = c
	}
	if c.Schedstat {
		s := c
		s.Cgroup, s.MemoryCgroup, s.CPUPressure = "", false, false
		m["schedstat"] = s
	}
	if len(m) == 0 || !c.Affinity {
		t.Skipf("this kernel tells no run-queue wait (no cpu.pressure, no schedstat) or cannot pin (containment: %s)", c)
	}
	return m
}

// hogs starts n processes that spin on core cpu until the test ends.
func hogs(t *testing.T, n, cpu int) {
	t.Helper()
	var set unix.CPUSet
	set.Set(cpu)
	for range n {
		cmd := exec.Command("sh", "-c", "while :; do :; done")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			cmd.Process.Kill()
			cmd.Wait()
		})
		if err := unix.SchedSetaffinity(cmd.Process.Pid, &set); err != nil {
			t.Fatal(err)
		}
	}
}

// On a busy machine only the CPU limit decides: an honest agent pinned
// to a core that CPU hogs share does its second of CPU work, well under
// its CPU limit, in more wall time than the backstop, and is not stopped
// for it, since the time it waited for the core is not counted. A
// sleeping agent beside the same hogs waits for nothing and is still
// stopped by the backstop.
func TestBusyMachineDoesNotDecideAGame(t *testing.T) {
	// The bound on the credit is TestWaitCreditIsBounded's; here a loaded
	// machine's own processes on the core must not be able to reach it.
	waitCredit.Store(1000)
	t.Cleanup(func() { waitCredit.Store(MaxWaitCredit) })
	for name, cont := range waitContainments(t) {
		t.Run(name, func(t *testing.T) {
			core := Cores()[len(Cores())-1]
			hogs(t, busyHogs, core)
			lim := Limits{CPU: busyCPU, Wall: busyBackstop}

			// The sleeper runs meanwhile: it takes no CPU from the agent.
			sleeper := make(chan RunResult, 1)
			sleep := Command{Path: script(t, "sleep.sh", "sleep 86400\n"), Containment: &cont, CPUs: []int{core}, Limits: lim}
			go func() {
				res, _ := Run(context.Background(), sleep, nil)
				sleeper <- res
			}()
			cmd := helperCommand(t, "spin", "cabezacat-busy-"+filepath.Base(t.TempDir()), "WORK="+busyWork.String())
			cmd.Containment, cmd.CPUs, cmd.Limits = &cont, []int{core}, lim
			res, err := Run(context.Background(), cmd, nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("honest agent (%s): %v, %v of CPU, %v of wall clock, %v of it waiting for the core", name, res.Reason, res.CPU, res.Wall, res.Waited)
			if res.Reason != Exited || res.Err != nil || string(res.Stdout) != "done\n" {
				t.Errorf("an honest agent beside %d hogs was stopped: %v, %v, printed %q, stderr %q", busyHogs, res.Reason, res.Err, res.Stdout, res.Stderr)
			}
			// Otherwise the hogs did not slow it and nothing was tested.
			if res.Wall <= busyBackstop || res.Waited <= 0 {
				t.Errorf("the hogs did not keep the agent past its backstop (%v of wall clock, %v waiting): the test shows nothing", res.Wall, res.Waited)
			}
			if res := <-sleeper; res.Reason != StoppedWall {
				t.Errorf("a sleeping agent beside the hogs ended by %v (%v); want the wall-clock backstop", res.Reason, res.Err)
			}
		})
	}
}

// The credit is bounded: a program that keeps itself waiting (two
// spinners on its one core, with a CPU limit too far to stop them) is
// still stopped by the backstop, having been credited with more than the
// backstop of waiting.
func TestWaitCreditIsBounded(t *testing.T) {
	for name, cont := range waitContainments(t) {
		t.Run(name, func(t *testing.T) {
			core := Cores()[len(Cores())-1]
			backstop := 300 * time.Millisecond
			spin := "sh -c 'while :; do :; done' &\nsh -c 'while :; do :; done' &\nwait\n"
			cmd := Command{Path: script(t, "spin2.sh", spin), Containment: &cont, CPUs: []int{core}, Limits: Limits{CPU: time.Hour, Wall: backstop}}
			res, err := Run(context.Background(), cmd, nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("self-made waiting: %v after %v of wall clock, %v of it waiting", res.Reason, res.Wall, res.Waited)
			if res.Reason != StoppedWall || res.Waited <= backstop {
				t.Errorf("two spinners on one core: %v after %v waiting; want the backstop, after more than %v waiting", res.Reason, res.Waited, backstop)
			}

		})
	}
}

// What is left of the backstop: the time passed less the wait, of which
// at most MaxWaitCredit backstops are taken off; without a CPU limit (a
// compile) none is, the wall clock being the only limit. (An hour's
// backstop: the microseconds this takes do not matter.)
func TestWallLeft(t *testing.T) {
	const h = time.Hour
	for _, c := range []struct {
		cpu, wait, want time.Duration
	}{
		{time.Second, 0, h / 2},
		{time.Second, h, h/2 + h},
		{time.Second, 100 * h, h/2 + MaxWaitCredit*h},
		{0, h, h / 2},
	} {
		p := &Process{lim: Limits{CPU: c.cpu, Wall: h}, start: time.Now().Add(-h / 2),
			tree: &tree{finished: true, stats: treeStats{wait: c.wait}}}
		if left := p.wallLeft(); left > c.want || left < c.want-time.Minute {
			t.Errorf("CPU limit %v, waited %v: %v of the backstop left, want %v", c.cpu, c.wait, left, c.want)
		}
	}
}

// The report says whether waiting for a CPU counts against the backstop.
func TestWaitReport(t *testing.T) {
	for c, want := range map[Containment]string{
		{Cgroup: "/x", CPUPressure: true, Schedstat: true}: "time waiting for a CPU not counted (cgroup cpu.pressure)",
		{Schedstat: true}: "time waiting for a CPU not counted (/proc schedstat)",
		{}:                "time waiting for a CPU counted",
	} {
		if !strings.Contains(c.String(), want) {
			t.Errorf("%+v: %s; want %q", c, c, want)
		}
	}
}
