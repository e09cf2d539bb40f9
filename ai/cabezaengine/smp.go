package cabezaengine

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// Lazy SMP: a search on N threads is the main thread's search, as on one
// thread, plus N-1 helpers that search the same root at the same time,
// each with its own stack, killers, history and evaluation cache, all
// sharing the transposition table (tt.go: lock-free, a torn slot is never
// used; in buckets of two slots, below). The helpers' results reach the main thread only through the
// table: it finds the lines they searched already scored and bounded, and
// goes deeper sooner. The main thread alone decides when to stop and what
// to play; the helpers stop when it does. So the threads' speed-up is in
// the time to a depth, and a search on one thread is exactly the search
// without helpers.
//
// The helpers search every depth the main thread does (none below it:
// a helper that fell behind starts at the main thread's). What sets them
// apart is timing (each finds the entries the others stored a moment
// before, and goes its own way through the tree) and their root moves:
// past the first (the last depth's best, searched first by all), helper
// i of N-1 takes them turned round by i/N of their number, so that the
// main thread, which takes them in order, finds the later ones already
// searched. Measured on 5 positions of random games at depth 9, the
// nodes of both threads together to finish a depth (a proxy for their
// CPU time which the machine's load does not bend; one thread = 1) were
// 1.07, 1.18 and 1.15 with the root moves turned, 1.27, 1.24 and 1.17
// with them in order, 1.64 with Stockfish's old skip blocks (half the
// helpers skip every other depth) and 1.48 with a helper a depth ahead
// of the main thread: skipping depths leaves the main thread without
// the entries it needs next.
//
// Tried later and dropped (issue 30). TestSMPNodeRatio, 11 positions at
// depth 9, 3–4 runs each, settings alternated back to back at load 5–12:
// this search 1.31 on average over 9 measurements (1.22–1.39, the
// noise); ABDADA's deferral (a shared table of the nodes being searched;
// a later move whose child another thread is in waits for the node's
// other moves) 1.37 from depth 3 on (4 measurements), 1.38 from depth 2,
// 1.33 from depth 4, 1.32 with the helpers alone deferring (2); helpers
// taking exact table scores at PV nodes too 1.32 (7); the helper's root
// moves reversed instead of turned 1.34 (2). A table of 256 MiB instead
// of 16 gave 1.26 and 1.37: its size (so its replacement) is not what
// costs. The main thread's own nodes were 0.60 of one thread's (0.48–0.86).
//
// Also dropped: ending a depth when any thread finishes it (one line, no
// randomness), the main thread adopting the finisher's move, score and
// line (a Stopper yield at the next look at the clock). The time to
// depth 9 in nodes of the thread whose finish ended it, over one
// thread's, 11 positions, 3 runs, alternated with this search at load
// 2.7–5.3: this search 0.656 0.612 0.672 0.704 0.682, every thread
// yielding 0.780 0.632 0.628 0.677 0.693, the helpers not yielding 0.659
// 0.693 0.696; the worst position no better (0.76–0.87 here, 0.83–1.33
// and 0.79–1.06 there). Probably threads that end each depth together
// lose the drift apart that Lazy SMP lives on. The code is in this
// file's history (commits 5eb023d–75f1727, reverted after).
//
// Then (issue 30, smp4), TestSMPNodeRatio at depth 9, 3 runs a
// measurement, alternated back to back with the search as it was, at
// load 4–13: the main thread's nodes over one thread's, the mean of
// the 11 positions, was 0.643 for the old search over 13
// measurements (0.608–0.676; the middlegame 0.523, its worst position
// 0.876). Kept: buckets of two slots in the table of a search on several
// threads (the first slot keeps the deeper result, the second is always
// replaced; tt.go) and helpers that never start a depth below the main
// thread's: 0.608 over 13 (0.524–0.645; the middlegame 0.492, the worst
// position 0.726 — the start, 0.701 before: noise). Either alone did
// not show it: the buckets 0.630 (8), the helpers' depth 0.664 (9). At
// depth 10 (2 measurements each, load 8–10): 0.713 and 0.649 before,
// 0.583 and 0.554 after (the middlegame 0.697 → 0.645, the worst
// position 0.883 → 0.758). A table of one thread keeps one slot per index, so one thread searches
// the pinned tree: with the buckets it would need 0.75–1.55 of the nodes
// by position (1.55 from the start), the tree being that sensitive to
// what the table keeps (a 256 MiB table makes the start's 472315 nodes
// 731362). Counted, a helper's stores seldom overwrite a deeper entry of
// another position (2 threads 0.15% of the nodes, 1 thread 0.10%), so
// why the buckets help is not clear. Issue 30's goal, a main-thread
// mean of 0.55 or less, is not reached at depth 9.
//
// In wall time, on a quiet 2-core machine (BenchmarkCabezaSMPTimeToDepth,
// 1 and 2 threads alternated in each iteration, 3–8 iterations, load
// 0.9–1.8), the 2-thread search reaches a depth in this share of the
// 1-thread time: the start 0.55–0.58 at depth 11, 0.51 at 13 (0.60–0.62
// with a fresh engine per search, its table's first touches timed),
// 0.46–0.50 at 14; the middlegame 0.62–0.65 at 10, 0.43–0.49 at 12; the
// 11 positions 0.68–0.71 at depth 9, 0.50–0.52 at depth 11. Lazy SMP gains
// with depth: a search's first iterations, a larger share of a shallow
// one, gain little. Part of it is the buckets: one thread with them
// (not kept: the pins) takes 0.82 of its time on the 11 positions at
// depth 11, against which 2 threads take 0.59.
//
// Dropped: a speculative root split. From depth 2 on the helper left
// the last depth's best move to the main thread and took the other root
// moves first, from the end, each with a null window a margin below the
// last depth's score (its bound in the table cuts the main thread's
// null-window search of the move at once), a move beating it searched in
// full, the best move last: 0.766 at a margin of 0 (4 measurements),
// 0.789 at 10 (3), 0.955 at 30 (4), 0.764 at 10 with helpers that never
// lag (3), the worst positions 0.93–1.38. The main thread is alone in
// the first move, a third to a half of a depth's nodes; and the score
// moves between depths by more than a small margin (from the start, 12
// at depth 8, -1 for that move at depth 9), so the helper's bounds are
// often above the main thread's and cut nothing. The code is in commit
// fb2a803 (smpsplit.go, removed after).

