package cabezagame

import (
	"context"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
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
	want := "played " + played.String() + ", not the best " + best.String() + ": level 3 picks among moves within 0.40 of it"
	if !strings.Contains(panel, want) {
		t.Fatalf("panel lacks %q:\n%s", want, g.View())
	}
	// The line's own move: just what was played.
	g = tuitest.Send(start, analysis.DoneMsg{ID: start.Job.ID, Infos: infos, Result: cabezaAIMove{best, nil}}).(Model)
	if panel := strings.Join(g.panelLines(30, 21), "\n"); !strings.Contains(panel, "played "+best.String()) || strings.Contains(panel, "picks") {
		t.Fatalf("panel after the line's move:\n%s", panel)
	}
}

// An engine program may play another move than the first of its last
// finished depth's line (a deeper depth, cut short, found it): the panel
// says where the move came from, under that line.
func TestCabezaPanelSaysWhereAProgramsMoveCameFrom(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.EngineProgram("some-engine"),
		Position: "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 b 1"})
	if err != nil {
		t.Fatal(err)
	}
	g := tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	legal := g.Game.LegalMoves()
	played, best := legal[0], legal[1]
	infos := []enginepanel.Info{{Depth: 8, Score: "+0.05", PV: []string{played.String()}}, {Depth: 9, Score: "+0.10", PV: []string{best.String(), "Fn"}}}
	done := func(mv cabeza.Move) Model {
		thinking := g
		thinking.StartAI("Blue engine", func(context.Context, func(enginepanel.Info)) any { return nil }) // never run
		return tuitest.Send(thinking, analysis.DoneMsg{ID: thinking.Job.ID, Infos: infos, Result: cabezaAIMove{mv, nil}}).(Model)
	}
	panel := strings.Join(strings.Fields(strings.Join(done(played).panelLines(30, 21), " ")), " ")
	want := "played " + played.String() + ": the program's choice after depth 9 (whose line begins " + best.String() + "), from a depth it did not finish"
	if !strings.Contains(panel, want) || !strings.Contains(panel, "depth 9") {
		t.Fatalf("panel lacks %q:\n%s", want, panel)
	}
	if panel := strings.Join(done(best).panelLines(30, 21), "\n"); !strings.Contains(panel, "played "+best.String()) || strings.Contains(panel, "did not finish") {
		t.Fatalf("panel after the line's own move:\n%s", panel)
	}
}
