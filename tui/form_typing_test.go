package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

// On the setup form, j moves down the choice rows (their key line says
// "↓/j row down"); on a text row j is a letter. The key line there says
// that letters are text, and an error about what was typed shows it,
// quoted, at 80 columns whole.
func TestFormTextRowSaysLettersAreText(t *testing.T) {
	a := tuitest.Send(NewApp(common.Options{}), size80, tuitest.KeyEnter, tuitest.KeyRunes("jjj"))
	keyLine := func(m tea.Model) string {
		lines := strings.Split(strings.TrimRight(m.View(), " \n"), "\n")
		return lines[len(lines)-1]
	}
	if k := keyLine(a); !strings.Contains(k, "type the start position") || !strings.Contains(k, "tab/↓ next row") || strings.Contains(k, "j") {
		t.Errorf("the key line on the start position row: %q", k)
	}
	a, cmd := tuitest.Send(a, tuitest.KeyRunes("j")).Update(tuitest.KeyEnter)
	if cmd == nil {
		t.Fatal("enter asked for no game")
	}
	a = tuitest.Send(a, cmd()) // the root builds it, and fails
	want := `position string: want "<ranks> <side> [<fullmove>]" or "<ranks>,<side>", got 1 field: "j"`
	saysAll(t, "the form's error", a.View(), want)
	if k := keyLine(a); !strings.Contains(k, "type the start position") {
		t.Errorf("the key line after the error: %q", k)
	}
}
