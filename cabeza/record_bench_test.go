package cabeza

import (
	"math/rand"
	"testing"
)

// BenchmarkParseRecord reads a record of a game played to the move cap
// from a random layout: 400 moves, each replayed by the rules.
func BenchmarkParseRecord(b *testing.B) {
	rng := rand.New(rand.NewSource(3))
	var text []byte
	for text == nil {
		g := NewGame(randomLayout(rng))
		for !g.Status().Over() {
			moves := g.LegalMoves()
			var quiet []Move
			for _, m := range moves {
				if !m.IsWin() {
					quiet = append(quiet, m)
				}
			}
			if len(quiet) == 0 {
				break
			}
			g.Play(quiet[rng.Intn(len(quiet))])
		}
		if g.Status().Reason == MoveCap {
			text, _ = RecordOf(g, Tag{"Red", "ai:4"}, Tag{"Blue", "ai:4"}).MarshalText()
		}
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := ParseRecord(string(text)); err != nil {
			b.Fatal(err)
		}
	}
}
