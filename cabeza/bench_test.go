package cabeza

import (
	"math/rand"
	"testing"
	"time"
	"unsafe"
)

// BenchmarkPerftStart reports nodes per second of perft 5 from the start
// (1,845,541 nodes; the last ply is counted in bulk, not played).
// nodes/cpu-s divides by the CPU time of the thread that counted (Linux;
// wall time elsewhere): the figure to compare on a shared machine.
func BenchmarkPerftStart(b *testing.B) {
	b.ReportAllocs()
	p := Start()
	var nodes uint64
	var cpu time.Duration
	for i := 0; i < b.N; i++ {
		cpu += measureCPU(func() { nodes += Perft(p, 5) })
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
}

// benchPositions are positions from random games, where pieces are spread
// out and the move lists longer than at the start.
func benchPositions() []Position {
	rng := rand.New(rand.NewSource(42))
	var out []Position
	for len(out) < 1000 {
		randomPlayout(rng, Start(), 60, func(p *Position, _ Move) { out = append(out, *p) })
	}
	return out
}

func BenchmarkGenerateMoves(b *testing.B) {
	ps := benchPositions()
	var list MoveList
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		ps[i%len(ps)].GenerateMoves(&list)
		moves += list.N
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

func BenchmarkPlay(b *testing.B) {
	ps := benchPositions()
	var lists []MoveList
	for _, p := range ps {
		var l MoveList
		p.GenerateMoves(&l)
		lists = append(lists, l)
	}
	b.ReportAllocs()
	b.ResetTimer()
	var sink uint64
	for i := 0; i < b.N; i++ {
		j := i % len(ps)
		l := &lists[j]
		if l.N == 0 {
			continue
		}
		q := ps[j].Play(l.Moves[i%l.N])
		sink ^= q.Hash()
	}
	_ = sink
}

func BenchmarkWinningMove(b *testing.B) {
	ps := benchPositions()
	b.ReportAllocs()
	b.ResetTimer()
	found := 0
	for i := 0; i < b.N; i++ {
		if _, ok := ps[i%len(ps)].WinningMove(); ok {
			found++
		}
	}
	b.ReportMetric(float64(found)/float64(b.N), "wins/op")
}

func TestGenerateMovesAllocatesNothing(t *testing.T) {
	ps := benchPositions()
	var list MoveList
	allocs := testing.AllocsPerRun(100, func() {
		for i := range ps[:50] {
			ps[i].GenerateMoves(&list)
			ps[i].Play(list.Moves[0])
			ps[i].WinningMove()
		}
	})
	if allocs != 0 {
		t.Errorf("GenerateMoves/Play/WinningMove allocate %v times per run", allocs)
	}
	start := Start()
	if allocs := testing.AllocsPerRun(5, func() { Perft(start, 3) }); allocs != 0 {
		t.Errorf("Perft allocates %v times per run", allocs)
	}
}

func TestPositionIsSmall(t *testing.T) {
	if size := unsafe.Sizeof(Position{}); size > 80 {
		t.Errorf("Position is %d bytes; Play copies it at every node", size)
	}
}

func TestMoveIndexTellsMovesApart(t *testing.T) {
	forRandomPositions(t, 16, func(p *Position, _ Move) {
		seen := map[int]Move{}
		for _, m := range p.LegalMoves() {
			i := m.Index()
			if i < 0 || i >= NumMoveIndices {
				t.Fatalf("%v: index %d out of range", m, i)
			}
			if other, dup := seen[i]; dup {
				t.Fatalf("%v: %v and %v share index %d", p, other, m, i)
			}
			seen[i] = m
		}
	})
}
