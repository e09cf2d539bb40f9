package cabezagame

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// Engine programs are named where the built-in AI is "the AI".
func TestAIvsAINamesTheEnginePrograms(t *testing.T) {
	size := tea.WindowSizeMsg{Width: 120, Height: 30}
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.EngineProgram("/opt/engines/brute --fast"), Blue: gamesetup.Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	g := tuitest.Send(s, size, tuitest.KeyRunes("p"), tuitest.KeyEnter).(Model)
	if want := "engine brute plays red, AI (level 2) blue: p pause · s step"; g.Status != want {
		t.Errorf("status %q, want %q", g.Status, want)
	}
	// A long program name is cut, marked.
	s, err = New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Computer(3), Blue: gamesetup.EngineProgram("/tmp/a-really-long-engine-program-name-for-testing x")})
	if err != nil {
		t.Fatal(err)
	}
	if g := tuitest.Send(s, size, tuitest.KeyRunes("p"), tuitest.KeyEnter).(Model); g.Status != "AI (level 3) plays red, engine a-really-long-engine-pr… blue: p pause · s step" {
		t.Errorf("long name: status %q", g.Status)
	}
	s, err = New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Computer(1), Blue: gamesetup.Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	if g := tuitest.Send(s, size, tuitest.KeyRunes("p"), tuitest.KeyEnter).(Model); g.Status != "the AI plays both sides: p pause · s step" {
		t.Errorf("built-in AIs: status %q", g.Status)
	}
}
