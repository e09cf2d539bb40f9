package cabeza

import (
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// sameRecord fails the test unless a and b hold the same game and tags.
func sameRecord(t *testing.T, what string, a, b Record) {
	t.Helper()
	if a.Start != b.Start || !reflect.DeepEqual(a.Moves, b.Moves) || a.Status != b.Status || !reflect.DeepEqual(a.Tags, b.Tags) {
		t.Fatalf("%s: records differ:\n%+v\n%+v", what, a, b)
	}
}

// roundTrip writes r, reads it back, checks it is the same record and
// that writing it again gives the same text; it returns the text.
func roundTrip(t *testing.T, r Record) string {
	t.Helper()
	text, err := r.MarshalText()
	if err != nil {
		t.Fatalf("writing %+v: %v", r, err)
	}
	back, err := ParseRecord(string(text))
	if err != nil {
		t.Fatalf("reading back: %v\n%s", err, text)
	}
	sameRecord(t, string(text), r, back)
	again, _ := back.MarshalText()
	if string(again) != string(text) {
		t.Fatalf("written twice differently:\n%s\n%s", text, again)
	}
	g, err := back.Game()
	if err != nil || g.Status() != r.Status || g.Ply() != len(r.Moves) || g.Start() != r.Start {
		t.Fatalf("replaying: %v, %v", g, err)
	}
	return string(text)
}

func TestRecordSaveLoadRandomGames(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	games := 400
	if testing.Short() {
		games = 100
	}
	reasons := map[Reason]int{}
	for i := range games {
		start := Start()
		if i%3 == 1 {
			start = randomLayout(rng)
		}
		g := NewGame(start)
		stop := 1 + rng.Intn(120)
		if i%4 == 0 {
			stop = 1000 // to the end
		}
		for !g.Status().Over() && g.Ply() < stop {
			moves := g.LegalMoves()
			if err := g.Play(moves[rng.Intn(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		reasons[g.Status().Reason]++
		roundTrip(t, RecordOf(g, Tag{"Red", "human"}, Tag{"Blue", "ai:4"}, Tag{"Round", `"7" \ 2`}))
	}
	for _, r := range []Reason{Ongoing, Crush, HomeRow} {
		if reasons[r] == 0 {
			t.Errorf("no random game ended by %v: %v", r, reasons)
		}
	}
}

// The results random play seldom reaches, each saved and loaded.
func TestRecordSaveLoadEveryResult(t *testing.T) {
	cases := []struct {
		start, moves string
		want         Status
		result       string
	}{
		{StartString, "Fn", Status{}, "*"},
		{"oo6hh/oo2C3hh/10/2c2ff3/10/10/10/2m7/OO6HH/OO3MFFHH r 30", "Cne", Status{HomeRow, Red}, "1-0"},
		{StartString, "Hn os On oe On fe Mn cs On", Status{Crush, Red}, "1-0"},
		{LegacyStartString, "On he Hnn hss Os ow Mee cssww Hnw fw Hwn", Status{Crush, Red}, "1-0"},
		{"C1oo2hh2/2oo2hh2/4c5/10/10/10/10/2mff5/OO6HH/OOMFF3HH b 9", "", Status{HomeRow, Red}, "1-0"},
		{"9c/10/10/10/10/1mff6/OO1oo5/OOFoo5/MHhh6/CH8 r 1", "", Status{NoLegalMove, Blue}, "0-1"},
		{StartString, "On os Os on On os Os on", Status{Reason: Repetition}, "1/2-1/2"},
		{"3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 b 200", "os", Status{Reason: MoveCap}, "1/2-1/2"},
	}
	for _, c := range cases {
		p, err := ParsePosition(c.start)
		if err != nil {
			t.Fatal(err)
		}
		g := NewGame(p)
		if c.moves != "" {
			playAll(t, g, c.moves)
		}
		if g.Status() != c.want {
			t.Fatalf("%s %s: %v, want %v", c.start, c.moves, g.Status(), c.want)
		}
		text := roundTrip(t, RecordOf(g, Tag{"Red", "a"}, Tag{"Blue", "b"}))
		if !strings.Contains(text, `[Result "`+c.result+`"]`) || !strings.HasSuffix(text, " "+c.result+"\n") && !strings.HasSuffix(text, "\n"+c.result+"\n") {
			t.Errorf("%s: want result %s:\n%s", c.moves, c.result, text)
		}
		if hasReason := strings.Contains(text, "[Reason "); hasReason != c.want.Over() {
			t.Errorf("%s: Reason tag written %v for %v:\n%s", c.moves, hasReason, c.want, text)
		}
		if !strings.Contains(text, `[Start "`+p.String()+`"]`) {
			t.Errorf("%s: no Start tag written:\n%s", c.start, text)
		}
	}
}

// The example of the format's documentation, as a file: reading it gives
// the game, and writing that game gives the file again.
func TestRecordExampleFile(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "records", "example.cabeza"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := ParseRecord(string(text))
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(Start())
	playAll(t, g, "Hn os On oe On fe Mn cs On")
	want := RecordOf(g, Tag{"Red", "human"}, Tag{"Blue", "ai:4"}, Tag{"Date", "2026-11-23"})
	sameRecord(t, "example", r, want)
	if r.Status != (Status{Crush, Red}) {
		t.Errorf("status %v", r.Status)
	}
	out, _ := want.MarshalText()
	if string(out) != string(text) {
		t.Errorf("written:\n%s\nfile:\n%s", out, text)
	}
}

// A record saved before the author's start was found names no start:
// its game began at the start of that time, and it must still open and
// replay. Written back, it names that start.
func TestRecordWithoutStartIsReadFromTheLegacyStart(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "records", "legacy-no-start.cabeza"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(text), "[Start ") {
		t.Fatal("the legacy record names a start")
	}
	r, err := ParseRecord(string(text))
	if err != nil {
		t.Fatal(err)
	}
	if r.Start != LegacyStart() || r.Status != (Status{Crush, Red}) || len(r.Moves) != 11 {
		t.Errorf("legacy record: start %v, status %v, %d moves", r.Start, r.Status, len(r.Moves))
	}
	out, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `[Start "`+LegacyStartString+`"]`) {
		t.Errorf("written back without naming its start:\n%s", out)
	}
	roundTrip(t, r)
}

func TestRecordFromAnotherStartNumbersBluesFirstMove(t *testing.T) {
	p, _ := ParsePosition("3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 b 12")
	g := NewGame(p)
	playAll(t, g, "os On")
	text := roundTrip(t, RecordOf(g))
	want := "[Game \"Cabeza\"]\n[Start \"" + p.String() + "\"]\n[Result \"*\"]\n\n12... os 13. On *\n"
	if text != want {
		t.Errorf("got\n%s\nwant\n%s", text, want)
	}
}

func TestRecordBreaksLongMoveLists(t *testing.T) {
	g := NewGame(Start())
	for range 30 {
		playAll(t, g, "On os Os on")
		if g.Status().Over() {
			break
		}
	}
	text := roundTrip(t, RecordOf(g))
	for _, line := range strings.Split(text, "\n") {
		if len(line) > recordLineWidth {
			t.Errorf("line of %d characters: %q", len(line), line)
		}
		if strings.HasSuffix(line, ".") {
			t.Errorf("a line ends with a move number: %q", line)
		}
	}
}

func TestRecordReadsCommentsAndAnyLayout(t *testing.T) {
	clean := "[Game \"Cabeza\"]\n[Red \"human\"]\n[Result \"*\"]\n\n1. Fn hs 2. Fne *\n"
	want, err := ParseRecord(clean)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{
		"\uFEFF" + clean,
		strings.ReplaceAll(clean, "\n", "\r\n"),
		"; saved by hand\n{ a comment\nover lines }\n[Game \"Cabeza\"]  [Red \"human\"]\n\n\n[Result \"*\"]\n1.Fn hs\n\n2.  Fne {good} *\n\n",
		"[ Game  \"Cabeza\" ]\n[Red \"human\"]\n[Result \"*\"]\n1. Fn 1... hs 2. Fne ; the end\n*",
		"[Game \"Cabeza\"][Red \"human\"][Result \"*\"]1. Fn{x}hs;y\n2. Fne{x}*",
	} {
		r, err := ParseRecord(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		sameRecord(t, text, r, want)
	}
}

func TestRecordKeepsFreeTagsInOrder(t *testing.T) {
	text := "[Game \"Cabeza\"]\n[Event \"club \\\"night\\\"\"]\n[Blue \"ai:2\"]\n[Result \"*\"]\n[Red \"Ana \\\\ Bo\"]\n[Date \"2026-11-22\"]\n\n*\n"
	r, err := ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	want := []Tag{{"Event", `club "night"`}, {"Blue", "ai:2"}, {"Red", `Ana \ Bo`}, {"Date", "2026-11-22"}}
	if !reflect.DeepEqual(r.Tags, want) {
		t.Errorf("tags %q", r.Tags)
	}
	if v, ok := r.Tag("Red"); !ok || v != `Ana \ Bo` {
		t.Errorf("Tag(Red) = %q, %v", v, ok)
	}
	r.SetTag("Red", "human")
	r.SetTag("Site", "here")
	if v, _ := r.Tag("Red"); v != "human" || r.Tags[2].Name != "Red" || r.Tags[4] != (Tag{"Site", "here"}) {
		t.Errorf("after SetTag: %q", r.Tags)
	}
	roundTrip(t, r)
}

func TestRecordWriteRefusesWhatWouldNotReadBack(t *testing.T) {
	g := NewGame(Start())
	playAll(t, g, "Fn hs")
	good := RecordOf(g)
	cases := map[string]Record{
		"derived tag":   RecordOf(g, Tag{"Result", "1-0"}),
		"game tag":      RecordOf(g, Tag{"Game", "Chess"}),
		"bad tag name":  RecordOf(g, Tag{"Red player", "x"}),
		"digit first":   RecordOf(g, Tag{"1Red", "x"}),
		"tag twice":     RecordOf(g, Tag{"Red", "x"}, Tag{"Red", "y"}),
		"wrong status":  {Start: good.Start, Moves: good.Moves, Status: Status{Crush, Red}},
		"illegal move":  {Start: good.Start, Moves: append(good.Moves[:1:1], good.Moves[0])},
		"moves missing": {Start: good.Start, Moves: nil, Status: Status{HomeRow, Blue}},
		"no start":      {},
	}
	for name, r := range cases {
		if _, err := r.MarshalText(); err == nil {
			t.Errorf("%s: written", name)
		}
	}
	// A line break in a value becomes a space rather than a broken file.
	r := RecordOf(g, Tag{"Red", "two\nlines\r\tand a tab"})
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseRecord(string(text))
	if v, _ := back.Tag("Red"); err != nil || v != "two lines  and a tab" {
		t.Errorf("read back %q, %v", v, err)
	}
}

func TestRecordGameReportsTheBadMove(t *testing.T) {
	g := NewGame(Start())
	playAll(t, g, "Fn hs")
	r := RecordOf(g)
	r.Moves = append(r.Moves, r.Moves[1]) // blue's move again, on red's turn
	_, err := r.Game()
	var re *RecordError
	if !errors.As(err, &re) || !errors.Is(err, ErrRecordMove) || !strings.Contains(err.Error(), "red's move 2 (the record's move 3) hs") {
		t.Errorf("err = %v", err)
	}
}

// A damaged or foreign record: what the error must say, and where.
type damagedRecord struct {
	name, text string
	kind       error
	want       string // the whole message
}

const goodRecord = "[Game \"Cabeza\"]\n[Red \"human\"]\n[Result \"*\"]\n\n1. Fn hs 2. Fne *\n"

var damagedRecords = []damagedRecord{
	{"empty", "", ErrNotRecord,
		`cabeza record: line 1, column 1: the text is empty: a Cabeza record starts with [Game "Cabeza"]`},
	{"PNG image", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", ErrNotRecord,
		`cabeza record: line 1, column 1: binary data (it starts "\x89PNG\r\n\x1a\n"), not a Cabeza record`},
	{"position string", "\n" + StartString + "\n", ErrNotRecord,
		`cabeza record: line 2, column 1: a position string, not a record: a record starts with [Game "Cabeza"] and keeps a position in its Start tag`},
	{"catcat record", "catcat-replay 2\ncat: human\n", ErrNotRecord,
		`cabeza record: line 1, column 1: a Catch the Cat record, not a Cabeza record`},
	{"plain text", "hello world\n", ErrNotRecord,
		`cabeza record: line 1, column 1: it starts with "hello world": a Cabeza record starts with [Game "Cabeza"]`},
	{"chess PGN", "[Event \"F/S Return Match\"]\n[Result \"*\"]\n*\n", ErrNotRecord,
		`cabeza record: line 1, column 2: the first tag is Event: a Cabeza record starts with [Game "Cabeza"]`},
	{"another game", "[Game \"Chess\"]\n[Result \"*\"]\n*\n", ErrNotRecord,
		`cabeza record: line 1, column 7: a record of the game "Chess", not of Cabeza`},
	{"tag without quotes", "[Game \"Cabeza\"]\n[Red human]\n[Result \"*\"]\n*\n", ErrRecordTag,
		`cabeza record: line 2, column 6: want a quoted value after the tag name Red, found 'h'`},
	{"tag value open", "[Game \"Cabeza\"]\n[Red \"human]\n[Result \"*\"]\n*\n", ErrRecordTag,
		`cabeza record: line 2, column 6: the value of tag Red runs past the end of the line (a missing closing "?)`},
	{"tag not closed", "[Game \"Cabeza\"]\n[Red \"human\"\n[Result \"*\"]\n*\n", ErrRecordTag,
		`cabeza record: line 2, column 13: want ] after the value of tag Red, found '\n'`},
	{"tag name with a digit first", "[Game \"Cabeza\"]\n[2Red \"human\"]\n", ErrRecordTag,
		`cabeza record: line 2, column 2: tag name "2Red": a tag name starts with a letter`},
	{"tag without a name", "[Game \"Cabeza\"]\n[ \"human\"]\n", ErrRecordTag,
		`cabeza record: line 2, column 3: want a tag name after [, found '"'`},
	{"bad escape", "[Game \"Cabeza\"]\n[Red \"a\\nb\"]\n", ErrRecordTag,
		`cabeza record: line 2, column 8: unknown escape \n in the value of tag Red: only \" and \\ are escapes`},
	{"tag twice", "[Game \"Cabeza\"]\n[Red \"a\"]\n[Result \"*\"]\n[Red \"b\"]\n*\n", ErrRecordTag,
		`cabeza record: line 4, column 2: tag Red given twice (first at line 2, column 2)`},
	{"no result tag", "[Game \"Cabeza\"]\n[Red \"a\"]\n\n1. Fn *\n", ErrRecordTag,
		`cabeza record: line 4, column 1: no Result tag before the moves: a record needs one ([Result "*"] for an unfinished game)`},
	{"tag among the moves", "[Game \"Cabeza\"]\n[Result \"*\"]\n1. Fn\n[Red \"a\"]\n*\n", ErrRecordTag,
		`cabeza record: line 4, column 1: a tag among the moves: tags come before the moves`},
	{"bad start", "[Game \"Cabeza\"]\n[Start \"2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCXHH2 r 1\"]\n[Result \"*\"]\n*\n", ErrRecordTag,
		`cabeza record: line 2, column 8: Start tag: position string: rank 1, file f: unknown letter 'X'`},
	{"unknown result", "[Game \"Cabeza\"]\n[Result \"2-0\"]\n*\n", ErrRecordResult,
		`cabeza record: line 2, column 9: result "2-0": want 1-0, 0-1, 1/2-1/2 or *`},
	{"unknown reason", "[Game \"Cabeza\"]\n[Result \"*\"]\n[Reason \"resigned\"]\n*\n", ErrRecordResult,
		`cabeza record: line 3, column 9: reason "resigned": want crush, home-row, no-legal-move, repetition or move-cap`},
	{"unknown piece", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn hs 2. Xn *\n", ErrRecordMove,
		`cabeza record: line 4, column 13: red's move 2: "Xn": unknown piece letter 'X'`},
	{"unknown direction", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn hs 2. Fq *\n", ErrRecordMove,
		`cabeza record: line 4, column 13: red's move 2: "Fq": unknown direction letter 'q'`},
	{"illegal move at move 3", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn hs 2. Fne hn\n3. Os *\n", ErrRecordMove,
		`cabeza record: line 5, column 4: red's move 3: "Os": the Opa would roll off the board`},
	{"square occupied", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Mn *\n", ErrRecordMove,
		`cabeza record: line 4, column 4: red's move 1: "Mn": f2 is occupied`},
	{"move for the wrong side", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. fn *\n", ErrRecordMove,
		`cabeza record: line 4, column 4: red's move 1: "fn": it is red's turn`},
	{"blue plays twice", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn hs hn *\n", ErrRecordMoveNumber,
		`cabeza record: line 4, column 10: red's move 2 "hn" has no move number: write "2." before it`},
	{"null move", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fns *\n", ErrRecordMove,
		`cabeza record: line 4, column 4: red's move 1: "Fns": null move`},
	{"wrong move number", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn hs 3. Fne *\n", ErrRecordMoveNumber,
		`cabeza record: line 4, column 10: move number "3.": red's move 2 is numbered "2."`},
	{"red's number on blue's move", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn 2. hs *\n", ErrRecordMoveNumber,
		`cabeza record: line 4, column 7: move number "2.": blue's move 1 is numbered "1..."`},
	{"blue's number on red's move", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1... Fn *\n", ErrRecordMoveNumber,
		`cabeza record: line 4, column 1: move number "1...": red's move 1 is numbered "1."`},
	{"no move numbers", "[Game \"Cabeza\"]\n[Result \"*\"]\n\nFn hs *\n", ErrRecordMoveNumber,
		`cabeza record: line 4, column 1: red's move 1 "Fn" has no move number: write "1." before it`},
	{"number without a dot", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1 Fn *\n", ErrRecordMoveNumber,
		`cabeza record: line 4, column 1: move number "1": red's move 1 is numbered "1."`},
	{"two numbers", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. 1. Fn *\n", ErrRecordMoveNumber,
		`cabeza record: line 4, column 4: move number "1." follows move number "1."`},
	{"number without a move", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn hs 2. *\n", ErrRecordMoveNumber,
		`cabeza record: line 4, column 10: move number "2." has no move after it`},
	{"result contradicts the board", "[Game \"Cabeza\"]\n[Result \"1-0\"]\n\n1. Fn hs 1-0\n", ErrRecordResult,
		`cabeza record: line 2, column 9: the Result tag says 1-0 (red won), but the moves leave the game ongoing (*)`},
	{"unfinished says the game goes on", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. On he 2. Hnn hss 3. Os ow 4. Mee cssww 5. Hnw fw 6. Hwn *\n", ErrRecordResult,
		`cabeza record: line 2, column 9: the Result tag says * (the game goes on), but the moves leave red crushed blue's Cabeza (1-0)`},
	{"wrong winner", "[Game \"Cabeza\"]\n[Result \"0-1\"]\n\n1. On he 2. Hnn hss 3. Os ow 4. Mee cssww 5. Hnw fw 6. Hwn 0-1\n", ErrRecordResult,
		`cabeza record: line 2, column 9: the Result tag says 0-1 (blue won), but the moves leave red crushed blue's Cabeza (1-0)`},
	{"wrong reason", "[Game \"Cabeza\"]\n[Result \"1-0\"]\n[Reason \"home-row\"]\n\n1. On he 2. Hnn hss 3. Os ow 4. Mee cssww 5. Hnw fw 6. Hwn 1-0\n", ErrRecordResult,
		`cabeza record: line 3, column 9: the Reason tag says home-row, but the game ended by crush: red crushed blue's Cabeza`},
	{"reason for an unfinished game", "[Game \"Cabeza\"]\n[Result \"*\"]\n[Reason \"crush\"]\n\n1. Fn *\n", ErrRecordResult,
		`cabeza record: line 3, column 9: a Reason tag (crush) for an unfinished game`},
	{"tag and token disagree", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn 1-0\n", ErrRecordResult,
		`cabeza record: line 4, column 7: the moves end with 1-0, the Result tag says *`},
	{"move after the end", "[Game \"Cabeza\"]\n[Result \"1-0\"]\n\n1. On he 2. Hnn hss 3. Os ow 4. Mee cssww 5. Hnw fw 6. Hwn hs 1-0\n", ErrRecordMove,
		`cabeza record: line 4, column 60: blue's move 6 "hs": the game is already over (red crushed blue's Cabeza): want the result 1-0`},
	{"number after the end", "[Game \"Cabeza\"]\n[Result \"1-0\"]\n\n1. On he 2. Hnn hss 3. Os ow 4. Mee cssww 5. Hnw fw 6. Hwn 6... hs 1-0\n", ErrRecordMove,
		`cabeza record: line 4, column 60: move number "6..." after the end of the game (red crushed blue's Cabeza): want the result 1-0`},
	{"cut in the moves", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn hs 2. Fn", ErrRecordTruncated,
		`cabeza record: line 4, column 15: the moves end without a result (1-0, 0-1, 1/2-1/2 or *)`},
	{"cut after a number", "[Game \"Cabeza\"]\n[Result \"*\"]\n\n1. Fn hs 2.", ErrRecordTruncated,
		`cabeza record: line 4, column 10: move number "2." has no move after it and the text ends`},
	{"cut in a tag value", "[Game \"Cabeza\"]\n[Red \"hum", ErrRecordTruncated,
		`cabeza record: line 2, column 6: the value of tag Red opened here never closes with "`},
	{"cut in a tag", "[Game \"Cabeza\"]\n[Red", ErrRecordTruncated,
		`cabeza record: line 2, column 1: the tag opened here never closes with ]`},
	{"cut after the tags", "[Game \"Cabeza\"]\n[Result \"*\"]\n", ErrRecordTruncated,
		`cabeza record: line 3, column 1: the moves end without a result (1-0, 0-1, 1/2-1/2 or *)`},
	{"cut in a comment", "[Game \"Cabeza\"]\n[Result \"*\"]\n1. Fn {the best\n", ErrRecordTruncated,
		`cabeza record: line 3, column 7: the comment opened here never closes with }`},
	{"two games", goodRecord + goodRecord, ErrRecordTrailing,
		`cabeza record: line 6, column 1: "[Game" after the result *: a record holds one game`},
	{"text after the result", goodRecord + "thanks for the game\n", ErrRecordTrailing,
		`cabeza record: line 6, column 1: "thanks" after the result *: a record holds one game`},
	{"control character", "[Game \"Cabeza\"]\n[Red \"a\x01\"]\n", ErrRecordTag,
		`cabeza record: line 2, column 8: control character '\x01' in the value of tag Red`},
	{"not UTF-8 in a tag", "[Game \"Cabeza\"]\n[Red \"a\xff\"]\n", ErrRecordTag,
		`cabeza record: line 2, column 8: the value of tag Red is not UTF-8 text (byte 0xff)`},
	{"columns count characters", "[Game \"Cabeza\"]\n[Red \"Ñandú\"]  [Result \"*\"]\n{é} 1. Xn *\n", ErrRecordMove,
		`cabeza record: line 3, column 8: red's move 1: "Xn": unknown piece letter 'X'`},
}

func TestRecordDamagedFilesSayWhatAndWhere(t *testing.T) {
	if _, err := ParseRecord(goodRecord); err != nil {
		t.Fatalf("the undamaged record: %v", err)
	}
	for _, c := range damagedRecords {
		_, err := ParseRecord(c.text)
		var re *RecordError
		if !errors.As(err, &re) {
			t.Errorf("%s: err = %v, want a *RecordError", c.name, err)
			continue
		}
		if !errors.Is(err, c.kind) {
			t.Errorf("%s: kind %v, want %v", c.name, re.Err, c.kind)
		}
		if err.Error() != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, err, c.want)
		}
	}
}

func TestRecordErrorsCarryTheParsersError(t *testing.T) {
	_, err := ParseRecord("[Game \"Cabeza\"]\n[Result \"*\"]\n1. Fns *\n")
	var me *MoveError
	if !errors.As(err, &me) || me.Text != "Fns" || me.Msg != "null move" {
		t.Errorf("no *MoveError in %v", err)
	}
	_, err = ParseRecord("[Game \"Cabeza\"]\n[Start \"10 r 1\"]\n[Result \"*\"]\n*\n")
	var pe *PositionError
	if !errors.As(err, &pe) {
		t.Errorf("no *PositionError in %v", err)
	}
	_, err = ParseRecord("[Game \"Cabeza\"]\n[Result \"1-0\"]\n1. On he 2. Hnn hss 3. Os ow 4. Mee cssww 5. Hnw fw 6. Hwn hs 1-0\n")
	if !errors.Is(err, ErrGameOver) {
		t.Errorf("a move after the end: %v, want ErrGameOver", err)
	}
}
