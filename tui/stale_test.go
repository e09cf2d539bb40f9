package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// aiPlays is the Catch the Cat AI's move c arriving on screen g, as if its
// search had found it.
func aiPlays(t *testing.T, g catcatGame, c catcat.Cell) catcatGame {
	t.Helper()
	g.think() // a job, never started: only its id is needed
	return send(g, searchDoneMsg{id: g.job.id, result: catcatAIMove{cell: c, think: time.Millisecond}}).(catcatGame)
}

func catcatAIvsAI(t *testing.T) catcatGame {
	t.Helper()
	s, err := newCatcatGame(Options{}, CatcatSetup{Cat: Computer(1), Catcher: Computer(1), Size: 5, Density: 0.05, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	return send(s, tea.WindowSizeMsg{Width: 80, Height: 24}).(catcatGame)
}

// After AI vs AI is resumed and the game ends, the status says the
// result, not "resumed"; the footer offers the AI vs AI keys.
func TestAIvsAIStatusAndFooterAreCurrent(t *testing.T) {
	g := catcatAIvsAI(t)
	if p := g.game.Position(); p.IsBlocked(catcat.Cell{X: -1, Y: 0}) || p.IsBlocked(catcat.Cell{X: -2, Y: 0}) {
		t.Skip("seed 3 blocks the way west")
	}
	g = aiPlays(t, g, catcat.Cell{X: -1, Y: 0})
	g = aiPlays(t, g, catcat.Cell{X: 2, Y: 2})
	g = send(g, keyRunes("p"), keyRunes("p")).(catcatGame)
	if !strings.Contains(g.status, "resumed") {
		t.Fatalf("p, p: %q (test premise)", g.status)
	}
	g = aiPlays(t, g, catcat.Cell{X: -2, Y: 0})
	v := g.View()
	lines := strings.Split(v, "\n")
	status, foot := lines[len(lines)-2], lines[len(lines)-1]
	if !g.game.Over() || strings.Contains(status, "resumed") || !strings.Contains(status, "The cat escaped") {
		t.Fatalf("status after the end: %q", status)
	}
	for _, want := range []string{"p pause", "s step", "+/- pace"} {
		if !strings.Contains(foot, want) {
			t.Errorf("AI vs AI footer %q lacks %q", foot, want)
		}
	}
	if strings.Contains(foot, "hjkl") || strings.Contains(foot, "enter") {
		t.Errorf("AI vs AI footer %q offers keys a person cannot use", foot)
	}
}

// Walking back to a position where the AI is to move, the status does not
// ask the person to move.
func TestHistoryStatusOnTheAIsTurn(t *testing.T) {
	s, err := newCatcatGame(Options{}, CatcatSetup{Cat: Human(), Catcher: Computer(1), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := send(s, tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("U")).(catcatGame)
	if g.job == nil {
		t.Fatalf("the catcher AI does not think after U: %q", g.status)
	}
	// The catcher blocks a free cell far from the cat.
	var block catcat.Cell
	for _, c := range []catcat.Cell{{X: 3, Y: 3}, {X: -3, Y: 3}, {X: 3, Y: -3}, {X: -3, Y: -3}} {
		if !g.game.Position().IsBlocked(c) {
			block = c
			break
		}
	}
	g = send(g, searchDoneMsg{id: g.job.id, result: catcatAIMove{cell: block}}, keyRunes("<")).(catcatGame)
	if !g.walk.walking() || g.game.Position().Turn() != catcat.CatcherToMove {
		t.Fatal("< did not show the catcher's turn (test premise)")
	}
	lines := strings.Split(g.View(), "\n")
	status := lines[len(lines)-2]
	if strings.Contains(status, "pick") || !strings.Contains(status, "AI) is to move here") {
		t.Fatalf("status in history on the AI's turn: %q", status)
	}

}
