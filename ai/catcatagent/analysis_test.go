package catcatagent

import (
	"context"
	"math"
	"slices"
	"sync"
	"testing"
	"time"

	"cabezacat/ai/internal/searchtest"
	"cabezacat/ai/search"
	"cabezacat/catcat"
)

func analysisStart(t *testing.T, n int, seed uint64, catToMove bool) catcat.Position {
	t.Helper()
	size, err := catcat.NewSize(n)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := catcat.RandomStart(size, 0.12, seed)
	if err != nil {
		t.Fatal(err)
	}
	if catToMove == (pos.Turn() == catcat.CatToMove) {
		return pos
	}
	// One move by the side to move: the catcher blocks its first legal cell.
	next, err := pos.PlayIndex(int(pos.AppendLegalIndices(nil)[0]))
	if err != nil {
		t.Fatal(err)
	}
	return next
}

func collectCatcat(pos catcat.Position, lim search.Limits, lines int) []search.Info {
	var out []search.Info
	SearchAnalysis(context.Background(), pos, lim, lines, func(in search.Info) { out = append(out, in) })
	return out
}

// replay plays a line of "x,y" moves from pos, failing on an illegal one.
func replay(t *testing.T, pos catcat.Position, pv []string) {
	t.Helper()
	for i, text := range pv {
		c, err := catcat.ParseCell(text)
		if err != nil {
			t.Fatalf("PV %v move %d %q: %v", pv, i, text, err)
		}
		if pos, err = pos.Play(c); err != nil {
			t.Fatalf("PV %v move %d %q is illegal: %v", pv, i, text, err)
		}
	}
}

func TestCatcatAnalysisDepthsLinesAndPVs(t *testing.T) {
	for _, catToMove := range []bool{false, true} {
		pos := analysisStart(t, 9, 7, catToMove)
		infos := collectCatcat(pos, search.Limits{Depth: 4}, 3)
		if len(infos) == 0 {
			t.Fatal("no depth finished")
		}
		for i, in := range infos {
			if in.Depth != i+1 {
				t.Fatalf("info %d has depth %d", i, in.Depth)
			}
			if i > 0 && in.Nodes <= infos[i-1].Nodes {
				t.Errorf("nodes do not grow: %d then %d", infos[i-1].Nodes, in.Nodes)
			}
			if len(in.PV) < in.Depth && !in.Score.IsDecided() {
				t.Errorf("depth %d: PV %v shorter than the depth", in.Depth, in.PV)
			}
			replay(t, pos, in.PV)
			if len(in.Lines) < 3 {
				t.Fatalf("depth %d: %d lines, want 3", in.Depth, len(in.Lines))
			}
			if in.Lines[0].Score != in.Score || !slices.Equal(in.Lines[0].PV, in.PV) {
				t.Errorf("depth %d: first line %v %v, best %v %v", in.Depth, in.Lines[0].Score, in.Lines[0].PV, in.Score, in.PV)
			}
			seen := map[string]bool{}
			for k, l := range in.Lines {
				replay(t, pos, l.PV)
				if k > 0 && l.Score > in.Lines[k-1].Score {
					t.Errorf("depth %d: lines not sorted: %v after %v", in.Depth, l.Score, in.Lines[k-1].Score)
				}
				if seen[l.PV[0]] {
					t.Errorf("depth %d: root move %s twice", in.Depth, l.PV[0])
				}
				seen[l.PV[0]] = true
			}
		}
	}
}

