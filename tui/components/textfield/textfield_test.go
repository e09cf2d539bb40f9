package textfield

import (
	"strings"
	"testing"

	"cabezacat/tui/common"
)

// Without colour the reverse-video cursor is stripped, so the field must
// show where the next letter goes by a character.
func TestFieldViewShowsCursorWithoutColour(t *testing.T) {
	st := common.NewStyles(common.Options{NoColor: true})
	in := New(st, "move: ", "e.g. Fne", 8, 0, nil)
	in.Focus()
	if got := View(in, st); got != "move: _ e.g. Fne" {
		t.Errorf("empty focused field: %q", got)
	}
	in.SetValue("Hn")
	if got := View(in, st); got != "move: Hn_" {
		t.Errorf("cursor at the end: %q", got)
	}
	in.SetCursor(1)
	if got := View(in, st); got != "move: H_n" {
		t.Errorf("cursor inside: %q", got)
	}
	in.Blur()
	if got := View(in, st); strings.Contains(got, "_") {
		t.Errorf("a blurred field shows a cursor: %q", got)
	}
	wide := New(st, "", "", 120, 5, nil)
	wide.Focus()
	wide.SetValue("abcdefghij")
	if got := View(wide, st); got != "ghij_" {
		t.Errorf("a scrolled field must keep the cursor in its window: %q", got)
	}
}
