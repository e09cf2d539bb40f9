package catcat

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// recordRoundTrip writes r, reads it back, checks that it is the same
// record, that writing it again gives the same text and that it replays
// to the same game; it returns the text.
func recordRoundTrip(t *testing.T, r Record) string {
	t.Helper()
	text, err := r.MarshalText()
	if err != nil {
		t.Fatalf("writing %+v: %v", r, err)
	}
	back, err := ParseRecord(string(text))
	if err != nil {
		t.Fatalf("reading back: %v\n%s", err, text)
	}
	if !reflect.DeepEqual(back, r) {
		t.Fatalf("read back another record:\n%+v\n%+v\n%s", r, back, text)
	}
	again, _ := back.MarshalText()
	if string(again) != string(text) {
		t.Fatalf("written twice differently:\n%s\n%s", text, again)
	}
	g, err := back.Game()
	if err != nil || g.Start() != r.Start || !reflect.DeepEqual(g.Moves(), r.Moves) {
		t.Fatalf("replaying: %v", err)
	}
	if r.Invalid != nil || r.Outcome != CatInvalidMove && r.Outcome != CatcherInvalidMove {
		if g.Result().Outcome != r.Outcome {
			t.Fatalf("replayed to %v, want %v", g.Result(), r.Outcome)
		}
	}
	return string(text)
}

// randomGame plays from a random start: the cat to a random free
// neighbour, the catcher mostly next to the cat so that cats get
// trapped too; it stops early, or with an invalid move, now and then.
func randomGame(t *testing.T, rng *rand.Rand) Record {
	t.Helper()
	sizes := Sizes()[:4]
	start, err := RandomStart(sizes[rng.IntN(len(sizes))], 0.05+0.2*rng.Float64(), rng.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(start)
	stop := rng.IntN(60)
	for !g.Over() && len(g.Moves()) < stop {
		p := g.Position()
		moves := p.LegalMoves()
		c := moves[rng.IntN(len(moves))]
		if p.Turn() == CatcherToMove && rng.IntN(5) > 0 {
			for _, n := range p.Cat().Neighbours() {
				if p.Size().Contains(n) && !p.IsBlocked(n) {
					c = n
					break
				}
			}
		}
		if err := g.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	r := RecordOf(g)
	r.Cat, r.Catcher, r.Date = "human", "ai:hard", "2026-11-22"
	if !g.Over() {
		switch rng.IntN(3) {
		case 0: // an invalid move: the cat stays put, the catcher blocks the cat
			if err := g.Play(g.Position().Cat()); err == nil {
				t.Fatal("an invalid move was played")
			}
			r = RecordOf(g)
			r.Cat, r.Catcher = "./alice", "builtin:hard"
		case 1: // a program that failed: a reason and no cell
			r.Outcome = CatInvalidMove
			if g.Position().Turn() == CatcherToMove {
				r.Outcome = CatcherInvalidMove
			}
			r.Reason = "timeout: no answer within 2s"
		}
	}
	return r
}

func TestRecordSaveLoadRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	games := 600
	if testing.Short() {
		games = 150
	}
	kinds := map[string]int{}
	for range games {
		r := randomGame(t, rng)
		kind := r.Outcome.Word()
		if r.Outcome == CatInvalidMove || r.Outcome == CatcherInvalidMove {
			if r.Invalid == nil {
				kind += " without a cell"
			}
		}
		kinds[kind]++
		recordRoundTrip(t, r)
	}
	for _, k := range []string{"ongoing", "cat-escaped", "cat-trapped", "cat-invalid", "catcher-invalid", "cat-invalid without a cell", "catcher-invalid without a cell"} {
		if kinds[k] == 0 {
			t.Errorf("no random game of the kind %s: %v", k, kinds)
		}
	}
}

// The files the arena wrote in format version 1 read, say what happened,
// and are written back as version 2 holding the same game.
func TestRecordReadsVersion1ArenaFiles(t *testing.T) {
	want := map[string]Outcome{
		"v1-arena-cat-escaped.catcat":      CatEscaped,
		"v1-arena-catcher-garbage.catcat":  CatcherInvalidMove,
		"v1-arena-cat-garbage.catcat":      CatInvalidMove,
		"v1-catcher-illegal.catcat":        CatcherInvalidMove,
		"example.catcat":                   CatEscaped,
		"example-unfinished.catcat":        Ongoing,
		"example-catcher-invalid.catcat":   CatcherInvalidMove,
		"example-cat-trapped-crlf.catcat":  CatTrapped,
		"example-layout-and-blanks.catcat": CatEscaped,
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "records", "*.catcat"))
	if len(files) != len(want) {
		t.Errorf("%d record files, want %d", len(files), len(want))
	}
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		r, err := ParseRecord(string(b))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if o, ok := want[filepath.Base(name)]; !ok || r.Outcome != o {
			t.Errorf("%s: %v, want %v", name, r.Outcome, o)
		}
		text := recordRoundTrip(t, r)
		if !strings.HasPrefix(text, "catcat-replay 2\n") {
			t.Errorf("%s written as %q", name, text[:20])
		}
	}
	r, err := ParseRecord(readFile(t, "v1-catcher-illegal.catcat"))
	if err != nil || r.Invalid == nil || *r.Invalid != (Cell{9, 9}) || r.Cat != "builtin:medium" || r.Catcher != "./bob" || len(r.Moves) != 1 {
		t.Fatalf("read %+v, %v", r, err)
	}
	g, err := r.Game()
	if err != nil || g.Result().Outcome != CatcherInvalidMove || !errors.Is(g.Result().Invalid, ErrOffBoard) {
		t.Errorf("replayed to %v, %v", g.Result(), err)
	}
	r, _ = ParseRecord(readFile(t, "v1-arena-catcher-garbage.catcat"))
	if g, err := r.Game(); err != nil || g.Over() || g.Position().Turn() != CatcherToMove || !strings.HasPrefix(r.Reason, "garbage: ") {
		t.Errorf("a program's failure: %+v replays to %v, %v", r, g.Result(), err)
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "records", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The example of the documentation, written by hand, is what the writer
// writes for that game.
func TestRecordExampleFile(t *testing.T) {
	text := readFile(t, "example.catcat")
	r, err := ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	start, _ := ParseState("CAT 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n")
	want := Record{Cat: "human", Catcher: "ai:hard", Date: "2026-11-22", Start: start,
		Moves: []Cell{{1, 0}, {-2, 2}, {2, 0}}, Outcome: CatEscaped}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("read %+v", r)
	}
	if out, _ := want.MarshalText(); string(out) != text {
		t.Errorf("written:\n%s\nfile:\n%s", out, text)
	}
}

