package cabeza

import (
	"reflect"
	"strings"
	"testing"
)

func TestRuleMiniHasTwelveDisplacements(t *testing.T) {
	p := board(t, "r",
		"oo.cmff.hh",
		"oo......hh",
		"..........",
		"..........",
		"..........",
		"....M.....",
		"..........",
		"..........",
		"OO......HH",
		"OO.C.FF.HH",
	)
	want := sorted("Mn Ms Me Mw Mnn Mss Mee Mww Mne Mnw Mse Msw")
	if got := kindMoves(p, Mini); !reflect.DeepEqual(got, want) {
		t.Errorf("Mini moves = %v, want %v", got, want)
	}
}

func TestRuleCabezaHasTwentyFourDisplacements(t *testing.T) {
	p := board(t, "r",
		"oo.cmff.hh",
		"oo......hh",
		"..........",
		"..........",
		"..........",
		"....C.....",
		"..........",
		"..........",
		"OO......HH",
		"OO..MFF.HH",
	)
	got := kindMoves(p, Cabeza)
	if len(got) != 24 {
		t.Fatalf("Cabeza moves = %d %v, want 24", len(got), got)
	}
	for _, n := range strings.Fields("Cn Cne Cnne Cnnee Cnn Cnnw Cnnww Cssee Cww Csw Css") {
		if !contains(got, n) {
			t.Errorf("Cabeza move %s missing from %v", n, got)
		}
	}
	q := p.Play(mustParse(t, p, "Cnnee"))
	if q.Cabeza(Red) != SquareAt(6, 6) {
		t.Errorf("Cnnee from e5 ends on %v, want g7", q.Cabeza(Red))
	}
}

func TestRuleFlacoAndChatoRollSequencesAreDistinctMoves(t *testing.T) {
	for _, c := range []struct {
		k          Kind
		rank6, row string
	}{
		{Flaco, "..........", "....F....."},
		{Chato, "....HH....", "....HH...."},
	} {
		rows := []string{"oo.cmff.hh", "oo......hh", "..........", "..........", c.rank6, c.row, "..........", "..........", "OO........", "OO.CMFF.HH"}
		if c.k == Flaco {
			rows[9] = "OO.CM..HH."
			rows[8] = "OO.....HH."
		} else {
			rows[8] = "OO........"
			rows[9] = "OO.CMFF..."
		}
		p := board(t, "r", rows...)
		var list MoveList
		p.GenerateMoves(&list)
		ends := map[Placement]string{}
		n := 0
		for _, m := range list.Slice() {
			if m.Kind() != c.k {
				continue
			}
			n++
			if other, dup := ends[m.To()]; dup {
				t.Errorf("%s and %s end on the same placement", other, m)
			}
			ends[m.To()] = m.String()
		}
		if n != 16 {
			t.Errorf("%s in the open has %d moves, want 4 single rolls + 12 pairs", c.k, n)
		}
		fne, _ := ParseMove(p, string(c.k.Letter(Red))+"ne")
		fen, _ := ParseMove(p, string(c.k.Letter(Red))+"en")
		if fne == NoMove || fen == NoMove || fne.To() == fen.To() {
			t.Errorf("%s: ne and en should be different legal moves: %v %v", c.k, fne, fen)
		}
	}
}

func TestRuleOpaRollsExactlyOnce(t *testing.T) {
	p := board(t, "r",
		"oo.cmff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....OO....",
		"....OO....",
		"..........",
		"..........",
		"........HH",
		"...CMFF.HH",
	)
	if got, want := kindMoves(p, Opa), sorted("On Os Oe Ow"); !reflect.DeepEqual(got, want) {
		t.Errorf("Opa moves = %v, want %v", got, want)
	}
	expectParseError(t, p, "Onn", `"Onn": the Opa rolls once per turn`)
	expectParseError(t, p, "One", `"One": the Opa rolls once per turn`)
}

