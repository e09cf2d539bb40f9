package cabezaengine

import (
	"context"
	"slices"
	"testing"
	"time"

	"cabezacat/ai/internal/cabezatest"
	"cabezacat/ai/internal/searchtest"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

func gameAt(t testing.TB, text string) *cabeza.Game {
	t.Helper()
	return cabeza.NewGame(mustPosition(t, text))
}

func TestSearchTakesAWinOnTheMove(t *testing.T) {
	e := New(Options{})
	res := e.Search(context.Background(), *gameAt(t, cabezatest.CrushInOne), search.Limits{Depth: 4}, nil)
	if !res.OK || !res.Move.IsWin() || res.Score != search.WinIn(1) || res.Score.String() != "win 1" {
		t.Fatalf("got %v score %v (%d), want a winning move scored WinIn(1)", res.Move, res.Score, res.Score)
	}
	if len(res.PV) != 1 || res.PV[0] != res.Move.String() {
		t.Fatalf("PV %v, want just %v", res.PV, res.Move)
	}
}

// replayLine plays a PV from p and returns the positions' last move.
func replayLine(t *testing.T, p cabeza.Position, pv []string) cabeza.Move {
	t.Helper()
	var last cabeza.Move
	for i, text := range pv {
		if last.IsWin() {
			t.Fatalf("PV %v goes on after a win at %d", pv, i)
		}
		m, err := cabeza.ParseMove(p, text)
		if err != nil {
			t.Fatalf("PV %v, move %d: %v", pv, i, err)
		}
		p, last = p.Play(m), m
	}
	return last
}

// Decided scores mean what they say: a win in n plies has a PV of n
// plies ending in the side to move's win; a loss in n plies one ending
// in the opponent's. Wins on the move are always taken at once (a sooner
// win beats a later one), and a lost side picks the move that loses
// latest.
func TestSearchDecidedScoresMatchTheirLines(t *testing.T) {
	e := New(Options{MultiPV: cabeza.MaxMoves, NoReductions: true})
	wins, losses, immediate := 0, 0, 0
	for i, p := range randomPositions(5, 12, 40) {
		if i%3 != 0 {
			continue
		}
		var lines []search.Line
		res := e.Search(context.Background(), *cabeza.NewGame(p), search.Limits{Depth: 3}, func(info search.Info) { lines = info.Lines })
		if !res.OK {
			continue
		}
		if _, ok := p.WinningMove(); ok {
			immediate++
			if res.Score != search.WinIn(1) || !res.Move.IsWin() {
				t.Fatalf("%s has a win on the move; search gave %v %v", p.String(), res.Move, res.Score)
			}
		}
		if !res.Score.IsDecided() {
			continue
		}
		if len(res.PV) != res.Score.Plies() {
			t.Fatalf("%s: %v but PV %v", p.String(), res.Score, res.PV)
		}
		last := replayLine(t, p, res.PV)
		if !last.IsWin() {
			t.Fatalf("%s: %v but PV %v does not end in a win", p.String(), res.Score, res.PV)
		}
		if wantMover := p.Side(); res.Score.IsLoss() {
			losses++
			if last.Player() == wantMover {
				t.Fatalf("%s: loss but the PV ends in our win", p.String())
			}
			for _, l := range lines {
				if l.Score > res.Score {
					t.Fatalf("%s: best %v but line %v scores %v", p.String(), res.Score, l.PV, l.Score)
				}
			}
		} else {
			wins++
			if last.Player() != wantMover {
				t.Fatalf("%s: win but the PV ends in the opponent's win", p.String())
			}
		}
	}
	if wins == 0 || losses == 0 || immediate == 0 {
		t.Fatalf("sample too tame: %d wins, %d losses, %d wins on the move", wins, losses, immediate)
	}
}

func TestSearchFixedDepthIsDeterministic(t *testing.T) {
	g := gameAt(t, cabezatest.MiddlegameString)
	run := func(e *Engine) Result {
		return e.Search(context.Background(), *g, search.Limits{Depth: 5}, nil)
	}
	e := New(Options{})
	a := run(e)
	b := run(e)
	c := run(New(Options{}))
	for _, r := range []Result{b, c} {
		if r.Move != a.Move || r.Score != a.Score || r.Nodes != a.Nodes || !slices.Equal(r.PV, a.PV) || r.Depth != 5 {
			t.Fatalf("fixed-depth searches differ: %+v vs %+v", a, r)
		}
	}
}

// A search whose time is up stops after its first depth (which always
// finishes, so there is a move) and starts no other. How far past its
// limit a real search runs is BenchmarkCabezaTimeLimitOvershoot.
func TestSearchKeepsItsTimeLimit(t *testing.T) {
	g := gameAt(t, cabeza.StartString)
	e := New(Options{})
	res := e.Search(context.Background(), *g, search.Limits{Time: time.Nanosecond}, nil)
	if !res.OK || res.Depth != 1 {
		t.Fatalf("a search out of time gave %+v, want depth 1 and a move", res)
	}
	if !slices.Contains(g.LegalMoves(), res.Move) {
		t.Fatalf("move %v is not legal", res.Move)
	}
}

// A cancel in the middle of a depth (the context's 30th look, not a
// moment on the clock): the search returns with the last finished
// depth's move, reports no depth after it, and stops looking at once.
// How long a real cancel takes is BenchmarkCabezaCancel.
func TestSearchCancelReturnsQuickly(t *testing.T) {
	g := gameAt(t, cabeza.StartString)
	e := New(Options{})
	ctx := searchtest.NewCancelAtLook(30)
	var last search.Info
	res := e.Search(ctx, *g, search.Limits{}, func(in search.Info) {
		if ctx.Looks.Load() >= 30 {
			t.Errorf("depth %d reported after the cancel", in.Depth)
		}
		last = in
	})
	if looks := ctx.Looks.Load(); looks < 30 || looks > 31 {
		t.Errorf("the search looked at its context %d times; want the cancelling 30th and at most one more", looks)
	}
	if !res.OK || res.Move == cabeza.NoMove || res.Depth != last.Depth {
		t.Fatalf("cancelled search gave %+v, last reported depth %d", res, last.Depth)
	}
}

// A search whose context is cancelled before it starts still answers
// with a legal move (its first depth always finishes).
func TestSearchCancelledBeforeStartStillMoves(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g := gameAt(t, cabezatest.MiddlegameString)
	res := New(Options{}).Search(ctx, *g, search.Limits{}, nil)
	p := g.Position()
	if !res.OK || !p.IsLegal(res.Move) || res.Depth != 1 {
		t.Fatalf("got %+v", res)
	}
}

func TestSearchNodeLimit(t *testing.T) {
	g := gameAt(t, cabeza.StartString)
	res := New(Options{}).Search(context.Background(), *g, search.Limits{Nodes: 50_000}, nil)
	if !res.OK || res.Nodes > 50_000+search.CheckEvery || res.Nodes < 40_000 {
		t.Fatalf("node-limited search: %+v", res)
	}
}

func TestSearchInfoPerDepth(t *testing.T) {
	g := gameAt(t, cabezatest.MiddlegameString)
	var infos []search.Info
	res := New(Options{}).Search(context.Background(), *g, search.Limits{Depth: 5}, func(i search.Info) { infos = append(infos, i) })
	if len(infos) != 5 {
		t.Fatalf("%d infos for depth 5", len(infos))
	}
	for i, info := range infos {
		if info.Depth != i+1 || len(info.PV) == 0 || info.Time <= 0 || info.Lines != nil {
			t.Fatalf("info %d: %+v", i, info)
		}
		if i > 0 && info.Nodes <= infos[i-1].Nodes {
			t.Fatalf("nodes do not grow: %d then %d", infos[i-1].Nodes, info.Nodes)
		}
		replayLine(t, g.Position(), info.PV)
	}
	last := infos[len(infos)-1]
	if last.Score != res.Score || !slices.Equal(last.PV, res.PV) || res.PV[0] != res.Move.String() {
		t.Fatalf("result %+v does not match the last info %+v", res, last)
	}
	// The PV handed out is a copy: changing it changes nothing inside.
	last.PV[0] = "changed"
	if res.PV[0] == "changed" {
		t.Fatal("result and info share the PV slice")
	}
}

// With reductions and null moves off, alpha-beta is exact, so each
// multi-PV line's score is what searching that move alone gives.
func TestSearchMultiPVLinesAreExact(t *testing.T) {
	g := gameAt(t, cabezatest.MiddlegameString)
	opts := Options{MultiPV: 3, NoReductions: true}
	var info search.Info
	res := New(opts).Search(context.Background(), *g, search.Limits{Depth: 4}, func(i search.Info) { info = i })
	if len(info.Lines) != 3 {
		t.Fatalf("%d lines, want 3", len(info.Lines))
	}
	if !slices.Equal(info.Lines[0].PV, res.PV) || info.Lines[0].Score != res.Score {
		t.Fatalf("first line %+v is not the result %+v", info.Lines[0], res)
	}
	first := map[string]bool{}
	for i, l := range info.Lines {
		if i > 0 && l.Score > info.Lines[i-1].Score {
			t.Fatalf("lines not best first: %+v", info.Lines)
		}
		if first[l.PV[0]] {
			t.Fatalf("root move %s twice", l.PV[0])
		}
		first[l.PV[0]] = true
		child := cabeza.NewGame(g.Position())
		if _, err := child.PlayText(l.PV[0]); err != nil {
			t.Fatal(err)
		}
		alone := New(Options{NoReductions: true}).Search(context.Background(), *child, search.Limits{Depth: 3}, nil)
		if -alone.Score != l.Score {
			t.Errorf("line %v scores %v, its move searched alone %v", l.PV, l.Score, -alone.Score)
		}
	}
	// Every other root move scores at most the third line.
	p := g.Position()
	for _, m := range p.LegalMoves() {
		if first[m.String()] {
			continue
		}
		child := cabeza.NewGame(p)
		child.Play(m)
		alone := New(Options{NoReductions: true}).Search(context.Background(), *child, search.Limits{Depth: 3}, nil)
		if -alone.Score > info.Lines[2].Score {
			t.Fatalf("%v scores %v, above the third line %v", m, -alone.Score, info.Lines[2].Score)
		}
	}
}

// Draws by repetition count the game before the root: a move that makes
// the third occurrence scores 0, the same move without that history not.
func TestSearchSeesRepetitionInTheGameHistory(t *testing.T) {
	g := cabeza.NewGame(cabeza.Start())
	for _, m := range []string{"Hn", "hs", "Hs", "hn", "Hn", "hs", "Hs"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	score := func(g *cabeza.Game) search.Score {
		var info search.Info
		New(Options{MultiPV: cabeza.MaxMoves}).Search(context.Background(), *g, search.Limits{Depth: 2}, func(i search.Info) { info = i })
		for _, l := range info.Lines {
			if l.PV[0] == "hn" {
				return l.Score
			}
		}
		t.Fatal("no line for hn")
		return 0
	}
	if s := score(g); s != search.ScoreDraw {
		t.Fatalf("hn repeats the start a third time: score %v, want 0", s)
	}
	fresh := cabeza.NewGame(g.Position())
	if s := score(fresh); s == search.ScoreDraw {
		t.Fatal("without the history hn still scores exactly 0: the test cannot tell")
	}
}

// A repetition inside the search is a draw too: the search walks back
// along its own path.
func TestSearchRepeatedOnPath(t *testing.T) {
	s := New(Options{}).s
	p := cabeza.Start()
	path := []string{"Hn", "hs", "Hs", "hn"}
	s.frames[0].pos = p
	for i, text := range path {
		m, err := cabeza.ParseMove(s.frames[i].pos, text)
		if err != nil {
			t.Fatal(err)
		}
		s.seenAdd(s.frames[i].pos.Hash(), 1)
		s.frames[i+1].pos = s.frames[i].pos.Play(m)
		if got := s.repeated(i + 1); got != (i+1 == 4) {
			t.Fatalf("after %v: repeated = %v", path[:i+1], got)
		}
	}
}

// The 200-move cap: with blue to move at move 200, every move ends the
// game drawn, so every line scores 0.
func TestSearchSeesTheMoveCap(t *testing.T) {
	lines := func(text string) []search.Line {
		var info search.Info
		New(Options{MultiPV: cabeza.MaxMoves}).Search(context.Background(), *gameAt(t, text), search.Limits{Depth: 3}, func(i search.Info) { info = i })
		return info.Lines
	}
	const layout = "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 b "
	for _, l := range lines(layout + "200") {
		if l.Score != search.ScoreDraw {
			t.Fatalf("at move 200 line %v scores %v, want 0", l.PV, l.Score)
		}
	}
	nonzero := 0
	for _, l := range lines(layout + "1") {
		if l.Score != search.ScoreDraw {
			nonzero++
		}
	}
	if nonzero == 0 {
		t.Fatal("at move 1 every line scores 0 too: the test cannot tell")
	}
}

func TestSearchGameOverGivesNoMove(t *testing.T) {
	g := gameAt(t, cabezatest.CrushInOne)
	if _, err := g.PlayText("Mn"); err != nil {
		t.Fatal(err)
	}
	if res := New(Options{}).Search(context.Background(), *g, search.Limits{Depth: 3}, nil); res.OK {
		t.Fatalf("search after the game ended: %+v", res)
	}
}

// The search allocates per depth (the PV it hands out), never per node:
// a search fifty times larger allocates about as much.
func TestSearchAllocatesNothingPerNode(t *testing.T) {
	g := gameAt(t, cabezatest.MiddlegameString)
	e := New(Options{})
	var small, large int64
	allocs := func(depth int, nodes *int64) float64 {
		return testing.AllocsPerRun(2, func() {
			*nodes = e.Search(context.Background(), *g, search.Limits{Depth: depth}, nil).Nodes
		})
	}
	a3 := allocs(2, &small)
	a6 := allocs(6, &large)
	if large < 50*small {
		t.Fatalf("depth 6 searched %d nodes, depth 2 %d: not enough to tell", large, small)
	}
	if a6 > a3+40 {
		t.Fatalf("depth 2: %.0f allocations (%d nodes); depth 6: %.0f (%d nodes)", a3, small, a6, large)
	}
}

func TestSearchRandomnessVariesLowLevels(t *testing.T) {
	g := gameAt(t, cabeza.StartString)
	lim, opts := Level(1)
	seen := map[cabeza.Move]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		opts.Seed = seed
		res := New(opts).Search(context.Background(), *g, lim, nil)
		seen[res.Move] = true
	}
	if len(seen) < 2 {
		t.Fatalf("level 1 played one move for 12 seeds: %v", seen)
	}
	lim, opts = Level(6)
	opts.Seed = 3
	a := New(opts).Search(context.Background(), *gameAt(t, cabezatest.MiddlegameString), search.Limits{Depth: 4}, nil)
	opts.Seed = 4
	b := New(opts).Search(context.Background(), *gameAt(t, cabezatest.MiddlegameString), search.Limits{Depth: 4}, nil)
	if a.Move != b.Move {
		t.Fatalf("level 6 depends on the seed: %v vs %v", a.Move, b.Move)
	}
}

// Randomness never throws a win away.
func TestSearchRandomnessTakesTheWin(t *testing.T) {
	g := gameAt(t, cabezatest.CrushInOne)
	for seed := uint64(1); seed <= 8; seed++ {
		res := New(Options{Randomness: 5000, Seed: seed}).Search(context.Background(), *g, search.Limits{Depth: 2}, nil)
		if !res.Move.IsWin() {
			t.Fatalf("seed %d played %v with a crush on the board", seed, res.Move)
		}
	}
}

func TestCabezaLevelsClampAndGrow(t *testing.T) {
	lo, _ := Level(-3)
	one, _ := Level(1)
	hi, _ := Level(99)
	six, _ := Level(6)
	if lo != one || hi != six {
		t.Fatalf("levels do not clamp: %+v %+v", lo, hi)
	}
	prevDepth, prevRandom := 0, 1<<30
	for l := MinLevel; l <= MaxLevel; l++ {
		lim, o := Level(l)
		if lim.Depth <= prevDepth || o.Randomness > prevRandom || lim.Time <= 0 {
			t.Fatalf("level %d: %+v %+v does not grow from the one below", l, lim, o)
		}
		prevDepth, prevRandom = lim.Depth, o.Randomness
	}
}

func TestCopyCabezaGameSharesNothing(t *testing.T) {
	g := cabeza.NewGame(cabeza.Start())
	for _, m := range []string{"Hn", "hs", "On"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	c := CopyGame(g)
	var before []cabeza.Position
	for i := 0; i <= g.Ply(); i++ {
		before = append(before, g.PositionAt(i))
	}
	g.Undo()
	g.Undo()
	if _, err := g.PlayText("fs"); err != nil {
		t.Fatal(err)
	}
	if c.Ply() != 3 {
		t.Fatalf("copy has %d moves", c.Ply())
	}
	for i, want := range before {
		if got := c.PositionAt(i); got != want {
			t.Fatalf("copy's position %d changed with the original: %s", i, got.String())
		}
	}
}

// The rules page's rule that a move is judged where it ends, as the
// search sees it: red's Flaco standing on e5 crushes blue's Cabeza on e6
// with Fn (a win in one), while Fnn, Fne and Fnw roll over the Cabeza and
// off it and win nothing. After Fnn the Flaco stands on e8, one roll
// (Fs) from the Cabeza: a one-roll crush, which the threat search must
// see.
func TestSearchKnowsAMoveIsJudgedWhereItEnds(t *testing.T) {
	g := gameAt(t, "oo2mff1hh/oo6hh/10/10/4c5/4F5/10/10/OO6HH/OO1CM3HH r 1")
	var info search.Info
	New(Options{MultiPV: cabeza.MaxMoves}).Search(context.Background(), *g, search.Limits{Depth: 3}, func(i search.Info) { info = i })
	scores := map[string]search.Score{}
	for _, l := range info.Lines {
		scores[l.PV[0]] = l.Score
	}
	if scores["Fn"] != search.WinIn(1) {
		t.Errorf("Fn scores %v, want a win in 1", scores["Fn"])
	}
	for _, m := range []string{"Fnn", "Fne", "Fnw"} {
		sc, ok := scores[m]
		if !ok {
			t.Errorf("%s, a legal move, has no line: %v", m, scores)
		} else if sc.IsDecided() && sc > 0 {
			t.Errorf("%s rolls over the Cabeza and off it, yet scores %v", m, sc)
		}
	}
	if _, err := g.PlayText("Fnn"); err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	if g.Status().Over() || !Threatened(&p) {
		t.Fatalf("after Fnn: status %v, threatened %v; want the game on and blue threatened by Fs", g.Status(), Threatened(&p))
	}
	res := New(Options{}).Search(context.Background(), *g, search.Limits{Depth: 2}, nil)
	q := p.Play(res.Move)
	if m, redWins := q.WinningMove(); !res.OK || redWins {
		t.Fatalf("blue answers %v (score %v) and leaves red %v", res.Move, res.Score, m)
	}
}
