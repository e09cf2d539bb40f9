package cabezaboard

import (
	"math/rand/v2"
	"testing"

	"cabezacat/cabeza"
)

func sq(t *testing.T, s string) cabeza.Square {
	t.Helper()
	q, err := cabeza.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// From the start (red to move): the Flaco on d1 reaches d3–d5, c1–c3,
// b1–b3; two of its moves land on c3 (Fnw lying on b3–c3, Fwn standing
// on c3).
func TestPickFromTheStart(t *testing.T) {
	p := cabeza.Start()
	pk := NewPick()
	if c := pk.Click(&p, sq(t, "a1")); c.Outcome != Missed || pk.Piece != 0 {
		t.Fatalf("an empty square with nothing picked: %+v", c)
	}
	if c := pk.Click(&p, sq(t, "e8")); c.Outcome != Missed || pk.Piece != 0 {
		t.Fatalf("blue's Opa on red's turn: %+v", c)
	}
	if c := pk.Click(&p, sq(t, "e1")); c.Outcome != Stuck || c.Kind != cabeza.Mini || pk.Piece != 0 {
		t.Fatalf("the hemmed-in Mini: %+v, piece %d", c, pk.Piece)
	}
	c := pk.Click(&p, sq(t, "d1"))
	if c.Outcome != Picked || c.Kind != cabeza.Flaco || pk.Piece != OwnerID(cabeza.Red, cabeza.Flaco) {
		t.Fatalf("the Flaco was not picked: %+v", c)
	}
	if got := Names(pk.Reach); got != "Fn Fnn Fnw Fw Fwn Fww" {
		t.Errorf("the Flaco's reach: %s", got)
	}
	for _, s := range []string{"d3", "d4", "d5", "c1", "c2", "c3", "b1", "b2", "b3"} {
		if !pk.Targets().Has(sq(t, s)) {
			t.Errorf("%s is not marked as a target", s)
		}
	}
	if pk.Targets().Has(sq(t, "a1")) || pk.Targets().Has(sq(t, "d2")) {
		t.Errorf("targets beyond the reach: %v", pk.Targets())
	}
	if c := pk.Click(&p, sq(t, "a1")); c.Outcome != Unreachable || c.Kind != cabeza.Flaco || pk.Piece == 0 {
		t.Fatalf("a1 is out of the Flaco's reach: %+v, piece %d", c, pk.Piece)
	}
	// Clicks on c3 go round its two landings, the piece still picked.
	for i, want := range []string{"Fnw", "Fwn", "Fnw"} {
		c := pk.Click(&p, sq(t, "c3"))
		if c.Outcome != Several || c.Move.String() != want || Names(c.Here) != "Fnw Fwn" || pk.Piece == 0 {
			t.Fatalf("click %d on c3: %+v (%s), want %s of Fnw Fwn", i+1, c, c.Move, want)
		}
	}
	// b3 is Fnw's alone: chosen, and the pick is done.
	if c := pk.Click(&p, sq(t, "b3")); c.Outcome != Chosen || c.Move.String() != "Fnw" || pk.Piece != 0 || pk.Reach != nil {
		t.Fatalf("b3 names Fnw alone: %+v, pick %+v", c, pk)
	}
}

// The picked piece clicked again is dropped; another of the side's
// pieces clicked is picked instead.
func TestPickDropAndSwitch(t *testing.T) {
	p := cabeza.Start()
	pk := NewPick()
	pk.Click(&p, sq(t, "d1"))
	if c := pk.Click(&p, sq(t, "d2")); c.Outcome != Dropped || pk.Piece != 0 {
		t.Fatalf("the Flaco (d1–d2) clicked again: %+v, piece %d", c, pk.Piece)
	}
	pk.Click(&p, sq(t, "d1"))
	if c := pk.Click(&p, sq(t, "g1")); c.Outcome != Picked || c.Kind != cabeza.Chato || Names(pk.Reach) != "He Hee Hen Hn Hne Hnn" {
		t.Fatalf("the Chato clicked with the Flaco picked: %+v, reach %s", c, Names(pk.Reach))
	}
}

// Every legal move of every position along random games can be named by
// clicks: its piece, then its corner square, clicked until it comes up.
func TestPickNamesEveryLegalMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for game := 0; game < 20; game++ {
		p := cabeza.Start()
		for ply := 0; ply < 60; ply++ {
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			for _, mv := range moves {
				pk := NewPick()
				from := p.Placement(mv.Player(), mv.Kind()).Corner()
				if c := pk.Click(&p, from); c.Outcome != Picked {
					t.Fatalf("%v: a click on %v does not pick the piece of %v: %+v", p.String(), from, mv, c)
				}
				named := false
				for i := 0; i < 8 && !named; i++ {
					c := pk.Click(&p, mv.To().Corner())
					named = (c.Outcome == Chosen || c.Outcome == Several) && c.Move == mv
					if c.Outcome == Chosen && c.Move != mv {
						t.Fatalf("%v: clicks for %v chose %v", p.String(), mv, c.Move)
					}
				}
				if !named {
					t.Fatalf("%v: %v cannot be named by clicks", p.String(), mv)
				}
			}
			mv := moves[rng.IntN(len(moves))]
			if mv.IsWin() {
				break
			}
			p = p.Play(mv)
		}
	}
}
