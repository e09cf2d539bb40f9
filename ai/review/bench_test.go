package review

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"cabezacat/ai/catcatagent"
	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// The benchmarks' games, recorded once (go test ./ai/review -run
// TestWriteBenchGames -write-bench-games): the first 60 plies of a
// level-3 self-play Cabeza game and a whole game of the medium agents
// on a 21×21 board.
var writeBenchGames = flag.Bool("write-bench-games", false, "record the benchmarks' games in testdata")

func TestWriteBenchGames(t *testing.T) {
	if !*writeBenchGames {
		t.Skip("run with -write-bench-games")
	}
	for seed := uint64(1); ; seed++ {
		g := selfPlayCabeza(seed, 3)
		if g.Ply() < 60 {
			continue
		}
		cut := cabeza.NewGame(g.Start())
		for _, m := range g.Moves()[:60] {
			cut.Play(m)
		}
		text, err := cabeza.RecordOf(cut, cabeza.Tag{Name: "Red", Value: "ai:3"}, cabeza.Tag{Name: "Blue", Value: "ai:3"}).MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, "cabeza-60.cabeza", text)
		break
	}
	for seed := uint64(1); ; seed++ {
		start, err := catcat.RandomStart(catcat.Size(21), 0.1, seed)
		if err != nil {
			continue
		}
		g := catcat.NewGame(start)
		for !g.Over() {
			p := g.Position()
			c := catcatMediumMove(p)
			if g.Play(c) != nil {
				break
			}
		}
		if !g.Over() || len(g.Moves()) < 20 {
			continue
		}
		r := catcat.RecordOf(g)
		r.Cat, r.Catcher = "ai:medium", "ai:medium"
		text, err := r.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, "catcat-21.catcat", text)
		break
	}
}

func writeFile(t *testing.T, name string, text []byte) {
	t.Helper()
	if err := os.MkdirAll("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("testdata", name), text, 0o644); err != nil {
		t.Fatal(err)
	}
}

func benchGame(b *testing.B, name string) Game {
	text, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		b.Fatal(err)
	}
	if filepath.Ext(name) == ".cabeza" {
		rec, err := cabeza.ParseRecord(string(text))
		if err != nil {
			b.Fatal(err)
		}
		g, _, err := CabezaRecord(rec)
		if err != nil {
			b.Fatal(err)
		}
		return g
	}
	rec, err := catcat.ParseRecord(string(text))
	if err != nil {
		b.Fatal(err)
	}
	g, _, err := CatcatRecord(rec)
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// benchReview reviews the game at the quick budget on workers workers,
// reporting the wall time and the CPU time of a whole review (the
// machine may be shared: the CPU time is the process's).
func benchReview(b *testing.B, name string, workers int) {
	g := benchGame(b, name)
	b.ReportAllocs()
	cpu0 := processCPU()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		r := Whole(context.Background(), g, Quick, workers, nil)
		if !r.Complete() {
			b.Fatal("review not complete")
		}
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N), "wall-ms/review")
	b.ReportMetric(float64((processCPU()-cpu0).Milliseconds())/float64(b.N), "cpu-ms/review")
	b.ReportMetric(float64(g.Len()+1), "positions")
}

func BenchmarkReviewCabeza60Quick1(b *testing.B) { benchReview(b, "cabeza-60.cabeza", 1) }
func BenchmarkReviewCabeza60Quick2(b *testing.B) { benchReview(b, "cabeza-60.cabeza", 2) }
func BenchmarkReviewCatcat21Quick1(b *testing.B) { benchReview(b, "catcat-21.catcat", 1) }
func BenchmarkReviewCatcat21Quick2(b *testing.B) { benchReview(b, "catcat-21.catcat", 2) }

// processCPU is the CPU time of the whole process, every worker's.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func catcatMediumMove(p catcat.Position) catcat.Cell {
	if p.Turn() == catcat.CatToMove {
		return catcatagent.CatMove(p, catcatagent.Medium)
	}
	return catcatagent.CatcherMove(p, catcatagent.Medium)
}
