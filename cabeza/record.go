package cabeza

import (
	"fmt"
	"strings"
)

// Tag is one tag of a record: [Name "Value"].
type Tag struct {
	Name, Value string
}

// A record is a whole game as text, for saving and loading: a PGN-like
// format of tags and numbered moves. An example:
//
//	[Game "Cabeza"]
//	[Red "human"]
//	[Blue "ai:4"]
//	[Date "2026-11-23"]
//	[Start "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r 1"]
//	[Result "1-0"]
//	[Reason "crush"]
//
//	1. Hn os 2. On oe 3. On fe 4. Mn cs 5. On 1-0
//
// Tags come first, one `[Name "value"]` each (written one a line). A name
// is a letter then letters, digits or `_`; a value is in double quotes,
// on one line, with `\"` and `\\` as the only escapes. Tags the record
// derives from the game:
//
//   - Game: always the first tag, value "Cabeza": it is what marks the
//     text as a Cabeza record (a file that does not start with it is
//     refused as foreign).
//   - Start: the start position as a position string; always written.
//     A record without it was written by a version of this program from
//     before the author's start was found, and all of those games began
//     at that version's start, LegacyStartString: a reader takes a
//     missing Start tag to mean that position (not the start of today),
//     so old saves still open and replay as they were played.
//   - Result: `1-0` red won, `0-1` blue won, `1/2-1/2` a draw, `*` the
//     game goes on (unfinished). Required.
//   - Reason: why the game ended: `crush`, `home-row`, `no-legal-move`,
//     `repetition` or `move-cap`; written for every finished game, never
//     for an unfinished one; optional when reading.
//
// Every other tag is free text kept in order. By convention Red and Blue
// name who played each side (`human`, `ai:4`, a program's name) and Date
// is the day the game was played, YYYY-MM-DD.
//
// The moves follow the tags, in the notation of the rules page. Each of
// red's moves is preceded by its move number and a dot (`12.`); a game
// whose first move is blue's starts with the number and three dots
// (`12... hs`), and `N...` is also allowed before any other blue move.
// The numbers count from the start position's move number. A number may
// touch its move (`1.Fn`). The moves end with the result, the same token
// as the Result tag; nothing but blank space and comments may follow it
// (one game per record).
//
// Reading is lenient about layout and strict about content: blank lines,
// any spacing and line breaks between tokens, "\r\n" line ends, a
// leading UTF-8 byte-order mark, and comments — `{...}` (may span lines,
// does not nest) and `;` to the end of the line — are accepted anywhere
// between tokens. A `{...}` comment after a move is that move's comment
// and a mark glued to a move (`Fne?!`) its mark (see Note): a record
// written back keeps them; every other comment is dropped.
// The reader replays every move by the rules and checks that the Result
// and Reason tags say what the moves lead to. Every problem is a
// *RecordError with the line and column (1-based, counting characters)
// where it stands.
//
// Resignations and agreed draws are not results the rules know, so a
// record cannot hold them: such a game is saved as unfinished (`*`).
//
// In code, a Record is what the text holds: its free tags, the start, the
// moves and how the game stands after them.
type Record struct {
	// Tags are the tags other than Game, Start, Result and Reason, which
	// are written from the fields below; in the order they are written.
	Tags   []Tag
	Start  Position
	Moves  []Move
	Status Status
	// Notes are the moves' marks and comments: none (nil), or one a move.
	Notes []Note
}

// Derived tags: a record writes them from its fields, so Tags may not
// hold them.
const (
	TagGame   = "Game"
	TagStart  = "Start"
	TagResult = "Result"
	TagReason = "Reason"
)

// recordGameName is the value of the Game tag that marks a Cabeza record.
const recordGameName = "Cabeza"

// RecordOf is the record of g with the given free tags (Red, Blue, Date,
// ...).
func RecordOf(g *Game, tags ...Tag) Record {
	return Record{
		Tags:   append([]Tag(nil), tags...),
		Start:  g.Start(),
		Moves:  g.Moves(),
		Status: g.Status(),
	}
}

