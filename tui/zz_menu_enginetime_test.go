package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// formWithEngine is the Cabeza form against an engine program whose
// command is typed, the cursor on the time per move row.
func formWithEngine(t *testing.T) tea.Model {
	var a tea.Model = newShell(Options{}, newMenu(Options{}))
	a = send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, keyEnter, keyDown, keyDown) // the AI level row (vs AI)
	a = send(a, keyLeft, keyLeft, keyLeft)                                            // 3 → 2 → 1 → engine program
	a = send(a, keyDown, keyRunes("./my-engine"), keyDown)
	if v := a.View(); !strings.Contains(v, "> Time per move") || !strings.Contains(v, "the engine's time per move") {
		t.Fatalf("no time per move row under the command:\n%s", v)
	}
	return a
}

// The form's time per move reaches the game's engine side, and a time it
// cannot read is refused with the row named.
func TestCabezaFormEngineTime(t *testing.T) {
	a := send(formWithEngine(t), keyRunes("2x"), keyEnter)
	if v := a.View(); !strings.Contains(v, `Time per move "2x": want a time such as 2s, 500ms or 1m30s`) {
		t.Fatalf("a bad time started the game or was not explained:\n%s", v)
	}
	for typed, want := range map[string]time.Duration{"": 0, "750ms": 750 * time.Millisecond} {
		a := formWithEngine(t)
		if typed != "" {
			a = send(a, keyRunes(typed))
		}
		a, cmd := a.Update(keyEnter)
		if cmd == nil {
			t.Fatalf("%q: enter did not start the game:\n%s", typed, a.View())
		}
		g, ok := cmd().(startCabezaMsg) // the root builds the game screen of it
		if !ok {
			t.Fatalf("%q: no game started:\n%s", typed, a.View())
		}
		if g.setup.Blue.Engine != "./my-engine" || g.setup.Blue.EngineTime != want {
			t.Fatalf("%q: blue %+v, want %v a move", typed, g.setup.Blue, want)
		}
	}
}
