package cabezaengine

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"cabezacat/ai/internal/cabezatest"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// A slot torn by two writers — the check word of one entry, the data
// word of another — reads as empty, for either position and for two
// entries of the same position (where a torn read would hand the search
// one write's move with the other's score and depth).
func TestTTTornSlotIsNeverRead(t *testing.T) {
	tt := newTransTable(1)
	const a uint64 = 0x0123456789ABC000
	b := uint64(a ^ 1<<50) // the same slot: the index is the low bits
	words := func(key uint64, move uint32, score search.Score, depth int) (check, data uint64) {
		tt.store(key, move, score, depth, boundExact)
		s := &tt.slots[key&tt.mask]
		return s.check.Load(), s.data.Load()
	}
	a1c, a1d := words(a, 11, 40, 5)
	a2c, a2d := words(a, 22, -300, 9)
	bc, bd := words(b, 33, 7, 2)
	if a&tt.mask != b&tt.mask {
		t.Fatal("the keys are meant to share a slot")
	}
	for _, c := range []struct {
		name        string
		check, data uint64
	}{
		{"a's check, b's data", a1c, bd},
		{"b's check, a's data", bc, a2d},
		{"a's first check, a's second data", a1c, a2d},
		{"a's second check, a's first data", a2c, a1d},
	} {
		s := &tt.slots[a&tt.mask]
		s.check.Store(c.check)
		s.data.Store(c.data)
		for _, key := range []uint64{a, b} {
			if e, ok := tt.probe(key); ok {
				t.Errorf("%s: probe(%#x) used the torn slot: %+v", c.name, key, e)
			}
		}
	}
	// Whole slots still read.
	for _, c := range []struct {
		key         uint64
		check, data uint64
		move        uint32
	}{{a, a1c, a1d, 11}, {a, a2c, a2d, 22}, {b, bc, bd, 33}} {
		s := &tt.slots[c.key&tt.mask]
		s.check.Store(c.check)
		s.data.Store(c.data)
		if e, ok := tt.probe(c.key); !ok || e.move != c.move {
			t.Errorf("whole slot of %#x reads %+v, %v; want move %d", c.key, e, ok, c.move)
		}
	}
}

// Threads that write the same few slots while others read them: every
// hit is an entry one writer wrote whole. A writer's entry is its key's
// own (the move and score say which key and which write), so a reader
// that met half of one write and half of another would see a move and a
// score that do not belong together.
func TestTTConcurrentWritersNeverTearAReader(t *testing.T) {
	for _, two := range []bool{false, true} {
		t.Run(fmt.Sprintf("two-slot-buckets-%v", two), func(t *testing.T) { concurrentWriters(t, two) })
	}
}

func concurrentWriters(t *testing.T, twoSlots bool) {
	tt := newTransTable(1)
	tt.twoSlots = twoSlots
	keys := []uint64{0x1111_0000_0000_0007, 0x2222_0000_0000_0007, 0x3333_0000_0000_0007}
	// One whole entry for each key before anyone starts, so a reader has
	// something to hit whatever order the scheduler runs the goroutines
	// in (on a loaded machine the readers could otherwise finish before
	// a writer had written, and a probe that never hits tests nothing).
	for _, k := range keys {
		tt.store(k, uint32(k>>48), 0, 0, boundExact)
	}
	const writes = 20000
	var writers, readers sync.WaitGroup
	var writing atomic.Bool
	writing.Store(true)
	for w := range 3 {
		writers.Add(1)
		go func() {
			defer writers.Done()
			for i := range writes {
				k := keys[(i+w)%len(keys)]
				n := uint32(i*3 + w)
				tt.store(k, n^uint32(k>>48), search.Score(n%1000), int(n%50), boundExact)
			}
		}()
	}
	var torn, hits int
	var mu sync.Mutex
	for range 2 {
		readers.Add(1)
		go func() {
			defer readers.Done()
			var h, bad int
			// Read for as long as anyone writes, and at least a fixed
			// number of times.
			for i := 0; i < writes*3 || writing.Load(); i++ {
				k := keys[i%len(keys)]
				e, ok := tt.probe(k)
				if !ok {
					continue
				}
				h++
				n := e.move ^ uint32(k>>48)
				if search.Score(e.score) != search.Score(n%1000) || int(e.depth) != int(n%50) {
					bad++
				}
			}
			mu.Lock()
			hits, torn = hits+h, torn+bad
			mu.Unlock()
		}()
	}
	writers.Wait()
	writing.Store(false)
	readers.Wait()
	if torn > 0 {
		t.Fatalf("%d of %d hits were torn entries", torn, hits)
	}
	if hits == 0 {
		t.Fatal("the readers never hit: the test tested nothing")
	}
}

// A search on one thread is the search without helpers: Threads 1 gives
// the pinned trees.
func TestSMPOneThreadIsThePinnedSearch(t *testing.T) {
	skipSlowPinUnderRace(t)
	for _, c := range pinnedSearches {
		p := mustPosition(t, c.text)
		res := New(Options{Threads: 1}).Search(context.Background(), *cabeza.NewGame(p), search.Limits{Depth: c.depth}, nil)
		if res.Nodes != c.nodes || res.Score != c.score || res.Move.String() != c.move {
			t.Errorf("%s depth %d on 1 thread: got {%d, %d, %q}, pinned {%d, %d, %q}",
				c.text, c.depth, res.Nodes, res.Score, res.Move, c.nodes, c.score, c.move)
		}
	}
	var got []string
	for _, p := range pinPositions() {
		g := cabeza.NewGame(p)
		if g.Status().Over() {
			continue
		}
		res := New(Options{Threads: 1}).Search(context.Background(), *g, search.Limits{Depth: 6}, nil)
		got = append(got, fmt.Sprintf("%d %d %s", res.Nodes, res.Score, res.Move))
	}
	if fmt.Sprintf("%q", got) != fmt.Sprintf("%q", pinnedRandomSearches) {
		t.Errorf("1-thread searches differ from the pins:\ngot    %#v\npinned %#v", got, pinnedRandomSearches)
	}
}