// Tag is the value of the free tag name, if the record has it.
func (r Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets the free tag name to value, in place if the record has it
// and at the end if not.
func (r *Record) SetTag(name, value string) {
	for i := range r.Tags {
		if r.Tags[i].Name == name {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// Game replays the record's moves from its start by the rules. It fails
// when a move is not legal where it stands or the game ends otherwise
// than Status says; a record read by ParseRecord always replays.
func (r Record) Game() (*Game, error) {
	// The zero Position (a Record never given a start) is not one: what
	// does not survive its position string could not be read back.
	if q, err := ParsePosition(r.Start.String()); err != nil || q != r.Start {
		return nil, &RecordError{Problem: fmt.Sprintf("the start %q is not a position", r.Start.String()), Err: ErrRecordTag, Cause: err}
	}
	g := NewGame(r.Start)
	for i, m := range r.Moves {
		p := g.Position()
		if err := g.Play(m); err != nil {
			return nil, &RecordError{Problem: fmt.Sprintf("%s (the record's move %d) %v: %v", moveLabel(p), i+1, m, err), Err: ErrRecordMove, Cause: err}
		}
	}
	if g.Status() != r.Status {
		return nil, &RecordError{
			Problem: fmt.Sprintf("the record says %s, but the moves leave %s", statusText(r.Status), statusText(g.Status())),
			Err:     ErrRecordResult,
		}
	}
	return g, nil
}

// moveLabel names the move played from p as a person counts moves:
// "blue's move 3".
func moveLabel(p Position) string {
	return fmt.Sprintf("%s's move %d", p.Side(), p.Fullmove())
}

// statusText is a status with its result token: "red crushed blue's
// Cabeza (1-0)", "the game ongoing (*)".
func statusText(s Status) string {
	if !s.Over() {
		return "the game ongoing (*)"
	}
	return s.String() + " (" + resultToken(s) + ")"
}

// resultToken is the Result tag's value for s.
func resultToken(s Status) string {
	switch {
	case !s.Over():
		return "*"
	case s.IsDraw():
		return "1/2-1/2"
	case s.Winner == Blue:
		return "0-1"
	}
	return "1-0"
}

var reasonWords = [...]string{
	Crush:       "crush",
	HomeRow:     "home-row",
	NoLegalMove: "no-legal-move",
	Repetition:  "repetition",
	MoveCap:     "move-cap",
}

// reasonOf reads a Reason tag's value.
func reasonOf(word string) (Reason, bool) {
	for r, w := range reasonWords {
		if w != "" && w == word {
			return Reason(r), true
		}
	}
	return Ongoing, false
}

// recordLineWidth is where the writer breaks the moves, as PGN does.
const recordLineWidth = 79

// MarshalText writes the record. It checks the record first — tag names
// well formed, no derived or repeated tag, the moves legal and leading to
// Status — so that what it writes always reads back. Line breaks and
// other control characters in tag values become spaces.
func (r Record) MarshalText() ([]byte, error) {
	seen := map[string]bool{}
	for _, t := range r.Tags {
		switch {
		case !isTagName(t.Name):
			return nil, fmt.Errorf("cabeza record: tag name %q: want a letter, then letters, digits or _", t.Name)
		case t.Name == TagGame || t.Name == TagStart || t.Name == TagResult || t.Name == TagReason:
			return nil, fmt.Errorf("cabeza record: the %s tag is written from the record's fields, not from Tags", t.Name)
		case seen[t.Name]:
			return nil, fmt.Errorf("cabeza record: tag %s given twice", t.Name)
		}
		seen[t.Name] = true
	}
	if _, err := r.Game(); err != nil {
		return nil, err
	}
	if err := r.checkNotes(); err != nil {
		return nil, err
	}
	var b strings.Builder
	writeTag(&b, TagGame, recordGameName)
	for _, t := range r.Tags {
		writeTag(&b, t.Name, t.Value)
	}
	writeTag(&b, TagStart, r.Start.String())
	result := resultToken(r.Status)
	writeTag(&b, TagResult, result)
	if r.Status.Over() {
		writeTag(&b, TagReason, reasonWords[r.Status.Reason])
	}
	b.WriteByte('\n')

	line := 0 // characters on the current line
	put := func(unit string) {
		switch {
		case line == 0:
		case line+1+len(unit) > recordLineWidth:
			b.WriteByte('\n')
			line = 0
		default:
			b.WriteByte(' ')
			line++
		}
		b.WriteString(unit)
		line += len(unit)
	}
	p := r.Start
	for i, m := range r.Moves {
		unit := m.String()
		switch {
		case p.Side() == Red:
			unit = fmt.Sprintf("%d. %s", p.Fullmove(), unit)
		case i == 0:
			unit = fmt.Sprintf("%d... %s", p.Fullmove(), unit)
		}
		if len(r.Notes) > 0 {
			unit += r.Notes[i].Mark
		}
		put(unit)
		if len(r.Notes) > 0 {
			// A comment's words are units of their own, so that a long
			// comment breaks over lines as the moves do.
			words := strings.Fields(NormalComment(r.Notes[i].Comment))
			for k, w := range words {
				if k == 0 {
					w = "{" + w
				}
				if k == len(words)-1 {
					w += "}"
				}
				put(w)
			}
		}
		p = p.Play(m)
	}
	put(result)
	b.WriteByte('\n')
	return []byte(b.String()), nil
}

// UnmarshalText reads a record (see ParseRecord).
func (r *Record) UnmarshalText(text []byte) error {
	q, err := ParseRecord(string(text))
	if err != nil {
		return err
	}
	*r = q
	return nil
}

func writeTag(b *strings.Builder, name, value string) {
	b.WriteByte('[')
	b.WriteString(name)
	b.WriteString(` "`)
	for _, c := range value {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c < ' ' || c == 0x7f:
			b.WriteByte(' ')
		default:
			b.WriteRune(c)
		}
	}
	b.WriteString("\"]\n")
}

// isTagName reports a letter followed by letters, digits or underscores.
func isTagName(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !(c >= '0' && c <= '9') && c != '_' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
