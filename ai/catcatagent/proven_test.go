package catcatagent

import (
	"fmt"
	"testing"

	"cabezacat/ai/catcatsolve"
	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// settledPositions plays the medium agents against each other from
// 13×13 starts and keeps the positions the agents' provers settle
// within their budget: the side to move wins within k of its moves
// (win) or loses within k of the other side's moves and not within k−1.
type settled struct {
	pos catcat.Position
	k   int
	win bool
}

func settledPositions(t *testing.T, starts, maxK int) []settled {
	t.Helper()
	var out []settled
	for seed := uint64(1); seed <= uint64(starts); seed++ {
		start, err := catcat.RandomStart(13, 0.1, seed)
		if err != nil {
			t.Fatal(err)
		}
		g := catcat.NewGame(start)
		for !g.Over() {
			p := g.Position()
			catToMove := p.Turn() == catcat.CatToMove
			pr := catcatsolve.GetProver(p)
			pr.Limit = proverNodes // what the agents prove within their budget
			for k := 1; k <= maxK; k++ {
				win, loss := pr.Escape(k), pr.Trap(k)
				if !catToMove {
					win, loss = loss, win
				}
				if win == catcatsolve.Proved && k > 1 {
					out = append(out, settled{p, k, true})
				}
				if loss == catcatsolve.Proved && k > 1 {
					out = append(out, settled{p, k, false})
				}
				if win != catcatsolve.Refuted || loss != catcatsolve.Refuted {
					break
				}
			}
			catcatsolve.PutProver(pr)
			var c catcat.Cell
			if catToMove {
				c = CatMove(p, Medium)
			} else {
				c = CatcherMove(p, Medium)
			}
			if err := g.Play(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// A proven win is always played, the quickest, and a proven loss is
// fought as long as possible: where the side to move is proved to win
// within k of its moves, the hard agent's move leaves a win within k−1;
// where it is proved to lose within k (and not k−1), its move leaves
// the other side no win within k−1. Checked by a prover without a
// budget.
func TestCatcatHardPlaysProvenWinsAndFightsProvenLosses(t *testing.T) {
	starts := 12
	if race.Enabled {
		starts = 3
	}
	cases := settledPositions(t, starts, 6)
	count := map[string]int{}
	for _, c := range cases {
		p := c.pos
		catToMove := p.Turn() == catcat.CatToMove
		var m catcat.Cell
		if catToMove {
			m = CatMove(p, Hard)
		} else {
			m = CatcherMove(p, Hard)
		}
		next, err := p.Play(m)
		if err != nil {
			t.Fatal(err)
		}
		if next.Outcome().Over() {
			if w, _ := next.Outcome().Winner(); (w == p.Turn()) != c.win && c.k > 1 {
				t.Errorf("the %v's move %v ends the game the wrong way from\n%s", p.Turn(), m, p.StateText())
			}
			continue
		}
		pr := catcatsolve.GetProver(next)
		// The mover's win within k−1, or the opponent's win within k−1.
		var r catcatsolve.Result
		switch {
		case c.win && catToMove:
			r = pr.Escape(c.k - 1)
		case c.win:
			r = pr.Trap(c.k - 1)
		case catToMove: // lost: the catcher must not trap within k−1
			r = pr.Trap(c.k - 1)
		default:
			r = pr.Escape(c.k - 1)
		}
		catcatsolve.PutProver(pr)
		want := catcatsolve.Refuted
		if c.win {
			want = catcatsolve.Proved
		}
		if r != want {
			t.Errorf("the %v (win=%v within %d) played %v, which leaves %v within %d, from\n%s", p.Turn(), c.win, c.k, m, r, c.k-1, p.StateText())
		}
		count[fmt.Sprintf("%v win=%v", p.Turn(), c.win)]++
	}
	if len(count) < 3 {
		t.Errorf("settled positions by kind: %v; want wins and losses of both sides", count)
	}
	t.Log(count)
}
