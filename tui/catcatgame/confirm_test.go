package catcatgame

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/components/confirm"
	"cabezacat/tui/internal/tuitest"
)

func TestCatcatRestartAndNewBoardAsk(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("U")).(Model)
	if len(g.Game.Moves()) != 1 {
		t.Fatalf("U not played: %q", g.Status)
	}
	for _, k := range []string{"r", "g", "q"} {
		next, cmd := g.Update(tuitest.KeyRunes(k))
		a := next.(Model)
		if len(a.Game.Moves()) != 1 || a.Ask == confirm.AskNone || cmd != nil && tuitest.IsQuit(cmd) {
			t.Fatalf("%s threw an unsaved game away at once", k)
		}
		if b := tuitest.Send(a, tuitest.KeyRunes("x")).(Model); len(b.Game.Moves()) != 1 || b.Ask != confirm.AskNone {
			t.Fatalf("%s then another key did not keep the game", k)
		}
	}
	if r := tuitest.Send(g, tuitest.KeyRunes("r"), tuitest.KeyRunes("y")).(Model); len(r.Game.Moves()) != 0 || r.Game.Start() != g.Game.Start() {
		t.Fatal("r, y did not restart the same board")
	}
}
