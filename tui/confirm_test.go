package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
)

// Esc twice goes back to the menu; with an unsaved game it asks first,
// as q, g and r do, so two Escs (one too many after cancelling a typed
// move) cannot throw a game away.
func TestEscToTheMenuAsksWhenTheGameIsNotSaved(t *testing.T) {
	games := map[string]tea.Model{
		"cabeza": cabezaAfter(t),
		"catcat": tuitest.Send(hotseat.Catcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("U")),
	}
	for name, g := range games {
		asked := tuitest.Send(g, tuitest.KeyEsc, tuitest.KeyEsc)
		if v := asked.View(); !strings.Contains(v, "not saved") || !strings.Contains(v, "y menu") {
			t.Fatalf("%s: esc, esc did not ask:\n%s", name, v)
		}
		if kept := tuitest.Send(asked, tuitest.KeyRunes("n")); !strings.Contains(kept.View(), "kept") {
			t.Fatalf("%s: n did not keep the game:\n%s", name, kept.View())
		}
		next, cmd := tuitest.Send(g, tuitest.KeyEsc, tuitest.KeyEsc).Update(tuitest.KeyRunes("y"))
		if cmd == nil {
			t.Fatalf("%s: esc, esc, y did not go to the menu (%T)", name, next)
		}
		if _, ok := cmd().(common.ToMenuMsg); !ok {
			t.Fatalf("%s: esc, esc, y: %T, want the switch to the menu", name, cmd())
		}
	}
}
