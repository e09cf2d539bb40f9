package ai

import (
	"context"
	"testing"
)

// The arena at its defaults (21×21, 100 starts, 4 pairings, 400 games)
// with two built-in agents, on all cores. Run with -benchtime=1x.
func benchmarkArenaDefaults(b *testing.B, x, y CatcatLevel) {
	b.ReportAllocs()
	players := []ArenaPlayer{{Name: x.String(), Level: x}, {Name: y.String(), Level: y}}
	for i := 0; i < b.N; i++ {
		a, err := RunArena(context.Background(), DefaultArenaConfig(), players)
		if err != nil {
			b.Fatal(err)
		}
		if len(a.Games) != 400 {
			b.Fatalf("%d games", len(a.Games))
		}
	}
}

func BenchmarkArenaDefaultsHardVsEasy(b *testing.B) {
	benchmarkArenaDefaults(b, CatcatHard, CatcatEasy)
}
func BenchmarkArenaDefaultsHardVsMedium(b *testing.B) {
	benchmarkArenaDefaults(b, CatcatHard, CatcatMedium)
}
