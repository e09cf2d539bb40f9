package cabeza

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseRecord reads a record (the format is described in record.go, at
// Record), replaying its moves by the rules. It fails with a
// *RecordError saying what is wrong and where: a foreign text, bad tag
// syntax, a bad Start position, a wrong or missing move number, a move
// that cannot be read or is not legal where it stands (with the message
// of ParseMove), a result that the moves do not lead to, a text cut
// short, or text after the result.
func ParseRecord(text string) (Record, error) {
	rp := recordParser{sc: recordScanner{s: text, line: 1, col: 1}}
	return rp.parse()
}

type recordParser struct {
	sc recordScanner
}

func (rp *recordParser) parse() (Record, error) {
	sc := &rp.sc
	if strings.HasPrefix(sc.s, "\uFEFF") {
		sc.i = len("\uFEFF")
	}
	if err := sc.skipBlank(); err != nil {
		return Record{}, err
	}
	if sc.eof() || sc.peek() != '[' {
		return Record{}, sc.fail(sc.line, sc.col, ErrNotRecord, "%s", foreignText(sc.s[sc.i:]))
	}

	// The tags.
	var rec Record
	var result, reason, start *tagAt
	seen := map[string]tagAt{}
	for !sc.eof() && sc.peek() == '[' {
		t, err := sc.tag()
		if err != nil {
			return Record{}, err
		}
		if len(seen) == 0 {
			if t.Name != TagGame {
				return Record{}, sc.fail(t.line, t.col, ErrNotRecord, "the first tag is %s: a Cabeza record starts with [Game \"Cabeza\"]", t.Name)
			}
			if t.Value != recordGameName {
				return Record{}, sc.fail(t.vline, t.vcol, ErrNotRecord, "a record of the game %q, not of Cabeza", recordClip(t.Value))
			}
		}
		if first, dup := seen[t.Name]; dup {
			return Record{}, sc.fail(t.line, t.col, ErrRecordTag, "tag %s given twice (first at line %d, column %d)", t.Name, first.line, first.col)
		}
		seen[t.Name] = t
		switch t.Name {
		case TagGame:
		case TagResult:
			result = &t
		case TagReason:
			reason = &t
		case TagStart:
			start = &t
		default:
			rec.Tags = append(rec.Tags, t.Tag)
		}
		if err := sc.skipBlank(); err != nil {
			return Record{}, err
		}
	}
	if result == nil {
		return Record{}, sc.fail(sc.line, sc.col, ErrRecordTag, "no Result tag before the moves: a record needs one ([Result \"*\"] for an unfinished game)")
	}
	if !isResultToken(result.Value) {
		return Record{}, sc.fail(result.vline, result.vcol, ErrRecordResult, "result %q: want 1-0, 0-1, 1/2-1/2 or *", recordClip(result.Value))
	}
	var reasonWant Reason
	if reason != nil {
		r, ok := reasonOf(reason.Value)
		if !ok {
			return Record{}, sc.fail(reason.vline, reason.vcol, ErrRecordResult, "reason %q: want crush, home-row, no-legal-move, repetition or move-cap", recordClip(reason.Value))
		}
		reasonWant = r
	}
	rec.Start = LegacyStart() // see the Start tag at Record
	if start != nil {
		p, err := ParsePosition(start.Value)
		if err != nil {
			e := sc.fail(start.vline, start.vcol, ErrRecordTag, "Start tag: %v", err)
			e.Cause = err
			return Record{}, e
		}
		rec.Start = p
	}

	// The moves.
	g := NewGame(rec.Start)
	numbered, numLine, numCol, numText := false, 0, 0, ""
	var end string
	var endLine, endCol int
	sc.comments = nil // the comments before the first move are no move's
	for {
		if err := sc.skipBlank(); err != nil {
			return Record{}, err
		}
		if len(sc.comments) > 0 && len(rec.Moves) > 0 && !numbered {
			n := &rec.Notes[len(rec.Moves)-1]
			n.Comment = NormalComment(n.Comment + " " + strings.Join(sc.comments, " "))
		}
		sc.comments = sc.comments[:0]
		if sc.eof() {
			if numbered {
				return Record{}, sc.fail(numLine, numCol, ErrRecordTruncated, "move number %q has no move after it and the text ends", numText)
			}
			return Record{}, sc.fail(sc.line, sc.col, ErrRecordTruncated, "the moves end without a result (1-0, 0-1, 1/2-1/2 or *)")
		}
		if sc.peek() == '[' {
			return Record{}, sc.fail(sc.line, sc.col, ErrRecordTag, "a tag among the moves: tags come before the moves")
		}
		tok, line, col := sc.token()
		if isResultToken(tok) {
			if numbered {
				return Record{}, sc.fail(numLine, numCol, ErrRecordMoveNumber, "move number %q has no move after it", numText)
			}
			end, endLine, endCol = tok, line, col
			break
		}
		p := g.Position()
		if n, rest, ok := splitMoveNumber(tok); ok {
			if numbered {
				return Record{}, sc.fail(line, col, ErrRecordMoveNumber, "move number %q follows move number %q", n, numText)
			}
			if s := g.Status(); s.Over() {
				e := sc.fail(line, col, ErrRecordMove, "move number %q after the end of the game (%s): want the result %s", n, s, resultToken(s))
				e.Cause = ErrGameOver
				return Record{}, e
			}
			if want := moveNumber(p); n != want {
				return Record{}, sc.fail(line, col, ErrRecordMoveNumber, "move number %q: %s is numbered %q", recordClip(n), moveLabel(p), want)
			}
			numbered, numLine, numCol, numText = true, line, col, n
			if rest == "" {
				continue
			}
			col += utf8.RuneCountInString(n)
			tok = rest
		}
		if s := g.Status(); s.Over() {
			e := sc.fail(line, col, ErrRecordMove, "%s %q: the game is already over (%s): want the result %s", moveLabel(p), recordClip(tok), s, resultToken(s))
			e.Cause = ErrGameOver
			return Record{}, e
		}
		if !numbered && (p.Side() == Red || len(rec.Moves) == 0) {
			return Record{}, sc.fail(line, col, ErrRecordMoveNumber, "%s %q has no move number: write %q before it", moveLabel(p), recordClip(tok), moveNumber(p))
		}
		tok, mark := splitMark(tok)
		if mark != "" && !IsMark(mark) {
			return Record{}, sc.fail(line, col+utf8.RuneCountInString(tok), ErrRecordMove, "%s: mark %q: want one of %s", moveLabel(p), recordClip(mark), strings.Join(Marks, " "))
		}
		if tok == "" {
			return Record{}, sc.fail(line, col, ErrRecordMove, "%s: the mark %q stands without a move", moveLabel(p), mark)
		}
		m, err := ParseMove(p, tok)
		if err != nil {
			e := sc.fail(line, col, ErrRecordMove, "%s: %v", moveLabel(p), err)
			e.Cause = err
			return Record{}, e
		}
		if err := g.Play(m); err != nil { // ParseMove checked it: cannot happen
			return Record{}, sc.fail(line, col, ErrRecordMove, "%s: %v", moveLabel(p), err)
		}
		rec.Moves = append(rec.Moves, m)
		rec.Notes = append(rec.Notes, Note{Mark: mark})
		numbered = false
	}
	if err := sc.skipBlank(); err != nil {
		return Record{}, err
	}
	if !sc.eof() {
		tok, line, col := sc.token()
		if tok == "" { // a lone '[' cannot be: token stops only at blank space and comments
			tok = sc.s[sc.i:min(len(sc.s), sc.i+1)]
		}
		return Record{}, sc.fail(line, col, ErrRecordTrailing, "%q after the result %s: a record holds one game", recordClip(tok), end)
	}

	if !rec.HasNotes() {
		rec.Notes = nil // a record without notes has none, as RecordOf makes it
	}

	// The result.
	rec.Status = g.Status()
	if end != result.Value {
		return Record{}, sc.fail(endLine, endCol, ErrRecordResult, "the moves end with %s, the Result tag says %s", end, result.Value)
	}
	if want := resultToken(rec.Status); result.Value != want {
		return Record{}, sc.fail(result.vline, result.vcol, ErrRecordResult, "the Result tag says %s, but the moves leave %s", resultMeaning(result.Value), statusText(rec.Status))
	}
	if reason != nil {
		if !rec.Status.Over() {
			return Record{}, sc.fail(reason.vline, reason.vcol, ErrRecordResult, "a Reason tag (%s) for an unfinished game", reason.Value)
		}
		if reasonWant != rec.Status.Reason {
			return Record{}, sc.fail(reason.vline, reason.vcol, ErrRecordResult, "the Reason tag says %s, but the game ended by %s: %s", reason.Value, reasonWords[rec.Status.Reason], rec.Status)
		}
	}
	return rec, nil
}

// moveNumber is how the move of p is numbered: "12." for red, "12..."
// for blue.
func moveNumber(p Position) string {
	if p.Side() == Blue {
		return strconv.Itoa(p.Fullmove()) + "..."
	}
	return strconv.Itoa(p.Fullmove()) + "."
}

// splitMoveNumber splits a token that starts with a move number ("12."
// or "12...") into the number and what follows it. A run of digits
// without the dot counts as a move number too, so that the error says
// what it lacks.
func splitMoveNumber(tok string) (number, rest string, ok bool) {
	i := 0
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i == 0 {
		return "", "", false
	}
	switch {
	case strings.HasPrefix(tok[i:], "..."):
		i += 3
	case strings.HasPrefix(tok[i:], "."):
		i++
	}
	return tok[:i], tok[i:], true
}

func isResultToken(s string) bool {
	return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*"
}

// resultMeaning spells out a result token.
func resultMeaning(tok string) string {
	switch tok {
	case "1-0":
		return "1-0 (red won)"
	case "0-1":
		return "0-1 (blue won)"
	case "1/2-1/2":
		return "1/2-1/2 (a draw)"
	}
	return "* (the game goes on)"
}

// foreignText says what a text that does not start with a tag seems to
// be.
func foreignText(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	first = strings.TrimSpace(first)
	switch {
	case s == "":
		return "the text is empty: a Cabeza record starts with [Game \"Cabeza\"]"
	case looksBinary(s):
		return fmt.Sprintf("binary data (it starts %q), not a Cabeza record", s[:min(len(s), 8)])
	case strings.HasPrefix(first, "catcat-replay"):
		return "a Catch the Cat record, not a Cabeza record"
	}
	if _, err := ParsePosition(first); err == nil {
		return "a position string, not a record: a record starts with [Game \"Cabeza\"] and keeps a position in its Start tag"
	}
	return fmt.Sprintf("it starts with %q: a Cabeza record starts with [Game \"Cabeza\"]", recordClip(first))
}

// recordClip keeps an error message one short line whatever the input.
func recordClip(s string) string {
	if len(s) > 24 {
		for i := 24; i > 0; i-- {
			if utf8.RuneStart(s[i]) {
				return s[:i] + "…"
			}
		}
	}
	return s
}

// looksBinary reports a NUL or a byte that is not UTF-8 near the start.
func looksBinary(s string) bool {
	for i := 0; i < len(s) && i < 64; {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == 0 || r == utf8.RuneError && size == 1 {
			return true
		}
		i += size
	}
	return false
}
