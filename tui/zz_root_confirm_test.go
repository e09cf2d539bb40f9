package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Esc twice goes back to the menu; with an unsaved game it asks first,
// as q, g and r do, so two Escs (one too many after cancelling a typed
// move) cannot throw a game away.
func TestEscToTheMenuAsksWhenTheGameIsNotSaved(t *testing.T) {
	games := map[string]tea.Model{
		"cabeza": cabezaAfter(t),
		"catcat": send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("U")),
	}
	for name, g := range games {
		asked := send(g, keyEsc, keyEsc)
		if v := asked.View(); !strings.Contains(v, "not saved") || !strings.Contains(v, "y menu") {
			t.Fatalf("%s: esc, esc did not ask:\n%s", name, v)
		}
		if kept := send(asked, keyRunes("n")); !strings.Contains(kept.View(), "kept") {
			t.Fatalf("%s: n did not keep the game:\n%s", name, kept.View())
		}
		next, cmd := send(g, keyEsc, keyEsc).Update(keyRunes("y"))
		if cmd == nil {
			t.Fatalf("%s: esc, esc, y did not go to the menu (%T)", name, next)
		}
		if _, ok := cmd().(toMenuMsg); !ok {
			t.Fatalf("%s: esc, esc, y: %T, want the switch to the menu", name, cmd())
		}
	}
}
