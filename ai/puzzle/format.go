package puzzle

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// The puzzle file: one puzzle a line, eight fields separated by tabs,
//
//	game  id  theme  count  rating  effort  position  line
//
// e.g. `cabeza	cz-1f2e3d4c	crush	2	1310	5123	<position string>	Hne hs On`.
// The position is the game's own one-line form (Cabeza's position
// string, Catch the Cat's one-line state); the line is the moves in the
// game's notation separated by single spaces. Lines starting with # and
// empty lines are comments. The reader is strict: anything else is an
// error that names the line and the field.

// MaxLineBytes bounds a line of the file: a 45×45 Catch the Cat state
// and a long line fit many times over.
const MaxLineBytes = 8 << 10

// MinRating and MaxRating bound a puzzle's rating in a file.
const (
	MinRating = 100
	MaxRating = 4000
)

// Error is a problem in a puzzle file: where and what.
type Error struct {
	Line    int    // 1-based
	Field   string // the field's name ("" for the line as a whole)
	Problem string
}

func (e *Error) Error() string {
	if e.Field == "" {
		return fmt.Sprintf("line %d: %s", e.Line, e.Problem)
	}
	return fmt.Sprintf("line %d: %s: %s", e.Line, e.Field, e.Problem)
}

// ErrTooLong is wrapped by a line longer than MaxLineBytes.
var ErrTooLong = errors.New("line too long")

var fieldNames = [...]string{"game", "id", "theme", "count", "rating", "effort", "position", "line"}

// Parse reads a puzzle file. Each puzzle is checked as far as reading
// can: its fields, its position, and that its line is legal move by move
// and ends as its theme says (a win ends the game with the solver's last
// move; a defence is one move). Whether it is still forced and unique is
// Check's question. Ids must be unique within the file.
func Parse(r io.Reader) ([]Puzzle, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLineBytes)
	var out []Puzzle
	seen := map[string]int{}
	n := 0
	for sc.Scan() {
		n++
		text := strings.TrimSuffix(sc.Text(), "\r")
		if text == "" || text[0] == '#' {
			continue
		}
		p, err := parseLine(n, text)
		if err != nil {
			return nil, err
		}
		if first, dup := seen[p.ID]; dup {
			return nil, &Error{Line: n, Field: "id", Problem: fmt.Sprintf("%q is already the id of line %d", p.ID, first)}
		}
		seen[p.ID] = n
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &Error{Line: n + 1, Problem: fmt.Sprintf("longer than %d bytes", MaxLineBytes)}
		}
		return nil, fmt.Errorf("line %d: %w", n+1, err)
	}
	return out, nil
}

// ParseLine reads one puzzle line (n is its line number, for errors).
func ParseLine(n int, text string) (Puzzle, error) { return parseLine(n, text) }

func parseLine(n int, text string) (Puzzle, error) {
	var p Puzzle
	f := strings.Split(text, "\t")
	if len(f) != len(fieldNames) {
		return p, &Error{Line: n, Problem: fmt.Sprintf("%d fields separated by tabs, want %d (%s)", len(f), len(fieldNames), strings.Join(fieldNames[:], ", "))}
	}
	bad := func(i int, format string, a ...any) (Puzzle, error) {
		return Puzzle{}, &Error{Line: n, Field: fieldNames[i], Problem: fmt.Sprintf(format, a...)}
	}
	switch f[0] {
	case "cabeza":
		p.Game = Cabeza
	case "catcat":
		p.Game = Catcat
	default:
		return bad(0, "%s: want cabeza or catcat", short(f[0]))
	}
	p.ID = f[1]
	if !validID(p.ID) {
		return bad(1, "%s: want 1 to 32 of a-z, 0-9 and -", short(p.ID))
	}
	t, ok := ThemeOf(p.Game, f[2])
	if !ok || f[2] != string(t) {
		return bad(2, "%s is not a %s theme (%s)", short(f[2]), p.Game, themeWords(p.Game))
	}
	p.Theme = t
	var err error
	if p.Count, err = number(f[3], 1, MaxCount(p.Game)); err != nil {
		return bad(3, "%v", err)
	}
	if p.Rating, err = number(f[4], MinRating, MaxRating); err != nil {
		return bad(4, "%v", err)
	}
	effort, err := number(f[5], 0, 1<<62)
	if err != nil {
		return bad(5, "%v", err)
	}
	p.Effort = int64(effort)
	p.Position = f[6]
	if f[7] == "" {
		return bad(7, "no moves")
	}
	p.Line = strings.Split(f[7], " ")
	if p.Game == Cabeza {
		if p.cz, err = cabeza.ParsePosition(p.Position); err != nil {
			return bad(6, "%v", err)
		}
		if _, over := p.cz.HomeRowWinner(); over {
			return bad(6, "the game is already over")
		}
	} else {
		if strings.ContainsAny(p.Position, "\n\r") {
			return bad(6, "not one line")
		}
		if p.cc, err = catcat.ParseState(p.Position); err != nil {
			return bad(6, "%v", err)
		}
		if p.cc.Outcome().Over() {
			return bad(6, "the game is already over")
		}
	}
	if i, problem := p.checkLine(); problem != "" {
		if i >= 0 {
			return bad(7, "move %d %s: %s", i+1, short(p.Line[i]), problem)
		}
		return bad(7, "%s", problem)
	}
	return p, nil
}

