package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// At levels 1–4 the AI may play another move than its line's first; the
// panel says what it played and why.
func TestCabezaPanelSaysWhatTheAIPlayedAndWhy(t *testing.T) {
	start := send(cabezaAI(t, Human(), Computer(3)), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes(":"), keyRunes("Hne"), keyEnter).(cabezaGame)
	if start.job == nil {
		t.Fatalf("blue does not think after Hne: %q", start.status)
	}
	legal := start.game.LegalMoves()
	played, best := legal[0], legal[1]
	infos := []engineInfo{{Depth: 3, Score: "+0.10", PV: []string{best.String(), "Fn"}}}
	g := send(start, searchDoneMsg{id: start.job.id, infos: infos, result: cabezaAIMove{played, nil}}).(cabezaGame)
	panel := strings.Join(g.panelLines(30, 21), " ")
	panel = strings.Join(strings.Fields(panel), " ")
	want := "played " + played.String() + ": level 3 picks among moves within 0.40 of the best, " + best.String()
	if !strings.Contains(panel, want) {
		t.Fatalf("panel lacks %q:\n%s", want, g.View())
	}
	// The line's own move: just what was played.
	g = send(start, searchDoneMsg{id: start.job.id, infos: infos, result: cabezaAIMove{best, nil}}).(cabezaGame)
	if panel := strings.Join(g.panelLines(30, 21), "\n"); !strings.Contains(panel, "played "+best.String()) || strings.Contains(panel, "picks") {
		t.Fatalf("panel after the line's move:\n%s", panel)
	}
}
