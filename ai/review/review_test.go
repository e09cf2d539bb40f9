package review

import (
	"context"
	"math"
	"strconv"
	"strings"
	"testing"

	"cabezacat/ai/catcatsolve"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// crushInOne: red crushes blue's Cabeza with Mn.
const crushInOne = "2oo1mhh2/2ooffhh2/10/10/4c5/4M5/10/10/2OOFFHH2/2OOC1HH2 r 1"

func cabezaGameOf(t *testing.T, start string, moves ...string) *cabeza.Game {
	t.Helper()
	p, err := cabeza.ParsePosition(start)
	if err != nil {
		t.Fatal(err)
	}
	g := cabeza.NewGame(p)
	for _, s := range moves {
		m, err := cabeza.ParseMove(g.Position(), s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// A move that does not win where Mn wins at once, and after which red
// has no forced win left (blue parries): a blunder, exactly — the win
// in 1 not played is thrown away (no win is left within 0 moves), a
// proof, not the search's guess.
func TestCabezaThrownWinInOneIsABlunderWithTheWinningMove(t *testing.T) {
	g := cabezaGameOf(t, crushInOne)
	p := g.Position()
	var list cabeza.MoveList
	p.GenerateMoves(&list)
	var miss string
	for i := 0; i < list.N && miss == ""; i++ {
		m := list.Moves[i]
		if m.IsWin() {
			continue
		}
		after := cabezaGameOf(t, crushInOne, m.String())
		e := CabezaGame(after).NewEvaluator(Quick).Evaluate(context.Background(), 1)
		if !e.Score.IsLoss() { // blue is not lost: red's win is gone
			miss = m.String()
		}
	}
	if miss == "" {
		t.Fatal("no move throws the win away")
	}
	r := Whole(context.Background(), CabezaGame(cabezaGameOf(t, crushInOne, miss)), Quick, 2, nil)
	m := r.Move(0)
	if m.Mark != Blunder || m.Exact != "threw away a forced win in 1" || m.Best != "Mn" || !m.MissedWin {
		t.Fatalf("%s: %+v, want a blunder that threw away a forced win in 1, best Mn", miss, m)
	}
	if d := m.Describe(); d != "blunder: threw away a forced win in 1 (best Mn)" {
		t.Errorf("described %q", d)
	}
	if s := r.Summary(); s[0].Blunders != 1 || s[0].Missed != 1 {
		t.Errorf("summary %+v", s[0])
	}
	// The winning move itself is the best.
	r = Whole(context.Background(), CabezaGame(cabezaGameOf(t, crushInOne, "Mn")), Quick, 1, nil)
	if m := r.Move(0); m.Mark != Best || m.Describe() != "best" {
		t.Errorf("Mn: %+v", m)
	}
}

// A Catch the Cat start where the cat has a proven escape and a move
// after which the catcher has a proven trap: the review says so, with the
// escape's first step as the better move.
func TestCatcatThrownAwayEscapeIsMarkedExactly(t *testing.T) {
	ctx := context.Background()
	for seed := uint64(1); seed < 400; seed++ {
		start, err := catcat.RandomStart(catcat.Size(5+4*int(seed%2)), 0.3, seed)
		if err != nil || start.Turn() != catcat.CatToMove {
			continue
		}
		sol := catcatsolve.Solve(ctx, start, 100_000)
		if !sol.Proved || !sol.CatWins || sol.MovesUnknown {
			continue
		}
		for _, c := range start.LegalMoves() {
			after, err := start.Play(c)
			if err != nil || after.Outcome().Over() {
				continue
			}
			if s := catcatsolve.Solve(ctx, after, 100_000); !s.Proved || s.CatWins {
				continue
			}
			g := catcat.NewGame(start)
			if err := g.Play(c); err != nil {
				t.Fatal(err)
			}
			r := Whole(ctx, CatcatGame(g), Quick, 2, nil)
			m := r.Move(0)
			want := "threw away an escape in " + itoa(sol.Moves)
			if m.Mark != Blunder || m.Exact != want || m.Best != sol.Line[0].String() {
				t.Fatalf("seed %d, cat to %v: %+v, want %q with best %v", seed, c, m, want, sol.Line[0])
			}
			return
		}
	}
	t.Fatal("no start found where the cat can throw an escape away")
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestMarkOfDropThresholds(t *testing.T) {
	for _, c := range []struct {
		drop float64
		want Mark
	}{
		{-0.05, Best}, {0, Best}, {0.01, Good}, {0.099, Good}, {0.10, Inaccuracy}, {0.199, Inaccuracy},
		{0.20, Mistake}, {0.299, Mistake}, {0.30, Blunder}, {1, Blunder},
	} {
		if got := MarkOfDrop(c.drop); got != c.want {
			t.Errorf("drop %.3f: %v, want %v", c.drop, got, c.want)
		}
	}
	for m, sym := range map[Mark]string{Best: "!", Good: "", Inaccuracy: "?!", Mistake: "?", Blunder: "??"} {
		if m.Symbol() != sym {
			t.Errorf("%v: symbol %q, want %q", m, m.Symbol(), sym)
		}
		if back, ok := markOfSymbol(sym); !ok || back != m && !(sym == "" && back == Good) {
			t.Errorf("%q reads back as %v", sym, back)
		}
	}
}

func TestMoveAccuracyFollowsLichess(t *testing.T) {
	// Values of lila's formula, worked by hand: 103.1668·e^(−0.04354·d) − 3.1669 + 1.
	for _, c := range []struct{ before, after, want float64 }{
		{0.5, 0.5, 100}, {0.5, 0.6, 100}, {0.6, 0.5, 64.58}, {0.8, 0.5, 25.78}, {0.9, 0.1, 1.00}, {0.51, 0.5, 96.60},
	} {
		if got := MoveAccuracy(c.before, c.after); math.Abs(got-c.want) > 0.01 {
			t.Errorf("%.2f → %.2f: %.3f, want %.2f", c.before, c.after, got, c.want)
		}
	}
}

func TestGameAccuracy(t *testing.T) {
	// A flat game: every move perfect.
	acc := GameAccuracy([]float64{0.5, 0.5, 0.5, 0.5, 0.5}, []int{0, 1, 0, 1})
	if acc[0] != 100 || acc[1] != 100 {
		t.Errorf("flat game: %v", acc)
	}
	// Side 1 drops 30 points on its only move; side 0 never drops. Windows
	// of 2 (4 moves / 10 → at least 2): weights are the standard
	// deviations of (0.5,0.5), (0.5,0.8)…, clamped to 0.5–12.
	wc := []float64{0.5, 0.5, 0.8, 0.8, 0.8}
	acc = GameAccuracy(wc, []int{0, 1, 0, 1})
	if acc[0] != 100 {
		t.Errorf("side 0: %.2f, want 100", acc[0])
	}
	// Side 1's moves: 1 (0.5→0.2 for it: 25.78, weight 12: the sd of
	// (50, 80) is 15, clamped) and 3 (no drop: 100, weight 0.5: the sd of
	// (80, 80) is 0). Weighted: (25.78·12+100·0.5)/12.5 = 28.75; harmonic:
	// 2/(1/25.78+1/100) = 40.99; their mean 34.87.
	if math.Abs(acc[1]-34.87) > 0.02 {
		t.Errorf("side 1: %.2f, want 34.87", acc[1])
	}
	if a := GameAccuracy([]float64{0.5}, nil); !math.IsNaN(a[0]) {
		t.Errorf("no moves: %v", a)
	}
}

func TestWinChance(t *testing.T) {
	if WinChance(Cabeza, 0) != 0.5 || WinChance(Cabeza, search.WinIn(3)) != 1 || WinChance(Catcat, search.LossIn(2)) != 0 {
		t.Error("even, won and lost positions")
	}
	for _, k := range []Kind{Cabeza, Catcat} {
		a, b := WinChance(k, 150), WinChance(k, -150)
		if math.Abs(a+b-1) > 1e-12 || a <= 0.5 || WinChance(k, 300) <= a {
			t.Errorf("kind %d: the curve is not symmetric and rising: %v %v", k, a, b)
		}
	}
}

func TestFitLogisticFindsTheSlope(t *testing.T) {
	// Samples drawn exactly on the curve k = 0.01: a score s won
	// round(100·p(s)) of 100 times.
	var samples []Sample
	for s := -300.0; s <= 300; s += 25 {
		wins := int(math.Round(100 * logistic(0.01*s)))
		for i := 0; i < 100; i++ {
			samples = append(samples, Sample{Score: s, Won: i < wins})
		}
	}
	k, loss := FitLogistic(samples)
	if math.Abs(k-0.01) > 0.0005 || loss <= 0 || loss >= math.Ln2 {
		t.Errorf("k %.5f loss %.3f, want k 0.01", k, loss)
	}
}

// An unproven position between two proven wins of the same side is read
// as that side's win: neither move around it is marked for the guess.
func TestAGuessBetweenTwoProofsIsSettled(t *testing.T) {
	f := &fakeGame{n: 3, kind: Catcat}
	r := New(f, Quick)
	r.Add(Eval{Ply: 0, Score: search.WinIn(9), Proven: true})  // red wins, proven
	r.Add(Eval{Ply: 1, Score: search.Score(180)})              // blue +1.80: a guess
	r.Add(Eval{Ply: 2, Score: search.WinIn(7), Proven: true})  // red wins, proven
	r.Add(Eval{Ply: 3, Score: search.LossIn(6), Proven: true}) // blue lost, proven
	for i := 0; i < 3; i++ {
		if m := r.Move(i); m.Mark >= Inaccuracy {
			t.Errorf("move %d marked %v (%s): the guess was not settled", i, m.Mark, m.Describe())
		}
	}
	// Not in Cabeza, where the open score is a full-width search's: red's
	// move let the win go, blue's reply gave it back.
	r = New(&fakeGame{n: 3, kind: Cabeza}, Quick)
	r.Add(Eval{Ply: 0, Score: search.WinIn(9), Proven: true})
	r.Add(Eval{Ply: 1, Score: search.Score(180)})
	r.Add(Eval{Ply: 2, Score: search.WinIn(7), Proven: true})
	r.Add(Eval{Ply: 3, Score: search.LossIn(6), Proven: true})
	if m0, m1 := r.Move(0), r.Move(1); m0.Mark != Blunder || m1.Mark != Blunder {
		t.Errorf("Cabeza: %v and %v, want both blunders", m0.Mark, m1.Mark)
	}
	// Without the proof after it, the guess stands: the first move is
	// marked by its drop and says the win was missed.
	r = New(f, Quick)
	r.Add(Eval{Ply: 0, Score: search.WinIn(9), Proven: true})
	r.Add(Eval{Ply: 1, Score: search.Score(180)})
	r.Add(Eval{Ply: 2, Score: search.Score(-150)})
	r.Add(Eval{Ply: 3, Score: search.Score(100)})
	if m := r.Move(0); m.Mark != Blunder || m.Exact != "missed an escape in 5" {
		t.Errorf("move 0: %+v", m)
	}
}

// A move's chances are written in whole percent unless that shows a drop
// of another mark than the move's: a good move that lost 9.9 points is
// not written as losing 10.
func TestChancesWordsAgreeWithTheMark(t *testing.T) {
	for _, c := range []struct {
		before, after float64
		want          string
	}{
		{0.52, 0.39, "inaccuracy: red's chances 52% → 39%"},
		{0.414, 0.315, "good: red's chances 41% → 32%"},
		{0.4140, 0.3149, "good: red's chances 41.4% → 31.5%"},        // 41 → 31 reads as an inaccuracy
		{0.41442, 0.31449, "good: red's chances 41.44% → 31.45%"},    // and so does 41.4 → 31.4
		{0.605, 0.4051, "inaccuracy: red's chances 60.50% → 40.51%"}, // 61 → 41 and 60.5 → 40.5 read as mistakes
		{0.41, 0.40, "good: red's chances 41% → 40%"},
	} {
		m := MoveReview{Known: true, Before: c.before, After: c.after, Mark: MarkOfDrop(c.before - c.after)}
		if got := m.DescribeAs("red"); got != c.want {
			t.Errorf("%.4f → %.4f: %q, want %q", c.before, c.after, got, c.want)
		}
	}
	// And over a grid of chances: the drop as written is always of the
	// move's mark (but for drops on a threshold, to float noise).
	for b := 0.0; b <= 1; b += 0.0007 {
		for a := 0.0; a <= b; a += 0.0013 {
			mark := MarkOfDrop(b - a)
			if mark == Best || onThreshold(b-a) {
				continue
			}
			words := chancesWords(b, a, mark)
			if got := markBand(MarkOfDrop(writtenDrop(t, words))); got != markBand(mark) {
				t.Fatalf("%.5f → %.5f (%v) written %q, which reads as %v", b, a, mark, words, got)
			}
		}
	}
}

func onThreshold(drop float64) bool {
	for _, th := range []float64{InaccuracyDrop, MistakeDrop, BlunderDrop} {
		if math.Abs(drop-th) < 1e-9 {
			return true
		}
	}
	return false
}

// writtenDrop reads "41.4% → 31.5%" as the drop it writes, exactly: the
// digits as whole numbers over a power of ten.
func writtenDrop(t *testing.T, words string) float64 {
	t.Helper()
	var nums [2]float64
	var decimals int
	for i, w := range strings.Split(words, " → ") {
		w = strings.TrimSuffix(w, "%")
		if dot := strings.IndexByte(w, '.'); dot >= 0 {
			decimals = len(w) - dot - 1
		}
		n, err := strconv.Atoi(strings.Replace(w, ".", "", 1))
		if err != nil {
			t.Fatalf("%q: %v", words, err)
		}
		nums[i] = float64(n)
	}
	return (nums[0] - nums[1]) / (100 * math.Pow(10, float64(decimals)))
}
