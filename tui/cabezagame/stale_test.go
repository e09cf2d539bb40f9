package cabezagame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/analysis"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

func cabezaAI(t *testing.T, red, blue gamesetup.Player) Model {
	t.Helper()
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: red, Blue: blue})
	if err != nil {
		t.Fatal(err)
	}
	return s.(Model)
}

// Walking back to a position where the AI is to move, the status does not
// ask the person to move.
func TestHistoryStatusOnTheAIsTurnCabeza(t *testing.T) {
	c := cabezaAI(t, gamesetup.Human(), gamesetup.Computer(1))
	c = tuitest.Send(c, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hne"), tuitest.KeyEnter).(Model)
	if c.Job == nil {
		t.Fatalf("blue does not think after Hne: %q", c.Status)
	}
	mv := c.Game.LegalMoves()[0]
	c = tuitest.Send(c, analysis.DoneMsg{ID: c.Job.ID, Result: cabezaAIMove{mv, nil}}, tuitest.KeyRunes("<")).(Model)
	lines := strings.Split(c.View(), "\n")
	if status := lines[len(lines)-2]; strings.Contains(status, "select a piece") || !strings.Contains(status, "is to move here") {
		t.Fatalf("Cabeza status in history on the AI's turn: %q", status)
	}
}

// AI vs AI: the footer offers the AI vs AI keys.
func TestAIvsAIFooterCabeza(t *testing.T) {
	c := tuitest.Send(cabezaAI(t, gamesetup.Computer(1), gamesetup.Computer(1)), tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	lines := strings.Split(c.View(), "\n")
	if foot := lines[len(lines)-1]; strings.Contains(foot, ": type") || !strings.Contains(foot, "p pause") {
		t.Errorf("Cabeza AI vs AI footer %q", foot)
	}
}
