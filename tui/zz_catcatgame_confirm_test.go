package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func TestCatcatRestartAndNewBoardAsk(t *testing.T) {
	g := send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("U")).(catcatGame)
	if len(g.game.Moves()) != 1 {
		t.Fatalf("U not played: %q", g.status)
	}
	for _, k := range []string{"r", "g", "q"} {
		next, cmd := g.Update(keyRunes(k))
		a := next.(catcatGame)
		if len(a.game.Moves()) != 1 || a.ask == askNone || cmd != nil && isQuit(cmd) {
			t.Fatalf("%s threw an unsaved game away at once", k)
		}
		if b := send(a, keyRunes("x")).(catcatGame); len(b.game.Moves()) != 1 || b.ask != askNone {
			t.Fatalf("%s then another key did not keep the game", k)
		}
	}
	if r := send(g, keyRunes("r"), keyRunes("y")).(catcatGame); len(r.game.Moves()) != 0 || r.game.Start() != g.game.Start() {
		t.Fatal("r, y did not restart the same board")
	}
}
