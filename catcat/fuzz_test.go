package catcat

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParseState: no input panics; what is read writes back to text that
// reads the same position, in both forms; what is rejected is rejected
// as a *StateError.
func FuzzParseState(f *testing.F) {
	f.Add(rulesExample)
	f.Add(ruleBoard)
	f.Add("C 5 0 0 ..#.......C...#.........")
	f.Add("T 5 1 0\n. . # . .\n . . . . .\n. . . C .\n . # . . .\n. . . . .\n")
	f.Add("C 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . C .\n. . . . .\n")
	f.Add("CATCHER 5 1 0\n. . # . .\n . . . . .\n. . . C .\n . # . . .\n. . . . .\n")
	f.Add("cat 5 0 0 ..#.........C...#........")
	f.Add("Catcher 5 0 0 ..#.........C...#........")
	f.Add("CATCH 5 0 0")
	f.Add("X 5 0 0")
	f.Add("C 7 0 0")
	f.Add("C 5 3 0")
	f.Add("C -5 0 0")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParseState(text)
		if err != nil {
			var se *StateError
			if !errors.As(err, &se) {
				t.Fatalf("error %v is not a *StateError", err)
			}
			_ = err.Error()
			return
		}
		if !p.Size().Valid() || !p.Size().Contains(p.Cat()) || p.IsBlocked(p.Cat()) {
			t.Fatalf("read an impossible position %v", p)
		}
		if w := p.Turn().Word(); !strings.HasPrefix(p.StateText(), w+" ") || !strings.HasPrefix(p.OneLine(), w+" ") {
			t.Fatalf("%v written without the word %s", p, w)
		}
		for _, out := range []string{p.StateText(), p.OneLine()} {
			q, err := ParseState(out)
			if err != nil || q != p {
				t.Fatalf("%q read back as %v, %v", out, q, err)
			}
		}
	})
}

// FuzzParseCell: no input panics; a cell read writes back as "x,y" that
// reads the same cell; errors wrap ErrBadMove.
func FuzzParseCell(f *testing.F) {
	for _, s := range []string{"-1,2", "-1 2", "{-1,2}", " { 3 , -4 } ", "{1,2", "1,", "a b", "", "99999999999,0", "{}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCell(s)
		if err != nil {
			if !errors.Is(err, ErrBadMove) {
				t.Fatalf("error %v does not wrap ErrBadMove", err)
			}
			return
		}
		back, err := ParseCell(c.String())
		if err != nil || back != c {
			t.Fatalf("%q → %v → %q → %v, %v", s, c, c.String(), back, err)
		}
		// A move read can be played or refused, never panic.
		p, _ := Start(5)
		_, _ = p.Play(c)
	})
}