func TestRecordOfAGameEndedByAnInvalidMove(t *testing.T) {
	start, _ := Start(5)
	g := NewGame(start)
	g.Play(Cell{1, 0})
	g.Play(Cell{1, 0}) // the catcher blocks the cat
	r := RecordOf(g)
	if r.Outcome != CatcherInvalidMove || r.Invalid == nil || *r.Invalid != (Cell{1, 0}) ||
		r.Reason != "the catcher cannot block 1,0: the catcher may not block the cat's cell" || len(r.Moves) != 1 {
		t.Fatalf("%+v", r)
	}
	text := recordRoundTrip(t, r)
	if !strings.Contains(text, "\nresult: catcher-invalid\nreason: the catcher cannot block 1,0: the catcher may not block the cat's cell\ninvalid: 1,0\nstart:\n") {
		t.Errorf("written:\n%s", text)
	}
	back, _ := ParseRecord(text)
	h, _ := back.Game()
	if !errors.Is(h.Result().Invalid, ErrCatCell) {
		t.Errorf("replayed to %v", h.Result())
	}
}

func TestRecordWriteRefusesWhatWouldNotReadBack(t *testing.T) {
	start, _ := Start(5)
	off := Cell{1, 0}
	cases := map[string]Record{
		"no start":                 {Outcome: Ongoing},
		"invalid move in the list": {Start: start, Moves: []Cell{{2, 2}}},
		"wrong result":             {Start: start, Moves: []Cell{{1, 0}}, Outcome: CatEscaped},
		"invalid cell is valid":    {Start: start, Outcome: CatInvalidMove, Invalid: &off},
		"wrong loser":              {Start: start, Outcome: CatcherInvalidMove, Reason: "crash"},
		"reason without invalid":   {Start: start, Reason: "why"},
		"unknown outcome":          {Start: start, Outcome: 9},
	}
	for name, r := range cases {
		if text, err := r.MarshalText(); err == nil {
			t.Errorf("%s: written\n%s", name, text)
		}
	}
	r := Record{Cat: "two\nlines", Catcher: " ./b\r\n", Start: start}
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseRecord(string(text))
	if err != nil || back.Cat != "two lines" || back.Catcher != "./b" {
		t.Errorf("read back %+v, %v", back, err)
	}
}

