package cabezagame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/analysis"
	"cabezacat/tui/components/enginepanel"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// At levels 1–4 the AI may play another move than its line's first; the
// panel says what it played and why.
func TestCabezaPanelSaysWhatTheAIPlayedAndWhy(t *testing.T) {
	start := tuitest.Send(cabezaAI(t, gamesetup.Human(), gamesetup.Computer(3)), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hne"), tuitest.KeyEnter).(Model)
	if start.Job == nil {
		t.Fatalf("blue does not think after Hne: %q", start.Status)
	}
	legal := start.Game.LegalMoves()
	played, best := legal[0], legal[1]
	infos := []enginepanel.Info{{Depth: 3, Score: "+0.10", PV: []string{best.String(), "Fn"}}}
	g := tuitest.Send(start, analysis.DoneMsg{ID: start.Job.ID, Infos: infos, Result: cabezaAIMove{played, nil}}).(Model)
	panel := strings.Join(g.panelLines(30, 21), " ")
	panel = strings.Join(strings.Fields(panel), " ")
	want := "played " + played.String() + ": level 3 picks among moves within 0.40 of the best, " + best.String()
	if !strings.Contains(panel, want) {
		t.Fatalf("panel lacks %q:\n%s", want, g.View())
	}
	// The line's own move: just what was played.
	g = tuitest.Send(start, analysis.DoneMsg{ID: start.Job.ID, Infos: infos, Result: cabezaAIMove{best, nil}}).(Model)
	if panel := strings.Join(g.panelLines(30, 21), "\n"); !strings.Contains(panel, "played "+best.String()) || strings.Contains(panel, "picks") {
		t.Fatalf("panel after the line's move:\n%s", panel)
	}
}
