package catcatgame

import (
	"testing"

	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

func TestSeveralRunesMoveTheCatcatCursor(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	from := g.cursor
	a := tuitest.Send(appAt(g), tuitest.KeyRunes("ll"))
	got := a.(shell.Model).Screen().(Model).cursor
	if got.X != from.X+2 || got.Y != from.Y {
		t.Fatalf("ll as one message: cursor %v, want two east of %v", got, from)
	}
}
