package ai

import (
	"errors"
	"fmt"
	"strings"

	"cabezacat/catcat"
)

// A replay is one Catch the Cat game as a text file, for the arena to
// write and the TUI to open. The format, line by line:
//
//	catcat-replay 1
//	cat: builtin:hard                 who played the cat (free text, one line)
//	catcher: ./alice                  who played the catcher
//	result: catcher-invalid           cat-escaped | cat-trapped | cat-invalid | catcher-invalid
//	reason: timeout: no answer ...    optional: why the invalid move lost
//	invalid: 3,4                      optional: the cell of an invalid move, when it was one
//	start:
//	C 21 0 0                          the start, in the course state format
//	. . # ...                         (its N board lines)
//	moves:
//	1,0                               the valid moves in order, one "x,y" a line
//	...
//
// Lines end with "\n" ("\r\n" is read too); blank lines after the moves
// are ignored. The moves must replay from the start by the rules, and
// the result must agree with the board they leave: cat-escaped and
// cat-trapped end there; an invalid result names the side to move.
type CatcatReplay struct {
	Cat, Catcher string
	Start        catcat.Position
	Moves        []catcat.Cell
	Outcome      catcat.Outcome
	Reason       string
	Invalid      *catcat.Cell
}

const replayMagic = "catcat-replay 1"

var outcomeWords = map[catcat.Outcome]string{
	catcat.CatEscaped:         "cat-escaped",
	catcat.CatTrapped:         "cat-trapped",
	catcat.CatInvalidMove:     "cat-invalid",
	catcat.CatcherInvalidMove: "catcher-invalid",
}

// ErrBadReplay is wrapped by every error about a replay's text.
var ErrBadReplay = errors.New("bad replay")

// MarshalText writes the replay format.
func (r CatcatReplay) MarshalText() ([]byte, error) {
	word, ok := outcomeWords[r.Outcome]
	if !ok {
		return nil, fmt.Errorf("replay of an unfinished game (%v): %w", r.Outcome, ErrBadReplay)
	}
	var b strings.Builder
	b.WriteString(replayMagic + "\n")
	fmt.Fprintf(&b, "cat: %s\ncatcher: %s\nresult: %s\n", replayField(r.Cat), replayField(r.Catcher), word)
	if r.Reason != "" {
		fmt.Fprintf(&b, "reason: %s\n", replayField(r.Reason))
	}
	if r.Invalid != nil {
		fmt.Fprintf(&b, "invalid: %v\n", *r.Invalid)
	}
	b.WriteString("start:\n")
	b.WriteString(r.Start.StateText())
	b.WriteString("moves:\n")
	for _, m := range r.Moves {
		b.WriteString(m.String())
		b.WriteByte('\n')
	}
	return []byte(b.String()), nil
}

// replayField keeps a free-text field on its line.
func replayField(s string) string {
	return strings.TrimSpace(strings.NewReplacer("\r", " ", "\n", " ").Replace(s))
}

