package cabezagame

import (
	"testing"

	"cabezacat/cabeza"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

func TestSeveralRunesMoveTheCabezaCursor(t *testing.T) {
	g := hotSeatCabeza(t, "")
	from := g.cursor
	a := tuitest.Send(appAt(g), tuitest.KeyRunes("hh"))
	got := a.(shell.Model).Screen().(Model).cursor
	if want := cabeza.SquareAt(from.X()-2, from.Y()); got != want {
		t.Fatalf("hh as one message: cursor %v, want %v (from %v)", got, want, from)
	}
}

// ':' gives the move prompt the keyboard: the runes after it are text.
func TestSeveralRunesOpenThePromptAndTypeIntoIt(t *testing.T) {
	a := tuitest.Send(appAt(hotSeatCabeza(t, "")), tuitest.KeyRunes(":Hne"), tuitest.KeyEnter)
	g := a.(shell.Model).Screen().(Model)
	if got := moveTexts(g); got != "Hne" {
		t.Fatalf(":Hne as one message then enter: moves %q, want Hne (status %q)", got, g.Status)
	}
}
