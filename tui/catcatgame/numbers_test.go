package catcatgame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/internal/tuitest"
)

func TestCatcatEndExplainsS(t *testing.T) {
	g := hotSeatCatcat(t, 5, 3)
	if p := g.Game.Position(); p.IsBlocked(catcat.Cell{X: -1, Y: 0}) || p.IsBlocked(catcat.Cell{X: -2, Y: 0}) {
		t.Skip("seed 3 blocks the way west")
	}
	g = tuitest.Send(g, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("H"), tuitest.KeyRunes(":"), tuitest.KeyRunes("2,2"), tuitest.KeyEnter, tuitest.KeyRunes("H")).(Model)
	if !g.Game.Over() {
		t.Fatalf("not over: %q", g.Status)
	}
	v := g.View()
	for _, want := range []string{"S = ⌊N²/2⌋ = 12, N = 5", "winner: S - its moves", "loser: its moves"} {
		if !strings.Contains(v, want) {
			t.Errorf("end screen lacks %q:\n%s", want, v)
		}
	}
}

// Every number on the screens says what it is: whose score, what S is.
func TestNumbersAreLabelledCatcat(t *testing.T) {
	c := analysedCatcat(t, 2)
	if v := c.View(); !strings.Contains(v, "scores for the "+c.Game.Position().Turn().String()+": 1.00 = a step") {
		t.Errorf("Catch the Cat analysis does not say whose scores:\n%s", v)
	}
}
