package tui

import (
	"testing"
)

func TestTextFieldKeepsToItsLimit(t *testing.T) {
	g := hotSeatCabeza(t, "")
	g.prompt.Focus()
	g.prompt, _, _ = editText(g.prompt, keyRunes("Hne1234567"))
	if got := g.prompt.Value(); got != "Hne12345" {
		t.Fatalf("move prompt %q, want the 8-rune limit Hne12345", got)
	}
}

// Focus is what starts the cursor blinking, so the screens must hand on
// its Cmd, and take the focus away again when the field loses the keys.
func TestTextFieldFocusStartsTheCursor(t *testing.T) {
	g := hotSeatCabeza(t, "")
	next, cmd := g.Update(keyRunes(":"))
	g = next.(cabezaGame)
	if !g.prompting || !g.prompt.Focused() || cmd == nil {
		t.Fatalf("after ':' prompting %v, focused %v, cmd %v; want the prompt focused with a blink Cmd", g.prompting, g.prompt.Focused(), cmd != nil)
	}
	g = send(g, keyEsc).(cabezaGame)
	if g.prompting || g.prompt.Focused() {
		t.Fatal("esc left the prompt focused")
	}

}
