package review

import (
	"context"
	"testing"
)

// quietPlies is how much of the level-4 game the test reviews: its
// opening and middle game.
const quietPlies = 80

// A game of level strength — level 4 against itself, recorded by
// TestMarkCounts — gets few measured marks: an inaccuracy or two a
// side, no mistake, no blunder but the proven ones (a win at depth 6
// that level 4's depth 4 does not see, marked exactly as before).
// Measured against the next position's own search (the odd/even swing),
// the same evaluations gave the sides 8 inaccuracies; the test checks
// that too, so it shows what the played move's own score is for.
func TestAQuietGameGetsFewMarks(t *testing.T) {
	full := recordGame(t, "level4-selfplay.cabeza").(*cabezaGame)
	g := &cabezaGame{start: full.start, moves: full.moves[:quietPlies], movers: full.movers[:quietPlies]}
	r := Whole(context.Background(), g, Quick, 2, nil)
	if !r.Complete() {
		t.Fatal("review not complete")
	}
	now, before := measuredMarks(r), measuredMarks(withoutPlayed(g, r))
	for side := range 2 {
		t.Logf("%s: marks by drop %v; against the next position %v", r.Side(side), now[side], before[side])
		if n := now[side]; n[Inaccuracy] > 2 || n[Mistake] > 0 || n[Blunder] > 0 {
			t.Errorf("%s, level 4: %d inaccuracies, %d mistakes, %d blunders by their drop; want at most 2 inaccuracies and nothing worse", r.Side(side), n[Inaccuracy], n[Mistake], n[Blunder])
		}
	}
	// The played move's score is written in the record, so the review
	// read back marks the same moves (without it, the old measure).
	notes, header := r.Notes()
	back, ok := FromNotes(g, notes, header)
	if !ok {
		t.Fatal("the review's own notes do not read back")
	}
	if got := measuredMarks(back); got != now {
		t.Errorf("read back from the record: marks %v, want %v", got, now)
	}
	if b := before[0][Inaccuracy] + before[1][Inaccuracy]; b < 6 {
		t.Errorf("measured against the next position the game has %d inaccuracies: the test no longer shows the odd/even swing", b)
	}
}

// measuredMarks counts each side's marks that come from a drop of
// winning chances, not from a proof (MoveReview.Exact).
func measuredMarks(r *Review) [2][Blunder + 1]int {
	var n [2][Blunder + 1]int
	for i := 0; i < r.Len(); i++ {
		if m := r.Move(i); m.Known && m.Exact == "" {
			n[m.Side][m.Mark]++
		}
	}
	return n
}
