package catcat

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

const annotatedRecord = `catcat-replay 3
cat: human
catcher: ai:hard
date: 2026-11-22
result: cat-escaped
review: quick
start:
CAT 5 0 0
. . # . .
 . . . . .
. . C . .
 . # . . .
. . . . .
moves: 3
1,0 ?! {win 2; best 0,1}
-2,2 ?? {trap in 3 thrown away; best 1,-1; line 1,-1 2,0}
2,0 !
`

func TestRecordNotesRoundTrip(t *testing.T) {
	r, err := ParseRecord(annotatedRecord)
	if err != nil {
		t.Fatal(err)
	}
	want := []Note{{"?!", "win 2; best 0,1"}, {"??", "trap in 3 thrown away; best 1,-1; line 1,-1 2,0"}, {"!", ""}}
	if !reflect.DeepEqual(r.Notes, want) || r.Review != "quick" {
		t.Fatalf("notes %q, review %q", r.Notes, r.Review)
	}
	out, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != annotatedRecord {
		t.Errorf("written:\n%s\nwant:\n%s", out, annotatedRecord)
	}
	// Without its review the record is version 2 again, as before.
	r.Notes, r.Review = nil, ""
	out, _ = r.MarshalText()
	if string(out) != exampleRecord {
		t.Errorf("written:\n%s\nwant:\n%s", out, exampleRecord)
	}
}

func TestRecordNotesAcceptEveryMoveForm(t *testing.T) {
	for _, line := range []string{"{1,0} ?! {x}", "{1,0}?!{x}", "1 0 ?! {x}", "1,0?!  {x}"} {
		text := strings.Replace(annotatedRecord, "1,0 ?! {win 2; best 0,1}", line, 1)
		r, err := ParseRecord(text)
		if err != nil {
			t.Errorf("%q: %v", line, err)
			continue
		}
		if r.Moves[0] != (Cell{1, 0}) || r.Notes[0] != (Note{"?!", "x"}) {
			t.Errorf("%q: move %v note %q", line, r.Moves[0], r.Notes[0])
		}
	}
}

func TestRecordNotesRefusedWhereTheyDoNotBelong(t *testing.T) {
	for _, c := range []struct {
		name, text string
		kind       error
		want       string
	}{
		{"a note in version 2", strings.Replace(annotatedRecord, "replay 3", "replay 2", 1), ErrRecordField,
			`catcat record: line 6, column 1: a review line is format version 3, and this record says version 2`},
		{"a mark in version 2", strings.Replace(exampleRecord, "-2,2", "-2,2 ??", 1), ErrRecordMove,
			`catcat record: line 15, column 1: move 2: a mark or a comment after a move is format version 3, and this record says version 2`},
		{"a bad mark", strings.Replace(annotatedRecord, "2,0 !", "2,0 !!!", 1), ErrRecordMove,
			`catcat record: line 17, column 5: move 3: mark "!!!": want one of ! ? !! ?? !? ?!`},
		{"an open comment", strings.Replace(annotatedRecord, "best 0,1}", "best 0,1", 1), ErrRecordMove,
			`catcat record: line 15, column 8: move 1: the comment opened here never closes with }`},
		{"text after a comment", strings.Replace(annotatedRecord, "best 0,1}", "best 0,1} x", 1), ErrRecordMove,
			`catcat record: line 15, column 25: move 1: " x" after the comment: a comment ends its line`},
	} {
		_, err := ParseRecord(c.text)
		if err == nil || err.Error() != c.want || !errors.Is(err, c.kind) {
			t.Errorf("%s:\n got %v\nwant %s", c.name, err, c.want)
		}
	}
}
