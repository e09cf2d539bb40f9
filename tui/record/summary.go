package record

import (
	"errors"
	"fmt"
	"strings"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/table"
)

// The games a record holds, as the open page names them.
const (
	GameCabeza = "Cabeza"
	GameCatcat = "Catch the Cat"
)

// ListMaxBytes bounds what the open page reads of each record it lists:
// a real game's record is a few KiB, and a page of a hundred files must
// not read a hundred times MaxBytes. A larger file is listed unread;
// opening it reads it whole (up to MaxBytes).
const ListMaxBytes = 256 << 10

// Summary is what the open page lists of a record file: which game, who
// played, how it stands, how many moves. The words come from the file,
// which a stranger may have written: a screen makes them safe to show.
type Summary struct {
	Entry
	Game   string    // GameCabeza or GameCatcat; "" when the file is no record
	Sides  [2]string // the sides' names, the side that moves first first: red, blue; cat, catcher
	Who    [2]string // who played each side, as the record says ("human", "ai:4")
	Result string    // "red won: crush", "draw: repetition", "adjourned", "unfinished", an ending at a table
	Moves  int
	Err    error // why the file is no record to open; the fields above are empty
}

// Players says who played, the first side first: "human v ai:4".
func (s Summary) Players() string {
	if s.Err != nil {
		return ""
	}
	return s.Who[0] + " v " + s.Who[1]
}

// PlayersBySide says who played which side: "red human, blue ai:4".
func (s Summary) PlayersBySide() string {
	if s.Err != nil {
		return ""
	}
	return fmt.Sprintf("%s %s, %s %s", s.Sides[0], s.Who[0], s.Sides[1], s.Who[1])
}

// Problem is why the file is no record, in short: a record's error
// without the "cabeza record:" prefix and the column.
func (s Summary) Problem() string {
	if s.Err == nil {
		return ""
	}
	var ce *cabeza.RecordError
	var te *catcat.RecordError
	switch {
	case errors.As(s.Err, &ce) && ce.Line > 0:
		return fmt.Sprintf("line %d: %s", ce.Line, ce.Problem)
	case errors.As(s.Err, &te) && te.Line > 0:
		return fmt.Sprintf("line %d: %s", te.Line, te.Problem)
	}
	return s.Err.Error()
}

// Summarize reads the record file of e (at most ListMaxBytes of it, see
// Read) and says what it holds. A file that is no record, or too large
// to list, has its reason in Err; it never panics.
func Summarize(e Entry) Summary {
	s := Summary{Entry: e}
	text, err := readAtMost(e.Path, ListMaxBytes)
	switch {
	case errors.Is(err, errTooLarge):
		s.Err = fmt.Errorf("larger than %d KiB: not read for the list (enter opens it)", ListMaxBytes>>10)
		return s
	case err != nil:
		s.Err = err
		return s
	}
	if strings.HasPrefix(strings.TrimPrefix(string(text), "\ufeff"), "catcat-replay") {
		return summarizeCatcat(s, string(text))
	}
	return summarizeCabeza(s, string(text))
}

func summarizeCabeza(s Summary, text string) Summary {
	r, err := cabeza.ParseRecord(text)
	if err != nil {
		s.Err = err
		return s
	}
	s.Game, s.Sides, s.Moves = GameCabeza, [2]string{"red", "blue"}, len(r.Moves)
	for i, tag := range []string{"Red", "Blue"} {
		v, _ := r.Tag(tag)
		s.Who[i] = named(v)
	}
	_, clock := r.Tag(table.ClockTag)
	s.Result = standing(cabezaResult(r.Status), CabezaEnding(&r), clock)
	return s
}

// cabezaResult is a finished game's result in short, or "".
func cabezaResult(st cabeza.Status) string {
	switch st.Reason {
	case cabeza.Crush:
		return st.Winner.String() + " won: crush"
	case cabeza.HomeRow:
		return st.Winner.String() + " won: home row"
	case cabeza.NoLegalMove:
		return st.Winner.String() + " won: no move left"
	case cabeza.Repetition:
		return "draw: repetition"
	case cabeza.MoveCap:
		return "draw: 200-move cap"
	}
	return ""
}

func summarizeCatcat(s Summary, text string) Summary {
	r, err := catcat.ParseRecord(text)
	if err != nil {
		s.Err = err
		return s
	}
	cat, ending := tableEnding(r.Cat)
	s.Game, s.Sides, s.Moves = GameCatcat, [2]string{"cat", "catcher"}, len(r.Moves)
	s.Who = [2]string{named(cat), named(r.Catcher)}
	s.Result = standing(catcatResult(r.Outcome), ending, r.Clock != "")
	return s
}

// catcatResult is a finished game's result in short, or "".
func catcatResult(o catcat.Outcome) string {
	switch o {
	case catcat.CatEscaped:
		return "cat escaped"
	case catcat.CatTrapped:
		return "cat trapped"
	case catcat.CatInvalidMove:
		return "catcher won: cat's invalid move"
	case catcat.CatcherInvalidMove:
		return "cat won: catcher's invalid move"
	}
	return ""
}

// standing is how a game stands: its result by the rules; else how a
// table ended it ("adjourned" for an adjournment, else its words: a
// resignation, a flag, a draw agreed, the server's shutdown); else
// adjourned when it kept its clock (the open page resumes it); else
// unfinished.
func standing(result, ending string, clock bool) string {
	switch {
	case result != "":
		return result
	case strings.HasPrefix(ending, "adjourned"):
		return "adjourned"
	case ending != "":
		return ending
	case clock:
		return "adjourned"
	}
	return "unfinished"
}

// CabezaEnding is how a table says a Cabeza record's game ended where
// the rules did not end it ("blue resigned: red wins", a flag, an
// adjournment), or "".
func CabezaEnding(r *cabeza.Record) string {
	ending, _ := r.Tag("Ending")
	return ending
}

// CatcatEnding is CabezaEnding for Catch the Cat (see tableEnding).
func CatcatEnding(r *catcat.Record) string {
	_, ending := tableEnding(r.Cat)
	return ending
}

// tableEnding splits a table's ending off who played the cat: a Catch
// the Cat record has no field for an ending the rules do not know, so a
// table writes it there, "human (alice) (the cat resigned: …)".
func tableEnding(cat string) (who, ending string) {
	i := strings.LastIndex(cat, " (")
	if i < 0 || !strings.HasSuffix(cat, ")") {
		return cat, ""
	}
	e := cat[i+2 : len(cat)-1]
	// The endings' words, as the table (package table) writes them.
	for _, word := range []string{"adjourned", "resigned", "flag fell", "draw agreed", "shut down"} {
		if strings.Contains(e, word) {
			return cat[:i], e
		}
	}
	return cat, ""
}

// named is who played a side, "?" when the record does not say.
func named(s string) string {
	if s == "" {
		return "?"
	}
	return s
}
