package catcatsolve_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"cabezacat/ai/catcatagent"
	"cabezacat/ai/catcatsolve"
	"cabezacat/ai/internal/cputime"
	"cabezacat/catcat"
)

// How far back from the end of a game the solver reaches, a benchmark,
// not a test (it measures time): for each seed the hard agents play a
// 13×13 game out; then the solver (SolveWinner) is asked about its
// positions two plies at a time from the end, with the same side to
// move, until one is not settled within the CPU limit. "earliest" is the
// first ply settled that way (0 would be the start; a game that ends at
// ply L is settled back to L−1 at once). The sum of the earliest plies
// over the seeds goes down as the solver gets stronger; on 13×13 the
// starts are where issue 30 wants it. CATCAT_FRONTIER_LIMIT sets the
// limit per position (default 5s), CATCAT_FRONTIER_SEEDS the seeds
// (default 6, from 1), CATCAT_SOLVE_VERBOSE prints each game's line.
func BenchmarkSolveHardGameFrontier(b *testing.B) {
	b.ReportAllocs()
	limit := 5 * time.Second
	if v, err := time.ParseDuration(os.Getenv("CATCAT_FRONTIER_LIMIT")); err == nil {
		limit = v
	}
	seeds := 6
	if v, err := strconv.Atoi(os.Getenv("CATCAT_FRONTIER_SEEDS")); err == nil {
		seeds = v
	}
	for range b.N {
		sum, cpu := 0, time.Duration(0)
		for seed := 1; seed <= seeds; seed++ {
			game := hardGame(b, uint64(seed))
			earliest, line := len(game), ""
			for ply := len(game) - 2; ply >= 0; ply -= 2 {
				ctx, cancel := cpuBudget(limit)
				var sol catcatsolve.Solution
				used := cputime.Measure(func() { sol = catcatsolve.SolveWinner(ctx, game[ply], 0) })
				cancel()
				cpu += used
				line += fmt.Sprintf(" p%d:%.2fs", ply, used.Seconds())
				if !sol.Proved {
					break
				}
				earliest = ply
			}
			sum += earliest
			if os.Getenv("CATCAT_SOLVE_VERBOSE") != "" {
				fmt.Printf("seed %d: %d plies, earliest settled %d:%s\n", seed, len(game), earliest, line)
			}
		}
		b.ReportMetric(float64(sum), "sum-earliest")
		b.ReportMetric(cpu.Seconds(), "cpu-s")
	}
}

// hardGame is the positions of a 13×13 game the hard agents play from
// the seed's start, up to its end (not included).
func hardGame(b *testing.B, seed uint64) []catcat.Position {
	pos, err := catcat.RandomStart(13, catcat.DefaultDensity, seed)
	if err != nil {
		b.Fatal(err)
	}
	var game []catcat.Position
	for pos.Outcome() == catcat.Ongoing {
		game = append(game, pos)
		c := catcatagent.CatcherMove(pos, catcatagent.Hard)
		if pos.Turn() == catcat.CatToMove {
			c = catcatagent.CatMove(pos, catcatagent.Hard)
		}
		if pos, err = pos.Play(c); err != nil {
			b.Fatal(err)
		}
	}
	return game
}

// The parallel solve's speed, a benchmark (it measures time): the wall
// time (ns/op) and the process's CPU time to settle four positions of
// the hard agents' 13×13 games (seeds 2, 3, 4 and 5, plies where one
// thread takes 1.5 to 5 CPU-s), on 1 and on 2 threads. With -count the
// two alternate; the speedup is threads-1's ns/op over threads-2's.
func BenchmarkSolveThreads(b *testing.B) {
	var positions []catcat.Position
	for _, at := range []struct{ seed, ply int }{{2, 18}, {3, 16}, {4, 16}, {5, 8}} {
		positions = append(positions, hardGame(b, uint64(at.seed))[at.ply])
	}
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads-%d", threads), func(b *testing.B) {
			b.ReportAllocs()
			nodes, cpu := 0, time.Duration(0)
			for range b.N {
				for _, pos := range positions {
					before := cputime.Process()
					ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
					sol := catcatsolve.SolveWinnerThreads(ctx, pos, threads)
					cancel()
					cpu += cputime.Process() - before
					if !sol.Proved {
						b.Fatalf("not settled in 10 minutes:\n%s", pos.StateText())
					}
					nodes += sol.Nodes
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
		})
	}
}
