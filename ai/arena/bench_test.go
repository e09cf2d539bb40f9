package arena

import (
	"context"
	"testing"

	"cabezacat/ai/catcatagent"
)

// The arena at its defaults (21×21, 100 starts, 4 pairings, 400 games)
// with two built-in agents, on all cores. Run with -benchtime=1x.
func benchmarkArenaDefaults(b *testing.B, x, y catcatagent.Level) {
	b.ReportAllocs()
	players := []Player{{Name: x.String(), Level: x}, {Name: y.String(), Level: y}}
	for i := 0; i < b.N; i++ {
		a, err := Run(context.Background(), DefaultConfig(), players)
		if err != nil {
			b.Fatal(err)
		}
		if len(a.Games) != 400 {
			b.Fatalf("%d games", len(a.Games))
		}
	}
}

func BenchmarkArenaDefaultsHardVsEasy(b *testing.B) {
	benchmarkArenaDefaults(b, catcatagent.Hard, catcatagent.Easy)
}
func BenchmarkArenaDefaultsHardVsMedium(b *testing.B) {
	benchmarkArenaDefaults(b, catcatagent.Hard, catcatagent.Medium)
}
