package catcatsolve

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// Every block the must-play narrowing passes over loses for the catcher:
// the solver proves the cat's win after it. Random boards of 5, 9 and
// 13 cells a side, the catcher to move.
func TestMustPlayDropsOnlyLostBlocks(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	boards, dropped := 0, 0
	tries := 300
	if race.Enabled {
		tries = 40
	}
	for range tries {
		pos, ok := randomBoard(r)
		if !ok || pos.Turn() != catcat.CatcherToMove {
			continue
		}
		pr := GetProver(pos)
		s := pnSearch{p: pr}
		all := s.genMoves(nil)
		kept := s.mustPlay(append([]int16(nil), all...))
		PutProver(pr)
		in := map[int16]bool{}
		for _, m := range kept {
			in[m] = true
		}
		if len(kept) < len(all) {
			boards++
		}
		for _, m := range all {
			if in[m] {
				continue
			}
			next, err := pos.PlayIndex(int(m))
			if err != nil {
				t.Fatal(err)
			}
			sol := Solve(context.Background(), next, 2_000_000)
			if !sol.Proved {
				continue
			}
			dropped++
			if !sol.CatWins {
				t.Fatalf("the block %v was passed over, but after it %v, in\n%s", pos.Size().CellAt(int(m)), sol, pos.StateText())
			}
		}
	}
	if boards < 10 || dropped < 100 {
		t.Fatalf("narrowed %d boards, %d blocks checked: too few to tell", boards, dropped)
	}
}

// df-pn with the walls and the must-play narrowing names the same winner
// as df-pn without them (the search the exhaustive tests hold), on
// random boards, whichever side is to move.
func TestDfpnPruningAgreesWithPlain(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	agreed := 0
	tries := 300
	if race.Enabled {
		tries = 40
	}
	for range tries {
		pos, ok := randomBoard(r)
		if !ok || pos.Size() > 9 { // 13×13 boards are too slow for plain df-pn
			continue
		}
		results := [2]Result{}
		for i, plain := range []bool{true, false} {
			pr := GetProver(pos)
			pr.Limit = 50_000
			s := pnSearch{p: pr, noCut: plain, noMustPlay: plain}
			results[i] = s.prove()
			PutProver(pr)
		}
		if results[0] == Unknown || results[1] == Unknown {
			continue
		}
		if results[0] != results[1] {
			t.Fatalf("plain df-pn: %v, with walls and must-play: %v (1: cat wins, 2: catcher wins) in\n%s", results[0], results[1], pos.StateText())
		}
		agreed++
	}
	if agreed < tries/5 {
		t.Fatalf("only %d boards settled by both", agreed)
	}
}

// The must-play cache gives back what the narrowing kept, for the
// position it was asked about and no other: asked again at the same
// node it answers from the cache with the same blocks; after a block it
// is asked afresh.
func TestMustPlayCacheKeepsTheNarrowing(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	narrowed := 0
	for range 200 {
		pos, ok := randomBoard(r)
		if !ok || pos.Turn() != catcat.CatcherToMove {
			continue
		}
		pr := GetProver(pos)
		s := pnSearch{p: pr}
		all := s.genMoves(nil)
		first := append([]int16(nil), s.mustPlay(append([]int16(nil), all...))...)
		hits := s.mpCache.hits
		again := s.mustPlay(append([]int16(nil), all...))
		if len(all) >= pnMustPlayFrom && s.mpCache.hits != hits+1 {
			t.Fatalf("asked twice at one node, the cache was not read (hits %d → %d)", hits, s.mpCache.hits)
		}
		if !slices.Equal(first, again) {
			t.Fatalf("the cache kept %v, the narrowing %v, in\n%s", again, first, pos.StateText())
		}
		if len(first) < len(all) {
			narrowed++
		}
		// The same blocks with the cat a step away are another position.
		cat := pr.cat
		if nb := pr.freeNeighbourList(nil, cat); len(nb) > 0 {
			pr.cat = int(nb[0])
			hits = s.mpCache.hits
			s.mustPlay(s.genMoves(nil))
			if s.mpCache.hits != hits {
				t.Fatalf("the cat moved, yet the cache answered, in\n%s", pos.StateText())
			}
			pr.cat = cat
		}
		// So is the board after one more block.
		undo := s.play(all[0])
		pr.turn = catcat.CatcherToMove
		hits = s.mpCache.hits
		s.mustPlay(s.genMoves(nil))
		if s.mpCache.hits != hits {
			t.Fatalf("a block more, yet the cache answered, in\n%s", pos.StateText())
		}
		pr.turn = catcat.CatToMove
		s.unplay(all[0], undo)
		PutProver(pr)
	}
	if narrowed < 10 {
		t.Fatalf("only %d boards narrowed: too few to tell", narrowed)
	}
}
