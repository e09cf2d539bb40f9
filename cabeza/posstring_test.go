package cabeza

import (
	"strings"
	"testing"
)

func TestPositionStringOfTheStart(t *testing.T) {
	p := Start()
	if got := p.String(); got != StartString {
		t.Errorf("start = %q, want %q", got, StartString)
	}
	q, err := ParsePosition("3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r")
	if err != nil || q != p {
		t.Errorf("move number should default to 1: %v %v", q, err)
	}
	if LegacyStart().String() != LegacyStartString || LegacyStart() == p {
		t.Errorf("the legacy start %v", LegacyStart())
	}
	b, err := ParsePosition(strings.Replace(StartString, " r 1", " b 17", 1))
	if err != nil || b.Side() != Blue || b.Fullmove() != 17 {
		t.Errorf("blue to move, move 17: %v %v", b, err)
	}
}

// The rules page: readers also accept the original engine's
// "<ranks>,<side>"; writers write "<ranks> <side> <fullmove>".
func TestRulePositionStringOfTheOriginalEngine(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3,r", StartString},
		{"3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3,b", "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 b 1"},
		{"  10/10/3OOc1C2/3OO1f2m/6f1oo/1FF1M3oo/10/1hh2HH3/5HH3/10,b\n", "10/10/3OOc1C2/3OO1f2m/6f1oo/1FF1M3oo/10/1hh2HH3/5HH3/10 b 1"},
	} {
		p, err := ParsePosition(c.text)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if p.String() != c.want {
			t.Errorf("%q reads as %q, want %q", c.text, p, c.want)
		}
	}
}

func TestPositionStringAcceptsAnyLegalLayout(t *testing.T) {
	// Red's Cabeza already on rank 10: a position records no result.
	p, err := ParsePosition("C1oo2hh2/2oo2hh2/4c5/10/10/10/10/2mff5/OO6HH/OOMFF3HH b 9")
	if err != nil {
		t.Fatal(err)
	}
	if p.Cabeza(Red) != SquareAt(0, 9) {
		t.Errorf("red Cabeza at %v", p.Cabeza(Red))
	}
}

func TestPositionStringErrorsNameTheProblem(t *testing.T) {
	start := "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2"
	cases := []struct{ text, want string }{
		{"", `want "<ranks> <side> [<fullmove>]" or "<ranks>,<side>", got 0 fields`},
		{start + ",r,b", `the original engine's form is "<ranks>,<side>" with one comma`},
		{start + ",r 3", `the original engine's form "<ranks>,<side>" has no spaces and no move number`},
		{start + ", r", `the original engine's form "<ranks>,<side>" has no spaces and no move number`},
		{start + ",x", `bad side "x": want r or b`},
		{start + ",", `bad side "": want r or b`},
		{",r", "1 rank, want 10"},
		{start, `got 1 field: "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOF"… (53 bytes)`},
		{"j", `got 1 field: "j"`},
		{start + " r 1 x", `got 4 fields`},
		{"2oocmhh2/2ooffhh2/10/10/10/10/10/2OOFFHH2/2OOCMHH2 r", "9 ranks, want 10"},
		{strings.Replace(start, "/10/", "/11/", 1) + " r", `rank 8, file a: bad run of empty squares "11"`},
		{strings.Replace(start, "/10/", "/9/", 1) + " r", "rank 8 has 9 squares, want 10"},
		{strings.Replace(start, "/10/", "/55/", 1) + " r", `rank 8, file a: bad run of empty squares "55"`},
		{strings.Replace(start, "/10/", "/0/", 1) + " r", `rank 8, file a: bad run of empty squares "0"`},
		{strings.Replace(start, "/10/", "/010/", 1) + " r", `rank 8, file a: bad run of empty squares "010"`},
		{strings.Replace(start, "/10/", "/5x4/", 1) + " r", `rank 8, file f: unknown letter 'x'`},
		{strings.Replace(start, "/10/", "/1M8/", 1) + " r", `red's Mini (M) appears 2 times (at f1, b8): each player has one`},
		{strings.Replace(start, "2OOCMHH2", "2OOC1HH2", 1) + " r", `red's Mini (M) is missing`},
		{strings.Replace(start, "2oocmhh2", "2oo1mhh2", 1) + " r", `blue's Cabeza (c) is missing`},
		{strings.Replace(start, "/10/2OOFFHH2", "/4F5/2OOFFHH2", 1) + " r", `red's Flaco (F) squares e2 f2 e3 are not one filled rectangle`},
		{strings.Replace(start, "/10/2OOFFHH2", "/6H3/2OOFFHH2", 1) + " r", `red's Chato (H) squares g1 h1 g2 h2 g3 are not one filled rectangle`},
		{"2oocmhh2/2ooffhh2/10/10/10/10/10/1HHH6/2OOFF4/2OOCM4 r", `red's Chato (H) on a 3×1 footprint at b3: the Chato stands on 2×2 (flat), 2×1 or 1×2 (standing)`},
		{"2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2O1CMHH2 r", `red's Opa (O) squares c1 c2 d2 are not one filled rectangle`},
		{"2oocmhh2/2ooffhh2/10/10/10/10/10/10/3OFFHH2/3OCMHH2 r", `red's Opa (O) on a 1×2 footprint at d1: the Opa stands on 2×2`},
		{"2oocmhh2/2ooffhh2/10/10/10/10/10/FF8/FFOO2HH2/2OOCMHH2 r", `red's Flaco (F) on a 2×2 footprint at a2: the Flaco stands on 1×1 (standing), 2×1 or 1×2`},
		{start + " x", `bad side "x": want r or b`},
		{start + " red", `bad side "red": want r or b`},
		{start + " r 0", `bad move number "0"`},
		{start + " r 01", `bad move number "01"`},
		{start + " r -3", `bad move number "-3"`},
		{start + " r +3", `bad move number "+3"`},
		{start + " r x", `bad move number "x"`},
		{start + " r 99999999999", `bad move number "99999999999"`},
		{"2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2M r", "rank 1 has more than 10 squares"},
		{"2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH21 r", `rank 1, file i: bad run of empty squares "21"`},
		{"2oocmhh2/2ooffhh2/10//10/10/10/10/2OOFFHH2/2OOCMHH2 r", "rank 7 is empty"},
	}
	for _, c := range cases {
		_, err := ParsePosition(c.text)
		if err == nil {
			t.Errorf("ParsePosition(%q) accepted", c.text)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParsePosition(%q) = %q, want it to say %q", c.text, err, c.want)
		}
	}
}

func TestSquareNames(t *testing.T) {
	for s := Square(0); s < NumSquares; s++ {
		q, err := ParseSquare(s.String())
		if err != nil || q != s {
			t.Errorf("%v does not round-trip: %v %v", s, q, err)
		}
	}
	if SquareAt(0, 0).String() != "a1" || SquareAt(9, 9).String() != "j10" || SquareAt(4, 0).String() != "e1" {
		t.Error("square names")
	}
	for _, bad := range []string{"", "a", "k1", "a0", "a11", "a01", "A1", "a1x"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) accepted", bad)
		}
	}
}

// Counts in a position string's errors agree with their nouns.
func TestPositionErrorsCountInWords(t *testing.T) {
	for s, want := range map[string]string{
		"10 r":                           "1 rank, want 10",
		"1/10/10/10/10/10/10/10/10/10 r": "rank 10 has 1 square,",
		"10/10/10/10/10/10/10/10/10/10":  "got 1 field",
	} {
		_, err := ParsePosition(s)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", s, err, want)
		}
	}
}
