package menu

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

// formWithEngine is the Cabeza form against an engine program whose
// command is typed, the cursor on the time per move row.
func formWithEngine(t *testing.T) tea.Model {
	var a tea.Model = newApp(common.Options{})
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyEnter, tuitest.KeyDown, tuitest.KeyDown) // the AI level row (vs AI)
	a = tuitest.Send(a, tuitest.KeyLeft, tuitest.KeyLeft, tuitest.KeyLeft)                                            // 3 → 2 → 1 → engine program
	a = tuitest.Send(a, tuitest.KeyDown, tuitest.KeyRunes("./my-engine"), tuitest.KeyDown)
	if v := a.View(); !strings.Contains(v, "> Time per move") || !strings.Contains(v, "the engine's time per move") {
		t.Fatalf("no time per move row under the command:\n%s", v)
	}
	return a
}

// The form's time per move reaches the game's engine side, and a time it
// cannot read is refused with the row named.
func TestCabezaFormEngineTime(t *testing.T) {
	a := tuitest.Send(formWithEngine(t), tuitest.KeyRunes("2x"), tuitest.KeyEnter)
	if v := a.View(); !strings.Contains(v, `Time per move "2x": want a time such as 2s, 500ms or 1m30s`) {
		t.Fatalf("a bad time started the game or was not explained:\n%s", v)
	}
	for typed, want := range map[string]time.Duration{"": 0, "750ms": 750 * time.Millisecond} {
		a := formWithEngine(t)
		if typed != "" {
			a = tuitest.Send(a, tuitest.KeyRunes(typed))
		}
		a, cmd := a.Update(tuitest.KeyEnter)
		if cmd == nil {
			t.Fatalf("%q: enter did not start the game:\n%s", typed, a.View())
		}
		g, ok := cmd().(common.StartCabezaMsg) // the root builds the game screen of it
		if !ok {
			t.Fatalf("%q: no game started:\n%s", typed, a.View())
		}
		if g.Setup.Blue.Engine != "./my-engine" || g.Setup.Blue.EngineTime != want {
			t.Fatalf("%q: blue %+v, want %v a move", typed, g.Setup.Blue, want)
		}
	}
}
