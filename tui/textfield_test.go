package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func typeInto(t *testing.T, f *setupForm, id string, msgs ...tea.Msg) (edited bool) {
	t.Helper()
	in := f.row(id).text
	in.Focus()
	for _, msg := range msgs {
		var e bool
		*in, _, e = editText(*in, msg)
		edited = edited || e
	}
	return edited
}

func TestTextFieldDropsRefusedRunes(t *testing.T) {
	f := newCatcatForm(Options{})
	if !typeInto(t, &f, "seed", keyRunes("4x2")) {
		t.Fatal("typing 4x2 into the seed was not an edit")
	}
	if got := f.value("seed"); got != "42" {
		t.Fatalf("seed %q after typing 4x2, want 42", got)
	}
	if typeInto(t, &f, "seed", keyRunes("x"), tea.KeyMsg{Type: tea.KeySpace}) {
		t.Fatal("refused runes counted as an edit")
	}
	if got := f.value("seed"); got != "42" {
		t.Fatalf("seed %q after refused runes, want 42", got)
	}
}

func TestTextFieldTakesSpaceWhereAllowed(t *testing.T) {
	f := newCabezaForm(Options{})
	typeInto(t, &f, "fen", keyRunes("a"), tea.KeyMsg{Type: tea.KeySpace}, keyRunes("b!"))
	if got := f.row("fen").text.Value(); got != "a b" {
		t.Fatalf("position text %q, want %q", got, "a b")
	}
}

func TestTextFieldKeepsToItsLimit(t *testing.T) {
	f := newCatcatForm(Options{})
	typeInto(t, &f, "seed", keyRunes(strings.Repeat("7", 25)))
	if got := f.value("seed"); got != strings.Repeat("7", 19) {
		t.Fatalf("seed %q (%d digits), want the 19-digit limit", got, len(got))
	}
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

	f := newCatcatForm(Options{})
	var seedRow int
	for i, r := range f.rows {
		if r.id == "seed" {
			seedRow = i
		}
	}
	f.cursor = seedRow - 1
	if cmd := f.move(+1); cmd == nil || !f.row("seed").text.Focused() {
		t.Fatal("moving onto the seed row did not focus it with a blink Cmd")
	}
	f.move(-1)
	if f.row("seed").text.Focused() {
		t.Fatal("moving off the seed row left it focused")
	}
}

// Without colour the reverse-video cursor is stripped, so the field must
// show where the next letter goes by a character.
func TestFieldViewShowsCursorWithoutColour(t *testing.T) {
	st := newStyles(Options{NoColor: true})
	in := newTextField(st, "move: ", "e.g. Fne", 8, 0, nil)
	in.Focus()
	if got := fieldView(in, st); got != "move: _ e.g. Fne" {
		t.Errorf("empty focused field: %q", got)
	}
	in.SetValue("Hn")
	if got := fieldView(in, st); got != "move: Hn_" {
		t.Errorf("cursor at the end: %q", got)
	}
	in.SetCursor(1)
	if got := fieldView(in, st); got != "move: H_n" {
		t.Errorf("cursor inside: %q", got)
	}
	in.Blur()
	if got := fieldView(in, st); strings.Contains(got, "_") {
		t.Errorf("a blurred field shows a cursor: %q", got)
	}
	wide := newTextField(st, "", "", 120, 5, nil)
	wide.Focus()
	wide.SetValue("abcdefghij")
	if got := fieldView(wide, st); got != "ghij_" {
		t.Errorf("a scrolled field must keep the cursor in its window: %q", got)
	}
}
