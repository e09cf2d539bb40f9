package catcatagent

import (
	"slices"
	"testing"
	"time"

	"cabezacat/ai/internal/cputime"
	"cabezacat/catcat"
)

// benchPositions are the positions of hard-vs-medium games from random
// starts: what the hard agents meet in the arena, both sides to move.
func benchPositions(b *testing.B, size catcat.Size, games int) (cat, catcher []catcat.Position) {
	b.Helper()
	for seed := uint64(1); seed <= uint64(games); seed++ {
		start, err := catcat.RandomStart(size, catcat.DefaultDensity, seed)
		if err != nil {
			b.Fatal(err)
		}
		for _, hardCat := range []bool{true, false} {
			g := catcat.NewGame(start)
			for !g.Over() {
				p := g.Position()
				var c catcat.Cell
				if p.Turn() == catcat.CatToMove {
					cat = append(cat, p)
					c = CatMove(p, map[bool]Level{true: Hard, false: Medium}[hardCat])
				} else {
					catcher = append(catcher, p)
					c = CatcherMove(p, map[bool]Level{true: Medium, false: Hard}[hardCat])
				}
				if err := g.Play(c); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	return cat, catcher
}

// benchMoves times one move per position, round robin, and reports the
// distribution of the CPU time per move (p50, p90, p99, max).
func benchMoves(b *testing.B, positions []catcat.Position, move func(catcat.Position)) {
	b.ReportAllocs()
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := positions[i%len(positions)]
		times = append(times, cputime.Measure(func() { move(p) }))
	}
	b.StopTimer()
	slices.Sort(times)
	q := func(f float64) float64 { return float64(times[int(f*float64(len(times)-1))].Microseconds()) / 1000 }
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.9), "p90-ms")
	b.ReportMetric(q(0.99), "p99-ms")
	b.ReportMetric(q(1), "max-ms")
}

func benchmarkHard(b *testing.B, size catcat.Size, games int, catSide bool) {
	cat, catcher := benchPositions(b, size, games)
	if catSide {
		benchMoves(b, cat, func(p catcat.Position) { CatMove(p, Hard) })
	} else {
		benchMoves(b, catcher, func(p catcat.Position) { CatcherMove(p, Hard) })
	}
}

func BenchmarkCatcatHardCatMove21(b *testing.B)     { benchmarkHard(b, 21, 10, true) }
func BenchmarkCatcatHardCatcherMove21(b *testing.B) { benchmarkHard(b, 21, 10, false) }
func BenchmarkCatcatHardCatMove45(b *testing.B)     { benchmarkHard(b, 45, 3, true) }
func BenchmarkCatcatHardCatcherMove45(b *testing.B) { benchmarkHard(b, 45, 3, false) }

// The hard catcher's heuristic search alone (searchMove: the provers
// skipped), on the positions of BenchmarkCatcatHardCatcherMove*: what
// the hard catcher cost before the provers came in front of it, and
// the part of its move that the provers leave to the search. A
// diagnostic beside the whole move's benchmark, not a replacement.
func benchmarkHardCatcherSearch(b *testing.B, size catcat.Size, games int) {
	_, catcher := benchPositions(b, size, games)
	benchMoves(b, catcher, func(p catcat.Position) { searchMove(p, Hard) })
}

func BenchmarkCatcatHardCatcherSearch21(b *testing.B) { benchmarkHardCatcherSearch(b, 21, 10) }

// The hard catcher's provers alone (the search skipped), on the same
// positions: the other part of its move, which the provers' budget of
// nodes fixes and only a cheaper node makes faster.
func benchmarkHardCatcherProvers(b *testing.B, size catcat.Size, games int) {
	_, catcher := benchPositions(b, size, games)
	benchMoves(b, catcher, func(p catcat.Position) { provenCatcherMove(p) })
}

func BenchmarkCatcatHardCatcherProvers21(b *testing.B) { benchmarkHardCatcherProvers(b, 21, 10) }
func BenchmarkCatcatHardCatcherProvers45(b *testing.B) { benchmarkHardCatcherProvers(b, 45, 3) }
func BenchmarkCatcatHardCatcherSearch45(b *testing.B)  { benchmarkHardCatcherSearch(b, 45, 3) }
