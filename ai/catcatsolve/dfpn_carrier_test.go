package catcatsolve

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// A carrier is what it claims: on random boards the cat wins, a block on
// any free cell outside the root's carrier leaves the cat's win standing
// (the side to move unchanged), proved by df-pn without carriers.
func TestCarrierBlocksOutsideKeepTheCatsWin(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	tries := 400
	if race.Enabled {
		tries = 60
	}
	roots, checked := 0, 0
	for range tries {
		pos, ok := randomBoard(r)
		if !ok || pos.Size() > 9 {
			continue
		}
		got, carrier := proveWithRootSet(pos)
		if got != Proved || carrier == nil {
			continue
		}
		roots++
		for i := range pos.Size().Cells() {
			c := pos.Size().CellAt(i)
			if setHas(carrier, i) || pos.IsBlockedIndex(i) || c == pos.Cat() {
				continue
			}
			more, err := catcat.NewPosition(pos.Size(), pos.Cat(), pos.Turn(), append(pos.Blocked(), c))
			if err != nil {
				t.Fatal(err)
			}
			res := plainProve(more)
			if res == Refuted {
				t.Fatalf("%v is outside the cat's carrier, yet blocked the catcher wins, in\n%s", c, pos.StateText())
			}
			if res == Proved {
				checked++
			}
		}
	}
	if roots < 20 || checked < 200 {
		t.Fatalf("%d carriers, %d blocks checked: too few to tell", roots, checked)
	}
}

// df-pn with its carriers and the wins that stand for other boards
// names the same winner as without them, on random boards, whichever
// side is to move; and each of them did its work.
func TestDfpnCarriersAgreeWithout(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 44))
	tries := 300
	if race.Enabled {
		tries = 40
	}
	agreed, drops, wins, losses := 0, 0, 0, 0
	for range tries {
		pos, ok := randomBoard(r)
		if !ok || pos.Size() > 9 {
			continue
		}
		var results [2]Result
		for i, off := range []bool{true, false} {
			pr := GetProver(pos)
			pr.Limit = 50_000
			s := pnSearch{p: pr, noCarry: off, noSubsume: off}
			results[i] = s.prove()
			drops, wins, losses = drops+s.carryDrops, wins+s.subsumed, losses+s.subsumedLosses
			PutProver(pr)
		}
		if results[0] == Unknown || results[1] == Unknown {
			continue
		}
		if results[0] != results[1] {
			t.Fatalf("without carriers: %v, with: %v (1: cat wins, 2: catcher wins) in\n%s", results[0], results[1], pos.StateText())
		}
		agreed++
	}
	if agreed < tries/5 || drops == 0 || wins == 0 || losses == 0 {
		t.Fatalf("%d boards settled by both; carriers dropped %d blocks, %d cat's and %d catcher's wins stood for other boards: too few to tell",
			agreed, drops, wins, losses)
	}
}

// A carrier stored in one orientation reads back mirrored in the other:
// the store keys a board and its mirror image alike.
func TestCarrierReadsBackMirrored(t *testing.T) {
	pos, err := catcat.NewPosition(9, catcat.Cell{X: 1, Y: 2}, catcat.CatToMove, []catcat.Cell{{X: 0, Y: 1}})
	if err != nil {
		t.Fatal(err)
	}
	mirror, err := catcat.NewPosition(9, catcat.Cell{X: 1, Y: -2}, catcat.CatToMove, []catcat.Cell{{X: 0, Y: -1}})
	if err != nil {
		t.Fatal(err)
	}
	pr := GetProver(pos)
	s := pnSearch{p: pr}
	set := make([]uint64, pr.words)
	a, b := pos.Size().Index(catcat.Cell{X: 2, Y: 3}), pos.Size().Index(catcat.Cell{X: -1, Y: 4})
	setAdd(set, a)
	setAdd(set, b)
	s.carrierPut(set, true)
	PutProver(pr)
	pr = GetProver(mirror)
	defer PutProver(pr)
	s.p = pr
	got := make([]uint64, pr.words)
	if !s.carrierGet(got) {
		t.Fatal("the mirror image's carrier was not found")
	}
	ma, mb := pos.Size().Index(catcat.Cell{X: 2, Y: -3}), pos.Size().Index(catcat.Cell{X: -1, Y: -4})
	if !setHas(got, ma) || !setHas(got, mb) || bits.OnesCount64(got[0])+bits.OnesCount64(got[1]) != 2 {
		t.Fatalf("the mirror image reads %v, want cells %d and %d", got, ma, mb)
	}
}

// proveWithRootSet proves pos with df-pn in full, on a budget, and
// returns the result with the root's carrier (a cat's win) or hold (a
// catcher's), nil if not known.
func proveWithRootSet(pos catcat.Position) (Result, []uint64) {
	pr := GetProver(pos)
	defer PutProver(pr)
	pr.Limit = 50_000
	s := pnSearch{p: pr}
	got := s.prove()
	set := make([]uint64, pr.words)
	switch {
	case got == Proved && s.carrierGet(set), got == Refuted && s.holdGet(set):
		return got, set
	}
	return got, nil
}

// plainProve proves pos with df-pn without carriers, holds or the
// indexes of wins, on a budget.
func plainProve(pos catcat.Position) Result {
	pr := GetProver(pos)
	defer PutProver(pr)
	pr.Limit = 200_000
	s := pnSearch{p: pr, noCarry: true, noSubsume: true}
	return s.prove()
}

// A store of sets starts again once full, by count or by words: on a
// 45×45 board (33 words a set) it keeps at most pnSetWords words.
func TestNodeSetsBounded(t *testing.T) {
	pos, err := catcat.Start(45)
	if err != nil {
		t.Fatal(err)
	}
	pr := GetProver(pos)
	defer PutProver(pr)
	s := pnSearch{p: pr}
	var n nodeSets
	set := make([]uint64, pr.words)
	fit := pnSetWords / (1 + pr.words)
	most, restarted := 0, false
	// Boards of two blocks (a board and its mirror image share a key),
	// until the store starts again.
	for i := 0; i < pr.n && !restarted; i++ {
		for j := i + 1; j < pr.n && !restarted; j++ {
			if i == pr.cat || j == pr.cat {
				continue
			}
			pr.block(i)
			pr.block(j)
			before := len(n.at)
			n.put(&s, set, pnCarrierCap)
			restarted = len(n.at) < before
			pr.unblock(j)
			pr.unblock(i)
			most = max(most, len(n.at))
		}
	}
	if most > fit || len(n.sets) > pnSetWords {
		t.Fatalf("%d sets kept (%d words), at most %d fit", most, len(n.sets), fit)
	}
	if !restarted || most < fit {
		t.Fatalf("the store held at most %d sets and never started again", most)
	}
}
