package cabezaengine

import (
	"context"
	"os"
	"strconv"
	"testing"

	"cabezacat/ai/internal/cabezatest"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// TestSMPNodeRatio measures what Lazy SMP's helpers cost: the nodes of
// all threads to finish a depth over those of one thread (what the
// threads cost in CPU), and the main thread's own nodes over one
// thread's (with a free core per thread, about the wall time: the
// helpers run as long as it does), on the start, the middlegame and 9
// positions of random games. A search on more than one thread is
// nondeterministic, so each position runs several times; and the ratio
// moves with the machine's load (threads that share a core interleave
// differently), so compare settings alternated, back to back. Set
// CABEZA_SMP_RUNS (e.g. 3) to run it; CABEZA_SMP_DEPTH sets the depth
// (default 9), CABEZA_SMP_THREADS the threads (default 2),
// CABEZA_SMP_TT the table's MiB (default 16).
func TestSMPNodeRatio(t *testing.T) {
	runs, _ := strconv.Atoi(os.Getenv("CABEZA_SMP_RUNS"))
	if runs <= 0 {
		t.Skip("set CABEZA_SMP_RUNS to measure")
	}
	depth := 9
	if d, err := strconv.Atoi(os.Getenv("CABEZA_SMP_DEPTH")); err == nil && d > 0 {
		depth = d
	}
	threads := 2
	if n, err := strconv.Atoi(os.Getenv("CABEZA_SMP_THREADS")); err == nil && n > 1 {
		threads = min(n, MaxThreads)
	}
	tt, _ := strconv.Atoi(os.Getenv("CABEZA_SMP_TT"))
	texts := []string{cabeza.StartString, cabezatest.MiddlegameString}
	for i, p := range randomPositions(30, 3, 24) {
		if i%8 == 5 {
			texts = append(texts, p.String())
		}
	}
	// Each run searches once with the depth ended by the first thread to
	// finish it (smpYield) and once without, back to back, so that both
	// see the same load. The time to the depth, on free cores, is the
	// nodes of the thread whose finish ended it: without smpYield always
	// the main thread, with it the first of all (the fewest own nodes).
	defer func(was, h bool) { smpYield, smpHelpersYield = was, h }(smpYield, smpHelpersYield)
	var sum [3][2]float64 // [old, new, new with the main thread alone yielding][all threads, time to depth]
	worst := [3]float64{}
	for _, text := range texts {
		g := *cabeza.NewGame(mustPosition(t, text))
		one := New(Options{Threads: 1, TTMegabytes: tt}).Search(context.Background(), g, search.Limits{Depth: depth}, nil)
		var all, toDepth [3]int64
		for range runs {
			for k, yield := range []bool{false, true, true} {
				smpYield, smpHelpersYield = yield, k == 1
				e := New(Options{Threads: threads, TTMegabytes: tt})
				res := e.Search(context.Background(), g, search.Limits{Depth: depth}, nil)
				if res.Depth != depth {
					t.Fatalf("%s: depth %d, want %d", text, res.Depth, depth)
				}
				all[k] += res.Nodes
				first := e.s.doneAt[depth]
				if yield {
					for _, h := range e.helpers {
						if n := h.doneAt[depth]; n > 0 && (first == 0 || n < first) {
							first = n
						}
					}
				}
				if first == 0 {
					t.Fatalf("%s: no thread finished depth %d", text, depth)
				}
				toDepth[k] += first
			}
		}
		var r [3][2]float64
		for k := range 3 {
			r[k][0] = float64(all[k]) / float64(runs) / float64(one.Nodes)
			r[k][1] = float64(toDepth[k]) / float64(runs) / float64(one.Nodes)
			sum[k][0] += r[k][0]
			sum[k][1] += r[k][1]
			worst[k] = max(worst[k], r[k][1])
		}
		t.Logf("%-60s 1 thread %8d; all threads %.3f → %.3f / %.3f; time to depth %.3f → %.3f / %.3f",
			text, one.Nodes, r[0][0], r[1][0], r[2][0], r[0][1], r[1][1], r[2][1])
	}
	n := float64(len(texts))
	t.Logf("depth %d, %d threads, %d runs, without → with the first finisher ending a depth / the same with the helpers not yielding: all threads' nodes %.3f → %.3f / %.3f of one thread's; time to depth (nodes of the thread that ended it) %.3f → %.3f / %.3f, worst position %.3f → %.3f / %.3f",
		depth, threads, runs, sum[0][0]/n, sum[1][0]/n, sum[2][0]/n, sum[0][1]/n, sum[1][1]/n, sum[2][1]/n, worst[0], worst[1], worst[2])
}
