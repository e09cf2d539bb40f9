package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Engine programs are named where the built-in AI is "the AI".
func TestAIvsAINamesTheEnginePrograms(t *testing.T) {
	size := tea.WindowSizeMsg{Width: 120, Height: 30}
	s, err := newCabezaGame(Options{}, CabezaSetup{Red: EngineProgram("/opt/engines/brute --fast"), Blue: Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	g := send(s, size, keyRunes("p"), keyEnter).(cabezaGame)
	if want := "engine brute plays red, AI (level 2) blue: p pause · s step"; g.status != want {
		t.Errorf("status %q, want %q", g.status, want)
	}
	// A long program name is cut, marked.
	s, err = newCabezaGame(Options{}, CabezaSetup{Red: Computer(3), Blue: EngineProgram("/tmp/a-really-long-engine-program-name-for-testing x")})
	if err != nil {
		t.Fatal(err)
	}
	if g := send(s, size, keyRunes("p"), keyEnter).(cabezaGame); g.status != "AI (level 3) plays red, engine a-really-long-engine-pr… blue: p pause · s step" {
		t.Errorf("long name: status %q", g.status)
	}
	s, err = newCabezaGame(Options{}, CabezaSetup{Red: Computer(1), Blue: Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	if g := send(s, size, keyRunes("p"), keyEnter).(cabezaGame); g.status != "the AI plays both sides: p pause · s step" {
		t.Errorf("built-in AIs: status %q", g.status)
	}
}
