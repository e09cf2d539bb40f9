package tui

import "testing"

func TestSeveralRunesMoveTheCatcatCursor(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	from := g.cursor
	a := send(appAt(g), keyRunes("ll"))
	got := a.(shell).Screen().(catcatGame).cursor
	if got.X != from.X+2 || got.Y != from.Y {
		t.Fatalf("ll as one message: cursor %v, want two east of %v", got, from)
	}
}
