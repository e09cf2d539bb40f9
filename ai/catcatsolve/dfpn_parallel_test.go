package catcatsolve

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"cabezacat/ai/internal/race"
	"cabezacat/catcat"
)

// A parallel solve names the same winner as a solve on one thread, and
// its line is a legal game that the winner wins, on random boards and on
// positions from the 13×13 hard agents' games (where the workers meet).
func TestParallelSolveAgrees(t *testing.T) {
	saved := solveBoundsFirst
	solveBoundsFirst = 50 // so that df-pn, and its workers, settle them
	defer func() { solveBoundsFirst = saved }()
	r := rand.New(rand.NewPCG(61, 62))
	tries := 120
	if race.Enabled {
		tries = 30
	}
	var positions []catcat.Position
	for range tries {
		if pos, ok := randomBoard(r); ok && pos.Size() <= 9 {
			positions = append(positions, pos)
		}
	}
	for _, text := range parallelGamePositions {
		pos, err := catcat.ParseState(text)
		if err != nil {
			t.Fatal(err)
		}
		positions = append(positions, pos)
	}
	byDfpn, games := 0, 0
	for _, pos := range positions {
		// Only the boards one thread settles in a test's time (a few
		// random 9×9 boards take seconds).
		budget := 300_000
		if pos.Size() == 13 {
			budget = 2_000_000
		}
		one := SolveWinner(context.Background(), pos, budget)
		if !one.Proved {
			continue
		}
		if pos.Size() == 13 {
			games++
		}
		two := SolveWinnerThreads(context.Background(), pos, 2)
		if !two.Proved {
			t.Fatalf("two threads did not settle it without a limit:\n%s", pos.StateText())
		}
		if one.CatWins != two.CatWins {
			t.Fatalf("one thread says %v, two say %v:\n%s", one, two, pos.StateText())
		}
		if two.MovesUnknown {
			byDfpn++
		}
		checkWinningLine(t, pos, two)
	}
	if games != len(parallelGamePositions) {
		t.Fatalf("%d of the %d game positions tried", games, len(parallelGamePositions))
	}
	if want := min(10, tries/10); byDfpn < want {
		t.Fatalf("df-pn settled only %d positions (want %d): the workers were hardly tried", byDfpn, want)
	}
}

// A node one worker settled is settled for another at once (the
// workers share the table), and the other reads its carrier or hold,
// also when it meets the node as the mirror image.
func TestWorkersShareTheirResults(t *testing.T) {
	r := rand.New(rand.NewPCG(63, 64))
	took := map[bool]int{}
	for range 400 {
		pos, ok := randomBoard(r)
		if !ok || pos.Size() > 9 {
			continue
		}
		sh, stt := newSharedNodes(), newSharedPNTable(1<<12)
		first := GetProver(pos)
		first.Limit = 50_000
		a := pnSearch{p: first, share: sh, stt: stt}
		got := a.prove()
		set := make([]uint64, first.words)
		known := got == Proved && a.carrierGet(set) || got == Refuted && a.holdGet(set)
		published, _ := sh.find(a.key(), got == Proved, make([]uint64, first.words))
		PutProver(first)
		// Only a node settled by its search is published (a leaf check
		// is quicker to make again than to look up).
		if got == Unknown || !known || !published {
			continue
		}
		mirror := mirrored(t, pos)
		second := GetProver(mirror)
		b := pnSearch{p: second, share: sh, stt: stt, worker: 1}
		again := b.prove()
		nodes := second.Nodes
		want := set
		if mirror.StateText() != pos.StateText() {
			want = make([]uint64, second.words)
			second.mirrorSet(want, set)
		}
		have := make([]uint64, second.words)
		haveOK := again == Proved && b.carrierGet(have) || again == Refuted && b.holdGet(have)
		PutProver(second)
		if again != got || nodes != 1 {
			t.Fatalf("the second worker found %v in %d nodes, the first %v:\n%s", again, nodes, got, mirror.StateText())
		}
		if !haveOK || !slices.Equal(have, want) {
			t.Fatalf("the second worker's set is %v (found: %v), want the first's mirrored, %v:\n%s", have, haveOK, want, mirror.StateText())
		}
		took[got == Proved]++
	}
	if took[true] < 10 || took[false] < 10 {
		t.Fatalf("shared: %d cat's wins, %d catcher's: too few to tell", took[true], took[false])
	}
}

