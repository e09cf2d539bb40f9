package menu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// The setup form's last level choice is an engine program, whose command
// the row below takes; without one the form says what is missing.
func TestCabezaFormStartsAGameAgainstAnEngineProgram(t *testing.T) {
	var a tea.Model = newApp(common.Options{})
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyEnter, tuitest.KeyDown, tuitest.KeyDown) // the AI level row (vs AI)
	a = tuitest.Send(a, tuitest.KeyLeft, tuitest.KeyLeft, tuitest.KeyLeft)                                            // 3 → 2 → 1 → engine program
	if v := a.View(); !strings.Contains(v, "engine program") || !strings.Contains(v, "Engine command") {
		t.Fatalf("no engine choice and command row:\n%s", v)
	}
	a = tuitest.Send(a, tuitest.KeyEnter)
	if v := a.View(); !strings.Contains(v, "type the engine program's command") {
		t.Fatalf("an empty command started a game:\n%s", v)
	}
	a = tuitest.Send(a, tuitest.KeyDown, tuitest.KeyRunes("./my-engine --fast 'x y'"))
	a, cmd := a.Update(tuitest.KeyEnter)
	if cmd == nil {
		t.Fatalf("enter did not start the game:\n%s", a.View())
	}
	g, ok := cmd().(common.StartCabezaMsg) // the root builds the game screen of it
	if !ok {
		t.Fatalf("no game started:\n%s", a.View())
	}
	if g.Setup.Red != gamesetup.Human() || g.Setup.Blue != gamesetup.EngineProgram("./my-engine --fast 'x y'") {
		t.Fatalf("setup %+v", g.Setup)
	}
}
