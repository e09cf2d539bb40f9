package tui

import (
	"bytes"
	"encoding/base64"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/tablescreen"
)

// C on a game: the screen asks, the root writes the OSC 52 sequence to
// the terminal the program draws on (an SSH visitor's session, see
// Options.WithTerminal), and nothing else; the status says so.
func TestCopyIsWrittenToTheProgramsTerminal(t *testing.T) {
	var out bytes.Buffer
	g := cabezaAfter(t)
	a := newAppWith(common.Options{}.WithTerminal(&out), g)
	next, cmd := a.Update(tuitest.KeyRunes("C"))
	msg, ok := tuitest.Message[common.ClipboardMsg](cmd)
	if !ok {
		t.Fatalf("C asked the root for no copy:\n%s", next.View())
	}
	if out.Len() != 0 {
		t.Fatalf("the screen wrote to the terminal itself: %q", out.String())
	}
	next, cmd = next.Update(msg)
	if cmd == nil {
		t.Fatal("the root did not write the copy")
	}
	if m := cmd(); m != nil {
		t.Errorf("writing the copy answered %T", m)
	}
	want := "\x1b]52;c;" + base64.StdEncoding.EncodeToString([]byte(g.Game.Position().String())) + "\x07"
	if out.String() != want {
		t.Errorf("the terminal got %q, want %q", out.String(), want)
	}
	if v := next.View(); !strings.Contains(v, "position copied to the clipboard (OSC 52: your terminal must allow it)") {
		t.Errorf("the screen does not say the position was copied:\n%s", v)
	}
}

// At a table too: the copy's note outranks the table's older word
// ("resumed with the clocks as they were").
func TestCopyAtATableSaysSo(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	s, err := openScreen(common.Options{}, writeRecord(t, adjournedCabeza))
	if err != nil {
		t.Fatal(err)
	}
	ts, ok := s.(tablescreen.Model)
	if !ok {
		t.Fatalf("opened as %T", s)
	}
	defer ts.Stop()
	next, cmd := tuitest.Send(ts, tea.WindowSizeMsg{Width: 80, Height: 24}).Update(tuitest.KeyRunes("C"))
	if _, ok := tuitest.Message[common.ClipboardMsg](cmd); !ok {
		t.Fatal("C at a table copied nothing")
	}
	if v := next.View(); !strings.Contains(v, "position copied to the clipboard") {
		t.Errorf("the table does not say the position was copied:\n%s", v)
	}
}
