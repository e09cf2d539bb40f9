package cabezaprove

import (
	"slices"
	"testing"

	"cabezacat/cabeza"
)

// twoWays is red to move with a win in 2 by Fne or by Cnnw, and none in
// 1 (a shipped win-in-3 puzzle after its first move and a weak reply).
func twoWays(t *testing.T) cabeza.Position {
	t.Helper()
	p, err := cabeza.ParsePosition("f8m/f9/7HH1/h3oo1HH1/h1Fcoo4/6OO2/6OOC1/10/7M2/10 r 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"Cnnw", "hse"} {
		m, err := cabeza.ParseMove(p, s)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m)
	}
	return p
}

func play(t *testing.T, p cabeza.Position, s string) cabeza.Position {
	t.Helper()
	m, err := cabeza.ParseMove(p, s)
	if err != nil {
		t.Fatal(err)
	}
	return p.Play(m)
}

func TestTheLeastWinAndItsMoves(t *testing.T) {
	p := twoWays(t)
	pr := New(0)
	if pr.Wins(&p, 1) {
		t.Error("a win in 1 where there is none")
	}
	if !pr.Wins(&p, 2) || pr.LeastWin(&p, 5) != 2 {
		t.Errorf("least win %d, want 2", pr.LeastWin(&p, 5))
	}
	var got []string
	for _, m := range pr.WinningMoves(&p, 2) {
		got = append(got, m.String())
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{"Cnnw", "Fne"}) {
		t.Errorf("winning moves %v, want Cnnw and Fne", got)
	}
	// After a winning move blue loses within red's 1 move left; after
	// Cse it does not (red's win is gone within 2).
	for _, c := range []struct {
		move string
		k    int
		want bool
	}{{"Fne", 1, true}, {"Cnnw", 1, true}, {"Cse", 1, false}, {"Cse", 2, false}} {
		q := play(t, p, c.move)
		if got := New(0).Loses(&q, c.k); got != c.want {
			t.Errorf("after %s, blue loses within %d: %v, want %v", c.move, c.k, got, c.want)
		}
	}
}

// Out of budget the answer is void and says so; Reset
// gives a new budget and the same question its answer.
func TestABudgetRunOutIsNoAnswer(t *testing.T) {
	p := twoWays(t)
	pr := New(3)
	if pr.Wins(&p, 2) || !pr.Aborted() {
		t.Fatalf("within 3 nodes: aborted %v", pr.Aborted())
	}
	pr.Reset(0)
	if !pr.Wins(&p, 2) || pr.Aborted() || pr.Nodes() == 0 {
		t.Fatalf("after Reset: aborted %v, %d nodes", pr.Aborted(), pr.Nodes())
	}
}