func TestRuleEveryStepOfATwoStepMoveMustBeLegal(t *testing.T) {
	// e6 is taken; e7 and e8 are free, but a roll cannot jump.
	p := board(t, "r",
		"oo.c....hh",
		"oo......hh",
		"..........",
		"..........",
		"....m.f...", // blue Mini e6, blue Flaco standing g6
		"....F.....", // red Flaco standing e5: Fn would cover e6–e7
		"..........",
		"..........",
		"OO......HH",
		"OO.CM...HH",
	)
	expectMoves(t, p, "Fs Fe Fw Fwn Fes", "", "Fn Fnn Fne Fnw Fen")
	expectParseError(t, p, "Fnn", `"Fnn": e6 is occupied`)
	// Fen: the first roll (to f5–g5) is fine, the second would cover g6.
	expectParseError(t, p, "Fen", `"Fen": after e, g6 is occupied`)
}

func TestRuleMoveJudgedWhereItEndsFnCrushesFnnRollsPast(t *testing.T) {
	p := board(t, "r",
		"oo..mff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....c.....", // blue Cabeza e6
		"....F.....", // red Flaco standing e5
		"..........",
		"..........",
		"OO......HH",
		"OO.CM...HH",
	)
	// Fn covers e6–e7 and crushes; Fnn, Fne and Fnw roll over the Cabeza
	// and off it: legal, and no win.
	expectMoves(t, p, "Fs Fe Fw Fnn Fne Fnw", "Fn", "")
	g := NewGame(p)
	playAll(t, g, "Fnn")
	if s := g.Status(); s.Over() {
		t.Fatalf("after Fnn past the Cabeza the game is over: %v", s)
	}
	if q := g.Position(); q.Cabeza(Blue) != SquareAt(4, 5) || q.Placement(Red, Flaco) != (Placement{4, 7, 1, 1, 2}) {
		t.Errorf("after Fnn: %v, want blue's Cabeza still on e6 and the Flaco standing on e8", q)
	}
	g = NewGame(p)
	playAll(t, g, "Fn")
	if s := g.Status(); s.Reason != Crush || s.Winner != Red {
		t.Errorf("after Fn: %v, want red crushed blue's Cabeza", s)
	}
	// The second roll may crush too: e+n covers f6–g6, n+e covers f6–f7.
	q := board(t, "r",
		"oo..mff.hh",
		"oo......hh",
		"..........",
		"..........",
		".....c....", // blue Cabeza f6
		"....F.....",
		"..........",
		"..........",
		"OO......HH",
		"OO.CM...HH",
	)
	expectMoves(t, q, "Fn Fe Fnn", "Fen Fne", "")
}

func TestRuleMoveJudgedWhereItEndsMiniRollsPast(t *testing.T) {
	// Mn crushes; Mnn (n+n only) rolls over the Cabeza and off it. Mne is
	// legal through n+e (over the Cabeza) or e+n, and no win either way.
	p := board(t, "r",
		"oo..mff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....c.....",
		"....M.....",
		"..........",
		"..........",
		"OO......HH",
		"OO.C.FF.HH",
	)
	expectMoves(t, p, "Mne Mnw Me Mee Mnn", "Mn", "")
	// f5 and d5 taken: Mne and Mnw are left only the route over the Cabeza.
	q := board(t, "r",
		"oo...ff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....c.....",
		"...FMm....", // d5 red Flaco standing, f5 blue Mini
		"..........",
		"..........",
		"OO......HH",
		"OO.C....HH",
	)
	expectMoves(t, q, "Mne Mnw Mnn", "Mn", "Me Mw")
	if path := q.Path(mustParse(t, q, "Mne")); len(path) != 2 || path[0] != (Placement{4, 5, 1, 1, 1}) {
		t.Errorf("Mne goes by %v, want over e6", path)
	}
}

