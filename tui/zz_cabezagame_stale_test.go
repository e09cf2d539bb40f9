package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func cabezaAI(t *testing.T, red, blue Player) cabezaGame {
	t.Helper()
	s, err := newCabezaGame(Options{}, CabezaSetup{Red: red, Blue: blue})
	if err != nil {
		t.Fatal(err)
	}
	return s.(cabezaGame)
}

// Walking back to a position where the AI is to move, the status does not
// ask the person to move.
func TestHistoryStatusOnTheAIsTurnCabeza(t *testing.T) {
	c := cabezaAI(t, Human(), Computer(1))
	c = send(c, tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes(":"), keyRunes("Hne"), keyEnter).(cabezaGame)
	if c.job == nil {
		t.Fatalf("blue does not think after Hne: %q", c.status)
	}
	mv := c.game.LegalMoves()[0]
	c = send(c, searchDoneMsg{id: c.job.id, result: cabezaAIMove{mv, nil}}, keyRunes("<")).(cabezaGame)
	lines := strings.Split(c.View(), "\n")
	if status := lines[len(lines)-2]; strings.Contains(status, "select a piece") || !strings.Contains(status, "is to move here") {
		t.Fatalf("Cabeza status in history on the AI's turn: %q", status)
	}
}

// AI vs AI: the footer offers the AI vs AI keys.
func TestAIvsAIFooterCabeza(t *testing.T) {
	c := send(cabezaAI(t, Computer(1), Computer(1)), tea.WindowSizeMsg{Width: 80, Height: 24}).(cabezaGame)
	lines := strings.Split(c.View(), "\n")
	if foot := lines[len(lines)-1]; strings.Contains(foot, ": type") || !strings.Contains(foot, "p pause") {
		t.Errorf("Cabeza AI vs AI footer %q", foot)
	}
}
