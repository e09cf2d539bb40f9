package catcat

import (
	"errors"
	"strings"
	"testing"
)

func TestParseCellForms(t *testing.T) {
	cases := map[string]Cell{
		"-1,2":         {-1, 2},
		"-1 2":         {-1, 2},
		"{-1,2}":       {-1, 2},
		" { -1 , 2 } ": {-1, 2},
		"3,-4":         {3, -4},
		"0\t0":         {0, 0},
		"+2,  -0":      {2, 0},
		"{7 8}":        {7, 8},
	}
	for in, want := range cases {
		got, err := ParseCell(in)
		if err != nil || got != want {
			t.Errorf("ParseCell(%q) = %v, %v, want %v", in, got, err, want)
		}
	}
}

func TestParseCellNamesTheProblem(t *testing.T) {
	cases := map[string]string{
		"":              "empty",
		"   ":           "empty",
		"{1,2":          "missing closing brace",
		"1,2}":          "missing opening brace",
		"1":             "want two numbers, got 1",
		"1 2 3":         "want two numbers, got 3",
		"a,2":           `x "a" is not a whole number`,
		"1,b":           `y "b" is not a whole number`,
		",2":            "x is missing",
		"1,":            "y is missing",
		"1,2,3":         `y "2,3" is not a whole number`,
		"99999999999,0": `x "99999999999" is out of range`,
		"{}":            "want two numbers, got 0",
		"{":             "missing closing brace",
	}
	for in, want := range cases {
		_, err := ParseCell(in)
		if !errors.Is(err, ErrBadMove) || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseCell(%q) error = %v, want it to say %q", in, err, want)
		}
	}
}

func TestCellTextRoundTrips(t *testing.T) {
	for _, s := range []Size{5, 45} {
		for i := range s.Cells() {
			c := s.CellAt(i)
			b, _ := c.MarshalText()
			var back Cell
			if err := back.UnmarshalText(b); err != nil || back != c {
				t.Fatalf("%v → %q → %v, %v", c, b, back, err)
			}
		}
	}
}
