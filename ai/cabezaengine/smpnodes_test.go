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
	var sumAll, sumMain float64
	for _, text := range texts {
		g := *cabeza.NewGame(mustPosition(t, text))
		one := New(Options{Threads: 1, TTMegabytes: tt}).Search(context.Background(), g, search.Limits{Depth: depth}, nil)
		var all, main int64
		for range runs {
			e := New(Options{Threads: threads, TTMegabytes: tt})
			all += e.Search(context.Background(), g, search.Limits{Depth: depth}, nil).Nodes
			main += e.s.st.Nodes()
		}
		rAll := float64(all) / float64(runs) / float64(one.Nodes)
		rMain := float64(main) / float64(runs) / float64(one.Nodes)
		sumAll, sumMain = sumAll+rAll, sumMain+rMain
		t.Logf("%-60s 1 thread %8d nodes; %d threads %8d (%.3f), main thread %.3f",
			text, one.Nodes, threads, all/int64(runs), rAll, rMain)
	}
	n := float64(len(texts))
	t.Logf("depth %d, %d threads, %d runs: all threads' nodes %.3f of one thread's, the main thread's %.3f",
		depth, threads, runs, sumAll/n, sumMain/n)
}
