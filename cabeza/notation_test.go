package cabeza

import "testing"

func TestNotationErrorsOfTheRulesPage(t *testing.T) {
	p := Start()
	cases := []struct{ text, want string }{
		{"xn", `"xn": unknown piece letter 'x'`},
		{"fn", `"fn": it is red's turn`},
		{"Fns", `"Fns": null move`},
		{"Onn", `"Onn": the Opa rolls once per turn`},
		{"Cnnn", `"Cnnn": the Cabeza moves at most two squares`},
		{"Fs", `"Fs": the Flaco would roll off the board`},
		{"Hs", `"Hs": the Chato would roll off the board`},
		{"", `"": empty move: want a piece letter and directions, e.g. Fne`},
		{"F", `"F": no direction: the Flaco must move`},
		{"Fx", `"Fx": unknown direction letter 'x'`},
		{"FN", `"FN": unknown direction letter 'N'`},
		{"Cenn", `"Cenn": write n or s before e or w`},
		{"Cene", `"Cene": write n or s before e or w`},
		{"Mwsw", `"Mwsw": write n or s before e or w`},
		{"Cen", `"Cen": no legal route (ne: g2 is occupied; n+e: f2 is occupied; e+n: g1 is occupied)`},
		{"Gnn", `"Gnn": the Opa rolls once per turn`},
		{"gs", `"gs": it is red's turn`},
		{"Cnse", `"Cnse": opposite directions cancel out: name the displacement (Ce)`},
		{"Hw", `"Hw": e1 is occupied`},
		{"Os", `"Os": the Opa would roll off the board`},
		{"Mn", `"Mn": e2 is occupied`},
		{"Fé", `"Fé": unknown direction letter 'é'`},
		{"é", `"é": unknown piece letter 'é'`},
	}
	for _, c := range cases {
		expectParseError(t, p, c.text, c.want)
	}
	b := p.WithSide(Blue)
	expectParseError(t, b, "On", `"On": it is blue's turn`)
	if _, err := ParseMove(b, "os"); err != nil {
		t.Errorf("blue's os: %v", err)
	}
}

func TestNotationOfBlueIsLowerCase(t *testing.T) {
	b := Start().WithSide(Blue)
	var names []string
	for _, m := range b.LegalMoves() {
		names = append(names, m.String())
	}
	want := sorted("fs fss fse fe fes fee hw hww hws hs hsw hss os") // red's thirteen turned half round
	got := sorted(join(names))
	if len(got) != len(want) {
		t.Fatalf("blue's moves at the start = %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("blue's moves at the start = %v, want %v", got, want)
		}
	}
}

func join(s []string) string {
	out := ""
	for _, x := range s {
		out += x + " "
	}
	return out
}

func TestMoveAccessors(t *testing.T) {
	p := Start()
	m, err := ParseMove(p, "Hne")
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind() != Chato || m.Player() != Red || m.IsWin() {
		t.Errorf("Hne: kind %v player %v win %v", m.Kind(), m.Player(), m.IsWin())
	}
	if rolls := m.Rolls(); len(rolls) != 2 || rolls[0] != North || rolls[1] != East {
		t.Errorf("Hne rolls %v", rolls)
	}
	// g1–g2 standing rolls n to g3–g4 standing, then e flat onto h3–i4.
	if m.To() != (Placement{7, 2, 2, 2, 1}) {
		t.Errorf("Hne ends on %+v", m.To())
	}
	if text, _ := m.MarshalText(); string(text) != "Hne" {
		t.Errorf("MarshalText %q", text)
	}
	if NoMove.String() != "-" {
		t.Errorf("NoMove prints %q", NoMove.String())
	}
}

// The readers accept what the author's engine prints (the rules page's
// "Move notation"); the writer keeps the canonical form.
func TestRuleNotationReadsTheOriginalEnginesForms(t *testing.T) {
	p := board(t, "r",
		"oo..mff.hh",
		"oo......hh",
		"..........",
		"..........",
		"..c.OO....",
		"....OO....",
		"..........",
		"..M...C...",
		"........HH",
		"..FF....HH",
	)
	for _, c := range []struct{ text, want string }{
		{"Gn", "On"}, {"Ge", "Oe"},
		{"Cen", "Cne"}, {"Cwn", "Cnw"}, {"Ces", "Cse"}, {"Cws", "Csw"},
		{"Men", "Mne"}, {"Mws", "Msw"},
		{"Cne", "Cne"}, {"Fne", "Fne"}, {"Fen", "Fen"},
	} {
		m, err := ParseMove(p, c.text)
		if err != nil {
			t.Errorf("%s: %v", c.text, err)
			continue
		}
		if m.String() != c.want {
			t.Errorf("%s reads as %s, want %s", c.text, m, c.want)
		}
	}
	// A Flaco's letters are its rolls in order: en is not ne.
	fne, fen := mustParse(t, p, "Fne"), mustParse(t, p, "Fen")
	if fne == fen {
		t.Error("Fen read as Fne: a Flaco's rolls are never swapped")
	}
	b := p.WithSide(Blue)
	for _, c := range []struct{ text, want string }{{"gs", "os"}, {"cen", "cne"}, {"mws", "msw"}} {
		if m, err := ParseMove(b, c.text); err != nil || m.String() != c.want {
			t.Errorf("blue %s reads as %v (%v), want %s", c.text, m, err, c.want)
		}
	}
	expectParseError(t, p, "gn", `"gn": it is red's turn`)
	expectParseError(t, b, "Gn", `"Gn": it is blue's turn`)
}
