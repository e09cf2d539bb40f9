package catcatsolve

import (
	"testing"

	"cabezacat/catcat"
)

// subsumeBoard is a prover on a 9×9 board with a few blocks, the cat to
// move at {1,0}.
func subsumeBoard(t *testing.T) (*Prover, catcat.Size) {
	t.Helper()
	pos, err := catcat.NewPosition(9, catcat.Cell{X: 1}, catcat.CatToMove, []catcat.Cell{{X: -2, Y: 1}, {X: 3, Y: -2}, {X: 0, Y: 3}})
	if err != nil {
		t.Fatal(err)
	}
	return GetProver(pos), pos.Size()
}

// A cat's win stands for a board whose blocks differ from the proved
// board's only outside its carrier, with the cat on the same cell and
// the same side to move; for no other.
func TestCatWinIndexFindsOnlyBoardsItsProofReads(t *testing.T) {
	pr, size := subsumeBoard(t)
	defer PutProver(pr)
	var x catWinIndex
	in, out, old := size.Index(catcat.Cell{X: 2, Y: 1}), size.Index(catcat.Cell{X: -3, Y: -3}), size.Index(catcat.Cell{X: 3, Y: -2})
	carrier := make([]uint64, pr.words)
	setAdd(carrier, in)
	setAdd(carrier, size.Index(catcat.Cell{X: 3, Y: 1}))
	x.record(pr, carrier)
	found := func() bool { return x.find(pr) != nil }
	if !found() {
		t.Fatal("the proved board itself was not found")
	}
	pr.block(out)
	if !found() {
		t.Error("a block outside the carrier hid the win")
	}
	pr.unblock(out)
	pr.block(in)
	if found() {
		t.Error("a block on the carrier kept the win")
	}
	pr.unblock(in)
	pr.unblock(old)
	if !found() {
		t.Error("a block fewer hid the win")
	}
	pr.block(old)
	pr.turn = catcat.CatcherToMove
	if found() {
		t.Error("the other side to move found the win")
	}
	pr.turn = catcat.CatToMove
	pr.cat = size.Index(catcat.Cell{X: 2})
	if found() {
		t.Error("the cat on another cell found the win")
	}
}

// A catcher's win stands for a board with the blocks of its hold, more
// or fewer others; not for one without a block of its hold, nor with the
// cat elsewhere or the other side to move.
func TestCatcherWinIndexFindsBoardsWithItsHold(t *testing.T) {
	pr, size := subsumeBoard(t)
	defer PutProver(pr)
	var x catcherWinIndex
	held, other := size.Index(catcat.Cell{X: 3, Y: -2}), size.Index(catcat.Cell{X: 0, Y: 3})
	hold := make([]uint64, pr.words)
	setAdd(hold, held)
	setAdd(hold, size.Index(catcat.Cell{X: -2, Y: 1}))
	x.record(pr, hold)
	found := func() bool { return x.find(pr) != nil }
	if !found() {
		t.Fatal("the proved board itself was not found")
	}
	more := size.Index(catcat.Cell{X: -3, Y: -3})
	pr.block(more)
	if !found() {
		t.Error("a block more hid the catcher's win")
	}
	pr.unblock(more)
	pr.unblock(other)
	if !found() {
		t.Error("a block fewer outside the hold hid the catcher's win")
	}
	pr.block(other)
	pr.unblock(held)
	if found() {
		t.Error("a block of the hold fewer kept the catcher's win")
	}
	pr.block(held)
	pr.turn = catcat.CatcherToMove
	if found() {
		t.Error("the other side to move found the catcher's win")
	}
}

// The index keeps the newest pnSubsumeWays wins per cat cell: after as
// many more, the first is gone, and the newest is there.
func TestWinIndexesKeepTheNewest(t *testing.T) {
	pr, size := subsumeBoard(t)
	defer PutProver(pr)
	var x catcherWinIndex
	first := size.Index(catcat.Cell{X: -3, Y: -3})
	pr.block(first)
	x.record(pr, pr.blockSet)
	pr.unblock(first)
	var free, cells []int
	for i := range size.Cells() {
		if !pr.blocked[i] && i != first && i != pr.cat {
			free = append(free, i)
		}
	}
	for k := range pnSubsumeWays { // a board may come back: it is kept again
		cells = append(cells, free[k%len(free)])
	}
	for _, c := range cells {
		pr.block(c)
		x.record(pr, pr.blockSet)
		pr.unblock(c)
	}
	pr.block(first)
	if x.find(pr) != nil {
		t.Error("the oldest win is still found")
	}
	pr.unblock(first)
	pr.block(cells[len(cells)-1])
	if x.find(pr) == nil {
		t.Error("the newest win is not found")
	}
}

// No more than pnSubsumeLists lists are made: past them a board with
// the cat on a new cell keeps nothing (and finds nothing), and the lists
// made still work.
func TestWinIndexesMakeBoundedLists(t *testing.T) {
	pr, size := subsumeBoard(t)
	defer PutProver(pr)
	var x catcherWinIndex
	x.ring.width = 1
	x.ring.list(pr)
	x.ring.made = pnSubsumeLists - 1
	x.record(pr, pr.blockSet)
	if x.find(pr) == nil {
		t.Fatal("the last list allowed was not made")
	}
	cat := pr.cat
	pr.cat = size.Index(catcat.Cell{X: -2, Y: -2})
	x.record(pr, pr.blockSet)
	if x.find(pr) != nil || x.ring.made != pnSubsumeLists {
		t.Fatalf("a list past the bound was made (%d made)", x.ring.made)
	}
	pr.cat = cat
	if x.find(pr) == nil {
		t.Fatal("a list made before the bound lost its entry")
	}
}

// On a large board the lists are fewer: their words stay within
// pnRingWords (a cat's win takes two sets of 33 words on 45×45).
func TestWinIndexesBoundTheirWords(t *testing.T) {
	pos, err := catcat.Start(45)
	if err != nil {
		t.Fatal(err)
	}
	pr := GetProver(pos)
	defer PutProver(pr)
	var x catWinIndex
	x.record(pr, make([]uint64, pr.words))
	r := &x.ring
	if r.most() >= pnSubsumeLists || r.most()*pnSubsumeWays*r.width*r.words > pnRingWords {
		t.Fatalf("%d lists of %d words on 45×45: more than %d words", r.most(), pnSubsumeWays*r.width*r.words, pnRingWords)
	}
}