// MaxThreads bounds Options.Threads: every thread has a search stack and
// root moves of its own (about 400 KB).
const MaxThreads = 64

// threads is how many threads a search runs on.
func (o Options) threads() int {
	return min(max(o.Threads, 1), MaxThreads)
}

// helpers returns the engine's helper searches (Threads-1), made the
// first time they are needed: they share the main search's table.
func (e *Engine) helperSearches() []*cabezaSearch {
	n := e.opts.threads() - 1
	for len(e.helpers) < n {
		e.helpers = append(e.helpers, &cabezaSearch{
			opts:  e.opts,
			terms: e.s.terms,
			tt:    e.s.tt,
			roots: make([]rootMove, 0, cap(e.s.roots)),
		})
	}
	return e.helpers[:n]
}

// startHelpers sets every helper at the main search's root (prepared)
// and starts it, within the node limit nodes (0: none), told the depth
// the main thread is in by mainDepth; stop cancels them and waits until
// all have returned, so nothing runs on the engine's searches once it
// has.
func (e *Engine) startHelpers(ctx context.Context, nodes int64, total *atomic.Int64, mainDepth *atomic.Int32) (stop func()) {
	helpers := e.helperSearches()
	if len(helpers) == 0 {
		return func() {}
	}
	hctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for i, h := range helpers {
		h.startAt(e.s)
		// The cancel stops a helper, or the threads' nodes together
		// reaching a node limit: each looks at the total as the main
		// thread does, and a main thread kept waiting by a busy machine
		// cannot let the others run on past it.
		h.st.Reset(hctx, search.Limits{Nodes: nodes})
		h.st.Share(total)
		wg.Add(1)
		go func(id int) {
			defer wg.Done()
			h.help(id, len(helpers)+1, mainDepth)
		}(i + 1)
	}
	return func() {
		cancel()
		wg.Wait()
	}
}

// startAt sets h at main's root, as main's prepare left it (the table
// cleared, the root moves listed and ordered), with ordering memory of
// its own.
func (h *cabezaSearch) startAt(main *cabezaSearch) {
	h.killers = [maxPly + 1][2]cabeza.Move{}
	h.history = [2][histSize]int32{}
	h.seen = main.seen
	h.pre = append(h.pre[:0], main.pre...)
	h.frames[0] = main.frames[0]
	h.roots = append(h.roots[:0], main.roots...)
	h.multiPV = 1 // a helper fills the table for the best line; the main thread gives the lines
	h.partialOK = false
}

// help is a helper's iterative deepening, until it is stopped or has
// searched the deepest depth. It never starts a depth below the one the
// main thread is in (mainDepth): a helper that fell behind would fill
// the table with a depth the main thread no longer needs.
func (h *cabezaSearch) help(id, threads int, mainDepth *atomic.Int32) {
	for depth := 1; depth <= search.MaxDepth; depth++ {
		depth = max(depth, int(mainDepth.Load()))
		if r := h.roots[min(1, len(h.roots)):]; depth > 1 {
			turnRound(r, len(r)*id/threads)
		}
		if !h.searchRoot(depth) {
			return
		}
	}
}

// turnRound moves r's first k moves to its end, in place.
func turnRound(r []rootMove, k int) {
	if k <= 0 || k >= len(r) {
		return
	}
	slices.Reverse(r[:k])
	slices.Reverse(r[k:])
	slices.Reverse(r)
}