// The best move at depth d is one a plain minimax of the same tree
// prefers: every root move searched with a full window.
func TestCatcatAnalysisBestMoveIsTheSearchsChoice(t *testing.T) {
	for _, catToMove := range []bool{false, true} {
		pos := analysisStart(t, 9, 11, catToMove)
		for depth := 1; depth <= 3; depth++ {
			got := SearchAnalysis(context.Background(), pos, search.Limits{Depth: depth}, 3, nil)
			if got.Depth != depth && !got.Score.IsDecided() {
				t.Fatalf("depth %d search finished depth %d", depth, got.Depth)
			}
			an := &catcatAnalysis{s: getCatSearch(pos), catRoot: catToMove}
			an.s.innerK, an.s.inner = catcatAnalysisInnerK, catcatAnalysisInner
			an.st.Reset(context.Background(), search.Limits{})
			an.rootMoves()
			an.grow(got.Depth)
			bestScore, byMove := search.Score(math.MinInt32), map[string]search.Score{}
			for _, c := range an.root {
				var v int
				s := an.s
				if catToMove {
					if s.tab.Border[c] {
						v = -catcatWin + 1
					} else {
						from := s.cat
						s.cat = int(c)
						v = an.catcherNode(got.Depth-1, 1, math.MinInt, math.MaxInt)
						s.cat = from
					}
				} else {
					s.block(c)
					if s.trapped() {
						v = catcatWin - 1
					} else {
						v = an.catNode(got.Depth-1, 1, math.MinInt, math.MaxInt)
					}
					s.unblock(c)
				}
				sc := an.rootScore(v)
				byMove[s.size.CellAt(int(c)).String()] = sc
				bestScore = max(bestScore, sc)
			}
			putCatSearch(an.s)
			if got.Score != bestScore {
				t.Errorf("cat %v depth %d: analysis score %v, full-window minimax %v", catToMove, depth, got.Score, bestScore)
			}
			// On equal scores the analysis may keep another move (it orders
			// by the last depth): its move must score the best.
			if sc, ok := byMove[got.PV[0]]; !ok || sc != bestScore {
				t.Errorf("cat %v depth %d: analysis move %s scores %v in full-window minimax, the best is %v", catToMove, depth, got.PV[0], sc, bestScore)
			}
		}
	}
}

func TestCatcatAnalysisIsDeterministic(t *testing.T) {
	pos := analysisStart(t, 13, 5, false)
	a := collectCatcat(pos, search.Limits{Depth: 4}, 3)
	b := collectCatcat(pos, search.Limits{Depth: 4}, 3)
	if len(a) != len(b) {
		t.Fatalf("%d depths, then %d", len(a), len(b))
	}
	for i := range a {
		if a[i].Score != b[i].Score || a[i].Nodes != b[i].Nodes || !slices.Equal(a[i].PV, b[i].PV) || len(a[i].Lines) != len(b[i].Lines) {
			t.Errorf("depth %d differs: %+v vs %+v", i+1, a[i], b[i])
		}
	}
}

func TestCatcatAnalysisDecidedScores(t *testing.T) {
	size, _ := catcat.NewSize(5)
	// The cat next to the border escapes on its move: a win in 1 ply.
	pos, err := catcat.NewPosition(size, catcat.Cell{X: 1, Y: 0}, catcat.CatToMove, nil)
	if err != nil {
		t.Fatal(err)
	}
	in := SearchAnalysis(context.Background(), pos, search.Limits{Depth: 5}, 3, nil)
	if in.Score != search.WinIn(1) || in.Depth != 1 {
		t.Errorf("cat by the border: depth %d score %v, want win in 1 ply at depth 1", in.Depth, in.Score)
	}
	replay(t, pos, in.PV)
	// Five of the cat's six neighbours blocked: the catcher traps it now.
	c := catcat.Cell{X: 0, Y: 0}
	nb := c.Neighbours()
	pos, err = catcat.NewPosition(size, c, catcat.CatcherToMove, nb[:5])
	if err != nil {
		t.Fatal(err)
	}
	in = SearchAnalysis(context.Background(), pos, search.Limits{Depth: 5}, 3, nil)
	if in.Score != search.WinIn(1) || len(in.PV) != 1 || in.PV[0] != nb[5].String() {
		t.Errorf("catcher to trap: score %v PV %v, want win in 1 by %v", in.Score, in.PV, nb[5])
	}
	over, _ := pos.Play(nb[5])
	if got := SearchAnalysis(context.Background(), over, search.Limits{}, 3, nil); got.Depth != 0 {
		t.Errorf("a finished game gave depth %d", got.Depth)
	}
}

