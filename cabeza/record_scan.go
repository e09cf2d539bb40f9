package cabeza

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// recordScanner walks the text keeping the line and column of s[i].
type recordScanner struct {
	s         string
	i         int
	line, col int
	// comments are the texts of the {…} comments skipBlank passed over
	// since the parser last took them (a move's note).
	comments []string
}

func (sc *recordScanner) eof() bool  { return sc.i >= len(sc.s) }
func (sc *recordScanner) peek() byte { return sc.s[sc.i] }

func (sc *recordScanner) advance() {
	r, size := utf8.DecodeRuneInString(sc.s[sc.i:])
	sc.i += size
	if r == '\n' {
		sc.line++
		sc.col = 1
	} else {
		sc.col++
	}
}

func (sc *recordScanner) fail(line, col int, kind error, format string, a ...any) *RecordError {
	return &RecordError{Line: line, Col: col, Problem: fmt.Sprintf(format, a...), Err: kind}
}

func isRecordSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// skipBlank skips blank space and comments.
func (sc *recordScanner) skipBlank() error {
	for !sc.eof() {
		switch c := sc.peek(); {
		case isRecordSpace(c):
			sc.advance()
		case c == ';':
			for !sc.eof() && sc.peek() != '\n' {
				sc.advance()
			}
		case c == '{':
			line, col := sc.line, sc.col
			start := sc.i + 1
			for !sc.eof() && sc.peek() != '}' {
				sc.advance()
			}
			if sc.eof() {
				return sc.fail(line, col, ErrRecordTruncated, "the comment opened here never closes with }")
			}
			sc.comments = append(sc.comments, sc.s[start:sc.i])
			sc.advance()
		default:
			return nil
		}
	}
	return nil
}

// token reads a run of characters up to blank space or a comment.
func (sc *recordScanner) token() (tok string, line, col int) {
	line, col = sc.line, sc.col
	start := sc.i
	for !sc.eof() {
		if c := sc.peek(); isRecordSpace(c) || c == '{' || c == ';' {
			break
		}
		sc.advance()
	}
	return sc.s[start:sc.i], line, col
}

func (sc *recordScanner) skipSpaces() {
	for !sc.eof() && (sc.peek() == ' ' || sc.peek() == '\t') {
		sc.advance()
	}
}

// tagAt is a tag read from the text, with where its name and its value
// stand.
type tagAt struct {
	Tag
	line, col   int // of the name
	vline, vcol int // of the value's opening quote
}

// tag reads `[Name "value"]`, the scanner standing on the '['.
func (sc *recordScanner) tag() (tagAt, error) {
	var t tagAt
	open, openCol := sc.line, sc.col
	sc.advance()
	sc.skipSpaces()
	t.line, t.col = sc.line, sc.col
	start := sc.i
	for !sc.eof() {
		if c := sc.peek(); !isLetter(c) && !(c >= '0' && c <= '9') && c != '_' {
			break
		}
		sc.advance()
	}
	t.Name = sc.s[start:sc.i]
	if sc.eof() {
		return t, sc.fail(open, openCol, ErrRecordTruncated, "the tag opened here never closes with ]")
	}
	if !isTagName(t.Name) {
		r, _ := utf8.DecodeRuneInString(sc.s[start:])
		if t.Name != "" {
			return t, sc.fail(t.line, t.col, ErrRecordTag, "tag name %q: a tag name starts with a letter", t.Name)
		}
		return t, sc.fail(t.line, t.col, ErrRecordTag, "want a tag name after [, found %q", r)
	}
	sc.skipSpaces()
	if sc.eof() {
		return t, sc.fail(open, openCol, ErrRecordTruncated, "the tag opened here never closes with ]")
	}
	if sc.peek() != '"' {
		r, _ := utf8.DecodeRuneInString(sc.s[sc.i:])
		return t, sc.fail(sc.line, sc.col, ErrRecordTag, "want a quoted value after the tag name %s, found %q", t.Name, r)
	}
	t.vline, t.vcol = sc.line, sc.col
	sc.advance()
	var v strings.Builder
	for {
		if sc.eof() {
			return t, sc.fail(t.vline, t.vcol, ErrRecordTruncated, "the value of tag %s opened here never closes with \"", t.Name)
		}
		c := sc.peek()
		r, size := utf8.DecodeRuneInString(sc.s[sc.i:])
		switch {
		case c == '"':
			sc.advance()
		case c == '\n' || c == '\r':
			return t, sc.fail(t.vline, t.vcol, ErrRecordTag, "the value of tag %s runs past the end of the line (a missing closing \"?)", t.Name)
		case c == '\\':
			line, col := sc.line, sc.col
			sc.advance()
			if sc.eof() {
				return t, sc.fail(t.vline, t.vcol, ErrRecordTruncated, "the value of tag %s opened here never closes with \"", t.Name)
			}
			if e := sc.peek(); e != '"' && e != '\\' {
				r, _ := utf8.DecodeRuneInString(sc.s[sc.i:])
				return t, sc.fail(line, col, ErrRecordTag, "unknown escape \\%c in the value of tag %s: only \\\" and \\\\ are escapes", r, t.Name)
			}
			v.WriteByte(sc.peek())
			sc.advance()
			continue
		case r == utf8.RuneError && size == 1:
			return t, sc.fail(sc.line, sc.col, ErrRecordTag, "the value of tag %s is not UTF-8 text (byte %#x)", t.Name, c)
		case r < ' ' || r == 0x7f:
			return t, sc.fail(sc.line, sc.col, ErrRecordTag, "control character %q in the value of tag %s", r, t.Name)
		default:
			v.WriteString(sc.s[sc.i : sc.i+size])
			sc.advance()
			continue
		}
		break
	}
	t.Value = v.String()
	sc.skipSpaces()
	if sc.eof() {
		return t, sc.fail(open, openCol, ErrRecordTruncated, "the tag opened here never closes with ]")
	}
	if sc.peek() != ']' {
		r, _ := utf8.DecodeRuneInString(sc.s[sc.i:])
		return t, sc.fail(sc.line, sc.col, ErrRecordTag, "want ] after the value of tag %s, found %q", t.Name, r)
	}
	sc.advance()
	return t, nil
}
