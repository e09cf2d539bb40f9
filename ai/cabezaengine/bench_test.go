package cabezaengine

import (
	"context"
	"fmt"
	"testing"
	"time"

	"cabezacat/ai/internal/cabezatest"
	"cabezacat/ai/internal/cputime"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

func benchGame(b testing.TB, text string) cabeza.Game {
	b.Helper()
	p, err := cabeza.ParsePosition(text)
	if err != nil {
		b.Fatal(err)
	}
	return *cabeza.NewGame(p)
}

// benchNodes runs a node-limited search per iteration and reports the
// search's nodes per second of wall time and, where the OS tells, per
// second of the CPU time its thread got (one search runs on one core;
// on a shared machine the second is the one that means something).
func benchNodes(b *testing.B, text string) {
	g := benchGame(b, text)
	e := New(Options{})
	b.ReportAllocs()
	var nodes int64
	var spent, cpu time.Duration
	for b.Loop() {
		start := time.Now()
		var res Result
		// The thread's CPU time on Linux, wall time elsewhere.
		cpu += cputime.Measure(func() { res = e.Search(context.Background(), g, search.Limits{Nodes: 2_000_000}, nil) })
		spent += time.Since(start)
		nodes += res.Nodes
	}
	b.ReportMetric(float64(nodes)/spent.Seconds(), "nodes/s")
	if cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
	}
}

func BenchmarkCabezaSearchStart(b *testing.B)      { benchNodes(b, cabeza.StartString) }
func BenchmarkCabezaSearchMiddlegame(b *testing.B) { benchNodes(b, cabezatest.MiddlegameString) }

// BenchmarkCabezaDepthIn1s reports the depth a one-second search from the
// start finishes.
func BenchmarkCabezaDepthIn1s(b *testing.B) {
	g := benchGame(b, cabeza.StartString)
	e := New(Options{})
	b.ReportAllocs()
	depth := 0
	n := 0
	for b.Loop() {
		res := e.Search(context.Background(), g, search.Limits{Time: time.Second}, nil)
		depth += res.Depth
		n++
	}
	b.ReportMetric(float64(depth)/float64(n), "depth")
}

// BenchmarkCabezaEvaluate is the evaluation alone.
func BenchmarkCabezaEvaluate(b *testing.B) {
	g := benchGame(b, cabezatest.MiddlegameString)
	p := g.Position()
	terms := Options{}.evalTerms()
	keys := keysOf(&p)
	b.ReportAllocs()
	var sink search.Score
	for b.Loop() {
		sink += evaluateCabeza(&p, &keys, terms)
	}
	_ = sink
}

// BenchmarkCabezaTimeLimitOvershoot runs 300 ms searches from the start
// and reports how far past the limit they return (overshoot-ms, wall
// clock: on a loaded machine this is what the machine gives, not a bound
// the search keeps).
func BenchmarkCabezaTimeLimitOvershoot(b *testing.B) {
	g := benchGame(b, cabeza.StartString)
	e := New(Options{})
	const limit = 300 * time.Millisecond
	b.ReportAllocs()
	var over time.Duration
	for b.Loop() {
		start := time.Now()
		e.Search(context.Background(), g, search.Limits{Time: limit}, nil)
		over += time.Since(start) - limit
	}
	b.ReportMetric(float64(over.Microseconds())/1e3/float64(b.N), "overshoot-ms")
}

// BenchmarkCabezaCancel reports how long a search from the start takes to
// return once cancelled after its first depth (cancel-ms).
func BenchmarkCabezaCancel(b *testing.B) {
	g := benchGame(b, cabeza.StartString)
	e := New(Options{})
	b.ReportAllocs()
	var total time.Duration
	for b.Loop() {
		ctx, cancel := context.WithCancel(context.Background())
		first := make(chan struct{})
		at := make(chan time.Time, 1)
		go func() { <-first; t := time.Now(); cancel(); at <- t }()
		reported := false
		e.Search(ctx, g, search.Limits{}, func(search.Info) {
			if !reported {
				reported = true
				close(first)
			}
		})
		total += time.Since(<-at)
	}
	b.ReportMetric(float64(total.Microseconds())/1e3/float64(b.N), "cancel-ms")
}

