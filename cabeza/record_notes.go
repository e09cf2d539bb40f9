package cabeza

import (
	"fmt"
	"strings"
)

// Note is what a record says about one of its moves, as PGN writes it:
// a mark glued to the move (`Fne?!`) and a comment in braces after it
// (`{-0.35; best On}`). A game review writes both; a person may too.
//
// Marks are the six of PGN's move suffixes: "!" a good move, "!!" a
// brilliant one, "?" a mistake, "??" a blunder, "?!" dubious, "!?"
// interesting; "" is none. A comment is one line of text without
// a closing brace (the reader joins a comment's lines with single
// spaces).
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
// single spaces (line breaks, control characters and runs of blank space
// go).
func NormalComment(s string) string {
	return strings.Join(strings.Fields(strings.Map(func(c rune) rune {
		if c < ' ' || c == 0x7f {
			return ' '
		}
		return c
	}, s)), " ")
}

// splitMark cuts a trailing run of '!' and '?' off a move token.
func splitMark(tok string) (move, mark string) {
	i := len(tok)
	for i > 0 && (tok[i-1] == '!' || tok[i-1] == '?') {
		i--
	}
	return tok[:i], tok[i:]
}

// checkNotes is MarshalText's check of the notes: none, or one per move,
// each mark one of Marks, no comment holding the brace that ends it.
func (r Record) checkNotes() error {
	if len(r.Notes) == 0 {
		return nil
	}
	if len(r.Notes) != len(r.Moves) {
		return fmt.Errorf("cabeza record: %d notes for %d moves: want one a move, or none", len(r.Notes), len(r.Moves))
	}
	for i, n := range r.Notes {
		if n.Mark != "" && !IsMark(n.Mark) {
			return fmt.Errorf("cabeza record: move %d: mark %q: want one of %s", i+1, n.Mark, strings.Join(Marks, " "))
		}
		if strings.Contains(n.Comment, "}") {
			return fmt.Errorf("cabeza record: move %d: a comment may not hold }: %q", i+1, recordClip(n.Comment))
		}
	}
	return nil
}

// HasNotes reports a record with at least one mark or comment.
func (r Record) HasNotes() bool {
	for _, n := range r.Notes {
		if n != (Note{}) {
			return true
		}
	}
	return false
}
