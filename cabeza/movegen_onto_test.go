package cabeza

import (
	"math/rand"
	"slices"
	"testing"
)

// GenerateBlockMovesOnto must be GenerateMoves with every move that does
// not end in the set left out, order and win flags kept: a search that
// tries its moves first and the full list after relies on the order.
func TestGenerateBlockMovesOntoFiltersGenerateMoves(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	near := func(sq Square) EndSet { // blocks that end within two files and ranks of sq
		return EndSetOf(func(k Kind, p Placement) bool {
			return k.IsBlock() && p.X <= sq.X()+2 && p.X+p.W >= sq.X()-1 && p.Y <= sq.Y()+2 && p.Y+p.D >= sq.Y()-1
		})
	}
	forRandomPositions(t, 41, func(p *Position, _ Move) {
		var ends EndSet
		switch rng.Intn(3) {
		case 0:
			for i := range ends {
				ends[i] = rng.Uint64()
			}
		case 1:
			ends = near(p.Cabeza(p.Side().Opponent()))
		case 2:
			ends = EndSetOf(func(k Kind, _ Placement) bool { return k.IsBlock() })
		}
		kinds := uint8(rng.Intn(1 << NumKinds))
		var all, got MoveList
		p.GenerateMoves(&all)
		p.GenerateBlockMovesOnto(&got, &ends, kinds)
		var want []Move
		for _, m := range all.Slice() {
			if sp := m.spot(); m.Kind().IsBlock() && kinds>>m.Kind()&1 != 0 && ends[sp>>6]>>(sp&63)&1 != 0 {
				want = append(want, m)
			}
		}
		if !slices.Equal(got.Slice(), want) {
			t.Fatalf("%s: got %v, want %v", p.String(), got.Slice(), want)
		}
	})
}

// Lists must agree with IsLegal on every move, legal or not: moves of
// this position and of the two before it (the other player's, and the
// same player's a turn ago, many of them illegal now).
func TestListsAgreesWithIsLegal(t *testing.T) {
	var prev, prev2 []Move
	forRandomPositions(t, 43, func(p *Position, _ Move) {
		moves := p.LegalMoves()
		for _, m := range slices.Concat(prev2, prev, moves) {
			if got, want := p.Lists(m), p.IsLegal(m); got != want {
				t.Fatalf("%s: Lists(%v) = %v, want %v", p.String(), m, got, want)
			}
		}
		prev2, prev = prev, moves
	})
	if (&Position{}).Lists(NoMove) {
		t.Fatal("NoMove is legal")
	}
}
