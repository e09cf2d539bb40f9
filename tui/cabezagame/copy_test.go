package cabezagame

import (
	"encoding/base64"
	"strings"
	"testing"

	"cabezacat/cabeza"
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

// C copies the position shown as a position string, W the game's record,
// to the clipboard through the terminal, and the status says so.
func TestCopyThePositionAndTheRecord(t *testing.T) {
	g := cabezaAfter(t)
	c, text := copied(t, g, "C")
	if text != g.Game.Position().String() {
		t.Errorf("C copied %q, want the position string %q", text, g.Game.Position())
	}
	if want := "position copied to the clipboard (OSC 52: your terminal must allow it)"; c.Status != want || !strings.Contains(c.View(), want) {
		t.Errorf("after C the status is %q:\n%s", c.Status, c.View())
	}
	w, text := copied(t, g, "W")
	r, err := cabeza.ParseRecord(text)
	if err != nil || len(r.Moves) != 1 || r.Moves[0].String() != "Hne" {
		t.Fatalf("W copied no record of the game (%v):\n%s", err, text)
	}
	if red, _ := r.Tag("Red"); red != "human" {
		t.Errorf("the copied record's Red is %q", red)
	}
	if want := "record copied to the clipboard (OSC 52: your terminal must allow it)"; w.Status != want {
		t.Errorf("after W the status is %q", w.Status)
	}
	// In the history: C copies the position on the board, W the whole
	// game still.
	back := tuitest.Send(g, tuitest.KeyRunes("<")).(Model)
	if _, text := copied(t, back, "C"); text != cabeza.Start().String() {
		t.Errorf("C at the start of the history copied %q", text)
	}
	if _, text := copied(t, back, "W"); !strings.Contains(text, "1. Hne") {
		t.Errorf("W in the history copied:\n%s", text)
	}
	if c.Game.Ply() != 1 || w.Game.Ply() != 1 || c.Unsaved() != g.Unsaved() {
		t.Error("a copy changed the game or its saved state")
	}
}

// ? lists the copy keys.
func TestHelpListsTheCopyKeys(t *testing.T) {
	var keys []string
	for _, row := range defaultCabezaKeys.FullHelp() {
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
