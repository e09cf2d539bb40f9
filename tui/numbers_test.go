package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// Every number on the screens says what it is: whose score, what S is.
func TestNumbersAreLabelled(t *testing.T) {
	g := analysed(t, "", 2)
	if v := g.View(); !strings.Contains(v, "scores for red: +1.00 ≈ a piece") {
		t.Errorf("Cabeza analysis does not say whose scores:\n%s", v)
	}
	c := analysedCatcat(t, 2)
	if v := c.View(); !strings.Contains(v, "scores for the "+c.game.Position().Turn().String()+": 1.00 = a step") {
		t.Errorf("Catch the Cat analysis does not say whose scores:\n%s", v)
	}
	p := newEnginePanel(newStyles(Options{}), Options{})
	p.start("Blue AI (level 3)", p.started)
	p.scoreFor = "blue"
	p.infos = []engineInfo{{Depth: 3, Score: "-0.24", PV: []string{"hs"}}}
	if v := p.view(30, 4); !strings.Contains(v, "score -0.24 for blue") {
		t.Errorf("the AI's panel does not say whose score:\n%s", v)
	}
	for _, s := range []screen{hotSeatCabeza(t, ""), hotSeatCatcat(t, 9, 7)} {
		a := send(newAppWith(Options{}, s), tea.WindowSizeMsg{Width: 80, Height: 200}, keyRunes("?")).(App)
		if v := a.View(); !strings.Contains(v, "Numbers on the screen") || !strings.Contains(v, "score") {
			t.Errorf("%T help does not explain the numbers", s)
		}
	}
}

func TestCatcatEndExplainsS(t *testing.T) {
	g := hotSeatCatcat(t, 5, 3)
	if p := g.game.Position(); p.IsBlocked(catcat.Cell{X: -1, Y: 0}) || p.IsBlocked(catcat.Cell{X: -2, Y: 0}) {
		t.Skip("seed 3 blocks the way west")
	}
	g = send(g, tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("H"), keyRunes(":"), keyRunes("2,2"), keyEnter, keyRunes("H")).(catcatGame)
	if !g.game.Over() {
		t.Fatalf("not over: %q", g.status)
	}
	v := g.View()
	for _, want := range []string{"S = ⌊N²/2⌋ = 12, N = 5", "winner: S - its moves", "loser: its moves"} {
		if !strings.Contains(v, want) {
			t.Errorf("end screen lacks %q:\n%s", want, v)
		}
	}
}