func TestRuleCabezaSlidesOntoTheFarRowAndOffAgainNoWin(t *testing.T) {
	// Red's Cabeza on e9. f9 and f8 are taken, so g9 (Cee) is reached
	// only by ne to f10 and se back down: legal, and no win. Cnee (ne, e)
	// ends on g10 and wins.
	p := board(t, "r",
		"oo......hh",
		"oo..Cm..hh",
		".....f....",
		"..c.......",
		"..........",
		"..........",
		"..........",
		"..........",
		"OO......HH",
		"OO...MFFHH",
	)
	expectMoves(t, p, "Cw Cs Cee", "Cn Cne Cnw Cnee Cnww", "Ce Cnn Cnne")
	g := NewGame(p)
	playAll(t, g, "Cee")
	if s, end := g.Status(), g.Position(); s.Over() || end.Cabeza(Red) != SquareAt(6, 8) {
		t.Fatalf("after Cee over the far row: %v, red's Cabeza on %v; want the game on, the Cabeza on g9", s, end.Cabeza(Red))
	}
	if path := p.Path(mustParse(t, p, "Cee")); len(path) != 2 || path[0] != (Placement{5, 9, 1, 1, 0}) {
		t.Errorf("Cee goes by %v, want over f10", path)
	}
	// A first slide onto the far row that slides on along it still wins.
	g = NewGame(p)
	playAll(t, g, "Cnee")
	if s := g.Status(); s.Reason != HomeRow || s.Winner != Red {
		t.Errorf("after Cnee: %v, want red's Cabeza reached rank 10", s)
	}
}

func TestRuleDisplacementLegalOnlyThroughItsSecondRoute(t *testing.T) {
	p := board(t, "r",
		"oo.c..ffhh",
		"oo......hh",
		"..........",
		"..........",
		"....m.....", // e6 taken: n+e is blocked, e+n is free
		"....M.....",
		"..........",
		"..........",
		"OO......HH",
		"OO.C.FF.HH",
	)
	expectMoves(t, p, "Mne Mnw", "", "Mn Mnn")
	m := mustParse(t, p, "Mne")
	if q := p.Play(m); q.Placement(Red, Mini) != (Placement{5, 5, 1, 1, 1}) {
		t.Errorf("Mne ends on %v, want f6", q.Placement(Red, Mini))
	}
	// The Cabeza: n+n is blocked at e6, ne+nw goes round it.
	c := board(t, "r",
		"oo...ff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....mc....",
		"....C.....",
		"..........",
		"..........",
		"OO......HH",
		"OO..MFF.HH",
	)
	expectMoves(t, c, "Cnn", "", "Cn Cne")
}

func TestRuleNullMovesAreNotAllowed(t *testing.T) {
	p := board(t, "r", "oo.cmff.hh", "oo......hh", "..........", "..........", "..........", "....F.C...", "..M.......", "..........", "OO......HH", "OO......HH")
	for _, m := range p.LegalMoves() {
		q := p.Play(m)
		if q.Placement(Red, m.Kind()) == p.Placement(Red, m.Kind()) {
			t.Errorf("%s brings the %s back where it started", m, m.Kind())
		}
	}
	for _, text := range []string{"Fns", "Fsn", "Few", "Fwe", "Cns", "Cew", "Mns", "Mwe"} {
		expectParseError(t, p, text, `"`+text+`": null move`)
	}
}

func TestRuleDirectionsAreAbsolute(t *testing.T) {
	p := board(t, "b", "oo.c.ff.hh", "oo......hh", "..........", "..........", "..........", "....m.....", "..........", "..........", "OO......HH", "OO.CMFF.HH")
	q := p.Play(mustParse(t, p, "mn"))
	if got := q.Placement(Blue, Mini); got.Y != 5 {
		t.Errorf("blue's mn went to rank %d, want 6 (north is towards rank 10 for both)", got.Y+1)
	}
}

func TestRuleTwoStepPiecesMoveOnceOrTwice(t *testing.T) {
	p := Start()
	expectParseError(t, p, "Fnnn", `"Fnnn": the Flaco rolls at most twice per turn`)
	expectParseError(t, p, "Mnne", `"Mnne": the Mini rolls at most twice per turn`)
	expectParseError(t, p, "Cnnn", `"Cnnn": the Cabeza moves at most two squares`)
	expectParseError(t, p, "Cnneee", `"Cnneee": the Cabeza moves at most two squares`)
}
