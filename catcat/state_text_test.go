package catcat

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"cabezacat/assets"
)

// The 5×5 start printed on the rules page, and its board alone.
const (
	rulesExample = "CAT 5 0 0\n" + rulesBoard
	rulesBoard   = `. . # . .
 . . . . .
. . C . .
 . # . . .
. . . . .
`
)

func TestStateTextReadsRulesExample(t *testing.T) {
	p := mustState(t, rulesExample)
	if p.Size() != 5 || p.Turn() != CatToMove || p.Cat() != (Cell{}) {
		t.Fatalf("read %v", p)
	}
	// Row -2 column 2 is x=0; row 1 (odd) column 1 is x=-1.
	if got := p.Blocked(); len(got) != 2 || got[0] != (Cell{0, -2}) || got[1] != (Cell{-1, 1}) {
		t.Errorf("blocked = %v, want 0,-2 and -1,1", got)
	}
}

// The writer's exact shape: odd rows start with one space, single
// spaces between cells, no trailing spaces, a newline after every row.
func TestStateTextWritesCourseShape(t *testing.T) {
	p := mustState(t, rulesExample)
	if got := p.StateText(); got != rulesExample {
		t.Errorf("StateText =\n%q\nwant\n%q", got, rulesExample)
	}
	q := mustPlay(t, p, Cell{1, 0})
	want := "CATCHER 5 1 0\n. . # . .\n . . . . .\n. . . C .\n . # . . .\n. . . . .\n"
	if got := q.StateText(); got != want {
		t.Errorf("after cat to 1,0:\n%q\nwant\n%q", got, want)
	}
	for _, s := range Sizes() {
		r, err := RandomStart(s, 0.2, 11)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(r.StateText(), "\n")
		if len(lines) != s.N()+2 || lines[len(lines)-1] != "" {
			t.Fatalf("size %d: %d lines", s, len(lines))
		}
		for k, l := range lines[1 : s.N()+1] {
			if strings.HasSuffix(l, " ") || strings.Contains(l, "  ") {
				t.Errorf("size %d row %d: %q has extra spaces", s, k, l)
			}
			if odd := k%2 == 1; odd != strings.HasPrefix(l, " ") {
				t.Errorf("size %d row %d: %q indent wrong", s, k, l)
			}
			if len(strings.TrimSpace(l)) != 2*s.N()-1 {
				t.Errorf("size %d row %d: %q length", s, k, l)
			}
		}
	}
}

func TestOneLineForm(t *testing.T) {
	p := mustState(t, rulesExample)
	// Row by row: "..#.." "....." "..C.." ".#..." ".....".
	want := "CAT 5 0 0 " + "..#.." + "....." + "..C.." + ".#..." + "....."
	if got := p.OneLine(); got != want {
		t.Errorf("OneLine = %q, want %q", got, want)
	}
	if got := p.String(); got != want {
		t.Errorf("String = %q", got)
	}
	if q := mustState(t, want); q != p {
		t.Errorf("one-line form read back as %v", q)
	}
}

// The reader skips everything but C # . between cells.
func TestStateTextReaderSkipsOtherCharacters(t *testing.T) {
	want := mustState(t, rulesExample)
	variants := []string{
		"C 5 0 0\n..#..\n.....\n..C..\n.#...\n.....",
		"  C\t5 0   0\r\n| . | . | # | . | . |\r\n . . . . . \n. .C. .\n .#. . .\n. . . . .\n\n\n",
		"C 5 0 0 ..#.. ..... ..C.. .#... .....",
	}
	for _, v := range variants {
		p, err := ParseState(v)
		if err != nil || p != want {
			t.Errorf("ParseState(%q) = %v, %v", v, p, err)
		}
	}
}

// RULES-catcat.md, "the state format": writers write CAT/CATCHER;
// readers also accept the short letters C/T, in any letter case.
func TestRuleStateHeaderWritesWordsReadsLetters(t *testing.T) {
	for _, c := range []struct {
		word string
		turn Turn
	}{
		{"CAT", CatToMove}, {"cat", CatToMove}, {"Cat", CatToMove}, {"C", CatToMove}, {"c", CatToMove},
		{"CATCHER", CatcherToMove}, {"catcher", CatcherToMove}, {"CatCher", CatcherToMove}, {"T", CatcherToMove}, {"t", CatcherToMove},
	} {
		p, err := ParseState(c.word + " 5 0 0\n" + rulesBoard)
		if err != nil || p.Turn() != c.turn {
			t.Errorf("turn %q: read %v, %v; want %v", c.word, p.Turn(), err, c.turn)
			continue
		}
		if q, err := ParseState(c.word + " 5 0 0 " + strings.ReplaceAll(strings.ReplaceAll(rulesBoard, " ", ""), "\n", "")); err != nil || q != p {
			t.Errorf("turn %q in the one-line form: %v, %v", c.word, q, err)
		}
		if got, want := strings.Fields(p.StateText())[0], c.turn.Word(); got != want {
			t.Errorf("turn %q written back as %q, want %q", c.word, got, want)
		}
	}
	if CatToMove.Word() != "CAT" || CatcherToMove.Word() != "CATCHER" {
		t.Errorf("words %q %q", CatToMove.Word(), CatcherToMove.Word())
	}
}

