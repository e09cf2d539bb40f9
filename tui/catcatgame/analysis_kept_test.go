package catcatgame

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/analysis"
	"cabezacat/tui/internal/tuitest"
)

// The analysis of a position survives a visit to the history (a, its
// depths, x, <, end: the depths again, paused). The search never runs
// here: its depths are the agents' own, sent as the search would.
func TestCatcatAnalysisKeepsItsDepthsAcrossAWalk(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	playFirstLegal(t, g, 2)
	g = tuitest.Send(g, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("a")).(Model)
	if g.Analysis.Job == nil {
		t.Fatal("a started no analysis")
	}
	depths := catcatDepths(t, g.Game.Position(), 3)
	g = tuitest.Send(g, analysis.ProgressMsg{ID: g.Analysis.Job.ID, Infos: depths}, tuitest.KeyRunes("x"),
		tuitest.KeyRunes("<"), tea.KeyMsg{Type: tea.KeyEnd}).(Model)
	if a := g.Analysis; g.Walk.Walking() || a.Depth() != 3 || !a.Paused {
		t.Fatalf("back from the history: walking %v, depth %d, paused %v; want depth 3, paused:\n%s", g.Walk.Walking(), a.Depth(), a.Paused, g.View())
	}
}