// A cancel in the middle of a depth: the analysis returns, stops looking
// (so stops counting nodes) at once, reports no depth after the cancel,
// and returns the last depth it reported. The cancel comes on the
// context's 40th look, a point that does not depend on the machine's
// speed; how long a real cancel takes is BenchmarkCatcatAnalysisCancel.
func TestCatcatAnalysisStopsOnCancelAndLimits(t *testing.T) {
	pos := analysisStart(t, 45, 3, false)
	ctx := searchtest.NewCancelAtLook(40)
	var reported []search.Info
	var looksAtReport []int64
	in := SearchAnalysis(ctx, pos, search.Limits{}, 3, func(in search.Info) {
		reported = append(reported, in)
		looksAtReport = append(looksAtReport, ctx.Looks.Load())
	})
	looks := ctx.Looks.Load()
	if looks < 40 {
		t.Fatalf("the analysis returned after %d looks at its context, before the cancel", looks)
	}
	// After the cancelling look, at most one more: the driver's check
	// before a new depth.
	if looks > 41 {
		t.Errorf("the analysis looked at its context %d times after the cancel: it kept searching", looks-40)
	}
	if len(reported) == 0 {
		t.Fatal("no depth reported before the cancel")
	}
	for i, l := range looksAtReport {
		if l >= 40 {
			t.Errorf("depth %d reported after the cancel (look %d)", reported[i].Depth, l)
		}
	}
	last := reported[len(reported)-1]
	if in.Depth != last.Depth || in.Nodes != last.Nodes || !slices.Equal(in.PV, last.PV) {
		t.Errorf("returned depth %d nodes %d, want the last reported: depth %d nodes %d", in.Depth, in.Nodes, last.Depth, last.Nodes)
	}

	// A real cancel from another goroutine: the analysis returns (a hang
	// is caught by go test's own timeout) with what it reported last.
	real, cancel := context.WithCancel(context.Background())
	first := make(chan struct{})
	var once sync.Once
	var mu sync.Mutex
	var lastReported search.Info
	go func() { <-first; cancel() }()
	got := SearchAnalysis(real, pos, search.Limits{}, 3, func(in search.Info) {
		mu.Lock()
		lastReported = in
		mu.Unlock()
		once.Do(func() { close(first) })
	})
	mu.Lock()
	if got.Depth == 0 || got.Depth != lastReported.Depth {
		t.Errorf("cancelled analysis returned depth %d, last reported %d", got.Depth, lastReported.Depth)
	}
	mu.Unlock()

	lim := SearchAnalysis(context.Background(), pos, search.Limits{Nodes: 5000}, 3, nil)
	if lim.Depth == 0 || lim.Nodes > 5000+search.CheckEvery {
		t.Errorf("node limit 5000: depth %d nodes %d", lim.Depth, lim.Nodes)
	}
}

// BenchmarkCatcatAnalysisCancel measures how long a cancelled analysis
// (45×45, after its first depth) takes to return: cancel-ms.
func BenchmarkCatcatAnalysisCancel(b *testing.B) {
	size, _ := catcat.NewSize(45)
	pos, _ := catcat.RandomStart(size, 0.12, 3)
	b.ReportAllocs()
	var total time.Duration
	for b.Loop() {
		ctx, cancel := context.WithCancel(context.Background())
		var once sync.Once
		first := make(chan struct{})
		at := make(chan time.Time, 1)
		go func() { <-first; t := time.Now(); cancel(); at <- t }()
		SearchAnalysis(ctx, pos, search.Limits{}, 3, func(search.Info) { once.Do(func() { close(first) }) })
		total += time.Since(<-at)
	}
	b.ReportMetric(float64(total.Microseconds())/1e3/float64(b.N), "cancel-ms")
}

func BenchmarkCatcatAnalysisDepth4On21(b *testing.B) {
	size, _ := catcat.NewSize(21)
	pos, _ := catcat.RandomStart(size, 0.1, 1)
	b.ReportAllocs()
	for b.Loop() {
		SearchAnalysis(context.Background(), pos, search.Limits{Depth: 4}, 3, nil)
	}
}