func TestOutcomeWords(t *testing.T) {
	for o := Ongoing; o <= CatcherInvalidMove; o++ {
		back, ok := outcomeOfWord(o.Word())
		if !ok || back != o {
			t.Errorf("%v: word %q reads as %v", o, o.Word(), back)
		}
	}
	if Outcome(9).Word() != "unknown" {
		t.Error(Outcome(9).Word())
	}
}

// The example record; the damaged records below change it.
const exampleRecord = `catcat-replay 2
cat: human
catcher: ai:hard
date: 2026-11-22
result: cat-escaped
start:
CAT 5 0 0
. . # . .
 . . . . .
. . C . .
 . # . . .
. . . . .
moves: 3
1,0
-2,2
2,0
`

// damage replaces the first old in exampleRecord by new.
func damage(old, new string) string {
	if !strings.Contains(exampleRecord, old) {
		panic("no " + old)
	}
	return strings.Replace(exampleRecord, old, new, 1)
}

type damagedRecord struct {
	name, text string
	kind       error
	want       string
}

var damagedRecords = []damagedRecord{
	{"empty", "", ErrNotRecord,
		`catcat record: line 1, column 1: the text is empty: a Catch the Cat record starts with "catcat-replay 2"`},
	{"PNG image", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", ErrNotRecord,
		`catcat record: line 1, column 1: binary data (it starts "\x89PNG\r\n\x1a\n"), not a Catch the Cat record`},
	{"a state", "C 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n", ErrNotRecord,
		`catcat record: line 1, column 1: a state, not a record: a record starts with "catcat-replay 2" and keeps its start state after "start:"`},
	{"a one-line state", "C 5 0 0 ..#.........C......#.....\n", ErrNotRecord,
		`catcat record: line 1, column 1: a state, not a record: a record starts with "catcat-replay 2" and keeps its start state after "start:"`},
	{"a Cabeza record", "[Game \"Cabeza\"]\n[Result \"*\"]\n*\n", ErrNotRecord,
		`catcat record: line 1, column 1: a Cabeza record, not a Catch the Cat record`},
	{"a position string", "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 r 1\n", ErrNotRecord,
		`catcat record: line 1, column 1: it starts with "2oocmhh2/2ooffhh2/10…": a Catch the Cat record starts with "catcat-replay 2"`},
	{"a newer version", damage("replay 2", "replay 4"), ErrNotRecord,
		`catcat record: line 1, column 1: format "catcat-replay 4": this program reads versions 1, 2 and 3`},
	{"bad magic", damage("catcat-replay", "catcat-replays"), ErrNotRecord,
		`catcat record: line 1, column 1: it starts with "catcat-replays 2": a Catch the Cat record starts with "catcat-replay 2"`},
	{"unknown key", damage("catcher:", "dog:"), ErrRecordField,
		`catcat record: line 3, column 1: unknown key "dog": want cat, catcher, date, clock, result, reason, invalid, review or start`},
	{"no colon", damage("cat: human", "  cat human"), ErrRecordField,
		`catcat record: line 2, column 3: want "key: value" or "start:", found "cat human"`},
	{"key twice", damage("start:", "cat: again\nstart:"), ErrRecordField,
		`catcat record: line 6, column 1: cat given twice (first at line 2)`},
	{"unknown result", damage("cat-escaped", "cat-won"), ErrRecordResult,
		`catcat record: line 5, column 9: result "cat-won": want cat-escaped, cat-trapped, cat-invalid, catcher-invalid or ongoing`},
	{"no result", damage("result: cat-escaped\n", ""), ErrRecordField,
		`catcat record: line 5, column 1: no result line before the start`},
	{"state on the start line", damage("start:\nCAT 5 0 0", "start: CAT 5 0 0"), ErrRecordField,
		`catcat record: line 6, column 1: "start:" stands alone on its line, the state on the lines after it`},
	{"bad invalid cell", damage("start:", "invalid: here\nstart:"), ErrRecordField,
		`catcat record: line 6, column 10: invalid: move "here": want two numbers, got 1: a move is written x,y or x y or {x,y}`},
	{"reason for an escape", damage("start:", "reason: timeout\nstart:"), ErrRecordResult,
		`catcat record: line 6, column 1: a reason line for a game that ends cat-escaped: only an invalid move has one`},
	{"bad turn", damage("CAT 5 0 0", "X 5 0 0"), ErrRecordStart,
		`catcat record: line 7, column 1: start state: turn "X": the turn must be CAT or CATCHER (or the letters C or T)`},
	{"bad size", damage("CAT 5 0 0", "CAT 6 0 0"), ErrRecordStart,
		`catcat record: line 7, column 5: start state: size 6: board size must be one of 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45`},
	{"no size", damage("CAT 5 0 0", "CAT"), ErrRecordStart,
		`catcat record: line 7, column 4: start state: missing size: the header must be <turn> <N> <cat-x> <cat-y>`},
	{"cat where the header does not say", damage("CAT 5 0 0", "CAT 5 1 0"), ErrRecordStart,
		`catcat record: line 10, column 5: start state: C at 0,0, header says 1,0: the cat in the header does not match the C on the board`},
	{"two cats", damage(". . # . .", ". . # C ."), ErrRecordStart,
		`catcat record: line 10, column 5: start state: another C after the one at line 8, column 7: more than one C on the board`},
	{"a cell missing", damage(" . . . . .\n. . C", " . . . .\n. . C"), ErrRecordStart,
		`catcat record: line 12, column 10: start state: 24 cells, want 25: wrong number of cells`},
	{"no moves line", damage("moves: 3", "steps: 3"), ErrRecordStart,
		`catcat record: line 13, column 1: want "moves:" after the start state's board lines, found "steps: 3"`},
	{"no move count", damage("moves: 3", "moves:"), ErrRecordField,
		`catcat record: line 13, column 1: want "moves: <count>": the number of moves that follow`},
	{"bad move count", damage("moves: 3", "moves: three"), ErrRecordField,
		`catcat record: line 13, column 8: move count "three" is not a whole number`},
	{"unreadable move", damage("-2,2", "-2;2"), ErrRecordMove,
		`catcat record: line 15, column 1: move 2: move "-2;2": want two numbers, got 1: a move is written x,y or x y or {x,y}`},
	{"illegal move at move 3", damage("\n2,0", "\n2,1"), ErrRecordMove,
		`catcat record: line 16, column 1: move 3 (the cat): the cat cannot move to 2,1: the cat may only move to one of its six neighbours`},
	{"a blocked cell", damage("-2,2", "0,-2"), ErrRecordMove,
		`catcat record: line 15, column 1: move 2 (the catcher): the catcher cannot block 0,-2: the catcher may not block an already blocked cell`},
	{"the catcher blocks the cat", damage("-2,2", "1,0"), ErrRecordMove,
		`catcat record: line 15, column 1: move 2 (the catcher): the catcher cannot block 1,0: the catcher may not block the cat's cell`},
	{"a move after the end", damage("moves: 3", "moves: 4") + " -1,0\n", ErrRecordMove,
		`catcat record: line 17, column 2: move 4 (the catcher): the catcher cannot block -1,0: the game is over`},
	{"more moves than announced", exampleRecord + "-1,0\n", ErrRecordMove,
		`catcat record: line 17, column 1: a move more than the 3 the line 13 announces`},
	{"cut in the moves", strings.TrimSuffix(exampleRecord, "2,0\n"), ErrRecordTruncated,
		`catcat record: line 16, column 1: 2 of the 3 moves the line 13 announces: the text ends early`},
	{"cut in a move", strings.TrimSuffix(exampleRecord, "0\n"), ErrRecordMove,
		`catcat record: line 16, column 1: move 3: move "2,": y is missing: a move is written x,y or x y or {x,y}`},
	{"cut in the state", exampleRecord[:strings.Index(exampleRecord, "\n . # .")+1], ErrRecordTruncated,
		`catcat record: line 11, column 1: the start state has 3 of its 5 board lines: the text ends early`},
	{"cut after start", exampleRecord[:strings.Index(exampleRecord, "CAT 5")], ErrRecordTruncated,
		`catcat record: line 7, column 1: no start state after "start:"`},
	{"cut before start", exampleRecord[:strings.Index(exampleRecord, "result")], ErrRecordTruncated,
		`catcat record: line 5, column 1: no "start:" line: the text ends before the start state`},
	{"cut after the state", exampleRecord[:strings.Index(exampleRecord, "moves")], ErrRecordTruncated,
		`catcat record: line 13, column 1: no "moves:" line: the text ends after the start state`},
	{"result contradicts the board", damage("cat-escaped", "cat-trapped"), ErrRecordResult,
		`catcat record: line 5, column 9: the result says cat-trapped, but the moves leave cat-escaped (the cat escaped)`},
	{"ongoing after an escape", damage("cat-escaped", "ongoing"), ErrRecordResult,
		`catcat record: line 5, column 9: the result says ongoing, but the moves leave cat-escaped (the cat escaped)`},
	{"invalid after an escape", damage("cat-escaped", "cat-invalid"), ErrRecordResult,
		`catcat record: line 5, column 9: the result says cat-invalid, but the moves end the game: the cat escaped`},
	{"the loser is not to move", strings.TrimSuffix(strings.Replace(damage("cat-escaped", "catcher-invalid"), "moves: 3", "moves: 2", 1), "2,0\n"), ErrRecordResult,
		`catcat record: line 5, column 9: the result says catcher-invalid, but after the moves the cat is to move`},
	{"the invalid move is valid", strings.TrimSuffix(strings.Replace(damage("cat-escaped", "cat-invalid\ninvalid: 2,0"), "moves: 3", "moves: 2", 1), "2,0\n"), ErrRecordResult,
		`catcat record: line 6, column 10: the invalid move 2,0 is a valid move for the cat`},
	{"date in version 1", damage("replay 2", "replay 1"), ErrRecordField,
		`catcat record: line 4, column 1: a date line is format version 2, and this record says version 1`},
	{"count in version 1", damage("replay 2\ncat: human\ncatcher: ai:hard\ndate: 2026-11-22", "replay 1\ncat: human\ncatcher: ai:hard"), ErrRecordField,
		`catcat record: line 12, column 8: a move count is format version 2, and this record says version 1`},
	{"ongoing in version 1", "catcat-replay 1\nresult: ongoing\nstart:\n", ErrRecordResult,
		`catcat record: line 2, column 9: the result ongoing is format version 2, and this record says version 1`},
	{"columns count characters", damage("cat: human", "cat: Ñandú\ndog: x"), ErrRecordField,
		`catcat record: line 3, column 1: unknown key "dog": want cat, catcher, date, clock, result, reason, invalid, review or start`},
	{"columns count characters in moves", damage("-2,2", " ñ"), ErrRecordMove,
		`catcat record: line 15, column 2: move 2: move "ñ": want two numbers, got 1: a move is written x,y or x y or {x,y}`},
}

