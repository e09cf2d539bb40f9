package catcat

import (
	"fmt"
	"strconv"
	"strings"
)

// A record is one game as text: a saved game (finished or not) and an
// arena replay are the same format. Version 2, line by line:
//
//	catcat-replay 2
//	cat: builtin:hard                 who played the cat (free text, one line)
//	catcher: ./alice                  who played the catcher
//	date: 2026-11-22                  optional: when it was played
//	clock: 5+3 cat=4m12.5s catcher=3m59s  optional: a clocked game's control and time left (free text here; the table reads it)
//	result: catcher-invalid           cat-escaped | cat-trapped | cat-invalid | catcher-invalid | ongoing
//	reason: timeout: no answer ...    optional, invalid results only: why the invalid move lost
//	invalid: 3,4                      optional, invalid results only: the cell of the invalid move
//	start:
//	CAT 21 0 0                        the start, in the course state format
//	. . # ...                         (its N board lines)
//	moves: 2                          how many moves follow
//	1,0                               the valid moves in order, one "x,y" a line
//	-3,2
//
// Records written before the state format took the course's words say
// C/T in the start's header; the reader takes both (see ParseState).
//
// The keys before "start:" may come in any order, each at most once;
// result is required. Who played is free text: "human", "ai:hard",
// "builtin:hard", a program's path. A move may be written in any form
// ParseCell reads ("x,y", "x y", "{x,y}"). Lines end with "\n" ("\r\n"
// is read too); blank lines between the lines above, spaces at the ends
// of lines and a leading UTF-8 byte-order mark are ignored.
//
// The reader replays the moves by the rules and checks that the result
// agrees with the board they leave: cat-escaped and cat-trapped end
// there; ongoing leaves the game open; cat-invalid and catcher-invalid
// leave the game open with the loser to move, and an invalid cell, when
// given, must break a rule there. A game lost by a program's failure (a
// crash, a timeout, an unreadable answer) has a reason and no invalid
// cell. The move count of the "moves:" line makes a file cut short at a
// line break show.
//
// Version 3 is version 2 with a review: a "review:" line before the
// start (free text: the budget, the final position's score) and a Note
// after any move (`3,-1 ?? {trap in 2 thrown away}`); writers write it
// only for a record that has them.
//
// Version 1, what the arena wrote first, is read too: the same but with
// no date, no ongoing result and a bare "moves:" line. Writers write
// version 2. Every problem is a *RecordError with the line and column
// (1-based, counting characters) where it stands.
type Record struct {
	Cat, Catcher string // who played each side
	Date         string // when, or ""
	Clock        string // a clocked game's clock, as its table writes it, or ""
	Start        Position
	Moves        []Cell // the valid moves, in order
	Outcome      Outcome
	Reason       string // why an invalid move lost, or ""
	Invalid      *Cell  // the cell of the invalid move, when it was one
	Review       string // a review's line (version 3), or ""
	Notes        []Note // the moves' marks and comments (version 3): none, or one a move
}

// The first line of a record, by version.
const (
	recordMagic   = "catcat-replay 2"
	recordMagicV1 = "catcat-replay 1"
	recordMagicV3 = "catcat-replay 3"
)

var outcomeWords = [...]string{
	Ongoing:            "ongoing",
	CatEscaped:         "cat-escaped",
	CatTrapped:         "cat-trapped",
	CatInvalidMove:     "cat-invalid",
	CatcherInvalidMove: "catcher-invalid",
}

// Word is the outcome as a record's result line and the arena's tables
// write it: "cat-escaped", "cat-trapped", "cat-invalid",
// "catcher-invalid" or "ongoing".
func (o Outcome) Word() string {
	if int(o) < len(outcomeWords) {
		return outcomeWords[o]
	}
	return "unknown"
}

func outcomeOfWord(w string) (Outcome, bool) {
	for o, word := range outcomeWords {
		if word == w {
			return Outcome(o), true
		}
	}
	return Ongoing, false
}

// RecordOf is the record of g; the caller fills in who played and when.
// An invalid move that ended g is the record's invalid cell, and its
// message the reason.
func RecordOf(g *Game) Record {
	r := Record{Start: g.Start(), Moves: g.Moves(), Outcome: g.Result().Outcome}
	if inv := g.Result().Invalid; inv != nil {
		c := inv.Cell
		r.Invalid = &c
		r.Reason = inv.Error()
	}
	return r
}

