package cabezagame

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/components/cabezaboard"
	"cabezacat/tui/internal/tuitest"
)

// Issue 14, item 13: at the smallest size a screen accepts, its side
// panel says all it says on a wide terminal (nothing cut: "o: play o",
// "catcher 12 bloc").
func TestSidePanelIsWholeAtTheMinimumSizeCabeza(t *testing.T) {
	g := hotSeatCabeza(t, "")
	for range 4 {
		if err := g.Game.Play(g.Game.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	w, h := g.MinSize()
	g = tuitest.Send(g, tea.WindowSizeMsg{Width: w, Height: h}, tuitest.KeyRunes("<")).(Model)
	if !g.Walk.Walking() {
		t.Fatal("< did not start a walk")
	}
	panelW := w - cabezaboard.Compact.Width() - cbGap
	tuitest.CheckPanel(t, "walking", func(width int) []string { return g.panelLines(width, 1<<20) }, panelW)
	// At 76×24, the standard board's smallest size, the same.
	g = tuitest.Send(g, tea.WindowSizeMsg{Width: 76, Height: 24}).(Model)
	tuitest.CheckPanel(t, "walking at 76x24", func(width int) []string { return g.panelLines(width, 1<<20) }, 76-cabezaboard.Standard.Width()-cbGap)
}
