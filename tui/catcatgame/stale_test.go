package catcatgame

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// aiPlays is the Catch the Cat AI's move c arriving on screen g, as if its
// search had found it.
func aiPlays(t *testing.T, g Model, c catcat.Cell) Model {
	t.Helper()
	g.Think() // a job, never started: only its id is needed
	return tuitest.Send(g, analysis.DoneMsg{ID: g.Job.ID, Result: catcatAIMove{cell: c, think: time.Millisecond}}).(Model)
}

func catcatAIvsAI(t *testing.T) Model {
	t.Helper()
	s, err := New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Computer(1), Catcher: gamesetup.Computer(1), Size: 5, Density: 0.05, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	return tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
}

// After AI vs AI is resumed and the game ends, the status says the
// result, not "resumed"; the footer offers the AI vs AI keys that are
// still of use: the history, undo, a new game (nothing to pause or step).
func TestAIvsAIStatusAndFooterAreCurrent(t *testing.T) {
	g := catcatAIvsAI(t)
	if p := g.Game.Position(); p.IsBlocked(catcat.Cell{X: -1, Y: 0}) || p.IsBlocked(catcat.Cell{X: -2, Y: 0}) {
		t.Skip("seed 3 blocks the way west")
	}
	g = aiPlays(t, g, catcat.Cell{X: -1, Y: 0})
	g = aiPlays(t, g, catcat.Cell{X: 2, Y: 2})
	g = tuitest.Send(g, tuitest.KeyRunes("p"), tuitest.KeyRunes("p")).(Model)
	if !strings.Contains(g.Status, "resumed") {
		t.Fatalf("p, p: %q (test premise)", g.Status)
	}
	g = aiPlays(t, g, catcat.Cell{X: -2, Y: 0})
	v := g.View()
	lines := strings.Split(v, "\n")
	status, foot := lines[len(lines)-2], lines[len(lines)-1]
	if !g.Game.Over() || strings.Contains(status, "resumed") || !strings.Contains(status, "The cat escaped") {
		t.Fatalf("status after the end: %q", status)
	}
	for _, want := range []string{"< history", "z undo", "g new", "q quit"} {
		if !strings.Contains(foot, want) {
			t.Errorf("AI vs AI footer %q lacks %q", foot, want)
		}
	}
	for _, gone := range []string{"pause", "step", "pace"} {
		if strings.Contains(foot, gone) {
			t.Errorf("the footer of a finished AI vs AI game %q offers %q", foot, gone)
		}
	}
	if strings.Contains(foot, "hjkl") || strings.Contains(foot, "enter") {
		t.Errorf("AI vs AI footer %q offers keys a person cannot use", foot)
	}
}

// Walking back to a position where the AI is to move, the status does not
// ask the person to move.
func TestHistoryStatusOnTheAIsTurn(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Computer(1), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("U")).(Model)
	if g.Job == nil {
		t.Fatalf("the catcher AI does not think after U: %q", g.Status)
	}
	// The catcher blocks a free cell far from the cat.
	var block catcat.Cell
	for _, c := range []catcat.Cell{{X: 3, Y: 3}, {X: -3, Y: 3}, {X: 3, Y: -3}, {X: -3, Y: -3}} {
		if !g.Game.Position().IsBlocked(c) {
			block = c
			break
		}
	}
	g = tuitest.Send(g, analysis.DoneMsg{ID: g.Job.ID, Result: catcatAIMove{cell: block}}, tuitest.KeyRunes("<")).(Model)
	if !g.Walk.Walking() || g.Game.Position().Turn() != catcat.CatcherToMove {
		t.Fatal("< did not show the catcher's turn (test premise)")
	}
	lines := strings.Split(g.View(), "\n")
	status := lines[len(lines)-2]
	if strings.Contains(status, "pick") || !strings.Contains(status, "AI) is to move here") {
		t.Fatalf("status in history on the AI's turn: %q", status)
	}

}
