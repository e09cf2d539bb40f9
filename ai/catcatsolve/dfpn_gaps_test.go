package catcatsolve

import (
	"math/rand/v2"
	"testing"

	"cabezacat/catcat"
)

// Every win the gap game claims is a real win for the catcher, on the
// walls the search uses and on the rings around the cat (cuts of more
// shapes and more gaps), and it claims wins the deadline test does not.
// The oracle is the plain exhaustive search on 5×5 boards, and df-pn
// without walls or must-play on 9×9 ones.
func TestGapGameWinsAreCatcherWins(t *testing.T) {
	boards := checkBoards(t, 41, 300)
	claims, beyond, checked, searchClaims := 0, 0, 0, 0
	for _, pos := range boards {
		// The walls' verdict as the search sees it (statics), with the
		// gap game and without.
		if withGap, without := gapSpare(pos, false), gapSpare(pos, true); withGap == 0 && without > 0 {
			searchClaims++
			if catWins, _ := plainWinner(pos); catWins {
				t.Fatalf("the search's walls claim a catcher win by the gap game, but the cat wins in\n%s", pos.StateText())
			}
			checkGapLine(t, pos)
		}
		for _, w := range gapTestWalls(pos) {
			if !gapClaim(pos, w.cells) {
				continue
			}
			claims++
			if w.lack > 0 {
				beyond++
			}
			catWins, known := plainWinner(pos)
			if !known {
				continue
			}
			if w.lack > 0 {
				checked++
			}
			if catWins {
				t.Fatalf("the gap game of the wall %v (deadline lack %d) claims a catcher win, but the cat wins in\n%s",
					cellsOf(pos, w.cells), w.lack, pos.StateText())
			}
		}
	}
	if beyond < 100 || checked < 100 || searchClaims < 50 {
		t.Fatalf("%d wins claimed, %d beyond the deadline test, %d of those checked; %d by the search's walls: too few to tell", claims, beyond, checked, searchClaims)
	}
	t.Logf("%d wins claimed, %d beyond the deadline test, %d of those checked; %d by the search's walls", claims, beyond, checked, searchClaims)
}

// checkGapLine: the line of a catcher's win the gap game settled
// (pnSearch.line follows the game) is legal and ends with the cat
// trapped.
func checkGapLine(t *testing.T, pos catcat.Position) {
	t.Helper()
	pr := GetProver(pos)
	defer PutProver(pr)
	s := pnSearch{p: pr}
	line := s.line(pos, false)
	g := catcat.NewGame(pos)
	for _, c := range line {
		if err := g.Play(c); err != nil {
			t.Fatalf("the line %v: %v, from\n%s", line, err, pos.StateText())
		}
	}
	if w, _ := g.Result().Outcome.Winner(); !g.Over() || w != catcat.CatcherToMove {
		t.Fatalf("the line %v ends %v, from\n%s", line, g.Result(), pos.StateText())
	}
}

// gapSpare is the walls' spare count of pos (statics), with or without
// the gap game.
func gapSpare(pos catcat.Position, noGap bool) uint32 {
	pr := GetProver(pos)
	defer PutProver(pr)
	s := pnSearch{p: pr, noGap: noGap}
	_, spare := s.statics()
	return spare
}

