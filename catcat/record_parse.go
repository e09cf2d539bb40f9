package catcat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseRecord reads a record, format version 3, 2 or 1 (the format is
// described in record.go, at Record), replaying its moves by the rules.
// It fails with a *RecordError saying what is wrong and where: a foreign
// text, a bad or repeated line before the start, a bad start state (with
// the message of ParseState), a move that cannot be read or is invalid
// where it stands (with the message of ParseCell or Play), a result that
// the moves do not lead to, or a text cut short.
func ParseRecord(text string) (Record, error) {
	lines := strings.Split(strings.TrimPrefix(text, "\uFEFF"), "\n")
	for i := range lines {
		lines[i] = strings.TrimSuffix(lines[i], "\r")
	}
	rp := recordParser{text: text, lines: lines}
	return rp.parse()
}

type recordParser struct {
	text    string
	lines   []string
	version int
}

// recordFieldAt is a "key: value" line read before the start, with where
// its key and its value stand.
type recordFieldAt struct {
	value     string
	line, col int // of the key
	vcol      int // of the value
}

func (rp *recordParser) fail(line, col int, kind error, format string, a ...any) *RecordError {
	return &RecordError{Line: line, Col: col, Problem: fmt.Sprintf(format, a...), Err: kind}
}

// end is where the text ends: past the last character of the last line.
func (rp *recordParser) end() (line, col int) {
	last := len(rp.lines) - 1
	return last + 1, utf8.RuneCountInString(rp.lines[last]) + 1
}

// runeCol is the 1-based column, in characters, of byte offset off of s.
func runeCol(s string, off int) int {
	off = max(0, min(off, len(s)))
	return utf8.RuneCountInString(s[:off]) + 1
}

// firstCol is the column of the first character of s that is not a space.
func firstCol(s string) int {
	return runeCol(s, len(s)-len(strings.TrimLeft(s, " \t")))
}

func (rp *recordParser) parse() (Record, error) {
	lines := rp.lines
	switch strings.TrimSpace(lines[0]) {
	case recordMagic:
		rp.version = 2
	case recordMagicV1:
		rp.version = 1
	case recordMagicV3:
		rp.version = 3
	default:
		return Record{}, rp.fail(1, firstCol(lines[0]), ErrNotRecord, "%s", rp.foreign())
	}

	// The lines before the start.
	var r Record
	fields := map[string]recordFieldAt{}
	i := 1
	for ; ; i++ {
		if i >= len(lines) {
			line, col := rp.end()
			return Record{}, rp.fail(line, col, ErrRecordTruncated, "no \"start:\" line: the text ends before the start state")
		}
		raw := lines[i]
		t := strings.TrimSpace(raw)
		if t == "" {
			continue
		}
		if t == "start:" {
			break
		}
		col := firstCol(raw)
		key, value, ok := strings.Cut(t, ":")
		if !ok {
			return Record{}, rp.fail(i+1, col, ErrRecordField, "want \"key: value\" or \"start:\", found %q", clip(t))
		}
		switch key {
		case "cat", "catcher", "result", "reason", "invalid":
		case "date", "clock":
			if rp.version == 1 {
				return Record{}, rp.fail(i+1, col, ErrRecordField, "a %s line is format version 2, and this record says version 1", key)
			}
		case "review":
			if rp.version < 3 {
				return Record{}, rp.fail(i+1, col, ErrRecordField, "a review line is format version 3, and this record says version %d", rp.version)
			}
		case "start":
			return Record{}, rp.fail(i+1, col, ErrRecordField, "\"start:\" stands alone on its line, the state on the lines after it")
		default:
			return Record{}, rp.fail(i+1, col, ErrRecordField, "unknown key %q: want cat, catcher, date, clock, result, reason, invalid, review or start", clip(key))
		}
		if first, dup := fields[key]; dup {
			return Record{}, rp.fail(i+1, col, ErrRecordField, "%s given twice (first at line %d)", key, first.line)
		}
		voff := len(raw) - len(strings.TrimLeft(raw, " \t")) + len(key) + 1
		voff += len(value) - len(strings.TrimLeft(value, " \t"))
		fields[key] = recordFieldAt{value: recordField(value), line: i + 1, col: col, vcol: runeCol(raw, voff)}
	}
	startLine := i + 1
	result, ok := fields["result"]
	if !ok {
		return Record{}, rp.fail(startLine, firstCol(lines[i]), ErrRecordField, "no result line before the start")
	}
	r.Outcome, ok = outcomeOfWord(result.value)
	if !ok {
		return Record{}, rp.fail(result.line, result.vcol, ErrRecordResult, "result %q: want cat-escaped, cat-trapped, cat-invalid, catcher-invalid or ongoing", clip(result.value))
	}
	if r.Outcome == Ongoing && rp.version == 1 {
		return Record{}, rp.fail(result.line, result.vcol, ErrRecordResult, "the result ongoing is format version 2, and this record says version 1")
	}
	r.Cat, r.Catcher, r.Date, r.Reason = fields["cat"].value, fields["catcher"].value, fields["date"].value, fields["reason"].value
	r.Clock, r.Review = fields["clock"].value, fields["review"].value
	invalid, hasInvalid := fields["invalid"]
	if hasInvalid {
		c, err := ParseCell(invalid.value)
		if err != nil {
			e := rp.fail(invalid.line, invalid.vcol, ErrRecordField, "invalid: %v", err)
			e.Cause = err
			return Record{}, e
		}
		r.Invalid = &c
	}
	if r.Outcome != CatInvalidMove && r.Outcome != CatcherInvalidMove {
		for _, key := range []string{"reason", "invalid"} {
			if f, ok := fields[key]; ok {
				return Record{}, rp.fail(f.line, f.col, ErrRecordResult, "a %s line for a game that ends %s: only an invalid move has one", key, r.Outcome.Word())
			}
		}
	}

	// The start state: its header says how many board lines follow.
	start, next, err := rp.startState(i + 1)
	if err != nil {
		return Record{}, err
	}
	r.Start = start

	// The moves.
	i = next
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	if i >= len(lines) {
		line, col := rp.end()
		return Record{}, rp.fail(line, col, ErrRecordTruncated, "no \"moves:\" line: the text ends after the start state")
	}
	movesLine := i + 1
	count, err := rp.movesHeader(i)
	if err != nil {
		return Record{}, err
	}
	g := NewGame(start)
	for i++; i < len(lines); i++ {
		raw := lines[i]
		t := strings.TrimSpace(raw)
		if t == "" {
			continue
		}
		col := firstCol(raw)
		k := len(r.Moves) + 1
		if count >= 0 && k > count {
			return Record{}, rp.fail(i+1, col, ErrRecordMove, "a move more than the %d the line %d announces", count, movesLine)
		}
		move, note, problem, off := splitMoveLine(t)
		if problem != "" {
			return Record{}, rp.fail(i+1, runeCol(raw, len(raw)-len(strings.TrimLeft(raw, " \t"))+off), ErrRecordMove, "move %d: %s", k, problem)
		}
		if note != (Note{}) && rp.version < 3 {
			return Record{}, rp.fail(i+1, col, ErrRecordMove, "move %d: a mark or a comment after a move is format version 3, and this record says version %d", k, rp.version)
		}
		c, err := ParseCell(move)
		if err != nil {
			e := rp.fail(i+1, col, ErrRecordMove, "move %d: %v", k, err)
			e.Cause = err
			return Record{}, e
		}
		side := g.Position().Turn()
		if err := g.Play(c); err != nil {
			e := rp.fail(i+1, col, ErrRecordMove, "move %d (the %v): %v", k, side, err)
			e.Cause = err
			return Record{}, e
		}
		r.Moves = append(r.Moves, c)
		r.Notes = append(r.Notes, note)
	}
	if !r.HasNotes() {
		r.Notes = nil // a record without notes has none, as RecordOf makes it
	}
	if count >= 0 && len(r.Moves) < count {
		line, col := rp.end()
		return Record{}, rp.fail(line, col, ErrRecordTruncated, "%d of the %d moves the line %d announces: the text ends early", len(r.Moves), count, movesLine)
	}

	// The result.
	if problem, atInvalid := r.resultProblem(g.Position()); problem != "" {
		if atInvalid {
			return Record{}, rp.fail(invalid.line, invalid.vcol, ErrRecordResult, "%s", problem)
		}
		return Record{}, rp.fail(result.line, result.vcol, ErrRecordResult, "%s", problem)
	}
	return r, nil
}

// startState reads the start state whose header is on line index i (or
// the first line after it that is not blank) and returns it with the
// index of the line after it.
func (rp *recordParser) startState(i int) (Position, int, error) {
	lines := rp.lines
	for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	if i >= len(lines) {
		line, col := rp.end()
		return Position{}, 0, rp.fail(line, col, ErrRecordTruncated, "no start state after \"start:\"")
	}
	fields := strings.Fields(lines[i])
	var size Size
	var err error
	if len(fields) >= 2 {
		size, err = ParseSize(fields[1])
	}
	if len(fields) < 2 || err != nil {
		// The header alone: ParseState says what is wrong with it.
		_, err := ParseState(strings.Repeat("\n", i) + lines[i])
		if err == nil {
			err = errors.New("want a state header <turn> <N> <cat-x> <cat-y>")
		}
		return Position{}, 0, rp.stateError(i, err)
	}
	end := i + 1 + size.N()
	have := len(lines) - (i + 1)
	if lines[len(lines)-1] == "" {
		have-- // what follows the last line break is no line
	}
	if have < size.N() {
		line, col := rp.end()
		return Position{}, 0, rp.fail(line, col, ErrRecordTruncated, "the start state has %d of its %d board lines: the text ends early", max(have, 0), size.N())
	}
	// Line breaks in front keep the lines of ParseState's errors (and of
	// the places its messages name) those of the record.
	p, err := ParseState(strings.Repeat("\n", i) + strings.Join(lines[i:end], "\n"))
	if err != nil {
		return Position{}, 0, rp.stateError(i, err)
	}
	return p, end, nil
}

// stateError places an error of ParseState on the state starting at line
// index first.
func (rp *recordParser) stateError(first int, err error) error {
	line, col := first+1, firstCol(rp.lines[first])
	msg := err.Error()
	var se *StateError
	if errors.As(err, &se) {
		msg = se.Err.Error()
		if se.Problem != "" {
			msg = se.Problem + ": " + msg
		}
		if se.Line > 0 && se.Line <= len(rp.lines) {
			line = se.Line
			col = runeCol(rp.lines[line-1], se.Col-1)
		}
	}
	e := rp.fail(line, col, ErrRecordStart, "start state: %s", msg)
	e.Cause = err
	return e
}

// movesHeader reads the "moves:" line at index i: the move count in
// version 2, -1 (no count) in version 1.
func (rp *recordParser) movesHeader(i int) (int, error) {
	raw := rp.lines[i]
	t := strings.TrimSpace(raw)
	col := firstCol(raw)
	key, value, ok := strings.Cut(t, ":")
	if !ok || key != "moves" {
		return 0, rp.fail(i+1, col, ErrRecordStart, "want \"moves:\" after the start state's board lines, found %q", clip(t))
	}
	value = strings.TrimSpace(value)
	vcol := runeCol(raw, strings.LastIndex(raw, value))
	if rp.version == 1 {
		if value != "" {
			return 0, rp.fail(i+1, vcol, ErrRecordField, "a move count is format version 2, and this record says version 1")
		}
		return -1, nil
	}
	if value == "" {
		return 0, rp.fail(i+1, col, ErrRecordField, "want \"moves: <count>\": the number of moves that follow")
	}
	n, err := strconv.Atoi(value)
	if err != nil || n < 0 || value[0] == '+' {
		return 0, rp.fail(i+1, vcol, ErrRecordField, "move count %q is not a whole number", clip(value))
	}
	return n, nil
}

// foreign says what a text that does not start with the record's first
// line seems to be.
func (rp *recordParser) foreign() string {
	text := rp.text
	first := strings.TrimSpace(rp.lines[0])
	word, _, _ := strings.Cut(first, " ")
	switch {
	case strings.TrimSpace(text) == "":
		return "the text is empty: a Catch the Cat record starts with \"" + recordMagic + "\""
	case looksBinary(text):
		return fmt.Sprintf("binary data (it starts %q), not a Catch the Cat record", text[:min(len(text), 8)])
	case word == "catcat-replay":
		return fmt.Sprintf("format %q: this program reads versions 1, 2 and 3", clip(first))
	case strings.HasPrefix(first, "[Game "):
		return "a Cabeza record, not a Catch the Cat record"
	}
	if _, err := ParseState(text); err == nil {
		return "a state, not a record: a record starts with \"" + recordMagic + "\" and keeps its start state after \"start:\""
	}
	return fmt.Sprintf("it starts with %q: a Catch the Cat record starts with %q", clip(first), recordMagic)
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