// mirrored is pos reflected top to bottom (y → −y), the image the
// tables fold a board with.
func mirrored(t *testing.T, pos catcat.Position) catcat.Position {
	t.Helper()
	flip := func(c catcat.Cell) catcat.Cell { return catcat.Cell{X: c.X, Y: -c.Y} }
	var blocked []catcat.Cell
	for _, c := range pos.Blocked() {
		blocked = append(blocked, flip(c))
	}
	m, err := catcat.NewPosition(pos.Size(), flip(pos.Cat()), pos.Turn(), blocked)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// A worker keeps out of a child another worker is under when a child
// as good is free, and goes in when none is.
func TestWorkersKeepOutOfEachOthersChildren(t *testing.T) {
	// A block off the middle row: no step is another's mirror image
	// (those share a node, and their marks).
	pos, err := catcat.NewPosition(9, catcat.Cell{}, catcat.CatToMove, []catcat.Cell{{X: 3, Y: 2}})
	if err != nil {
		t.Fatal(err)
	}
	pr := GetProver(pos)
	defer PutProver(pr)
	sh := newSharedNodes()
	s := pnSearch{p: pr, share: sh, worker: 1}
	moves := s.genMoves(nil)
	if len(moves) != 6 {
		t.Fatalf("%d steps from the middle", len(moves))
	}
	// The cat's steps, all alike: delta (at a cat node a child's pn) 10.
	ents := make([]pnEntry, len(moves))
	for i := range ents {
		ents[i] = pnEntry{pn: 10, dn: 5}
	}
	ents[2].pn = 8 // the best
	childKey := func(i int) uint64 {
		undo := s.play(moves[i])
		defer s.unplay(moves[i], undo)
		return s.key()
	}
	if got := s.pickUnbusy(moves, ents, 2, 8, pnInf, true); got != 2 {
		t.Fatalf("no one is busy, yet worker 1 picks %d, not the best, 2", got)
	}
	sh.enter(childKey(2), 1)
	if got := s.pickUnbusy(moves, ents, 2, 8, pnInf, true); got != 2 {
		t.Fatalf("worker 1 keeps out of its own child: picks %d", got)
	}
	sh.enter(childKey(2), 0)
	got := s.pickUnbusy(moves, ents, 2, 8, pnInf, true)
	if got == 2 {
		t.Fatal("worker 0 is under the best child, and worker 1 goes in too")
	}
	for i := range moves {
		if i != 2 {
			sh.enter(childKey(i), 0)
		}
	}
	if got := s.pickUnbusy(moves, ents, 2, 8, pnInf, true); got != 2 {
		t.Fatalf("every child is busy, yet worker 1 picks %d, not the best", got)
	}
	sh.leave(childKey(4), 0)
	ents[4].pn = 30 // free, but far worse than the best
	if got := s.pickUnbusy(moves, ents, 2, 8, pnInf, true); got != 2 {
		t.Fatalf("worker 1 picks %d, a child far worse than the best", got)
	}
	sh.leave(childKey(2), 0)
	sh.leave(childKey(2), 1)
	if len(sh.busy) != 4 {
		t.Fatalf("%d nodes still marked busy, want the 4 marked and not left", len(sh.busy))
	}
}

// parallelGamePositions are from the 13×13 hard agents' games of seeds
// 2 and 4 (hardGame), at plies 22 and 24: catcher's wins that df-pn
// settles in a fifth of a second, where the workers meet.
var parallelGamePositions = []string{`CAT 13 1 -2
. . . . . . . . . . . . .
 . . . . . . . # . . . . .
. . . . . . # . . # . . .
 . . . # # . . . . . . . .
. . # # . . . C . # . . .
 . . . . . . . # . . . . .
. . # . . . . . . . . . .
 . # . . . . . . # . . . .
. . # . . . . . . . . . .
 . . # # # # . . . . . . .
. # . . . . . . . . . . .
 . . . . . . . . . . . . .
. # . . . . . . . . . . .`, `CAT 13 0 0
. . . . . . . . . . . . .
 . . . . . . . . . . . . .
. . . . . # . . . # . . .
 . . . . . . . . . . . . .
. . . . . . # . . . . . .
 . . . # # . . # . . . . .
. . . # . . C . . . . . .
 . # . . . . . . . . # . .
. . # . . . . . # . . . .
 . # . . . # # . . . . . .
. . . . . # . . # . . . .
 . # . # . . . . . . # . .
. . . # . . . . . . . . .`}

// The shared sets are bounded: a stripe starts again once full, by
// count or by words; a set reads back with its winner and orientation,
// and not as the other winner's.
func TestSharedSetsBounded(t *testing.T) {
	sh := newSharedNodes()
	set := []uint64{1, 2, 3}
	got := make([]uint64, 3)
	most := 0
	for i := range uint64(sharedStripeCap + 10) {
		key := 5<<58 | i // one stripe
		sh.publish(key, i%2 == 0, i%3 == 0, set)
		st := &sh.stripes[5]
		most = max(most, len(st.at))
		if len(st.sets) > sharedStripeWords {
			t.Fatalf("%d words in a stripe, at most %d", len(st.sets), sharedStripeWords)
		}
		found, mirrored := sh.find(key, i%2 == 0, got)
		if !found || mirrored != (i%3 == 0) || !slices.Equal(got, set) {
			t.Fatalf("key %d reads back %v, %v, %v", i, found, mirrored, got)
		}
		if found, _ := sh.find(key, i%2 != 0, got); found {
			t.Fatalf("key %d reads back as the other side's win", i)
		}
	}
	if most > sharedStripeCap {
		t.Fatalf("a stripe held %d sets, at most %d", most, sharedStripeCap)
	}
	if found, _ := sh.find(5<<58, true, got); found {
		t.Fatal("the stripe never started again")
	}
}
