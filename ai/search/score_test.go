package search

import "testing"

func TestScoreStrings(t *testing.T) {
	cases := []struct {
		s    Score
		want string
	}{
		{125, "+1.25"}, {-40, "-0.40"}, {0, "0.00"}, {7, "+0.07"}, {-1234, "-12.34"},
		{WinIn(1), "win 1"}, {WinIn(2), "win 1"}, {WinIn(3), "win 2"}, {WinIn(5), "win 3"},
		{LossIn(0), "loss 0"}, {LossIn(2), "loss 1"}, {LossIn(4), "loss 2"},
	}
	for _, c := range cases {
		if got := c.s.String(); got != c.want {
			t.Errorf("Score(%d).String() = %q, want %q", int(c.s), got, c.want)
		}
	}
}

func TestScoreDecidedPliesAndOrder(t *testing.T) {
	for n := 0; n < 200; n++ {
		w, l := WinIn(n), LossIn(n)
		if !w.IsDecided() || !w.IsWin() || w.IsLoss() || w.Plies() != n {
			t.Fatalf("WinIn(%d) = %d: decided %v win %v plies %d", n, w, w.IsDecided(), w.IsWin(), w.Plies())
		}
		if !l.IsDecided() || !l.IsLoss() || l.IsWin() || l.Plies() != n {
			t.Fatalf("LossIn(%d) = %d: decided %v loss %v plies %d", n, l, l.IsDecided(), l.IsLoss(), l.Plies())
		}
		// A sooner win scores higher, a later loss scores higher, and
		// both lie beyond any evaluation.
		if WinIn(n+1) >= w || LossIn(n+1) <= l || w <= 20000 || l >= -20000 {
			t.Fatalf("order broken at %d", n)
		}
		if -w != LossIn(n) {
			t.Fatalf("-WinIn(%d) = %d, want LossIn(%d) = %d", n, -w, n, LossIn(n))
		}
	}
	for _, s := range []Score{0, 1, -1, 5000, -5000} {
		if s.IsDecided() || s.Plies() != 0 {
			t.Errorf("%d counted as decided", s)
		}
	}
}

// A table entry stores decided scores relative to its node, so a win
// found 5 plies below the root at ply 3 reads back as the same distance
// from any other ply's point of view.
func TestScoreTableRoundTrip(t *testing.T) {
	for _, s := range []Score{WinIn(5), LossIn(6), 37, -250, 0} {
		for ply := 0; ply < 5; ply++ {
			if got := s.ToTT(ply).FromTT(ply); got != s {
				t.Errorf("%v at ply %d round-trips to %v", s, ply, got)
			}
		}
	}
	if got := WinIn(5).ToTT(3).FromTT(1); got != WinIn(3) {
		t.Errorf("win 5 plies from root stored at ply 3, read at ply 1 = %d, want WinIn(3) = %d", got, WinIn(3))
	}
}
