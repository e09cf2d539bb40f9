//go:build linux

package sandbox

import (
	"context"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// BenchmarkStartIsolation is what a network namespace and a private
// /tmp add to starting a program: `true` run as an agent (its jail, its
// uid, the arena's limits, one core) with the containment Detect found
// before them ("before"), with each, and with both ("after").
// ms/start is wall clock; run-cpu-ms/start the CPU charged to the run
// (this binary's init included); parent-cpu-ms/start ours (clone, exec,
// waits); machine-cpu-ms/start every core's busy time (/proc/stat: it
// also sees the kernel tearing namespaces down, and any other load).
// Run with -benchtime=200x.
func BenchmarkStartIsolation(b *testing.B) {
	truePath, err := exec.LookPath("true")
	if err != nil {
		b.Skip("no true")
	}
	before := Detect()
	before.NetNamespace, before.PrivateTmp = false, false
	net, tmp := before, before
	net.NetNamespace, tmp.PrivateTmp = Detect().NetNamespace, Detect().PrivateTmp
	for _, c := range []struct {
		name string
		cont Containment
	}{{"before", before}, {"netns", net}, {"private-tmp", tmp}, {"after", Detect()}} {
		b.Run(c.name, func(b *testing.B) {
			ws, err := NewWorkspace(c.cont)
			if err != nil {
				b.Fatal(err)
			}
			defer ws.Close()
			j, err := ws.Jail(truePath)
			if err != nil {
				b.Fatal(err)
			}
			home, remove, err := j.Home()
			if err != nil {
				b.Fatal(err)
			}
			defer remove()
			cmd := j.Command(home, DefaultLimits(), Cores()[:1])
			b.ReportAllocs()
			var runCPU time.Duration
			parent0, machine0 := selfCPU(), machineBusy()
			start := time.Now()
			for b.Loop() {
				res, err := Run(context.Background(), cmd, nil)
				if err != nil || res.Err != nil {
					b.Fatalf("%v %v %s", err, res.Err, res.Stderr)
				}
				runCPU += res.CPU
			}
			n := float64(b.N)
			b.ReportMetric(float64(time.Since(start).Microseconds())/1e3/n, "ms/start")
			b.ReportMetric(float64(runCPU.Microseconds())/1e3/n, "run-cpu-ms/start")
			b.ReportMetric(float64((selfCPU()-parent0).Microseconds())/1e3/n, "parent-cpu-ms/start")
			b.ReportMetric(float64((machineBusy()-machine0).Microseconds())/1e3/n, "machine-cpu-ms/start")
		})
	}
}

func selfCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// machineBusy is the busy time of every core since boot (user, nice,
// system, irq, softirq).
func machineBusy() time.Duration {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line)
	var ticks int64
	for _, i := range []int{1, 2, 3, 6, 7} {
		if i < len(f) {
			v, _ := strconv.ParseInt(f[i], 10, 64)
			ticks += v
		}
	}
	return time.Duration(ticks) * (time.Second / 100) // USER_HZ
}
