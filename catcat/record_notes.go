package catcat

import (
	"fmt"
	"strings"
)

// Note is what a record says about one of its moves: a mark and a
// comment, written after the move on its line, as PGN writes them
// (`3,-1 ?? {trap in 2 thrown away; best 2,0}`). A game review writes
// them; a record with notes, or with a review line, is format version 3
// (version 2 and its notes), so that a program that reads only version 2
// says so rather than misreading it.
//
// Marks are PGN's move suffixes: "!", "!!", "?", "??", "?!", "!?"; ""
// is none. A comment is one line of text without a closing brace.
type Note struct {
	Mark    string
	Comment string
}

// Marks is every mark a Note may hold, "" aside.
var Marks = []string{"!", "?", "!!", "??", "!?", "?!"}

// IsMark reports one of Marks.
func IsMark(s string) bool {
	for _, m := range Marks {
		if s == m {
			return true
		}
	}
	return false
}

// NormalComment is a comment as a record holds it: its words joined by
// single spaces (control characters and runs of blank space go).
func NormalComment(s string) string { return strings.Join(strings.Fields(recordField(s)), " ") }

// HasNotes reports a record with at least one mark or comment.
func (r Record) HasNotes() bool {
	for _, n := range r.Notes {
		if n != (Note{}) {
			return true
		}
	}
	return false
}

// annotated reports a record written as version 3.
func (r Record) annotated() bool { return r.HasNotes() || recordField(r.Review) != "" }

// checkNotes is MarshalText's check of the notes: none, or one per move,
// each mark one of Marks, no comment holding the brace that ends it.
func (r Record) checkNotes() error {
	if len(r.Notes) == 0 {
		return nil
	}
	if len(r.Notes) != len(r.Moves) {
		return fmt.Errorf("catcat record: %d notes for %d moves: want one a move, or none", len(r.Notes), len(r.Moves))
	}
	for i, n := range r.Notes {
		if n.Mark != "" && !IsMark(n.Mark) {
			return fmt.Errorf("catcat record: move %d: mark %q: want one of %s", i+1, n.Mark, strings.Join(Marks, " "))
		}
		if strings.Contains(n.Comment, "}") {
			return fmt.Errorf("catcat record: move %d: a comment may not hold }: %q", i+1, clip(n.Comment))
		}
	}
	return nil
}

// text is what follows a move on its line: " ?? {comment}", or "".
func (n Note) text() string {
	s := ""
	if n.Mark != "" {
		s = " " + n.Mark
	}
	if c := NormalComment(n.Comment); c != "" {
		s += " {" + c + "}"
	}
	return s
}

// splitMoveLine cuts a move line (trimmed) into the move, its mark and
// its comment. A move in braces ("{1,0}") is the move, not a comment:
// the comment is the first brace after it. problem says what is wrong
// and off where (a byte offset into t).
func splitMoveLine(t string) (move string, n Note, problem string, off int) {
	from := 0
	if strings.HasPrefix(t, "{") {
		if end := strings.IndexByte(t, '}'); end > 0 {
			from = end + 1
		}
	}
	if k := strings.IndexByte(t[from:], '{'); k >= 0 && (from > 0 || k > 0) {
		k += from
		body := t[k+1:]
		end := strings.IndexByte(body, '}')
		switch {
		case end < 0:
			return "", n, "the comment opened here never closes with }", k
		case end != len(body)-1:
			return "", n, fmt.Sprintf("%q after the comment: a comment ends its line", clip(body[end+1:])), k + 1 + end + 1
		}
		n.Comment = NormalComment(body[:end])
		t = strings.TrimRight(t[:k], " \t")
	}
	i := len(t)
	for i > 0 && (t[i-1] == '!' || t[i-1] == '?') {
		i--
	}
	move, n.Mark = strings.TrimRight(t[:i], " \t"), t[i:]
	if n.Mark != "" && !IsMark(n.Mark) {
		return "", n, fmt.Sprintf("mark %q: want one of %s", clip(n.Mark), strings.Join(Marks, " ")), i
	}
	return move, n, "", 0
}