func TestStateTextRoundTrips(t *testing.T) {
	for _, s := range Sizes() {
		for seed := range uint64(5) {
			p, err := RandomStart(s, 0.15, seed)
			if err != nil {
				t.Fatal(err)
			}
			// Wander a little so the cat is off centre and turns vary.
			for k := 0; k < 5 && p.Outcome() == Ongoing; k++ {
				moves := p.LegalMoves()
				p = mustPlay(t, p, moves[int(seed+uint64(k))%len(moves)])
			}
			if q := mustState(t, p.StateText()); q != p {
				t.Fatalf("state text round trip:\n%s\n%s", p.StateText(), q.StateText())
			}
			if q := mustState(t, p.OneLine()); q != p {
				t.Fatalf("one-line round trip: %v, %v", p, q)
			}
			text, _ := p.MarshalText()
			var q Position
			if err := q.UnmarshalText(text); err != nil || q != p {
				t.Fatalf("MarshalText round trip: %v", err)
			}
		}
	}
}

func TestStateTextReaderNamesTheProblem(t *testing.T) {
	cases := []struct {
		text  string
		kind  error
		where string // expected in the message
	}{
		{"", ErrBadHeader, "empty"},
		{"X 5 0 0\n" + rulesBoard, ErrBadTurn, `line 1, column 1: turn "X"`},
		{"CATS 5 0 0\n" + rulesBoard, ErrBadTurn, `turn "CATS"`},
		{"CA 5 0 0\n" + rulesBoard, ErrBadTurn, `turn "CA"`},
		{"CAT5 0 0\n" + rulesBoard, ErrBadTurn, `turn "CAT5"`},
		{"catch 5 0 0\n" + rulesBoard, ErrBadTurn, `turn "catch"`},
		{"C 7 0 0\n" + rulesBoard, ErrBadSize, "line 1, column 3: size 7"},
		{"C five 0 0", ErrBadSize, `size "five" is not a number`},
		{"C 99999999999999999999 0 0", ErrBadSize, "not a number"},
		{"C", ErrBadHeader, "missing size"},
		{"C 5 0", ErrBadHeader, "missing cat y"},
		{"C 5 a 0", ErrBadHeader, `cat x "a" is not a number`},
		{"C 5 3 0\n" + rulesBoard, ErrCatOffBoard, "cat at 3,0"},
		{"C 5 0 -3\n" + rulesBoard, ErrCatOffBoard, "cat at 0,-3"},
		{"C 5 1 0\n" + rulesBoard, ErrCatMismatch, "line 4, column 5: C at 0,0, header says 1,0"},
		{"C 5 0 0\n. . # . .\n . . . . .\n. . . . .\n . # . . .\n. . . . .\n", ErrCatMismatch, "no C on the board"},
		{"C 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . .\n", ErrCellCount, "24 cells, want 25"},
		{rulesExample + ".", ErrCellCount, "line 7, column 1: more than 25 cells"},
		{"C 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . C .\n. . . . .\n", ErrTwoCats, "line 5, column 8: another C after the one at line 4, column 5"},
	}
	for _, c := range cases {
		_, err := ParseState(c.text)
		var se *StateError
		if !errors.Is(err, c.kind) || !errors.As(err, &se) {
			t.Errorf("ParseState(%q) error = %v, want %v", c.text, err, c.kind)
			continue
		}
		if !strings.Contains(err.Error(), c.where) {
			t.Errorf("ParseState(%q) error %q does not say %q", c.text, err, c.where)
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("error %q spans lines", err)
		}
	}
}

func TestZeroPositionPrintsWithoutPanic(t *testing.T) {
	var p Position
	if p.String() != zeroPositionText || p.StateText() != zeroPositionText {
		t.Errorf("zero position prints %q / %q", p.String(), p.StateText())
	}
	if _, err := ParseState(p.String()); err == nil {
		t.Error("the zero position's text was read as a position")
	}
}

// Every one-line state the embedded rules page shows (what `?` and the
// README's link give users to copy) is read, and is the page's 5×5
// example, so a copied example works.
func TestRulesPageOneLineExamplesRead(t *testing.T) {
	examples := regexp.MustCompile("`((?:CAT|CATCHER) 5 [^`\n]*)`").FindAllStringSubmatch(assets.RulesCatcatFull, -1)
	if len(examples) == 0 {
		t.Fatal("the rules page shows no one-line state")
	}
	want := mustState(t, rulesExample)
	for _, ex := range examples {
		p, err := ParseState(ex[1])
		if err != nil {
			t.Errorf("the rules page's %q: %v", ex[1], err)
			continue
		}
		if p != want {
			t.Errorf("the rules page's %q reads as\n%vwant its 5×5 example", ex[1], p.StateText())
		}
	}
}
