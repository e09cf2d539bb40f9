package puzzle

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// goodLines are puzzles as the generator writes them: one of each kind.
var goodLines = []string{
	"cabeza\tcz-aaaa\tcrush\t1\t717\t1\tooffhh4/oo2hh4/9m/10/10/4c4F/10/4M5/6HHOO/C5HHOO r 1\tMnn",
	"catcat\tcc-bbbb\tescape\t2\t931\t6\tCAT 9 2 -1 " + strings.Repeat(".", 33) + "C" + strings.Repeat(".", 47) + "\t3,-1 4,-1 4,-2",
}

func TestParseReadsWhatWriteWrites(t *testing.T) {
	// The first good line needs a legal Cabeza position: build it.
	pos := crushInOne(t)
	cz := Puzzle{Game: Cabeza, ID: "cz-aaaa", Theme: Crush, Count: 1, Rating: 717, Effort: 1, Position: pos.String(), Line: []string{"Mnn"}}
	cc := emptyCatcat(t, 9, cellAt(2, -1), 0)
	cat := Puzzle{Game: Catcat, ID: "cc-bbbb", Theme: Escape, Count: 2, Rating: 931, Effort: 6, Position: cc.OneLine(), Line: []string{"3,-1", "4,-1", "4,-2"}}
	var b bytes.Buffer
	if err := Write(&b, "made by a test\nsecond line", []Puzzle{cz, cat}); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), "# made by a test\n# second line\n") {
		t.Fatalf("header: %q", b.String())
	}
	ps, err := Parse(&b)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].String() != cz.String() || ps[1].String() != cat.String() {
		t.Fatalf("read back %v", ps)
	}
	if ps[0].CabezaPosition().String() != pos.String() || ps[1].CatcatPosition() != cc {
		t.Fatal("the positions were not parsed")
	}
}

// Every error names the line and the field and says what is wrong.
func TestParseErrorsSayWhereAndWhat(t *testing.T) {
	pos := crushInOne(t)
	ok := "cabeza\tcz-aaaa\tcrush\t1\t717\t1\t" + pos.String() + "\tMnn"
	field := func(i int, v string) string {
		f := strings.Split(ok, "\t")
		f[i] = v
		return strings.Join(f, "\t")
	}
	cases := []struct{ text, want string }{
		{"# c\n\n" + "cabeza\tx", "line 3: 2 fields separated by tabs, want 8"},
		{field(0, "chess"), `line 1: game: "chess": want cabeza or catcat`},
		{field(1, "CZ_1"), `line 1: id: "CZ_1": want 1 to 32 of a-z, 0-9 and -`},
		{field(2, "escape"), `line 1: theme: "escape" is not a cabeza theme (crush, run-home, defence)`},
		{field(2, "run home"), `line 1: theme: "run home" is not a cabeza theme`},
		{field(3, "6"), "line 1: count: 6 is not in 1–5"},
		{field(3, "01"), `line 1: count: "01" is not a whole number`},
		{field(4, "99"), "line 1: rating: 99 is not in 100–4000"},
		{field(5, "-1"), "line 1: effort: -1 is not in"},
		{field(6, "10/10 r 1"), "line 1: position: "},
		{field(7, ""), "line 1: line: no moves"},
		{field(7, "Mn"), "line 1: line: move 1 \"Mn\": the line's last move does not win"},
		{field(7, "Mnn Fw"), "line 1: line: 2 moves, want 1 for a crush in 1"},
		{field(7, "Xn"), `line 1: line: move 1 "Xn": `},
		{field(2, "run-home"), "the win is not a run home"},
		{ok + "\n" + ok, `line 2: id: "cz-aaaa" is already the id of line 1`},
		{"catcat\tcc-1\ttrap\t2\t900\t1\tCAT 9 0 0 " + strings.Repeat(".", 40) + "C" + strings.Repeat(".", 40) + "\t1,0 2,0 3,0", "line 1: line: a trap puzzle with the cat to move"},
		{strings.Repeat("x", MaxLineBytes+10), "line 1: longer than"},
	}
	for _, c := range cases {
		_, err := Parse(strings.NewReader(c.text))
		var pe *Error
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60q: error %v, want %q", c.text, err, c.want)
		} else if !errors.As(err, &pe) {
			t.Errorf("%.60q: %T is not an *Error", c.text, err)
		}
	}
	if ps, err := Parse(strings.NewReader(ok + "\r\n# end\n")); err != nil || len(ps) != 1 {
		t.Fatalf("a CRLF line: %v", err)
	}
}

func FuzzParse(f *testing.F) {
	for _, l := range goodLines {
		f.Add(l)
	}
	f.Add("# header\n\ncabeza\tcz-1\tdefence\t2\t1200\t87\t4cm4/4oo4/4oo4/10/10/4OO4/3hOO3f/3h3HHf/2FM5C/2F7 r 1\tCsww")
	f.Add("catcat\tcc-1\ttrap\t2\t900\t1\tCATCHER 9 0 0 " + strings.Repeat(".", 40) + "C" + strings.Repeat(".", 40) + "\t1,0 2,0 3,0")
	f.Add("cabeza\t\t\t\t\t\t\t")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Parse(strings.NewReader(text))
		if err != nil {
			var pe *Error
			if !errors.As(err, &pe) {
				t.Fatalf("%T is not an *Error: %v", err, err)
			}
			return
		}
		// What was read writes back as it was read, and reads again.
		var b bytes.Buffer
		if err := Write(&b, "", ps); err != nil {
			t.Fatal(err)
		}
		again, err := Parse(&b)
		if err != nil || len(again) != len(ps) {
			t.Fatalf("written back, it does not read: %v", err)
		}
		for i := range ps {
			if again[i].String() != ps[i].String() {
				t.Fatalf("%q became %q", ps[i].String(), again[i].String())
			}
		}
	})
}
