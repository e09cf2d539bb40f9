package menu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/components/textfield"
	"cabezacat/tui/internal/tuitest"
)

func typeInto(t *testing.T, f *setupForm, id string, msgs ...tea.Msg) (edited bool) {
	t.Helper()
	in := f.row(id).text
	in.Focus()
	for _, msg := range msgs {
		var e bool
		*in, _, e = textfield.Edit(*in, msg)
		edited = edited || e
	}
	return edited
}

func TestTextFieldDropsRefusedRunes(t *testing.T) {
	f := newCatcatForm(common.Options{})
	if !typeInto(t, &f, "seed", tuitest.KeyRunes("4x2")) {
		t.Fatal("typing 4x2 into the seed was not an edit")
	}
	if got := f.value("seed"); got != "42" {
		t.Fatalf("seed %q after typing 4x2, want 42", got)
	}
	if typeInto(t, &f, "seed", tuitest.KeyRunes("x"), tea.KeyMsg{Type: tea.KeySpace}) {
		t.Fatal("refused runes counted as an edit")
	}
	if got := f.value("seed"); got != "42" {
		t.Fatalf("seed %q after refused runes, want 42", got)
	}
}

func TestTextFieldTakesSpaceWhereAllowed(t *testing.T) {
	f := newCabezaForm(common.Options{})
	typeInto(t, &f, "fen", tuitest.KeyRunes("a"), tea.KeyMsg{Type: tea.KeySpace}, tuitest.KeyRunes("b!"))
	if got := f.row("fen").text.Value(); got != "a b" {
		t.Fatalf("position text %q, want %q", got, "a b")
	}
}

func TestTextFieldKeepsToItsLimitForm(t *testing.T) {
	f := newCatcatForm(common.Options{})
	typeInto(t, &f, "seed", tuitest.KeyRunes(strings.Repeat("7", 25)))
	if got := f.value("seed"); got != strings.Repeat("7", 19) {
		t.Fatalf("seed %q (%d digits), want the 19-digit limit", got, len(got))
	}
}

// Focus is what starts the cursor blinking, so the form must hand on its
// Cmd, and take the focus away again when the field loses the keys.
func TestTextFieldFocusStartsTheCursorForm(t *testing.T) {
	f := newCatcatForm(common.Options{})
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
