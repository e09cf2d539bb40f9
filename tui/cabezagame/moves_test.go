package cabezagame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/cabezaengine"
	"cabezacat/cabeza"
	"cabezacat/tui/internal/tuitest"
)

// quietMove is the first legal move of g that does not end the game.
func quietMove(g *cabeza.Game) string {
	for _, mv := range g.LegalMoves() {
		trial := cabezaengine.CopyGame(g)
		if trial.Play(mv) == nil && !trial.Status().Over() {
			return mv.String()
		}
	}
	return ""
}

// cabezaPlayed is a hot-seat Cabeza screen after n moves that do not end
// the game.
func cabezaPlayed(t *testing.T, n int) (Model, []string) {
	t.Helper()
	g := tuitest.Send(hotSeatCabeza(t, ""), tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	var moves []string
	for len(moves) < n {
		pick := quietMove(g.Game)
		if _, err := g.Game.PlayText(pick); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, pick)
	}
	return g, moves
}

// A cut move list says so, and in the history the moves after the one
// shown stay listed with the shown one marked.
func TestMovesPanelMarksCutsAndTheShownMove(t *testing.T) {
	g, moves := cabezaPlayed(t, 50)
	panel := strings.Join(g.panelLines(30, 21), "\n")
	if !strings.Contains(panel, "earlier") || !strings.Contains(panel, "25. ") {
		t.Fatalf("50 moves in a short panel: no 'earlier' marker or not the end:\n%s", panel)
	}
	for range 40 {
		g = tuitest.Send(g, tuitest.KeyRunes("<")).(Model)
	}
	// Move 10 (red's 5th full move... ply 10) is shown: it is marked, and
	// the moves after it are still listed.
	panel = strings.Join(g.panelLines(30, 21), "\n")
	if !strings.Contains(panel, "›"+moves[9]) {
		t.Errorf("the shown move %s (ply 10) is not marked:\n%s", moves[9], panel)
	}
	if !strings.Contains(panel, "later") || !strings.Contains(panel, moves[10]) {
		t.Errorf("the moves after the shown one are hidden:\n%s", panel)
	}

}
