package catcatsolve_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/catcatsolve"
	"cabezacat/ai/internal/cputime"
	"cabezacat/catcat"
)

// Solver coverage, a benchmark, not a test (it measures time): the share
// of positions settled (the winner proved: SolveWinner) within a
// per-position limit of CPU time, and the median and 90th percentile
// CPU time of each solve (one goroutine; on a loaded machine wall time
// runs ahead of it). CATCAT_SOLVE_LIMIT sets the limit (default 10s),
// CATCAT_SOLVE_N the positions (default 20), CATCAT_SOLVE_FROM the
// first seed (default 1). CATCAT_SOLVE_THREADS above 1 solves on that
// many threads (SolveWinnerThreads): the limit and the times reported
// are then wall time.
//
//	go test ./ai/catcatsolve/ -run X -bench SolveCoverage -benchtime 1x
func BenchmarkSolveCoverage9Starts(b *testing.B) {
	benchSolveCoverage(b, 9, 0)
}

func BenchmarkSolveCoverage13Starts(b *testing.B) {
	benchSolveCoverage(b, 13, 0)
}

// 13×13 after 6 moves (3 by each side, the medium agents playing): the
// games' middles, where the analysis and a review ask the solver.
func BenchmarkSolveCoverage13After6(b *testing.B) {
	benchSolveCoverage(b, 13, 6)
}

// 21×21 after 10 moves (5 by each side, the medium agents playing).
func BenchmarkSolveCoverage21After10(b *testing.B) {
	benchSolveCoverage(b, 21, 10)
}

func benchSolveCoverage(b *testing.B, size catcat.Size, plies int) {
	b.ReportAllocs()
	limit := 10 * time.Second
	if v, err := time.ParseDuration(os.Getenv("CATCAT_SOLVE_LIMIT")); err == nil {
		limit = v
	}
	n := 20
	if v, err := strconv.Atoi(os.Getenv("CATCAT_SOLVE_N")); err == nil {
		n = v
	}
	from := uint64(1)
	if v, err := strconv.ParseUint(os.Getenv("CATCAT_SOLVE_FROM"), 10, 64); err == nil {
		from = v
	}
	threads, _ := strconv.Atoi(os.Getenv("CATCAT_SOLVE_THREADS"))
	for range b.N {
		var times []time.Duration
		solved, catWins := 0, 0
		for seed := from; seed < from+uint64(n); seed++ {
			pos, err := catcat.RandomStart(size, catcat.DefaultDensity, seed)
			if err != nil {
				b.Fatal(err)
			}
			for k := 0; k < plies && pos.Outcome() == catcat.Ongoing; k++ {
				c := catcatagent.CatcherMove(pos, catcatagent.Medium)
				if pos.Turn() == catcat.CatToMove {
					c = catcatagent.CatMove(pos, catcatagent.Medium)
				}
				pos, _ = pos.Play(c)
			}
			ctx, cancel := cpuBudget(limit)
			if threads > 1 {
				cancel()
				ctx, cancel = context.WithTimeout(context.Background(), limit)
			}
			var sol catcatsolve.Solution
			wall := time.Now()
			used := cputime.Measure(func() {
				if threads > 1 {
					sol = catcatsolve.SolveWinnerThreads(ctx, pos, threads)
				} else {
					sol = catcatsolve.SolveWinner(ctx, pos, 0)
				}
			})
			cancel()
			if threads > 1 { // the workers' CPU is not this goroutine's: wall time
				used = time.Since(wall)
			}
			if sol.Proved {
				solved++
				if sol.CatWins {
					catWins++
				}
			}
			times = append(times, used)
			if os.Getenv("CATCAT_SOLVE_VERBOSE") != "" {
				fmt.Printf("size %d seed %d: %v, %d nodes, cpu %v, wall %v, winner known at %v\n", size, seed, sol, sol.Nodes,
					used.Round(time.Millisecond), time.Since(wall).Round(time.Millisecond), sol.WinnerTime.Round(time.Millisecond))
			}
		}
		slices.Sort(times)
		b.ReportMetric(float64(solved)/float64(n), "solved")
		b.ReportMetric(float64(catWins), "cat-wins")
		b.ReportMetric(times[len(times)/2].Seconds(), "median-cpu-s")
		b.ReportMetric(times[len(times)*9/10].Seconds(), "p90-cpu-s")
	}
}

// cpuBudget is a context cancelled once the process has used limit of
// CPU time from now (the solve runs alone, on one goroutine; the
// garbage collector's threads count too, which only shortens it), or a
// wall-clock timeout where the CPU clock is not available.
func cpuBudget(limit time.Duration) (context.Context, context.CancelFunc) {
	start := cputime.Process()
	if start == 0 {
		return context.WithTimeout(context.Background(), limit)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				if cputime.Process()-start >= limit {
					cancel()
					return
				}
			}
		}
	}()
	return ctx, cancel
}

// The share of game positions the solver proves within the analysis'
// budget of nodes (catcatagent's catcatAnalysisProofNodes, 50,000): the
// positions of medium-against-medium games at 9×9, 13×13 and 21×21,
// seeds 1–10, every third ply; with the CPU time of all the solves.
//
//	go test ./ai/catcatsolve/ -run X -bench SolveAnalysisBudget -benchtime 1x
func BenchmarkSolveAnalysisBudget(b *testing.B) {
	b.ReportAllocs()
	var positions []catcat.Position
	for _, size := range []catcat.Size{9, 13, 21} {
		for seed := uint64(1); seed <= 10; seed++ {
			pos, err := catcat.RandomStart(size, catcat.DefaultDensity, seed)
			if err != nil {
				b.Fatal(err)
			}
			for ply := 0; pos.Outcome() == catcat.Ongoing; ply++ {
				if ply%3 == 0 {
					positions = append(positions, pos)
				}
				c := catcatagent.CatcherMove(pos, catcatagent.Medium)
				if pos.Turn() == catcat.CatToMove {
					c = catcatagent.CatMove(pos, catcatagent.Medium)
				}
				pos, _ = pos.Play(c)
			}
		}
	}
	b.ResetTimer()
	for range b.N {
		proved := 0
		used := cputime.Measure(func() {
			for _, pos := range positions {
				if catcatsolve.SolveQuick(context.Background(), pos, 50_000).Proved {
					proved++
				}
			}
		})
		b.ReportMetric(float64(proved)/float64(len(positions)), "proved")
		b.ReportMetric(float64(len(positions)), "positions")
		b.ReportMetric(used.Seconds(), "cpu-s")
	}
}
