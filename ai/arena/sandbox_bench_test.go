//go:build linux

package arena

import (
	"context"
	"testing"
	"time"

	"cabezacat/ai/sandbox"
	"cabezacat/catcat"
)

// BenchmarkExternalMoveContainment is the cost of containment per move:
// builtin:hard as an agent program (this test binary) answering a 21×21
// start, run with only a process group ("before": what the arena did
// before ai/sandbox) and with everything the machine allows ("after").
// ms/move is wall clock per move; cpu-ms/move the CPU charged to the
// program. Run with -benchtime=50x.
func BenchmarkExternalMoveContainment(b *testing.B) {
	prog := testAgentProgram(b, "hard")
	pos, err := catcat.RandomStart(21, catcat.DefaultDensity, 1)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		cont sandbox.Containment
	}{{"before-process-group", sandbox.Containment{}}, {"after-" + shortContainment(sandbox.Detect()), sandbox.Detect()}} {
		b.Run(c.name, func(b *testing.B) {
			ws, err := sandbox.NewWorkspace(c.cont)
			if err != nil {
				b.Fatal(err)
			}
			defer ws.Close()
			j, err := ws.Jail(prog)
			if err != nil {
				b.Fatal(err)
			}
			a := ExternalAgent{Jail: j, Limits: sandbox.Limits{CPU: time.Hour, Wall: time.Hour}, CPUs: sandbox.Cores()[:1]}
			b.ReportAllocs()
			var cpu time.Duration
			start := time.Now()
			for b.Loop() {
				_, used, err := a.Move(context.Background(), pos)
				if err != nil {
					b.Fatal(err)
				}
				cpu += used
			}
			b.ReportMetric(float64(time.Since(start).Microseconds())/1e3/float64(b.N), "ms/move")
			b.ReportMetric(float64(cpu.Microseconds())/1e3/float64(b.N), "cpu-ms/move")
		})
	}
}

func shortContainment(c sandbox.Containment) string {
	if c.Strong() {
		return "pidns-cgroup"
	}
	return "weak"
}
