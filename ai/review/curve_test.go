package review

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// wiggle is a series' number of changes of direction and its mean
// absolute step.
func wiggle(s []float64) (turns int, step float64) {
	for i := 1; i < len(s); i++ {
		step += math.Abs(s[i] - s[i-1])
		if i >= 2 && (s[i]-s[i-1])*(s[i-1]-s[i-2]) < 0 {
			turns++
		}
	}
	return turns, step / float64(len(s)-1)
}

// The graph of a quiet game does not zig-zag: the level-3 game
// (cabeza-60, level 3 against itself, reviewed at the quick budget by
// `cabezacat cabeza review`, no proof in it) plotted by each position's
// own score turns at 57 of its 59 inner plies; Curve turns far less and
// steps far less.
func TestTheCurveDoesNotZigZag(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "cabeza-60-reviewed.cabeza"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := cabeza.ParseRecord(string(text))
	if err != nil {
		t.Fatal(err)
	}
	_, r, err := CabezaRecord(rec)
	if err != nil || r == nil || !r.Complete() {
		t.Fatalf("the record's review does not read back: %v", err)
	}
	var own, curve []float64
	for i := 0; i <= r.Len(); i++ {
		w, ok1 := r.Chance(i)
		c, ok2 := r.Curve(i)
		if !ok1 || !ok2 {
			t.Fatalf("ply %d not evaluated", i)
		}
		own, curve = append(own, w), append(curve, c)
	}
	ownTurns, ownStep := wiggle(own)
	turns, step := wiggle(curve)
	t.Logf("own scores: %d turns, mean step %.3f; the curve: %d turns, mean step %.3f", ownTurns, ownStep, turns, step)
	if ownTurns < 40 {
		t.Fatalf("the own scores turn %d times: the record no longer shows the swing this test is about", ownTurns)
	}
	if 2*turns > ownTurns || 2*step > ownStep {
		t.Errorf("the curve turns %d times (own scores %d), mean step %.3f (own %.3f): want at most half of each", turns, ownTurns, step, ownStep)
	}
}

// Proofs are plotted exactly, and so is the point after one; an open
// point between open ones is the mean of its own and the one before.
func TestTheCurveKeepsProofsExact(t *testing.T) {
	r := New(&fakeGame{n: 4, kind: Cabeza}, Quick)
	r.Add(Eval{Ply: 0, Score: search.Score(40)})              // red to move
	r.Add(Eval{Ply: 1, Score: search.Score(20)})              // blue to move
	r.Add(Eval{Ply: 2, Score: search.WinIn(5), Proven: true}) // red wins, proven
	r.Add(Eval{Ply: 3, Score: search.Score(-300)})            // blue to move
	r.Add(Eval{Ply: 4, Score: search.LossIn(4), Proven: true})
	red := func(ply int) float64 { w, _ := r.Chance(ply); return w }
	want := []float64{red(0), (red(0) + red(1)) / 2, 1, red(3), 0}
	for i, w := range want {
		got, ok := r.Curve(i)
		if !ok || math.Abs(got-w) > 1e-12 {
			t.Errorf("ply %d: %.4f (%v), want %.4f", i, got, ok, w)
		}
	}
	if _, ok := New(&fakeGame{n: 4, kind: Cabeza}, Quick).Curve(1); ok {
		t.Error("an unevaluated position has a point")
	}
}
