package catcatgame

import (
	"encoding/base64"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

// copied is the text a key put on the clipboard: the OSC 52 sequence
// the key's command asks the root to write, checked whole and decoded.
func copied(t *testing.T, m Model, k string) (Model, string) {
	t.Helper()
	next, cmd := m.Update(tuitest.KeyRunes(k))
	msg, ok := tuitest.Message[common.ClipboardMsg](cmd)
	if !ok {
		t.Fatalf("%s copied nothing (status %q)", k, next.(Model).Status)
	}
	b64, ok := strings.CutPrefix(msg.Seq, "\x1b]52;c;")
	b64, end := strings.CutSuffix(b64, "\x07")
	text, err := base64.StdEncoding.DecodeString(b64)
	if !ok || !end || err != nil {
		t.Fatalf("%s: %q is not one OSC 52 sequence (%v)", k, msg.Seq, err)
	}
	return next.(Model), string(text)
}

// C copies the position on one line, as `cabezacat catcat solve` takes
// it between quotes; W copies the game's record; the status says so.
func TestCopyThePositionAndTheRecord(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("H")).(Model)
	if len(g.Game.Moves()) != 1 {
		t.Fatalf("L did not move the cat: %q", g.Status)
	}
	c, text := copied(t, g, "C")
	if text != g.Game.Position().OneLine() || strings.Contains(text, "\n") {
		t.Errorf("C copied %q, want the one-line state %q", text, g.Game.Position().OneLine())
	}
	if p, err := catcat.ParseState(text); err != nil || p != g.Game.Position() {
		t.Errorf("the copied state does not read back: %v", err)
	}
	if want := "position copied to the clipboard (OSC 52: your terminal must allow it)"; c.Status != want || !strings.Contains(c.View(), want) {
		t.Errorf("after C the status is %q:\n%s", c.Status, c.View())
	}
	w, text := copied(t, g, "W")
	r, err := catcat.ParseRecord(text)
	if err != nil || len(r.Moves) != 1 || r.Start != g.Game.Start() || r.Cat != "human" {
		t.Fatalf("W copied no record of the game (%v):\n%s", err, text)
	}
	if want := "record copied to the clipboard (OSC 52: your terminal must allow it)"; w.Status != want {
		t.Errorf("after W the status is %q", w.Status)
	}
	if c.Game.Position() != g.Game.Position() || w.Game.Position() != g.Game.Position() {
		t.Error("a copy changed the game")
	}
}

// ? lists the copy keys.
func TestHelpListsTheCopyKeys(t *testing.T) {
	var keys []string
	for _, row := range defaultCatcatKeys.FullHelp() {
		for _, b := range row {
			keys = append(keys, b.Help().Key)
		}
	}
	for _, k := range []string{"C", "W"} {
		if !strings.Contains(" "+strings.Join(keys, " ")+" ", " "+k+" ") {
			t.Errorf("? does not list %s: %v", k, keys)
		}
	}
}
