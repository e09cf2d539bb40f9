package cabeza

import (
	"errors"
	"strings"
	"testing"
)

const noMovePosition = "9c/10/10/10/10/1mff6/OO1oo5/OOFoo5/MHhh6/CH8 r 1"

func TestRuleNoLegalMoveLoses(t *testing.T) {
	// Red is walled in: Cabeza a1 (a2 M, b1/b2 H), Mini a2, Chato standing
	// b1–b2 (north b3 is the Opa, east c1–d2 holds h), Opa a3–b4
	// (north b5 m, east c3 F, south own pieces), Flaco standing c3 (c5 f,
	// c2 h, d3 o, a3 O). Blue's Cabeza is far away, off rank 1.
	p, err := ParsePosition(noMovePosition)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(p.LegalMoves()); n != 0 {
		t.Fatalf("red has %d moves, want none: %v", n, p.LegalMoves())
	}
	g := NewGame(p)
	s := g.Status()
	if s.Reason != NoLegalMove || s.Winner != Blue || !s.Over() || s.IsDraw() {
		t.Errorf("status = %+v, want blue wins, red has no legal move", s)
	}
	if s.String() != "red has no legal move" {
		t.Errorf("status reads %q", s)
	}
	if err := g.Play(NoMove); !errors.Is(err, ErrGameOver) {
		t.Errorf("Play after the end: %v, want ErrGameOver", err)
	}
	if g.LegalMoves() != nil {
		t.Errorf("a finished game lists moves")
	}
}

func playAll(t *testing.T, g *Game, moves string) {
	t.Helper()
	for _, text := range strings.Fields(moves) {
		if _, err := g.PlayText(text); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

func TestRuleThreefoldRepetitionDraws(t *testing.T) {
	g := NewGame(Start())
	playAll(t, g, "On os Os on On os Os")
	if s := g.Status(); s.Over() {
		t.Fatalf("over after 7 moves (start seen twice): %v", s)
	}
	playAll(t, g, "on")
	s := g.Status()
	if s.Reason != Repetition || !s.IsDraw() || s.String() != "draw by threefold repetition" {
		t.Fatalf("after the start came back a third time: %+v %q", s, s)
	}
	// The same layout with the other side to move is another position: a
	// Cabeza triangle (three moves) against a two-move shuffle flips the
	// side to move.
	p := board(t, "r",
		"oo..mff.hh",
		"oo......hh",
		"....c.....",
		"..........",
		"..........",
		"....C.....",
		"..........",
		"..........",
		"OO......HH",
		"OO..MFF.HH",
	)
	h := NewGame(p)
	playAll(t, h, "Cn cs Cse cn Cw")
	if h.Side() != Blue || h.Position().Placement(Red, Cabeza) != p.Placement(Red, Cabeza) {
		t.Fatalf("the triangle did not come back: %v", h.Position())
	}
	playAll(t, h, "cs Cn cne Cs cw")
	if q := h.Position(); q.Hash() != p.Hash() || q.Side() != Red || q.Placement(Blue, Cabeza) != p.Placement(Blue, Cabeza) {
		t.Fatalf("not back at the start: %v", q)
	}
	if s := h.Status(); s.Over() {
		t.Errorf("the layout came three times, twice with red to move: %v", s)
	}
	playAll(t, h, "Cn cs Cs cn")
	if s := h.Status(); s.Reason != Repetition {
		t.Errorf("the third time with red to move: %v", s)
	}
}

func TestRuleMoveCapDraws(t *testing.T) {
	p, err := ParsePosition("2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 b 200")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(p)
	playAll(t, g, "os")
	s := g.Status()
	if end := g.Position(); s.Reason != MoveCap || s.String() != "draw by the 200-move cap" || end.Fullmove() != MoveCapFullmove {
		t.Fatalf("after blue's 200th move: %+v (fullmove %d)", s, end.Fullmove())
	}
	q, _ := ParsePosition("2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 r 200")
	g = NewGame(q)
	playAll(t, g, "On")
	if s := g.Status(); s.Over() {
		t.Errorf("after red's 200th move the game is over: %v", s)
	}
}

func TestRuleCabezaOnHomeRowEndsTheGame(t *testing.T) {
	p, err := ParsePosition("oo6hh/oo2C3hh/10/2c2ff3/10/10/10/2m7/OO6HH/OO3MFFHH r 30")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(p)
	playAll(t, g, "Cne")
	s := g.Status()
	if s.Reason != HomeRow || s.Winner != Red || s.String() != "red's Cabeza reached rank 10" {
		t.Fatalf("status %+v %q", s, s)
	}
	if _, err := g.PlayText("cs"); !errors.Is(err, ErrGameOver) {
		t.Errorf("a move after the win: %v", err)
	}
	if !g.Undo() || g.Status().Over() || g.Ply() != 0 {
		t.Errorf("undo did not reopen the game: %v", g.Status())
	}
}

func TestGameKeepsHistoryAndUndoes(t *testing.T) {
	g := NewGame(Start())
	playAll(t, g, "Fn hs On")
	if g.Ply() != 3 || len(g.Moves()) != 3 || g.Moves()[1].String() != "hs" {
		t.Fatalf("history %v", g.Moves())
	}
	if g.Side() != Blue {
		t.Errorf("after three moves %s is to move, want blue", g.Side())
	}
	after2 := g.PositionAt(2)
	if !g.Undo() {
		t.Fatal("undo failed")
	}
	if g.Side() != Red {
		t.Errorf("after undoing the third move %s is to move, want red", g.Side())
	}
	if g.Position() != after2 {
		t.Errorf("undo did not restore the position")
	}
	if g.Start() != Start() || g.PositionAt(0) != Start() {
		t.Errorf("start position lost")
	}
	if _, err := g.PlayText("hn"); err == nil || err.Error() != `"hn": it is red's turn` {
		t.Errorf("blue played twice in a row: %v", err)
	}
	if err := g.Play(Start().LegalMoves()[0]); err == nil {
		t.Errorf("Play accepted Fn of the start, whose Flaco has moved since")
	}
	for g.Undo() {
	}
	if g.Ply() != 0 || g.Undo() {
		t.Errorf("undo past the start")
	}
}
