package ai

import (
	"fmt"
	"testing"

	"cabezacat/catcat"
)

// The provers agree with the plain exhaustive search on hundreds of
// small positions, for every bound: escape within k exactly when the
// cat wins in k moves or fewer, trap within k exactly when the catcher
// wins in k blocks or fewer; and the move a proof names is one that
// keeps the proof (the cat's quickest escape, the catcher's trap, the
// catcher's longest stand, the cat's longest flight).
func TestProversAgreeWithExhaustiveSearch(t *testing.T) {
	positions := smallPositions(t)
	for _, pos := range positions {
		memo := newExhaustiveMemo()
		pr := getProver(pos)
		// The corridors are narrow but long: their traps take more blocks.
		kmax := 4
		if pos.Size() == 9 {
			kmax = 8
		}
		for k := 1; k <= kmax; k++ {
			escapes := memo.escapesWithin(pos, k)
			r := pr.escape(k)
			if (r == proveProved) != escapes || r == proveUnknown {
				t.Fatalf("escape within %d = %v, exhaustive says %v in\n%s", k, r, escapes, pos.StateText())
			}
			if r == proveProved && pos.Turn() == catcat.CatToMove {
				next := mustPlayIndex(t, pos, pr.root)
				if !memo.escapesWithin(next, k-1) && next.Outcome() != catcat.CatEscaped {
					t.Fatalf("the escape's first move %v does not escape within %d in\n%s", pos.Size().CellAt(int(pr.root)), k, pos.StateText())
				}
			}
			if r == proveRefuted && pos.Turn() == catcat.CatcherToMove && pr.root >= 0 {
				if next := mustPlayIndex(t, pos, pr.root); memo.escapesWithin(next, k) {
					t.Fatalf("the catcher's stand %v lets the cat out within %d in\n%s", pos.Size().CellAt(int(pr.root)), k, pos.StateText())
				}
			}
			traps := memo.trapsWithin(pos, k)
			r = pr.trap(k)
			if (r == proveProved) != traps || r == proveUnknown {
				t.Fatalf("trap within %d = %v, exhaustive says %v in\n%s", k, r, traps, pos.StateText())
			}
			if r == proveProved && pos.Turn() == catcat.CatcherToMove {
				next := mustPlayIndex(t, pos, pr.root)
				if !memo.trapsWithin(next, k-1) && next.Outcome() != catcat.CatTrapped {
					t.Fatalf("the trap's first block %v does not trap within %d in\n%s", pos.Size().CellAt(int(pr.root)), k, pos.StateText())
				}
			}
			if r == proveRefuted && pos.Turn() == catcat.CatToMove && pr.root >= 0 {
				if next := mustPlayIndex(t, pos, pr.root); memo.trapsWithin(next, k) {
					t.Fatalf("the cat's flight %v is trapped within %d in\n%s", pos.Size().CellAt(int(pr.root)), k, pos.StateText())
				}
			}
		}
		putProver(pr)
	}
}

func mustPlayIndex(t *testing.T, pos catcat.Position, i int16) catcat.Position {
	t.Helper()
	next, err := pos.PlayIndex(int(i))
	if err != nil {
		t.Fatalf("the proof's move %d is illegal: %v in\n%s", i, err, pos.StateText())
	}
	return next
}

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
			pr := getProver(p)
			pr.limit = proverNodes // what the agents prove within their budget
			for k := 1; k <= maxK; k++ {
				win, loss := pr.escape(k), pr.trap(k)
				if !catToMove {
					win, loss = loss, win
				}
				if win == proveProved && k > 1 {
					out = append(out, settled{p, k, true})
				}
				if loss == proveProved && k > 1 {
					out = append(out, settled{p, k, false})
				}
				if win != proveRefuted || loss != proveRefuted {
					break
				}
			}
			putProver(pr)
			var c catcat.Cell
			if catToMove {
				c = CatMove(p, CatcatMedium)
			} else {
				c = CatcherMove(p, CatcatMedium)
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
	if catcatRaceEnabled {
		starts = 3
	}
	cases := settledPositions(t, starts, 6)
	count := map[string]int{}
	for _, c := range cases {
		p := c.pos
		catToMove := p.Turn() == catcat.CatToMove
		var m catcat.Cell
		if catToMove {
			m = CatMove(p, CatcatHard)
		} else {
			m = CatcherMove(p, CatcatHard)
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
		pr := getProver(next)
		// The mover's win within k−1, or the opponent's win within k−1.
		var r proveResult
		switch {
		case c.win && catToMove:
			r = pr.escape(c.k - 1)
		case c.win:
			r = pr.trap(c.k - 1)
		case catToMove: // lost: the catcher must not trap within k−1
			r = pr.trap(c.k - 1)
		default:
			r = pr.escape(c.k - 1)
		}
		putProver(pr)
		want := proveRefuted
		if c.win {
			want = proveProved
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

// A prover whose table is full stops adding to it and still proves
// exactly what a prover with room proves: the table is a cache.
func TestProverTableStaysWithinItsCap(t *testing.T) {
	positions := smallPositions(t)
	grew := false
	for i, pos := range positions {
		if i%10 != 0 {
			continue
		}
		roomy, tight := getProver(pos), getProver(pos)
		tight.ttCap = 8
		for k := 1; k <= 4; k++ {
			if a, b := roomy.escape(k), tight.escape(k); a != b {
				t.Fatalf("escape within %d: %v with room, %v with a full table in\n%s", k, a, b, pos.StateText())
			}
			if a, b := roomy.trap(k), tight.trap(k); a != b {
				t.Fatalf("trap within %d: %v with room, %v with a full table in\n%s", k, a, b, pos.StateText())
			}
		}
		if tight.tt.len() > 8 {
			t.Fatalf("the table holds %d entries over its cap of 8", tight.tt.len())
		}
		grew = grew || roomy.tt.len() > 8
		putProver(roomy)
		putProver(tight)
	}
	if !grew {
		t.Fatal("no position needed more than 8 entries: the cap was never tested")
	}
}
