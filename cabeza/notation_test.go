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
		{"Fs", `"Fs": e1 is occupied`},
		{"", `"": empty move: want a piece letter and directions, e.g. Fne`},
		{"F", `"F": no direction: the Flaco must move`},
		{"Fx", `"Fx": unknown direction letter 'x'`},
		{"FN", `"FN": unknown direction letter 'N'`},
		{"Cen", `"Cen": write n or s before e or w`},
		{"Cnse", `"Cnse": opposite directions cancel out: name the displacement (Ce)`},
		{"Hw", `"Hw": f1 is occupied`},
		{"Os", `"Os": the Opa would roll off the board`},
		{"Mn", `"Mn": f2 is occupied`},
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
	want := sorted("os ow fs fss fse fsw hs hss hse hsw he hes") // the mirror of red's twelve
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
	m, err := ParseMove(p, "Fne")
	if err != nil {
		t.Fatal(err)
	}
	if m.Kind() != Flaco || m.Player() != Red || m.IsWin() {
		t.Errorf("Fne: kind %v player %v win %v", m.Kind(), m.Player(), m.IsWin())
	}
	if rolls := m.Rolls(); len(rolls) != 2 || rolls[0] != North || rolls[1] != East {
		t.Errorf("Fne rolls %v", rolls)
	}
	// e2–f2 lying rolls n to e3–f3, then e to g3 standing.
	if m.To() != (Placement{6, 2, 1, 1, 2}) {
		t.Errorf("Fne ends on %+v", m.To())
	}
	if text, _ := m.MarshalText(); string(text) != "Fne" {
		t.Errorf("MarshalText %q", text)
	}
	if NoMove.String() != "-" {
		t.Errorf("NoMove prints %q", NoMove.String())
	}
}
