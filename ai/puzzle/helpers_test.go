package puzzle

import (
	"testing"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// place is a piece of a hand-built Cabeza position.
type place struct {
	s cabeza.Player
	k cabeza.Kind
	p cabeza.Placement
}

// cabezaWith builds a position from all ten pieces.
func cabezaWith(t *testing.T, side cabeza.Player, pieces ...place) cabeza.Position {
	t.Helper()
	var pl [2][cabeza.NumKinds]cabeza.Placement
	for _, q := range pieces {
		pl[q.s][q.k] = q.p
	}
	pos, err := cabeza.NewPosition(pl, side, 1)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// crushInOne: red's Mini on e3 crushes blue's Cabeza on e5 by Mnn, and
// nothing else of red's reaches it; blue has nothing near red's Cabeza.
func crushInOne(t *testing.T, extra ...place) cabeza.Position {
	pieces := []place{
		{cabeza.Red, cabeza.Cabeza, cabeza.Placement{X: 0, Y: 0, W: 1, D: 1}},
		{cabeza.Red, cabeza.Mini, cabeza.Placement{X: 4, Y: 2, W: 1, D: 1, H: 1}},
		{cabeza.Red, cabeza.Flaco, cabeza.Placement{X: 9, Y: 4, W: 1, D: 1, H: 2}},
		{cabeza.Red, cabeza.Chato, cabeza.Placement{X: 6, Y: 0, W: 2, D: 2, H: 1}},
		{cabeza.Red, cabeza.Opa, cabeza.Placement{X: 8, Y: 0, W: 2, D: 2, H: 2}},
		{cabeza.Blue, cabeza.Cabeza, cabeza.Placement{X: 4, Y: 4, W: 1, D: 1}},
		{cabeza.Blue, cabeza.Mini, cabeza.Placement{X: 9, Y: 7, W: 1, D: 1, H: 1}},
		{cabeza.Blue, cabeza.Flaco, cabeza.Placement{X: 2, Y: 9, W: 2, D: 1, H: 1}},
		{cabeza.Blue, cabeza.Chato, cabeza.Placement{X: 4, Y: 8, W: 2, D: 2, H: 1}},
		{cabeza.Blue, cabeza.Opa, cabeza.Placement{X: 0, Y: 8, W: 2, D: 2, H: 2}},
	}
	return cabezaWith(t, cabeza.Red, append(pieces, extra...)...)
}

func emptyCatcat(t *testing.T, n int, cat catcat.Cell, turn catcat.Turn, blocked ...catcat.Cell) catcat.Position {
	t.Helper()
	pos, err := catcat.NewPosition(catcat.Size(n), cat, turn, blocked)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

func cellAt(x, y int) catcat.Cell { return catcat.Cell{X: x, Y: y} }
