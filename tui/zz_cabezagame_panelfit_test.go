package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Issue 14, item 13: at the smallest size a screen accepts, its side
// panel says all it says on a wide terminal (nothing cut: "o: play o",
// "catcher 12 bloc").
func TestSidePanelIsWholeAtTheMinimumSizeCabeza(t *testing.T) {
	g := hotSeatCabeza(t, "")
	for range 4 {
		if err := g.game.Play(g.game.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	w, h := g.minSize()
	g = send(g, tea.WindowSizeMsg{Width: w, Height: h}, keyRunes("<")).(cabezaGame)
	if !g.walk.walking() {
		t.Fatal("< did not start a walk")
	}
	panelW := w - cabezaCompact.width() - cbGap
	checkPanel(t, "walking", func(width int) []string { return g.panelLines(width, 1<<20) }, panelW)
	// At 76×24, the standard board's smallest size, the same.
	g = send(g, tea.WindowSizeMsg{Width: 76, Height: 24}).(cabezaGame)
	checkPanel(t, "walking at 76x24", func(width int) []string { return g.panelLines(width, 1<<20) }, 76-cabezaStandard.width()-cbGap)
}
