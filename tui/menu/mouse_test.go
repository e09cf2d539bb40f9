package menu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

func leftClick(x, y int) tea.MouseMsg {
	return tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
}

// clickFormText clicks the first cell of the first place text is drawn in the
// menu's view, so the tests follow what the screen shows rather than
// repeating the form's arithmetic.
func clickFormText(t *testing.T, m Model, text string) (Model, tea.Cmd) {
	t.Helper()
	for y, line := range strings.Split(m.View(), "\n") {
		if i := strings.Index(line, text); i >= 0 {
			next, cmd := m.Update(leftClick(lipgloss.Width(line[:i]), y))
			return next.(Model), cmd
		}
	}
	t.Fatalf("%q is not on the screen:\n%s", text, m.View())
	return m, nil
}

// clickSelected clicks text on the selected row (the one marked "> "),
// such as its ‹ or › (the crumb has a › too).
func clickSelected(t *testing.T, m Model, text string) Model {
	t.Helper()
	for y, line := range strings.Split(m.View(), "\n") {
		if !strings.Contains(line, "> ") {
			continue
		}
		if i := strings.Index(line, text); i >= 0 {
			return tuitest.Send(m, leftClick(lipgloss.Width(line[:i]), y)).(Model)
		}
	}
	t.Fatalf("%q is not on the selected row:\n%s", text, m.View())
	return m
}

func cabezaFormAt80(t *testing.T) Model {
	t.Helper()
	m := tuitest.Send(New(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyEnter).(Model)
	if m.form == nil || m.form.game != "Cabeza" {
		t.Fatal("enter on Cabeza did not open its form")
	}
	return m
}

func TestSetupFormClickMovesCursorToRow(t *testing.T) {
	m := cabezaFormAt80(t)
	m, _ = clickFormText(t, m, "You play")
	if got := m.form.rows[m.form.cursor].id; got != "side" {
		t.Fatalf("click on You play: cursor on %q", got)
	}
	if m.form.row("side").choice != 0 {
		t.Error("a click that selects a row changed its value")
	}
	m, cmd := clickFormText(t, m, "Start position")
	if got := m.form.rows[m.form.cursor].id; got != "fen" {
		t.Fatalf("click on Start position: cursor on %q", got)
	}
	if !m.Typing() || cmd == nil {
		t.Errorf("the clicked text row has no keyboard (typing %v, blink cmd %v)", m.Typing(), cmd != nil)
	}
	// A click on an unselected row's value selects it and leaves the value.
	m, _ = clickFormText(t, m, "You vs AI")
	if got := m.form.rows[m.form.cursor].id; got != "mode" || m.form.value("mode") != modeVsAI {
		t.Fatalf("click on the mode's value: cursor on %q, mode %q", got, m.form.value("mode"))
	}
	if m.Typing() {
		t.Error("the text row kept the keyboard after a click elsewhere")
	}
}

func TestSetupFormClickOnValueCyclesChoice(t *testing.T) {
	m := cabezaFormAt80(t)
	m, _ = clickFormText(t, m, "AI level")
	level := func() int { return m.form.cabezaSetup().Blue.Level }
	if level() != 3 {
		t.Fatalf("level %d before clicking its value, want 3", level())
	}
	m = clickSelected(t, m, "‹")
	if level() != 2 {
		t.Fatalf("click on ‹: level %d, want 2", level())
	}
	m = clickSelected(t, m, "›")
	m = clickSelected(t, m, "›")
	if level() != 4 {
		t.Fatalf("two clicks on ›: level %d, want 4", level())
	}
	// Just left of the ‹ and just right of the › are not the value.
	for y, line := range strings.Split(m.View(), "\n") {
		if !strings.Contains(line, "> ") {
			continue
		}
		l, r := strings.Index(line, "‹"), strings.Index(line, "›")
		m = tuitest.Send(m, leftClick(lipgloss.Width(line[:l])-1, y), leftClick(lipgloss.Width(line[:r])+1, y)).(Model)
		break
	}
	if level() != 4 {
		t.Errorf("click beside the ‹ value ›: level %d, want 4", level())
	}
	// Cycling the mode hides rows, and the clicks follow the rows shown.
	m, _ = clickFormText(t, m, "Mode")
	m = clickSelected(t, m, "›")
	if got := m.form.value("mode"); got != modeHotSeat {
		t.Fatalf("click on the mode's ›: mode %q, want %q", got, modeHotSeat)
	}
	m = tuitest.Send(m, leftClick(5, formRowsTop+1)).(Model)
	if got := m.form.rows[m.form.cursor].id; got != "fen" {
		t.Errorf("hot-seat, click on the second line of rows: cursor on %q, want fen", got)
	}
}

func TestSetupFormClickOutsideRowsDoesNothing(t *testing.T) {
	m := cabezaFormAt80(t)
	m, _ = clickFormText(t, m, "AI level")
	before := m.View()
	rows := 5 // You vs AI: mode, side, level, position, clock
	for _, c := range []tea.MouseMsg{
		leftClick(5, 0),                  // blank line above the crumb
		leftClick(5, 1),                  // the crumb
		leftClick(5, formRowsTop-1),      // blank line above the rows
		leftClick(5, formRowsTop+rows),   // blank line below the rows
		leftClick(5, formRowsTop+rows+1), // "enter starts: …"
		leftClick(0, formRowsTop),        // the frame's padding beside Mode
		{X: 5, Y: formRowsTop, Action: tea.MouseActionRelease, Button: tea.MouseButtonLeft},
		{X: 5, Y: formRowsTop, Action: tea.MouseActionPress, Button: tea.MouseButtonRight},
	} {
		m = tuitest.Send(m, c).(Model)
		if got := m.View(); got != before {
			t.Errorf("%+v changed the form:\n%s\nwant:\n%s", c, got, before)
		}
	}
	if m.form == nil || m.form.rows[m.form.cursor].id != "level" {
		t.Error("a click outside the rows moved the cursor or closed the form")
	}
}

func TestCatcatSetupFormTakesClicks(t *testing.T) {
	m := tuitest.Send(New(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyDown, tuitest.KeyEnter).(Model)
	m, _ = clickFormText(t, m, "Board size")
	m = clickSelected(t, m, "›")
	if s, _ := m.form.catcatSetup(); s.Size != gamesetup.CatcatDefaultSize+4 {
		t.Errorf("click on the board size's ›: size %d, want %d", s.Size, gamesetup.CatcatDefaultSize+4)
	}
	m, _ = clickFormText(t, m, "Seed")
	if got := m.form.rows[m.form.cursor].id; got != "seed" || !m.Typing() {
		t.Errorf("click on Seed: cursor on %q, typing %v", got, m.Typing())
	}
}
