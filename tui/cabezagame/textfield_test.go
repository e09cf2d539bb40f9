package cabezagame

import (
	"testing"

	"cabezacat/tui/components/textfield"
	"cabezacat/tui/internal/tuitest"
)

func TestTextFieldKeepsToItsLimit(t *testing.T) {
	g := hotSeatCabeza(t, "")
	g.Prompt.Focus()
	g.Prompt, _, _ = textfield.Edit(g.Prompt, tuitest.KeyRunes("Hne1234567"))
	if got := g.Prompt.Value(); got != "Hne12345" {
		t.Fatalf("move prompt %q, want the 8-rune limit Hne12345", got)
	}
}

// Focus is what starts the cursor blinking, so the screens must hand on
// its Cmd, and take the focus away again when the field loses the keys.
func TestTextFieldFocusStartsTheCursor(t *testing.T) {
	g := hotSeatCabeza(t, "")
	next, cmd := g.Update(tuitest.KeyRunes(":"))
	g = next.(Model)
	if !g.Prompting || !g.Prompt.Focused() || cmd == nil {
		t.Fatalf("after ':' prompting %v, focused %v, cmd %v; want the prompt focused with a blink Cmd", g.Prompting, g.Prompt.Focused(), cmd != nil)
	}
	g = tuitest.Send(g, tuitest.KeyEsc).(Model)
	if g.Prompting || g.Prompt.Focused() {
		t.Fatal("esc left the prompt focused")
	}

}