// FuzzGapGame: 5×5 boards from the bytes (the blocked cells, the cat,
// who moves); every catcher win the gap game claims on a wall or ring
// is one by the exhaustive search.
func FuzzGapGame(f *testing.F) {
	f.Add(uint32(0), uint8(4), false)
	f.Add(uint32(0b1000100010001), uint8(12), true)
	f.Add(uint32(0x155aa55), uint8(6), false)
	f.Add(uint32(0x0f0f0f0), uint8(18), true)
	f.Fuzz(func(t *testing.T, bits uint32, catAt uint8, catMove bool) {
		s := catcat.Size(5)
		inner := []catcat.Cell{}
		for i := range s.Cells() {
			if c := s.CellAt(i); !s.IsBorder(c) {
				inner = append(inner, c)
			}
		}
		cat := inner[int(catAt)%len(inner)]
		var blocked []catcat.Cell
		for i := range s.Cells() {
			if c := s.CellAt(i); c != cat && bits&(1<<(i%32)) != 0 && (i < 32 || bits&(1<<((i*7)%32)) != 0) {
				blocked = append(blocked, c)
			}
		}
		turn := catcat.CatcherToMove
		if catMove {
			turn = catcat.CatToMove
		}
		pos, err := catcat.NewPosition(s, cat, turn, blocked)
		if err != nil || pos.Outcome().Over() || !pos.CatHasMove() {
			return
		}
		for _, w := range gapTestWalls(pos) {
			if !gapClaim(pos, w.cells) {
				continue
			}
			if catWins, _ := plainWinner(pos); catWins {
				t.Fatalf("the gap game of the wall %v claims a catcher win, but the cat wins in\n%s", cellsOf(pos, w.cells), pos.StateText())
			}
		}
	})
}

// A gap game that gives up says no: a win past the budget is not
// claimed, and the same wall on a budget is won (the game is not too
// small to give up on).
func TestGapGameGivesUpWithoutAClaim(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 44))
	gaveUp := 0
	for range 3000 {
		pos, ok := randomBoard(r)
		if !ok {
			continue
		}
		for _, w := range gapTestWalls(pos) {
			pr := GetProver(pos)
			s := pnSearch{p: pr}
			won := s.gapWin(w.cells)
			if s.gapGiveUps > 0 {
				gaveUp++
				if won {
					t.Fatalf("gave up and claimed a win in\n%s", pos.StateText())
				}
			}
			if s.gapTooBig > 0 && won {
				t.Fatalf("%d gaps, more than %d, and a win claimed in\n%s", len(w.cells), gapMax, pos.StateText())
			}
			PutProver(pr)
		}
	}
	if gaveUp == 0 {
		t.Log("no gap game ran out of budget here")
	}
}

// gapTestWall is a cut of the cat off the border and its deadline lack.
type gapTestWall struct {
	cells []int16
	lack  int
}

// gapTestWalls are cuts of pos to play the gap game on: the least wall
// of the walls' search (statics, with the gap game off), and the rings
// of free cells r steps from the cat, for every r up to the border's
// distance, with at most gapMax cells.
func gapTestWalls(pos catcat.Position) []gapTestWall {
	pr := GetProver(pos)
	defer PutProver(pr)
	s := pnSearch{p: pr, noGap: true}
	delta := 0
	if pos.Turn() == catcat.CatToMove {
		delta = 1
	}
	var out []gapTestWall
	if d, _ := s.statics(); d >= pnInf {
		return nil
	}
	s.cut.reset(pr.n) // the deadline test's scratch, if statics never got to the walls
	if len(s.wall) > 0 {
		w := append([]int16(nil), s.wall...)
		out = append(out, gapTestWall{w, s.deadlineLack(w, delta)})
	}
	reached, d := s.bfsToBorder()
	rings := map[int16][]int16{}
	for _, c := range pr.queue[:reached] {
		if r := pr.distFromCat(c); r >= 1 && r <= d {
			rings[r] = append(rings[r], c)
		}
	}
	for r := int16(1); r <= d; r++ {
		if w := rings[r]; len(w) <= gapMax {
			out = append(out, gapTestWall{w, s.deadlineLack(w, delta)})
		}
	}
	return out
}

// gapClaim is the gap game's verdict on wall in pos.
func gapClaim(pos catcat.Position, wall []int16) bool {
	pr := GetProver(pos)
	defer PutProver(pr)
	s := pnSearch{p: pr}
	return s.gapWin(wall)
}

func cellsOf(pos catcat.Position, cells []int16) []catcat.Cell {
	out := make([]catcat.Cell, len(cells))
	for i, c := range cells {
		out[i] = pos.Size().CellAt(int(c))
	}
	return out
}
