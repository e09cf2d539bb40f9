package catcatagent

import (
	"context"
	"strings"
	"testing"

	"cabezacat/catcat"
)

// The blunder check finds the loser's missed win: a game in which the
// cat, one step from two free border cells, wanders off and is trapped.
func TestCatcatBlunderCheck(t *testing.T) {
	// 5×5, cat on 1,0: 2,0 and 2,-1... are border cells; the cat could
	// escape at once but steps back to 0,0, which is then walled in.
	start, err := catcat.ParseState("CAT 5 1 0\n" +
		". . . . .\n" +
		" . # # . .\n" +
		". # . C .\n" +
		" . # # . .\n" +
		". . . . .\n")
	if err != nil {
		t.Fatal(err)
	}
	g := catcat.NewGame(start)
	for _, c := range []catcat.Cell{{X: 0, Y: 0}, {X: 1, Y: 0}} {
		if err := g.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() {
		t.Fatalf("the game should be over:\n%s", g.Position().StateText())
	}
	got := BlunderCheck(context.Background(), g.Positions(), 0)
	want := "Blunder check: at move 1 the cat had "
	if !strings.HasPrefix(got, want) || !strings.Contains(got, "(escape in 1, proven)") {
		t.Errorf("got %q, want %q…(escape in 1, proven)", got, want)
	}
	// A game the loser never had a chance in.
	lost, _ := catcat.ParseState("CAT 5 0 0\n" +
		". . . . .\n" +
		" . # # . .\n" +
		". # C . .\n" +
		" . # # . .\n" +
		". . . . .\n")
	g = catcat.NewGame(lost)
	g.Play(catcat.Cell{X: 1, Y: 0})
	if g.Over() {
		t.Fatal("over too soon")
	}
	// The cat on 1,0 with 2,0, 1,-1, 2,1 …: it escapes; the catcher lost.
	for !g.Over() {
		p := g.Position()
		if p.Turn() == catcat.CatToMove {
			g.Play(CatMove(p, Hard))
		} else {
			g.Play(CatcherMove(p, Hard))
		}
	}
	got = BlunderCheck(context.Background(), g.Positions(), 0)
	if !strings.Contains(got, "no saving move; the catcher was lost in its last") {
		t.Errorf("got %q, want the catcher lost throughout", got)
	}
}
