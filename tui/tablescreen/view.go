package tablescreen

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"cabezacat/tui/common"
	"cabezacat/tui/game"
	"cabezacat/tui/table"
)

// View is the table's line above the game screen, whose status line
// also says what the table has to say (a request to answer, the ending).
// The game screen draws no key line under a table (game.UnderTableMsg;
// ? lists every key), so the table fits where the game does. At one
// keyboard there is no table line: the game screen is whole, with its key
// line and the clocks in its panel.
func (t Model) View() string {
	inner := t.inner.WithTable(t.atTable())
	if text, problem, ok := t.notice(); ok {
		inner = inner.WithStatus(text, problem)
	}
	if t.oneKeyboard() {
		return inner.View()
	}
	view := inner.View()
	if t.chatting {
		view = t.withChat(view)
	}
	return t.seatsLine() + "\n" + view
}

// seatsLine is seats fitted to the width: the clock's setting goes first
// (each seat's clock is on the line), then the names are shortened, so
// that the line still says who is who, whose turn it is and who watches.
func (t Model) seatsLine() string {
	line := t.seats(true, 0)
	if t.width <= 0 || lipgloss.Width(line) <= t.width {
		return line
	}
	line = t.seats(false, 0)
	longest := 0
	for _, seat := range t.snap.Seats {
		longest = max(longest, lipgloss.Width(seat.Name))
	}
	for n := longest - 1; lipgloss.Width(line) > t.width && n >= 3; n-- {
		line = t.seats(false, n) // the longest name is cut first
	}
	return t.fit(line)
}

// seats: the code, the game and clock (if setting), and each seat with
// its player (names cut to nameMax cells, if above 0), its clock and who
// is to move.
func (t Model) seats(setting bool, nameMax int) string {
	s := t.snap
	named := func(n string) string {
		n = common.NameOrSomeone(n)
		if nameMax > 0 {
			n = common.Clip(n, nameMax, t.st.Ellipsis)
		}
		return n
	}
	title := "table " + s.Code
	if s.Setup.Rated {
		title += " · rated" // no take-backs; the result moves the ratings
	}
	parts := []string{t.st.Title.Render(title)}
	if s.Setup.Clock.On() && setting {
		parts = append(parts, t.st.Faint.Render("clock "+s.Setup.Clock.String()))
	}
	now := t.clock.Now()
	for side := range 2 {
		name := s.Setup.Kind.SideName(side)
		style := t.st.Red
		if side == 1 {
			style = t.st.Blue
		}
		if s.Setup.Kind == table.Catcat {
			style = t.st.Cat
			if side == 1 {
				style = t.st.Catcher
			}
		}
		seat := s.Seats[side]
		who := "(open)"
		switch {
		case seat.Taken && !seat.Present:
			who = named(seat.Name) + " (away)"
		case len(t.subs) == 2:
			who = "" // both at this keyboard
		case seat.Taken:
			who = named(seat.Name)
		}
		mark := "  "
		if !s.Over() && s.ToMove == side {
			mark = "> "
		}
		text := mark + style.Render(name)
		if who != "" {
			text += " " + who
		}
		if s.Setup.Clock.On() {
			text += " " + t.st.Value.Render(table.FormatClock(s.Remaining(side, now)))
		}
		parts = append(parts, text)
	}
	// Who watches: a spectator is one of them, said once.
	you := ""
	switch {
	case len(t.subs) == 2:
		you = "one keyboard"
	case t.subs[0].Seat != table.Spectator:
		you = "you: " + s.Setup.Kind.SideName(t.subs[0].Seat)
	case s.Watch > 1:
		you = fmt.Sprintf("you and %d more watching", s.Watch-1)
	default:
		you = "you are watching"
	}
	parts = append(parts, t.st.Faint.Render(you))
	if s.Watch > 0 && t.subs[0].Seat != table.Spectator {
		parts = append(parts, t.st.Faint.Render(fmt.Sprintf("%d watching", s.Watch)))
	}
	return " " + strings.Join(parts, "  ")
}

// notice is what the person must know now, if anything outranks the
// game screen's own status: a problem, a request to answer, the ending, a
// word from the table.
func (t Model) notice() (text string, problem, ok bool) {
	s := t.snap
	if t.problem && t.status != "" {
		return t.status, true, true
	}
	// At one keyboard an undo is asked and agreed at once (see
	// undoAtOnce): the request between is no news.
	if r := s.Request; r.Kind != "" && !(t.oneKeyboard() && r.Kind == "undo") && (t.oneKeyboard() || (!t.watching() && r.From != t.subs[0].Seat)) {
		what := map[string]string{"undo": "asks to take back a move", "draw": "offers a draw"}[r.Kind]
		return fmt.Sprintf("%s %s: A accepts, X declines", s.Setup.Kind.SideName(r.From), what), false, true
	}
	if t.chatNews != "" {
		return t.chatNews, false, true
	}
	if t.armed != "" && t.status != "" {
		// A key pressed once and waiting for its second ("esc again:
		// leave the table"): said over a finished game's end too, which
		// hid it, so that the first esc seemed to do nothing.
		return t.status, false, true
	}
	if text, ok := t.rematchNotice(); ok {
		return text, false, true
	}
	if s.Over() {
		// The record's name is what the menu's "Open a saved game" lists
		// (the folder is the records folder, the server's for a visitor);
		// the whole path would not leave the line room for the ending.
		end := "game over: " + s.Ended
		if s.Outcome != "" {
			end += "; " + s.Outcome
		}
		if s.Saved != "" {
			end += "; saved " + filepath.Base(s.Saved)
		}
		return end, false, true
	}
	if t.status != "" {
		return t.status, false, true
	}
	if status, _ := t.inner.StatusWord(); status == "" && s.Event != "" && s.Event != t.seated {
		return s.Event, false, true
	}
	return "", false, false
}

// atTable is what the game screen shows of the table: at one keyboard
// each side's clock, an ending the rules did not decide, and no new game
// offered.
func (t Model) atTable() game.AtTable {
	a := game.AtTable{OneGame: true}
	s := t.snap
	if t.oneKeyboard() && s.Setup.Clock.On() {
		now := t.clock.Now()
		for side := range 2 {
			a.Clocks[side] = table.FormatClock(s.Remaining(side, now))
		}
	}
	if s.Over() {
		a.Result, a.How = endingWords(s.Ended)
	}
	return a
}

// endingWords are the table's words for an ending ("red's flag fell:
// blue wins", "draw agreed", "adjourned: red did not come back") as the
// panel shows a result: what came of the game, then how.
func endingWords(ended string) (result, how string) {
	before, after, found := strings.Cut(ended, ": ")
	switch {
	case !found:
		return common.Capital(ended), ""
	case strings.HasSuffix(after, " wins"):
		return common.Capital(after), common.Capital(before)
	}
	return common.Capital(before), common.Capital(after)
}

func (t Model) fit(s string) string {
	if t.width > 0 {
		return ansi.Truncate(s, t.width, "…")
	}
	return s
}
