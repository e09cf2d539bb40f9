package cabeza

import (
	"errors"
	"testing"
)

func TestRuleCrushWinsAtOnce(t *testing.T) {
	p := board(t, "r",
		"oo...ff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....cm....", // blue Cabeza e6
		"....M.....", // red Mini e5
		"..........",
		"..........",
		"OO......HH",
		"OO.C.FF.HH",
	)
	expectMoves(t, p, "", "Mn", "")
	g := NewGame(p)
	if _, err := g.PlayText("Mn"); err != nil {
		t.Fatal(err)
	}
	if s := g.Status(); s.Reason != Crush || s.Winner != Red || s.String() != "red crushed blue's Cabeza" {
		t.Errorf("status after the crush = %+v %q", s, s)
	}
}

func TestRuleCabezaAlreadyOnTheFarRowIsAFinishedGame(t *testing.T) {
	for _, c := range []struct {
		pos    string
		winner Player
	}{
		{"C1oo2hh2/2oo2hh2/4c5/10/10/10/10/2mff5/OO6HH/OOMFF3HH b 9", Red},
		{"C1oo2hh2/2oo2hh2/4c5/10/10/10/10/2mff5/OO6HH/OOMFF3HH r 9", Red},
		{"2oo2hh2/2oo2hh2/4C5/10/10/10/10/2mff5/OO6HH/OOMFF2cHH r 9", Blue},
		// Both there, which no game reaches: the player who moved last.
		{"C1oo2hh2/2oo2hh2/10/10/10/10/10/2mff5/OO6HH/OOMFF2cHH r 9", Blue},
		{"C1oo2hh2/2oo2hh2/10/10/10/10/10/2mff5/OO6HH/OOMFF2cHH b 9", Red},
	} {
		p, err := ParsePosition(c.pos)
		if err != nil {
			t.Fatal(err)
		}
		g := NewGame(p)
		if s := g.Status(); s.Reason != HomeRow || s.Winner != c.winner {
			t.Errorf("%s: status %v, want %s's Cabeza reached the far row", c.pos, s, c.winner)
		}
		if g.LegalMoves() != nil {
			t.Errorf("%s: a finished game lists moves", c.pos)
		}
		if _, err := g.PlayText(p.LegalMoves()[0].String()); !errors.Is(err, ErrGameOver) {
			t.Errorf("%s: a move from a finished game: %v", c.pos, err)
		}
	}
}

func TestRuleCabezaOnOpponentHomeRowWins(t *testing.T) {
	red := board(t, "r",
		"oo......hh",
		"oo..C...hh",
		"..........",
		"..c..ff...",
		"..........",
		"..........",
		"..........",
		"..m.......",
		"OO......HH",
		"OO...MFFHH",
	)
	expectMoves(t, red, "Ce Cw Cs", "Cn Cne Cnw", "")
	blue := board(t, "b",
		"oo.m.ff.hh",
		"oo......hh",
		"..........",
		"..........",
		"..........",
		"..........",
		"..........",
		"..........",
		"OO..c.C.HH",
		"OO...MFFHH",
	)
	expectMoves(t, blue, "ce cn", "cs csw", "cse")
	// Reaching the own home row is no win.
	own := board(t, "r", "oo.cmff.hh", "oo......hh", "..........", "..........", "..........", "..........", "..........", "M.........", "OO..C...HH", "OO....FFHH")
	expectMoves(t, own, "Cs Cse Csw", "", "")
}
