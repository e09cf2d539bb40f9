package cabeza

import (
	"strings"
	"testing"
)

// FuzzParseMove: no input panics; what parses is legal and prints back
// to exactly the text read.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"Fn", "Fne", "On", "Cnnee", "Mne", "xn", "fn", "Fns", "Onn", "Cnnn", "Fs", "", "C", "Cen", "Cnse", "Mwe", "é", "F\xff"} {
		f.Add(StartString, s)
	}
	f.Add("C1oo2hh2/2oo2hh2/4c5/10/10/10/10/2mff5/OO6HH/OOMFF3HH b 9", "cs")
	f.Add("oo6hh/oo2C3hh/10/2c2ff3/10/10/10/2m7/OO6HH/OO3MFFHH r 30", "Cne")
	f.Fuzz(func(t *testing.T, pos, text string) {
		p, err := ParsePosition(pos)
		if err != nil {
			p = Start()
		}
		m, err := ParseMove(p, text)
		if err != nil {
			if m != NoMove {
				t.Fatalf("error with a move: %v", m)
			}
			if !strings.HasPrefix(err.Error(), "\"") {
				t.Fatalf("error does not quote the move: %v", err)
			}
			return
		}
		if m.String() != text {
			t.Fatalf("%q parsed to %v", text, m)
		}
		if !p.IsLegal(m) {
			t.Fatalf("%q parsed to an illegal move", text)
		}
	})
}

// FuzzParsePosition: no input panics; what parses prints to a string that
// parses to the same position and prints the same again.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{
		StartString,
		"2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 b",
		"C1oo2hh2/2oo2hh2/4c5/10/10/10/10/2mff5/OO6HH/OOMFF3HH b 9",
		"10/10/10/10/10/1mff6/OO1oo5/OOFoo5/MHhh6/CH1c6 r 1",
		"2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 r 0",
		"2oocmhh2/2ooffhh2/55/10/10/10/10/10/2OOFFHH2/2OOCMHH2 r",
		"2oocmhh2/2ooffhh2/10/10/10/10/10/1HHH6/2OOFF4/2OOCM4 r",
		"", "/////////", "r 1", "10/10/10/10/10/10/10/10/10/10 r 1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePosition(text)
		if err != nil {
			return
		}
		s := p.String()
		q, err := ParsePosition(s)
		if err != nil || q != p || q.String() != s {
			t.Fatalf("%q -> %q -> %v, %v", text, s, q, err)
		}
		if p.Hash() != p.ComputeHash() {
			t.Fatalf("%q: stale hash", text)
		}
		var list MoveList
		p.GenerateMoves(&list) // any accepted layout can be searched
	})
}
