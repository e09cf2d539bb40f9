package tui

import (
	"cabezacat/cabeza"
	"testing"
)

func TestSeveralRunesMoveTheCabezaCursor(t *testing.T) {
	g := hotSeatCabeza(t, "")
	from := g.cursor
	a := send(appAt(g), keyRunes("hh"))
	got := a.(shell).Screen().(cabezaGame).cursor
	if want := cabeza.SquareAt(from.X()-2, from.Y()); got != want {
		t.Fatalf("hh as one message: cursor %v, want %v (from %v)", got, want, from)
	}
}

// ':' gives the move prompt the keyboard: the runes after it are text.
func TestSeveralRunesOpenThePromptAndTypeIntoIt(t *testing.T) {
	a := send(appAt(hotSeatCabeza(t, "")), keyRunes(":Hne"), keyEnter)
	g := a.(shell).Screen().(cabezaGame)
	if got := moveTexts(g); got != "Hne" {
		t.Fatalf(":Hne as one message then enter: moves %q, want Hne (status %q)", got, g.status)
	}
}