// Game replays the record from its start by the rules, the invalid move
// too when there is one. It fails when a move is not valid where it
// stands or the game ends otherwise than Outcome says; a record read by
// ParseRecord always replays. A game lost by a program's failure (an
// invalid result with no invalid cell) replays to the position where the
// failure happened, and the game is open there: only the record knows
// who lost.
func (r Record) Game() (*Game, error) {
	if !r.Start.Size().Valid() {
		return nil, &RecordError{Problem: "the record has no start position", Err: ErrRecordStart}
	}
	g := NewGame(r.Start)
	for k, m := range r.Moves {
		side := g.Position().Turn()
		if err := g.Play(m); err != nil {
			return nil, &RecordError{Problem: fmt.Sprintf("move %d (the %v): %v", k+1, side, err), Err: ErrRecordMove, Cause: err}
		}
	}
	if problem, _ := r.resultProblem(g.Position()); problem != "" {
		return nil, &RecordError{Problem: problem, Err: ErrRecordResult}
	}
	if r.Invalid != nil {
		g.Play(*r.Invalid) // resultProblem made sure it is invalid
	}
	return g, nil
}

// resultProblem says how the result disagrees with the board the moves
// leave ("" when it does not), and whether the invalid cell is at fault.
func (r Record) resultProblem(final Position) (problem string, atInvalid bool) {
	got := final.Outcome()
	switch r.Outcome {
	case Ongoing, CatEscaped, CatTrapped:
		if got != r.Outcome {
			return fmt.Sprintf("the result says %s, but the moves leave %s (%s)", r.Outcome.Word(), got.Word(), got), false
		}
		if r.Reason != "" || r.Invalid != nil {
			return fmt.Sprintf("a reason or an invalid cell for a game that ends %s: only an invalid move has them", r.Outcome.Word()), false
		}
	case CatInvalidMove, CatcherInvalidMove:
		if got.Over() {
			return fmt.Sprintf("the result says %s, but the moves end the game: %s", r.Outcome.Word(), got), false
		}
		loser := CatToMove
		if r.Outcome == CatcherInvalidMove {
			loser = CatcherToMove
		}
		if final.Turn() != loser {
			return fmt.Sprintf("the result says %s, but after the moves the %v is to move", r.Outcome.Word(), final.Turn()), false
		}
		if r.Invalid != nil {
			if _, err := final.Play(*r.Invalid); err == nil {
				return fmt.Sprintf("the invalid move %v is a valid move for the %v", *r.Invalid, loser), true
			}
		}
	default:
		return fmt.Sprintf("unknown outcome %d", r.Outcome), false
	}
	return "", false
}

// MarshalText writes the record in format version 2 (3 when it has a
// review). It checks the
// record first (the moves valid, the result agreeing with them), so that
// what it writes always reads back. Line breaks in the free-text fields
// become spaces.
func (r Record) MarshalText() ([]byte, error) {
	if _, err := r.Game(); err != nil {
		return nil, err
	}
	if err := r.checkNotes(); err != nil {
		return nil, err
	}
	var b strings.Builder
	if r.annotated() {
		b.WriteString(recordMagicV3 + "\n")
	} else {
		b.WriteString(recordMagic + "\n")
	}
	b.WriteString("cat: " + recordField(r.Cat) + "\n")
	b.WriteString("catcher: " + recordField(r.Catcher) + "\n")
	if d := recordField(r.Date); d != "" {
		b.WriteString("date: " + d + "\n")
	}
	if c := recordField(r.Clock); c != "" {
		b.WriteString("clock: " + c + "\n")
	}
	b.WriteString("result: " + r.Outcome.Word() + "\n")
	if reason := recordField(r.Reason); reason != "" {
		b.WriteString("reason: " + reason + "\n")
	}
	if r.Invalid != nil {
		b.WriteString("invalid: " + r.Invalid.String() + "\n")
	}
	if rv := recordField(r.Review); rv != "" {
		b.WriteString("review: " + rv + "\n")
	}
	b.WriteString("start:\n")
	b.WriteString(r.Start.StateText())
	b.WriteString("moves: " + strconv.Itoa(len(r.Moves)) + "\n")
	for i, m := range r.Moves {
		b.WriteString(m.String())
		if r.HasNotes() {
			b.WriteString(r.Notes[i].text())
		}
		b.WriteByte('\n')
	}
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

// recordField keeps a free-text field on its line: control characters
// become spaces, and spaces at the ends go (the reader drops them too).
func recordField(s string) string {
	return strings.TrimSpace(strings.Map(func(c rune) rune {
		if c < ' ' || c == 0x7f {
			return ' '
		}
		return c
	}, s))
}