// ParseCatcatReplay reads the replay format, naming the line of the
// first problem.
func ParseCatcatReplay(text string) (CatcatReplay, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	bad := func(line int, format string, a ...any) (CatcatReplay, error) {
		return CatcatReplay{}, fmt.Errorf("replay line %d: %s: %w", line, fmt.Sprintf(format, a...), ErrBadReplay)
	}
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != replayMagic {
		return bad(1, "want %q first", replayMagic)
	}
	var r CatcatReplay
	seen := map[string]bool{}
	i := 1
	for ; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if line == "start:" {
			break
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			return bad(i+1, "want \"key: value\" or \"start:\", got %q", replayClip(line))
		}
		value = strings.TrimSpace(value)
		if seen[key] {
			return bad(i+1, "%s given twice", key)
		}
		seen[key] = true
		switch key {
		case "cat":
			r.Cat = value
		case "catcher":
			r.Catcher = value
		case "result":
			found := false
			for o, w := range outcomeWords {
				if w == value {
					r.Outcome, found = o, true
				}
			}
			if !found {
				return bad(i+1, "result %q: want cat-escaped, cat-trapped, cat-invalid or catcher-invalid", replayClip(value))
			}
		case "reason":
			r.Reason = value
		case "invalid":
			c, err := catcat.ParseCell(value)
			if err != nil {
				return bad(i+1, "%v", err)
			}
			r.Invalid = &c
		default:
			return bad(i+1, "unknown key %q", replayClip(key))
		}
	}
	if i == len(lines) {
		return bad(i, "no \"start:\" line")
	}
	if !seen["result"] {
		return bad(i+1, "no result before the start")
	}
	// The state: its header says how many board lines follow.
	i++
	if i >= len(lines) {
		return bad(i, "no start state after \"start:\"")
	}
	fields := strings.Fields(lines[i])
	if len(fields) < 2 {
		return bad(i+1, "want a state header \"<turn> <N> <cat-x> <cat-y>\"")
	}
	size, err := catcat.ParseSize(fields[1])
	if err != nil {
		return bad(i+1, "%v", err)
	}
	end := i + 1 + size.N()
	if end > len(lines) {
		return bad(len(lines), "the start state has fewer than %d board lines", size.N())
	}
	start, err := catcat.ParseState(strings.Join(lines[i:end], "\n"))
	if err != nil {
		return bad(i+1, "start: %v", err)
	}
	r.Start = start
	i = end
	if i >= len(lines) || strings.TrimSpace(lines[i]) != "moves:" {
		return bad(i+1, "want \"moves:\" after the start state")
	}
	game := catcat.NewGame(start)
	for i++; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if line == "" {
			continue
		}
		c, err := catcat.ParseCell(line)
		if err != nil {
			return bad(i+1, "%v", err)
		}
		if err := game.Play(c); err != nil {
			return bad(i+1, "move %d: %v", len(r.Moves)+1, err)
		}
		r.Moves = append(r.Moves, c)
	}
	return r, r.checkResult(game)
}

// checkResult compares the stated result with the board the moves leave.
func (r CatcatReplay) checkResult(game *catcat.Game) error {
	final := game.Position()
	switch r.Outcome {
	case catcat.CatEscaped, catcat.CatTrapped:
		if got := final.Outcome(); got != r.Outcome {
			return fmt.Errorf("replay: the result says %v, the moves leave %v: %w", r.Outcome, got, ErrBadReplay)
		}
	case catcat.CatInvalidMove, catcat.CatcherInvalidMove:
		if final.Outcome().Over() {
			return fmt.Errorf("replay: the result says %v, but the moves end the game (%v): %w", r.Outcome, final.Outcome(), ErrBadReplay)
		}
		side := catcat.CatToMove
		if r.Outcome == catcat.CatcherInvalidMove {
			side = catcat.CatcherToMove
		}
		if final.Turn() != side {
			return fmt.Errorf("replay: the result says %v, but the %v is to move: %w", r.Outcome, final.Turn(), ErrBadReplay)
		}
	}
	return nil
}

// Game replays the moves from the start (the replay was checked when it
// was read, so this does not fail for a parsed replay).
func (r CatcatReplay) Game() (*catcat.Game, error) {
	g := catcat.NewGame(r.Start)
	for k, m := range r.Moves {
		if err := g.Play(m); err != nil {
			return g, fmt.Errorf("replay move %d: %w", k+1, err)
		}
	}
	return g, nil
}

func replayClip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// Replay is the game as a replay file's content.
func (a *Arena) Replay(g ArenaGame) CatcatReplay {
	return CatcatReplay{
		Cat: a.Players[g.Cat].Name, Catcher: a.Players[g.Catcher].Name,
		Start: g.Start, Moves: g.Moves, Outcome: g.Outcome, Reason: g.Reason, Invalid: g.InvalidMove,
	}
}
