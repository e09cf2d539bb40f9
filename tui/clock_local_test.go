package tui

import (
	"bytes"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
	"cabezacat/tui/tablescreen"
)

// A hot-seat game with a clock: both seats at one keyboard, each move
// charged to the side that made it (the clocks are in the panel), and the
// flag falls on the manual clock: the winner on time is in the panel.
func TestHotSeatClockFlagFalls(t *testing.T) {
	clk := table.NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	opts := common.Options{Host: &common.Host{RecordDir: t.TempDir()}}
	s, err := openLocalTable(opts, table.Setup{Kind: table.Cabeza, Clock: table.TimeControl{Base: time.Minute, Inc: 2 * time.Second}}, clk)
	if err != nil {
		t.Fatal(err)
	}
	tm := teatest.NewTestModel(t, newAppWith(opts, s), teatest.WithInitialTermSize(80, 24))
	// wait reads the screen until it has shown every one of want, in any
	// order (a frame redraws only the lines that changed).
	wait := func(want ...string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
			for _, w := range want {
				if !bytes.Contains(b, []byte(w)) {
					return false
				}
			}
			return true
		},
			teatest.WithDuration(tuitest.HangTimeout), teatest.WithCheckInterval(5*time.Millisecond))
	}
	typeMove := func(mv string) {
		tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{':'}})
		tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(mv)})
		tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	}
	wait("a clocked game at one keyboard")
	// Each side's first move is free: a clock starts at its side's first move.
	clk.Advance(10 * time.Second)
	typeMove("Fn") // red
	wait("red played Fn")
	typeMove("hsw") // blue, at the same keyboard
	wait("blue played hsw")
	clk.Advance(10 * time.Second)
	typeMove("Mw")                         // red's second move is charged
	wait("player · 0:52", "red played Mw") // 60 - 10 + 2, in the panel
	typeMove("fs")
	wait("blue played fs")
	clk.Advance(52 * time.Second)
	wait("red's flag fell: blue wins", "Blue wins", "Red's flag fell") // the panel says it as other results
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'q'}})
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
}

// oneKeyboardCabezaTable is the app on a clocked Cabeza game at one
// keyboard (a table of its own), closed when the test ends.
func oneKeyboardCabezaTable(t *testing.T) tea.Model {
	t.Helper()
	clk := table.NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	opts := common.Options{Host: &common.Host{RecordDir: t.TempDir()}}
	s, err := openLocalTable(opts, table.Setup{Kind: table.Cabeza, Clock: table.TimeControl{Base: time.Minute}}, clk)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.(tablescreen.Model).Stop)
	return newAppWith(opts, s)
}

// A move typed wrong at a table is explained as in any game: the table's
// own older word ("a clocked game at one keyboard") must not hide it.
func TestTableShowsWhyATypedMoveIsWrong(t *testing.T) {
	m := oneKeyboardCabezaTable(t)
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 100, Height: 40}, tuitest.KeyRunes(":"), tuitest.KeyRunes("Fne"), tuitest.KeyEnter)
	if v := m.View(); !strings.Contains(v, `"Fne": after n, e3 is occupied`) {
		t.Fatalf("the table hides why Fne is wrong:\n%s", v)
	}
	// Esc closes the prompt, as in any game, and leaves the table only
	// when pressed twice with nothing else to back out of.
	m = tuitest.Send(m, tuitest.KeyEsc)
	if m.(App).Screen().Typing() || strings.Contains(m.View(), "esc again") {
		t.Fatalf("esc in the move prompt did not close it:\n%s", m.View())
	}
	if m = tuitest.Send(m, tuitest.KeyEsc); !strings.Contains(m.View(), "esc again: back to the menu") {
		t.Fatalf("esc with the prompt closed:\n%s", m.View())
	}
}

// At one keyboard the table's word about the seats being taken is news
// to nobody: with the status line empty it is not shown.
func TestOneKeyboardTableDoesNotSaySomeoneSatDown(t *testing.T) {
	m := oneKeyboardCabezaTable(t)
	// A move typed wrong, then the prompt closed: the status line is empty.
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 100, Height: 40}, tuitest.KeyRunes(":"), tuitest.KeyRunes("Fne"), tuitest.KeyEnter, tuitest.KeyEsc)
	if v := m.View(); strings.Contains(v, "sat down") {
		t.Fatalf("the one-keyboard table says:\n%s", v)
	}
}