// The SMP search, under the race detector in CI: four threads (more than
// the machine's cores, so they interleave) search to a depth, within a
// time, within nodes and until cancelled, on one engine again and again.
// Each answers a legal move of the depth asked for; decided scores are
// the ones one thread finds; the helpers have all returned when Search
// has.
func TestSMPSearch(t *testing.T) {
	e := New(Options{Threads: 4, TTMegabytes: 2})
	before := runtime.NumGoroutine()
	mid := gameAt(t, cabezatest.MiddlegameString)
	for range 2 {
		res := e.Search(context.Background(), *mid, search.Limits{Depth: 4}, nil)
		p := mid.Position()
		if !res.OK || !p.IsLegal(res.Move) || res.Depth != 4 || res.Nodes <= 0 {
			t.Fatalf("depth 4 on 4 threads: %+v", res)
		}
	}
	res := e.Search(context.Background(), *gameAt(t, cabezatest.CrushInOne), search.Limits{Depth: 4}, nil)
	if !res.Move.IsWin() || res.Score != search.WinIn(1) {
		t.Fatalf("win on the move on 4 threads: %v %v", res.Move, res.Score)
	}
	// Decided scores agree with one thread's on positions of random games.
	one := New(Options{})
	for i, p := range randomPositions(5, 12, 40) {
		if i%8 != 0 {
			continue
		}
		g := cabeza.NewGame(p)
		a := one.Search(context.Background(), *g, search.Limits{Depth: 3}, nil)
		b := e.Search(context.Background(), *g, search.Limits{Depth: 3}, nil)
		if a.Score.IsDecided() != b.Score.IsDecided() || (a.Score.IsDecided() && a.Score != b.Score) {
			t.Errorf("%s: 1 thread %v, 4 threads %v", p.String(), a.Score, b.Score)
		}
	}
	// A node limit bounds every thread's nodes together.
	res = e.Search(context.Background(), *mid, search.Limits{Nodes: 30_000}, nil)
	if res.Nodes > 30_000+4*search.CheckEvery || res.Nodes < 30_000 {
		t.Errorf("30000-node search on 4 threads counted %d", res.Nodes)
	}
	// A time limit and a cancel stop the helpers too.
	res = e.Search(context.Background(), *mid, search.Limits{Time: 50 * time.Millisecond}, nil)
	if !res.OK {
		t.Fatalf("timed search: %+v", res)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan Result)
	go func() { done <- e.Search(ctx, *mid, search.Limits{}, nil) }()
	time.Sleep(20 * time.Millisecond)
	cancel()
	select {
	case res = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("a cancelled 4-thread search did not return")
	}
	if !res.OK {
		t.Fatalf("cancelled search: %+v", res)
	}
	// The helpers have returned: no goroutine of the search is left.
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines after the searches, %d before", n, before)
	}
}

// Progress reports count every thread's nodes, and the result counts
// them all once the helpers have stopped.
func TestSMPCountsEveryThreadsNodes(t *testing.T) {
	mid := gameAt(t, cabezatest.MiddlegameString)
	var last search.Info
	e := New(Options{Threads: 2})
	res := e.Search(context.Background(), *mid, search.Limits{Depth: 6}, func(in search.Info) { last = in })
	main := e.s.st.Nodes()
	helper := e.helpers[0].st.Nodes()
	if helper == 0 || res.Nodes != main+helper {
		t.Fatalf("result counts %d nodes; main thread %d, helper %d", res.Nodes, main, helper)
	}
	if last.Nodes > res.Nodes || last.Nodes < main-search.CheckEvery {
		t.Fatalf("last info counts %d nodes; main thread %d, all %d", last.Nodes, main, res.Nodes)
	}
}

func TestTurnRound(t *testing.T) {
	r := make([]rootMove, 5)
	for i := range r {
		r[i].move = cabeza.Move(i + 1)
	}
	turnRound(r, 2)
	var got []cabeza.Move
	for _, x := range r {
		got = append(got, x.move)
	}
	if fmt.Sprint(got) != fmt.Sprint([]cabeza.Move{3, 4, 5, 1, 2}) {
		t.Fatalf("turned round by 2: %v", got)
	}
}

// A helper never starts a depth below the one the main thread is in:
// told the main thread is at depth 7, a helper's first iteration is
// depth 7, which 2000 nodes cannot finish, so its root moves are only
// turned round once. (Starting at depth 1, it would have finished the
// shallow depths and sorted its moves by their scores.)
func TestSMPHelperStartsAtTheMainThreadsDepth(t *testing.T) {
	e := New(Options{Threads: 2})
	if res := e.Search(context.Background(), *cabeza.NewGame(mustPosition(t, cabeza.StartString)), search.Limits{Depth: 1}, nil); !res.OK {
		t.Fatal("no depth-1 search")
	}
	h := e.helperSearches()[0]
	h.startAt(e.s)
	want := slices.Clone(h.roots)
	turnRound(want[1:], (len(want)-1)/2)
	var mainDepth atomic.Int32
	mainDepth.Store(7)
	h.st.Reset(context.Background(), search.Limits{Nodes: 2000})
	h.help(1, 2, &mainDepth)
	if h.st.Nodes() == 0 {
		t.Fatal("the helper searched nothing")
	}
	for i := range want {
		if h.roots[i].move != want[i].move {
			t.Fatalf("root move %d is %v, want %v: the helper finished a depth below the main thread's", i, h.roots[i].move, want[i].move)
		}
	}
}
