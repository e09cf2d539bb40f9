package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// The setup form's last level choice is an engine program, whose command
// the row below takes; without one the form says what is missing.
func TestCabezaFormStartsAGameAgainstAnEngineProgram(t *testing.T) {
	var a tea.Model = newShell(Options{}, newMenu(Options{}))
	a = send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, keyEnter, keyDown, keyDown) // the AI level row (vs AI)
	a = send(a, keyLeft, keyLeft, keyLeft)                                            // 3 → 2 → 1 → engine program
	if v := a.View(); !strings.Contains(v, "engine program") || !strings.Contains(v, "Engine command") {
		t.Fatalf("no engine choice and command row:\n%s", v)
	}
	a = send(a, keyEnter)
	if v := a.View(); !strings.Contains(v, "type the engine program's command") {
		t.Fatalf("an empty command started a game:\n%s", v)
	}
	a = send(a, keyDown, keyRunes("./my-engine --fast 'x y'"))
	a, cmd := a.Update(keyEnter)
	if cmd == nil {
		t.Fatalf("enter did not start the game:\n%s", a.View())
	}
	g, ok := cmd().(startCabezaMsg) // the root builds the game screen of it
	if !ok {
		t.Fatalf("no game started:\n%s", a.View())
	}
	if g.setup.Red != Human() || g.setup.Blue != EngineProgram("./my-engine --fast 'x y'") {
		t.Fatalf("setup %+v", g.setup)
	}
}