// BenchmarkCabezaDepthInOneCPUSecond reports the deepest iteration a
// search from the start finishes within one second of its thread's CPU
// time (Linux; wall time elsewhere): "depth in 1 s of one idle core",
// measured on a shared machine.
func BenchmarkCabezaDepthInOneCPUSecond(b *testing.B) {
	g := benchGame(b, cabeza.StartString)
	e := New(Options{})
	b.ReportAllocs()
	depths := 0
	for b.Loop() {
		ctx, cancel := context.WithCancel(context.Background())
		var start time.Duration
		reached := 0
		cputime.Measure(func() {
			start = cputime.Thread()
			e.Search(ctx, g, search.Limits{}, func(in search.Info) {
				if cputime.Thread()-start > time.Second {
					cancel()
					return
				}
				reached = in.Depth
			})
		})
		cancel()
		depths += reached
	}
	b.ReportMetric(float64(depths)/float64(b.N), "depth")
}

// BenchmarkCabezaMoveTimeUse searches positions of a self-play game with
// a fixed move time and reports the share of it the search used (wall
// clock, which a move time is): the mean, the least and the most, and the
// share of searches over time. A move time is a budget to spend; more
// than 100% is a move over time (on a loaded machine, mostly the time the
// OS kept the search's thread waiting). A search that proves a win or a
// loss stops once the depth is well past it (nothing can change then),
// so the open-mean and open-min figures leave those out, and decided
// says what share they are.
func BenchmarkCabezaMoveTimeUse(b *testing.B) {
	const moveTime = 100 * time.Millisecond
	g := benchGame(b, cabeza.StartString)
	e := New(Options{})
	var games []cabeza.Game
	for len(games) < 12 && !g.Status().Over() {
		games = append(games, CopyGame(&g))
		res := e.Search(context.Background(), g, search.Limits{Depth: 4}, nil)
		if err := g.Play(res.Move); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	var sum, lo, hi, openSum float64
	lo, openLo := 1e9, 1e9
	n, over, decided := 0, 0, 0
	for b.Loop() {
		for _, pg := range games {
			start := time.Now()
			res := e.Search(context.Background(), pg, search.Limits{Time: moveTime}, nil)
			share := 100 * float64(time.Since(start)) / float64(moveTime)
			sum += share
			lo, hi = min(lo, share), max(hi, share)
			n++
			if share > 100 {
				over++
			}
			if res.Score.IsDecided() {
				decided++
			} else {
				openSum += share
				openLo = min(openLo, share)
			}
		}
	}
	b.ReportMetric(sum/float64(n), "mean-%")
	b.ReportMetric(lo, "min-%")
	b.ReportMetric(hi, "max-%")
	b.ReportMetric(float64(over)/float64(n), "over/search")
	if open := n - decided; open > 0 {
		b.ReportMetric(openSum/float64(open), "open-mean-%")
		b.ReportMetric(openLo, "open-min-%")
	}
	b.ReportMetric(float64(decided)/float64(n), "decided/search")
}

// BenchmarkCabezaTimeToDepth reports the CPU time (Linux; wall time
// elsewhere) and the nodes a fresh search needs to finish depth 11 from
// the start and depth 10 in the middlegame: the speed that counts
// whatever a node costs, since pruning changes what a node is worth.
func BenchmarkCabezaTimeToDepth(b *testing.B) {
	for _, c := range []struct {
		name  string
		text  string
		depth int
	}{{"start-d11", cabeza.StartString, 11}, {"middlegame-d10", cabezatest.MiddlegameString, 10}} {
		b.Run(c.name, func(b *testing.B) {
			g := benchGame(b, c.text)
			b.ReportAllocs()
			var cpu time.Duration
			var nodes int64
			for b.Loop() {
				e := New(Options{})
				var res Result
				cpu += cputime.Measure(func() { res = e.Search(context.Background(), g, search.Limits{Depth: c.depth}, nil) })
				nodes += res.Nodes
			}
			b.ReportMetric(float64(cpu.Microseconds())/1e3/float64(b.N), "cpu-ms")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes")
		})
	}
}

// BenchmarkCabezaSMPTimeToDepth reports the wall time and the process's
// CPU time (every thread's; 0 where the OS does not tell) a search on 1
// and on 2 threads (Lazy SMP) needs to finish a depth from a cleared
// table (an engine made before the clock runs), and
// wall-ratio, the 2-thread wall time over the 1-thread one. Each
// iteration runs both, one after the other, so that a change in the
// machine's load falls on both alike. The cases: the start and the
// middlegame at the depths a search reaches in a few seconds on one
// thread (d13 and d14: 2 and 5 s; d12: 3 s) and at the shallower depths
// earlier reports used (d11, d10), and 11
// positions at depth 9 and 11 (suite: the start, the middlegame and 9 of
// random games, TestSMPNodeRatio's, their times summed). Lazy SMP gains
// with depth: at the shallow depths a search's first iterations, which
// the helper cannot share, are a larger part of it. On a shared machine
// the 2-thread search needs a second core that is free: note the load.
func BenchmarkCabezaSMPTimeToDepth(b *testing.B) {
	suite := []string{cabeza.StartString, cabezatest.MiddlegameString}
	for i, p := range randomPositions(30, 3, 24) {
		if i%8 == 5 {
			suite = append(suite, p.String())
		}
	}
	for _, c := range []struct {
		name  string
		texts []string
		depth int
	}{
		{"start-d11", []string{cabeza.StartString}, 11},
		{"start-d13", []string{cabeza.StartString}, 13},
		{"start-d14", []string{cabeza.StartString}, 14},
		{"middlegame-d10", []string{cabezatest.MiddlegameString}, 10},
		{"middlegame-d12", []string{cabezatest.MiddlegameString}, 12},
		{"suite-d9", suite, 9},
		{"suite-d11", suite, 11},
	} {
		b.Run(c.name, func(b *testing.B) {
			var games []cabeza.Game
			for _, text := range c.texts {
				games = append(games, benchGame(b, text))
			}
			b.ReportAllocs()
			// One engine per thread count, made before the clock runs: a
			// search clears the table as it starts (the same result
			// every time), and a fresh table's first touches can stall
			// tens of milliseconds in the kernel (huge pages compacted
			// on a fault; measured 0–40 ms), in one search or the other.
			engines := [3]*Engine{nil, New(Options{Threads: 1}), New(Options{Threads: 2})}
			var wall, cpu [3]time.Duration
			for b.Loop() {
				for _, g := range games {
					for _, threads := range []int{1, 2} {
						e := engines[threads]
						cpu0, start := cputime.Process(), time.Now()
						e.Search(context.Background(), g, search.Limits{Depth: c.depth}, nil)
						wall[threads] += time.Since(start)
						cpu[threads] += cputime.Process() - cpu0
					}
				}
			}
			for threads := 1; threads <= 2; threads++ {
				b.ReportMetric(float64(wall[threads].Microseconds())/1e3/float64(b.N), fmt.Sprintf("wall-ms-%dt", threads))
				b.ReportMetric(float64(cpu[threads].Microseconds())/1e3/float64(b.N), fmt.Sprintf("cpu-ms-%dt", threads))
			}
			b.ReportMetric(float64(wall[2])/float64(wall[1]), "wall-ratio")
		})
	}
}

// BenchmarkCabezaPonder reports the depth the engine finishes for its
// move when the person took 5 s to play the reply it expected: without
// pondering (a fresh 1 s search once the reply is played) and with it
// (the search started on the expected reply when the engine moved, hit
// after 5 s, then 1 s more). The position is the middlegame after the
// first two moves of the engine's own depth-6 line. Wall time: the
// person's 5 s are real.
func BenchmarkCabezaPonder(b *testing.B) {
	g := benchGame(b, cabezatest.MiddlegameString)
	line := New(Options{}).Search(context.Background(), g, search.Limits{Depth: 6}, nil)
	for _, text := range line.PV[:2] {
		if _, err := g.PlayText(text); err != nil {
			b.Fatal(err)
		}
	}
	const think, moveTime = 5 * time.Second, time.Second
	var without, with int
	for b.Loop() {
		e := New(Options{})
		without += e.Search(context.Background(), g, search.Limits{Time: moveTime}, nil).Depth
		p := &search.Ponder{}
		done := make(chan Result)
		go func() { done <- e.Search(context.Background(), g, search.Limits{Time: moveTime, Ponder: p}, nil) }()
		time.Sleep(think)
		p.Hit(time.Now(), nil)
		with += (<-done).Depth
	}
	b.ReportMetric(float64(without)/float64(b.N), "depth-without")
	b.ReportMetric(float64(with)/float64(b.N), "depth-pondering")
}
