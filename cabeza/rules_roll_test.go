package cabeza

import "testing"

func TestRuleRollTable(t *testing.T) {
	cases := []struct {
		name string
		from Placement
		want [4]Placement // n s e w
	}{
		{"Mini", Placement{4, 4, 1, 1, 1}, [4]Placement{{4, 5, 1, 1, 1}, {4, 3, 1, 1, 1}, {5, 4, 1, 1, 1}, {3, 4, 1, 1, 1}}},
		{"Flaco standing", Placement{4, 4, 1, 1, 2}, [4]Placement{{4, 5, 1, 2, 1}, {4, 2, 1, 2, 1}, {5, 4, 2, 1, 1}, {2, 4, 2, 1, 1}}},
		{"Flaco lying east-west", Placement{4, 4, 2, 1, 1}, [4]Placement{{4, 5, 2, 1, 1}, {4, 3, 2, 1, 1}, {6, 4, 1, 1, 2}, {3, 4, 1, 1, 2}}},
		{"Chato flat", Placement{4, 4, 2, 2, 1}, [4]Placement{{4, 6, 2, 1, 2}, {4, 3, 2, 1, 2}, {6, 4, 1, 2, 2}, {3, 4, 1, 2, 2}}},
		{"Chato standing north-south", Placement{4, 4, 1, 2, 2}, [4]Placement{{4, 6, 1, 2, 2}, {4, 2, 1, 2, 2}, {5, 4, 2, 2, 1}, {2, 4, 2, 2, 1}}},
		{"Opa", Placement{4, 4, 2, 2, 2}, [4]Placement{{4, 6, 2, 2, 2}, {4, 2, 2, 2, 2}, {6, 4, 2, 2, 2}, {2, 4, 2, 2, 2}}},
	}
	for _, c := range cases {
		for d := North; d <= West; d++ {
			if got := c.from.Roll(d); got != c.want[d] {
				t.Errorf("%s %+v rolls %v to %+v, want %+v", c.name, c.from, d, got, c.want[d])
			}
		}
	}
}

func TestRuleRollKeepsVolumeAndNeverOverlapsTheOldFootprint(t *testing.T) {
	for i := kindFirst[Mini]; i < numSpots; i++ {
		p := spotPlacement[i]
		for d := North; d <= West; d++ {
			q := p.Roll(d)
			if q.W*q.D*q.H != p.W*p.D*p.H {
				t.Fatalf("%+v rolls %v to %+v: volume changed", p, d, q)
			}
			if q.Footprint().Meets(p.Footprint()) {
				t.Fatalf("%+v rolls %v to %+v: footprints overlap", p, d, q)
			}
			if q.Roll(d.Opposite()) != p {
				t.Fatalf("%+v rolls %v then back to %+v", p, d, q.Roll(d.Opposite()))
			}
		}
	}
}

func TestRuleBlockAtEachBoardEdge(t *testing.T) {
	base := []string{"oo.cmff.hh", "oo......hh", "..........", "..........", "..........", "..........", "..........", "..........", "........HH", "...CMFF.HH"}
	with := func(rows map[int]string) []string {
		out := append([]string(nil), base...)
		for i, r := range rows {
			out[i] = r
		}
		return out
	}
	cases := []struct {
		edge          string
		rows          []string
		legal, absent string
	}{
		{"west", with(map[int]string{4: "OO........", 5: "OO........"}), "On Os Oe", "Ow"},
		{"east", with(map[int]string{4: "........OO", 5: "........OO"}), "On Os Ow", "Oe"},
		{"south", []string{"oo.cmff.hh", "oo......hh", "..........", "..........", "........HH", "CMFF....HH", "..........", "..........", "....OO....", "....OO...."}, "On Oe Ow", "Os"},
		{"north", []string{"oo..OO..hh", "oo..OO..hh", "..........", "..........", "..cmff....", "..........", "..........", "..........", "........HH", "...CMFF.HH"}, "Os Oe Ow", "On"},
		{"west, Flaco standing", with(map[int]string{5: "F.........", 8: "OO......HH", 9: "OO.CM...HH"}), "Fn Fs Fe Fen Fes Fee Fnn Fne", "Fw Fnw Fsw Few"},
		{"east, Flaco lying", []string{"oo.cmff.hh", "oo......hh", "..........", "..........", "..........", "........FF", "..........", "..........", "OO......HH", "OO.CM...HH"}, "Fn Fs Fw Fnn Fnw Fww", "Fe Fne Fse"},
		{"south-west corner, Mini", []string{"oo.cmff.hh", "oo......hh", "..........", "..........", "..........", "..........", "..........", "..........", "...OO...HH", "M..OOCFFHH"}, "Mn Me Mnn Mee Mne", "Ms Mw Mss Mww Mse Msw Mnw"},
	}
	for _, c := range cases {
		t.Run(c.edge, func(t *testing.T) {
			expectMoves(t, board(t, "r", c.rows...), c.legal, "", c.absent)
		})
	}
	p := board(t, "r", cases[1].rows...)
	expectParseError(t, p, "Oe", `"Oe": the Opa would roll off the board`)
}

func TestRuleStepMayNotLandOnAPiece(t *testing.T) {
	expectParseError(t, Start(), "Mn", `"Mn": e2 is occupied`)
	p := board(t, "r",
		"oo.c.ff.hh",
		"oo......hh",
		"..........",
		"..........",
		"....m.....", // blue Mini on e6
		"....MF....", // red Mini e5, red Flaco standing f5
		"..........",
		"..........",
		"OO......HH",
		"OO.C....HH",
	)
	expectMoves(t, p, "Ms Mw Mnw", "", "Mn Me Mee Mnn")
	expectParseError(t, p, "Mn", `"Mn": e6 is occupied`)
	expectParseError(t, p, "Me", `"Me": f5 is occupied`)
}