func TestRecordDamagedFilesSayWhatAndWhere(t *testing.T) {
	if _, err := ParseRecord(exampleRecord); err != nil {
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

func TestRecordErrorsCarryTheRulesError(t *testing.T) {
	_, err := ParseRecord(damage("-2,2", "1,0"))
	var me *MoveError
	if !errors.As(err, &me) || me.Side != CatcherToMove || !errors.Is(err, ErrCatCell) {
		t.Errorf("no *MoveError in %v", err)
	}
	_, err = ParseRecord(damage("CAT 5 0 0", "X 5 0 0"))
	var se *StateError
	if !errors.As(err, &se) || !errors.Is(err, ErrBadTurn) {
		t.Errorf("no *StateError in %v", err)
	}
	_, err = ParseRecord(damage("-2,2", "-2;2"))
	if !errors.Is(err, ErrBadMove) {
		t.Errorf("no ErrBadMove in %v", err)
	}
}

// A clocked game's clock line reads back as written; a version 1 record
// has none, and a second one is refused with where the first was.
func TestRecordClockLine(t *testing.T) {
	text := strings.Replace(exampleRecord, "result:", "clock: 5+3 cat=4m12.5s catcher=3m59s\nresult:", 1)
	r, err := ParseRecord(text)
	if err != nil || r.Clock != "5+3 cat=4m12.5s catcher=3m59s" {
		t.Fatalf("clock %q, %v", r.Clock, err)
	}
	out, err := r.MarshalText()
	if err != nil || !strings.Contains(string(out), "\nclock: 5+3 cat=4m12.5s catcher=3m59s\n") {
		t.Fatalf("written:\n%s (%v)", out, err)
	}
	if old, _ := ParseRecord(exampleRecord); old.Clock != "" {
		t.Errorf("a record without a clock line has clock %q", old.Clock)
	}
	twice := strings.Replace(text, "result:", "clock: 1+0 cat=1s catcher=1s\nresult:", 1)
	if _, err := ParseRecord(twice); err == nil || !strings.Contains(err.Error(), "line 6, column 1: clock given twice (first at line 5)") {
		t.Errorf("two clock lines: %v", err)
	}
}
