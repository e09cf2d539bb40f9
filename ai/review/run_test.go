package review

import (
	"context"
	"math"
	"reflect"
	"sync"
	"testing"
	"time"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// fakeGame is n moves whose evaluations are recorded in order; gate, when
// not nil, holds each evaluation until it is read from.
type fakeGame struct {
	kind  Kind
	n     int
	mu    sync.Mutex
	order []int
	gate  chan struct{}
}

func (f *fakeGame) Kind() Kind        { return f.kind }
func (f *fakeGame) Len() int          { return f.n }
func (f *fakeGame) Mover(ply int) int { return ply % 2 }
func (f *fakeGame) Side(s int) string {
	if f.kind == Catcat {
		return [2]string{"cat", "catcher"}[s]
	}
	return [2]string{"red", "blue"}[s]
}
func (f *fakeGame) Move(ply int) string           { return "m" }
func (f *fakeGame) Final() (Eval, bool)           { return Eval{}, false }
func (f *fakeGame) NewEvaluator(Budget) Evaluator { return f }
func (f *fakeGame) Evaluate(ctx context.Context, ply int) Eval {
	if f.gate != nil {
		select {
		case <-f.gate:
		case <-ctx.Done():
			return Eval{}
		}
	}
	f.mu.Lock()
	f.order = append(f.order, ply)
	f.mu.Unlock()
	return Eval{Ply: ply, Score: search.Score(ply)}
}

func TestRunTakesTheNearestPositionFirst(t *testing.T) {
	f := &fakeGame{n: 8}
	r := Start(context.Background(), f, Quick, 1, 5, []bool{false, true})
	var got []int
	for e := range r.Results() {
		got = append(got, e.Ply)
	}
	// From 5 outwards, the later of two as near first; 1 was known.
	if want := []int{5, 6, 4, 7, 3, 8, 2, 0}; !reflect.DeepEqual(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}

func TestRunFollowsTheFocus(t *testing.T) {
	f := &fakeGame{n: 20, gate: make(chan struct{})}
	r := Start(context.Background(), f, Quick, 1, 0, nil)
	f.gate <- struct{}{} // position 0 done
	<-r.Results()
	f.gate <- struct{}{} // position 1, taken before the focus moves
	<-r.Results()
	r.Focus(15)
	f.gate <- struct{}{} // position 2 was taken with 1's result: done
	<-r.Results()
	f.gate <- struct{}{}
	if e := <-r.Results(); e.Ply != 15 && e.Ply != 16 {
		t.Errorf("after the focus moved to 15 the run evaluated %d", e.Ply)
	}
}

func TestRunStopsWhenCancelled(t *testing.T) {
	f := &fakeGame{n: 50, gate: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	r := Start(ctx, f, Quick, 2, 0, nil)
	cancel()
	timeout := time.After(2 * time.Minute) // a hang, not a speed bound
	for {
		select {
		case _, ok := <-r.Results():
			if !ok {
				return
			}
		case <-timeout:
			t.Fatal("the results never closed after a cancel")
		}
	}
}

func TestAnnotationsRoundTripThroughTheRecords(t *testing.T) {
	ctx := context.Background()
	g := cabezaGameOf(t, crushInOne, "Hn", "cw", "Mn")
	r := Whole(ctx, CabezaGame(g), Quick, 2, nil)
	rec := cabeza.RecordOf(g)
	AnnotateCabeza(&rec, r)
	text, err := rec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := cabeza.ParseRecord(string(text))
	if err != nil {
		t.Fatal(err)
	}
	_, again, err := CabezaRecord(back)
	if err != nil || again == nil || !again.Complete() {
		t.Fatalf("the review did not come back from\n%s\n(%v)", text, err)
	}
	sameReview(t, r, again)
	// A record without a review has none, and reviews again.
	if _, none, err := CabezaRecord(cabeza.RecordOf(g)); err != nil || none != nil {
		t.Errorf("an unreviewed record gave a review: %v %v", none, err)
	}

	start, err := catcat.RandomStart(catcat.Size(9), 0.3, 4)
	if err != nil {
		t.Fatal(err)
	}
	cg := catcat.NewGame(start)
	for i := 0; i < 6 && !cg.Over(); i++ {
		cg.Play(catcatMediumMove(cg.Position()))
	}
	cr := Whole(ctx, CatcatGame(cg), Quick, 2, nil)
	crec := catcat.RecordOf(cg)
	AnnotateCatcat(&crec, cr)
	ctext, err := crec.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	cback, err := catcat.ParseRecord(string(ctext))
	if err != nil {
		t.Fatal(err)
	}
	_, cagain, err := CatcatRecord(cback)
	if err != nil || cagain == nil {
		t.Fatalf("the review did not come back from\n%s\n(%v)", ctext, err)
	}
	sameReview(t, cr, cagain)
}

// pct is a chance in whole percent.
func pct(w float64) int { return int(math.Round(100 * w)) }

// sameReview: every move's mark, exact words, best move and line, and the
// chances to the percent.
func sameReview(t *testing.T, a, b *Review) {
	t.Helper()
	for i := 0; i < a.Len(); i++ {
		x, y := a.Move(i), b.Move(i)
		if x.Mark != y.Mark || x.Exact != y.Exact || x.Best != y.Best || !reflect.DeepEqual(x.Line, y.Line) ||
			pct(x.Before) != pct(y.Before) || pct(x.After) != pct(y.After) {
			t.Errorf("move %d: %+v\nread back %+v", i, x, y)
		}
	}
}
