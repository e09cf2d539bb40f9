package cabeza

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestRecordNotesRoundTrip(t *testing.T) {
	g := NewGame(Start())
	for _, s := range []string{"Fn", "hs", "Fne"} {
		m, err := ParseMove(g.Position(), s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	r := RecordOf(g, Tag{"Review", "quick"})
	long := strings.Repeat("a long comment that breaks over lines ", 4)
	r.Notes = []Note{{"?!", "+0.20; best Fne; line Fne hs"}, {}, {"??", long}}
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "1. Fn?! {+0.20; best Fne; line Fne hs} hs 2. Fne??") {
		t.Errorf("the marks and comments are not written as PGN does:\n%s", text)
	}
	for _, line := range strings.Split(string(text), "\n") {
		if len(line) > recordLineWidth {
			t.Errorf("line of %d characters: %q", len(line), line)
		}
	}
	back, err := ParseRecord(string(text))
	if err != nil {
		t.Fatal(err)
	}
	want := []Note{{"?!", "+0.20; best Fne; line Fne hs"}, {}, {"??", NormalComment(long)}}
	if !reflect.DeepEqual(back.Notes, want) {
		t.Errorf("notes read back %q, want %q", back.Notes, want)
	}
}

func TestRecordWithoutNotesHasNone(t *testing.T) {
	// An old record (comments before the moves only) opens as before.
	r, err := ParseRecord("{saved by hand}\n[Game \"Cabeza\"]\n[Result \"*\"]\n{before} 1. Fn hs *\n")
	if err != nil {
		t.Fatal(err)
	}
	if r.Notes != nil {
		t.Errorf("notes %q, want none", r.Notes)
	}
}

func TestRecordRefusesBadMarks(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"[Game \"Cabeza\"]\n[Result \"*\"]\n1. Fn?!? *\n", `cabeza record: line 3, column 6: red's move 1: mark "?!?": want one of ! ? !! ?? !? ?!`},
		{"[Game \"Cabeza\"]\n[Result \"*\"]\n1. ?? *\n", `cabeza record: line 3, column 4: red's move 1: the mark "??" stands without a move`},
	} {
		_, err := ParseRecord(c.text)
		if err == nil || err.Error() != c.want || !errors.Is(err, ErrRecordMove) {
			t.Errorf("%q:\n got %v\nwant %s", c.text, err, c.want)
		}
	}
	r := Record{Start: Start(), Notes: []Note{{"!", ""}}}
	if _, err := r.MarshalText(); err == nil {
		t.Error("a note for a move the record does not have was written")
	}
}
