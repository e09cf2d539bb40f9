package cabeza

import (
	"strings"
	"testing"
)

// FuzzParseMove: no input panics; what parses is legal and prints back
// to exactly the text read, or to the canonical form of one of the
// original engine's forms.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"Fn", "Fne", "On", "Cnnee", "Mne", "xn", "fn", "Fns", "Onn", "Cnnn", "Fs", "", "C", "Cen", "Cnse", "Mwe", "é", "F\xff", "Gn", "gs", "Hen", "Hne", "Mwn", "Cwnn", "G", "Gnn"} {
		f.Add(StartString, s)
	}
	f.Add("C1oo2hh2/2oo2hh2/4c5/10/10/10/10/2mff5/OO6HH/OOMFF3HH b 9", "cs")
	f.Add("oo6hh/oo2C3hh/10/2c2ff3/10/10/10/2m7/OO6HH/OO3MFFHH r 30", "Cne")
	f.Add("oo6hh/oo2C3hh/10/2c2ff3/10/10/10/2m7/OO6HH/OO3MFFHH,r", "Cen")
	f.Add("oo2mff1hh/oo6hh/10/10/4c5/4F5/10/10/OO6HH/OO1CM3HH r 1", "Fnn")
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
		if m.String() != text && !originalEngineForm(text, m.String()) {
			t.Fatalf("%q parsed to %v", text, m)
		}
		if back, err := ParseMove(p, m.String()); err != nil || back != m {
			t.Fatalf("%q parsed to %v, which reads back as %v, %v", text, m, back, err)
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
		LegacyStartString,
		"3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3,r",
		"3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3,b 2",
		"3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3,,r",
		",", ",r",
		"C1oo2hh2/2oo2hh2/4c5/10/10/10/10/2mff5/OO6HH/OOMFF3HH b 9",
		"9c/10/10/10/10/1mff6/OO1oo5/OOFoo5/MHhh6/CH8 r 1",
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

// originalEngineForm reports whether text is the original engine's way
// of writing the canonical move canon: G/g for the Opa, or a Mini's or
// Cabeza's single diagonal with the e/w letter first.
func originalEngineForm(text, canon string) bool {
	if len(text) != len(canon) || len(text) < 2 {
		return false
	}
	if (text[0] == 'G' || text[0] == 'g') && (canon[0] == 'O' || canon[0] == 'o') {
		return text[1:] == canon[1:]
	}
	k, _, _ := KindOfLetter(canon[0])
	return len(text) == 3 && (k == Mini || k == Cabeza) && text[0] == canon[0] && text[1] == canon[2] && text[2] == canon[1]
}
