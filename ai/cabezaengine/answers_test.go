package cabezaengine

import (
	"context"
	"testing"

	"cabezacat/ai/internal/cabezatest"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// A threatened node searches the moves that may answer the threat and
// passes over the ones that leave the win standing (cabeza.Defence): the
// scores must be those of searching every move. Reductions are off in
// both so that the order the moves come in cannot change a score.
func TestSearchPassingOverLostMovesKeepsTheScores(t *testing.T) {
	positions := randomPositions(41, 6, 40)
	threatened := 0
	for i, p := range positions {
		d := p.Defence()
		if d.Threatened() {
			threatened++
		} else if i%8 != 0 {
			continue
		}
		g := cabeza.NewGame(p)
		limits := search.Limits{Depth: 4}
		filtered := New(Options{NoReductions: true}).Search(context.Background(), *g, limits, nil)
		every := New(Options{NoReductions: true, everyAnswer: true}).Search(context.Background(), *g, limits, nil)
		if filtered.Score != every.Score {
			t.Fatalf("%v: score %v passing over lost moves, %v searching every move", p, filtered.Score, every.Score)
		}
		if filtered.Nodes > every.Nodes {
			t.Fatalf("%v: %d nodes passing over lost moves, %d searching every move", p, filtered.Nodes, every.Nodes)
		}
	}
	if threatened == 0 {
		t.Fatal("no threatened root among the positions: the test saw nothing")
	}
}

// lostAtOnce may pass over a move that leaves the opponent its win only
// when the move could not score better than best: never while nothing
// better than that loss is known, and never when the position after it
// may be a draw (a repetition or the move cap comes before the win).
func TestLostAtOnceLooksForDrawsFirst(t *testing.T) {
	e := New(Options{})
	s := e.s
	p := mustPosition(t, cabezatest.MiddlegameString)
	s.frames[0].pos = p
	s.frames[0].keys = keysOf(&p)
	var list cabeza.MoveList
	p.GenerateMoves(&list)
	m := list.Moves[0]
	after := p.Play(m)
	lost := search.LossIn(2)

	if !s.lostAtOnce(0, m, search.ScoreDraw) {
		t.Error("a draw already in hand: a lost move cannot beat it")
	}
	if s.lostAtOnce(0, m, -search.ScoreInfinite) {
		t.Error("nothing in hand: the lost move must be searched for its score and line")
	}
	if !s.lostAtOnce(0, m, lost) {
		t.Error("a loss as quick in hand and no draw after the move: pass it over")
	}
	s.seenAdd(after.Hash(), 1)
	if s.lostAtOnce(0, m, lost) {
		t.Error("the position after the move stood before: it may be a draw by repetition")
	}
	s.seenAdd(after.Hash(), -1)

	capped := mustPosition(t, "5m4/10/2oo6/1coo2h3/6h3/3F2HH2/2ff2HH2/10/OO2M5/OO1C6 b 200")
	s.frames[0].pos = capped
	capped.GenerateMoves(&list)
	if s.lostAtOnce(0, list.Moves[0], lost) {
		t.Error("blue's move 200 reaches the move cap: a draw, not a loss")
	}
}
