package cabezagame

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/analysis"
	"cabezacat/tui/internal/tuitest"
)

// The analysis of a position survives a visit to the history: a, its
// depths, x, <, end shows them again, paused; x searches again and shows
// them until the new search passes them. The searches never run here:
// their depths are the engine's own, sent as the running search would.
func TestAnalysisKeepsItsDepthsAcrossAWalk(t *testing.T) {
	line, _ := someMoves(t, 2)
	g := tuitest.Send(hotSeatCabeza(t, ""), append([]tea.Msg{tea.WindowSizeMsg{Width: 80, Height: 24}}, play(line...)...)...).(Model)
	g = tuitest.Send(g, tuitest.KeyRunes("a")).(Model)
	if g.Analysis.Job == nil {
		t.Fatal("a started no analysis")
	}
	depths := engineDepths(t, g.Game, 3)
	g = tuitest.Send(g, analysis.ProgressMsg{ID: g.Analysis.Job.ID, Infos: depths}, tuitest.KeyRunes("x"),
		tuitest.KeyRunes("<"), tea.KeyMsg{Type: tea.KeyEnd}).(Model)
	if g.Walk.Walking() || g.Game.Ply() != 2 {
		t.Fatalf("end did not return to the game (ply %d)", g.Game.Ply())
	}
	row := fmt.Sprintf("#1 %6s %s", depths[2].Lines[0].Score, depths[2].Lines[0].PV[0])
	if a := g.Analysis; a.Depth() != 3 || !a.Paused || a.Job != nil || !strings.Contains(g.View(), row) {
		t.Fatalf("back from the history: depth %d, paused %v, job %v; want depth 3 paused, its lines shown:\n%s", a.Depth(), a.Paused, a.Job != nil, g.View())
	}
	g = tuitest.Send(g, tuitest.KeyRunes("x")).(Model)
	job := g.Analysis.Job
	if job == nil || g.Analysis.Depth() != 3 || !strings.Contains(g.View(), "kept, searching again") {
		t.Fatalf("x: job %v, depth %d:\n%s", job != nil, g.Analysis.Depth(), g.View())
	}
	g = tuitest.Send(g, analysis.ProgressMsg{ID: job.ID, Infos: depths[:1]}, analysis.ProgressMsg{ID: job.ID, Infos: depths[:2]}).(Model)
	if !slices.Equal(g.Analysis.Infos[2].PV, depths[2].PV) || len(g.Analysis.Infos) != 3 {
		t.Fatalf("the new search's depth 2 replaced the kept depth 3: %d depths", len(g.Analysis.Infos))
	}
	deeper := engineDepths(t, g.Game, 4)
	g = tuitest.Send(g, analysis.ProgressMsg{ID: job.ID, Infos: deeper}).(Model)
	if g.Analysis.Depth() != 4 || strings.Contains(g.View(), "kept") {
		t.Fatalf("the new search passed the kept depths, yet depth %d shows:\n%s", g.Analysis.Depth(), g.View())
	}
	g.StopAll()
}
