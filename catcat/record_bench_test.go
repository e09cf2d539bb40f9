package catcat

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkParseRecord reads a record of a random game on the largest
// board.
func BenchmarkParseRecord(b *testing.B) {
	start, err := RandomStart(MaxSize, DefaultDensity, 5)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	g := NewGame(start)
	for !g.Over() {
		moves := g.Position().LegalMoves()
		g.Play(moves[rng.IntN(len(moves))])
	}
	text, err := RecordOf(g).MarshalText()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := ParseRecord(string(text)); err != nil {
			b.Fatal(err)
		}
	}
}
