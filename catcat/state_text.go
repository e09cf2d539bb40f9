package catcat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The course state format (RULES-catcat.md, "Notation and the state
// format"): a header `<turn> <N> <cat-x> <cat-y>` (turn CAT or CATCHER;
// readers also take the older letters C and T, in any case), then N board lines,
// top row first, odd rows starting with one space, cells separated by
// single spaces: `C` the cat, `#` blocked, `.` free. Every line ends
// with a newline, the last one too, as the course simulator prints a
// line per row.

// StateText writes p in the course state format.
func (p Position) StateText() string {
	if !p.size.Valid() {
		return zeroPositionText
	}
	n := p.size.N()
	var b strings.Builder
	b.Grow(16 + n*(2*n+1))
	p.appendHeader(&b)
	b.WriteByte('\n')
	for y := range n {
		if y&1 != 0 { // with N/2 even, row index parity is y's parity
			b.WriteByte(' ')
		}
		for x := range n {
			if x > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(p.cellByte(y*n + x))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// OneLine writes p in the one-line form: the header fields, a space and
// the N·N cells in IAgent order with no separators.
func (p Position) OneLine() string {
	if !p.size.Valid() {
		return zeroPositionText
	}
	var b strings.Builder
	b.Grow(16 + p.size.Cells())
	p.appendHeader(&b)
	b.WriteByte(' ')
	for i := range p.size.Cells() {
		b.WriteByte(p.cellByte(i))
	}
	return b.String()
}

// zeroPositionText is what the writers print for the zero Position,
// which has no board to print, rather than panic in a log line.
const zeroPositionText = "(no position)"

// String is the one-line form.
func (p Position) String() string { return p.OneLine() }

// MarshalText writes the state format.
func (p Position) MarshalText() ([]byte, error) { return []byte(p.StateText()), nil }

// UnmarshalText reads the state format or the one-line form.
func (p *Position) UnmarshalText(text []byte) error {
	q, err := ParseState(string(text))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

func (p Position) appendHeader(b *strings.Builder) {
	c := p.Cat()
	b.WriteString(p.turn.Word())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.size.N()))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(c.X))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(c.Y))
}

func (p Position) cellByte(i int) byte {
	switch {
	case i == int(p.cat):
		return 'C'
	case p.blocked.has(i):
		return '#'
	}
	return '.'
}

// What a state text can get wrong. A *StateError wraps one of them.
var (
	ErrBadTurn     = errors.New("the turn must be CAT or CATCHER (or the letters C or T)")
	ErrBadHeader   = errors.New("the header must be <turn> <N> <cat-x> <cat-y>")
	ErrCatMismatch = errors.New("the cat in the header does not match the C on the board")
	ErrCellCount   = errors.New("wrong number of cells")
	ErrTwoCats     = errors.New("more than one C on the board")
)

// StateError says what is wrong with a state text and where (1-based
// line and column; 0 when the problem has no one place).
type StateError struct {
	Line, Col int
	Problem   string // the details
	Err       error  // the kind: ErrBadTurn, ErrBadSize, ...
}

func (e *StateError) Error() string {
	where := ""
	if e.Line > 0 {
		where = fmt.Sprintf("line %d, column %d: ", e.Line, e.Col)
	}
	if e.Problem == "" {
		return "state: " + where + e.Err.Error()
	}
	return "state: " + where + e.Problem + ": " + e.Err.Error()
}

func (e *StateError) Unwrap() error { return e.Err }

// stateScanner walks the text keeping track of line and column.
type stateScanner struct {
	s         string
	i         int
	line, col int // of s[i]
}

func (sc *stateScanner) advance() {
	if sc.s[sc.i] == '\n' {
		sc.line++
		sc.col = 1
	} else {
		sc.col++
	}
	sc.i++
}

// field skips spaces and line breaks and returns the next run of other
// characters and where it starts ("" at the end of the text).
func (sc *stateScanner) field() (f string, line, col int) {
	for sc.i < len(sc.s) && isSpace(sc.s[sc.i]) {
		sc.advance()
	}
	line, col = sc.line, sc.col
	start := sc.i
	for sc.i < len(sc.s) && !isSpace(sc.s[sc.i]) {
		sc.advance()
	}
	return sc.s[start:sc.i], line, col
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// ParseState reads a position in the course state format or in the
// one-line form. Between cells it skips every character other than
// `C # .`, so spacing and line breaks may vary. It rejects, naming the
// problem and where: a bad turn letter, a size not of the form 4k+1 in
// 5…45, a cat position off the board or not matching the C on the
// board, the wrong number of cells, more than one C.
func ParseState(text string) (Position, error) {
	sc := &stateScanner{s: text, line: 1, col: 1}
	bad := func(line, col int, err error, format string, a ...any) (Position, error) {
		return Position{}, &StateError{Line: line, Col: col, Problem: fmt.Sprintf(format, a...), Err: err}
	}

	turnText, line, col := sc.field()
	if turnText == "" {
		return bad(line, col, ErrBadHeader, "empty text")
	}
	turn, ok := ParseTurn(turnText)
	if !ok {
		return bad(line, col, ErrBadTurn, "turn %q", clip(turnText))
	}

	sizeText, line, col := sc.field()
	if sizeText == "" {
		return bad(line, col, ErrBadHeader, "missing size")
	}
	n, err := strconv.Atoi(sizeText)
	if err != nil {
		return bad(line, col, ErrBadSize, "size %q is not a number", clip(sizeText))
	}
	size, err := NewSize(n)
	if err != nil {
		return bad(line, col, ErrBadSize, "size %d", n)
	}

	var cat Cell
	catLine, catCol := 0, 0
	for k, name := range []string{"x", "y"} {
		t, line, col := sc.field()
		if t == "" {
			return bad(line, col, ErrBadHeader, "missing cat %s", name)
		}
		v, err := strconv.Atoi(t)
		if err != nil {
			return bad(line, col, ErrBadHeader, "cat %s %q is not a number", name, clip(t))
		}
		if k == 0 {
			cat.X, catLine, catCol = v, line, col
		} else {
			cat.Y = v
		}
	}
	if !size.Contains(cat) {
		return bad(catLine, catCol, ErrCatOffBoard, "cat at %v on a %d×%d board", cat, n, n)
	}

	p, _ := Start(size)
	p.turn = turn
	cells := 0
	boardC := -1
	cLine, cCol := 0, 0
	for ; sc.i < len(sc.s); sc.advance() {
		ch := sc.s[sc.i]
		if ch != '.' && ch != '#' && ch != 'C' {
			continue
		}
		if cells == size.Cells() {
			return bad(sc.line, sc.col, ErrCellCount, "more than %d cells", size.Cells())
		}
		switch ch {
		case '#':
			p.blocked.set(cells)
		case 'C':
			if boardC >= 0 {
				return bad(sc.line, sc.col, ErrTwoCats, "another C after the one at line %d, column %d", cLine, cCol)
			}
			boardC, cLine, cCol = cells, sc.line, sc.col
		}
		cells++
	}
	if cells < size.Cells() {
		return bad(sc.line, sc.col, ErrCellCount, "%s, want %d", count(cells, "cell"), size.Cells())
	}
	if boardC < 0 {
		return bad(0, 0, ErrCatMismatch, "no C on the board, header says %v", cat)
	}
	if boardC != size.Index(cat) {
		return bad(cLine, cCol, ErrCatMismatch, "C at %v, header says %v", size.CellAt(boardC), cat)
	}
	p.cat = int16(boardC)
	return p, nil
}

// clip keeps error messages one short line whatever the input.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "…"
	}
	return s
}