// checkLine plays the line: -1 and a problem with the whole line, the
// index of a bad move and its problem, or "" when it is right.
func (p *Puzzle) checkLine() (int, string) {
	want := 2*p.Count - 1
	if p.Theme == Defence {
		want = 1
	}
	if len(p.Line) != want {
		return -1, fmt.Sprintf("%d moves, want %d for a %s in %d", len(p.Line), want, p.Theme, p.Count)
	}
	if p.Game == Cabeza {
		g := cabeza.NewGame(p.cz)
		for i, text := range p.Line {
			m, err := g.PlayText(text)
			if err != nil {
				return i, err.Error()
			}
			if m.String() != text {
				return i, fmt.Sprintf("written %s, not as writers write it", m)
			}
			last := i == len(p.Line)-1
			st := g.Status()
			switch {
			case st.Over() && !last:
				return i, "the game ends before the line does"
			case last && p.IsWin() && !m.IsWin():
				return i, "the line's last move does not win"
			case last && p.IsWin() && (p.Theme == Crush) != (st.Reason == cabeza.Crush):
				return i, fmt.Sprintf("the win is not a %s (%s)", p.Theme.Label(), st)
			case last && !p.IsWin() && st.Over():
				return i, "a defence that ends the game"
			}
		}
		return 0, ""
	}
	pos := p.cc
	solver := pos.Turn()
	if (p.Theme == Escape) != (solver == catcat.CatToMove) {
		return -1, fmt.Sprintf("a %s puzzle with the %s to move", p.Theme, solver)
	}
	for i, text := range p.Line {
		c, err := catcat.ParseCell(text)
		if err != nil {
			return i, err.Error()
		}
		if c.String() != text {
			return i, fmt.Sprintf("written %s, not as writers write it", c)
		}
		if pos, err = pos.Play(c); err != nil {
			return i, err.Error()
		}
		last := i == len(p.Line)-1
		if pos.Outcome().Over() != last {
			if last {
				return i, "the line's last move does not win"
			}
			return i, "the game ends before the line does"
		}
	}
	return 0, ""
}

func validID(s string) bool {
	if len(s) == 0 || len(s) > 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

func number(s string, lo, hi int) (int, error) {
	v, err := strconv.Atoi(s)
	if err != nil || s != strconv.Itoa(v) {
		return 0, fmt.Errorf("%s is not a whole number", short(s))
	}
	if v < lo || v > hi {
		return 0, fmt.Errorf("%d is not in %d–%d", v, lo, hi)
	}
	return v, nil
}

func themeWords(g Game) string {
	var w []string
	for _, t := range Themes(g) {
		w = append(w, string(t))
	}
	return strings.Join(w, ", ")
}

// short quotes a piece of the input, cut to a readable length.
func short(s string) string {
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return strconv.Quote(s)
}

// Line is the puzzle's line in the file format (no newline).
func (p *Puzzle) String() string {
	return strings.Join([]string{p.Game.String(), p.ID, string(p.Theme), strconv.Itoa(p.Count),
		strconv.Itoa(p.Rating), strconv.FormatInt(p.Effort, 10), p.Position, strings.Join(p.Line, " ")}, "\t")
}

// Write writes puzzles in the file format after a header comment.
func Write(w io.Writer, header string, ps []Puzzle) error {
	bw := bufio.NewWriter(w)
	for _, h := range strings.Split(strings.TrimSpace(header), "\n") {
		if h != "" {
			fmt.Fprintf(bw, "# %s\n", h)
		}
	}
	for i := range ps {
		bw.WriteString(ps[i].String())
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
