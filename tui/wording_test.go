package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// AI vs AI paused: the status line and the side panel say the same
// words, after p, after s (one move) and after z, and the footer offers
// p as resume.
func TestPausedAIvsAISaysTheSameEverywhere(t *testing.T) {
	size := tea.WindowSizeMsg{Width: 100, Height: 30}
	cb, err := newCabezaGame(Options{}, CabezaSetup{Red: Computer(1), Blue: Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	cc, err := newCatcatGame(Options{}, CatcatSetup{Cat: Computer(1), Catcher: Computer(1), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]tea.Model{"cabeza": cb, "catcat": cc} {
		paused := send(s, size, keyRunes("p"))
		lines := strings.Split(paused.View(), "\n")
		var status, panel bool
		for i, l := range lines {
			switch {
			case i == len(lines)-2 && strings.Contains(l, pausedWords):
				status = true
			case i < len(lines)-2 && strings.Contains(l, pausedWords):
				panel = true
			}
		}
		if !status || !panel {
			t.Errorf("%s: paused, status line says it %v, side panel %v:\n%s", name, status, panel, paused.View())
		}
		if v := paused.View(); strings.Contains(v, "p resumes") || !strings.Contains(v, "p resume • s step") {
			t.Errorf("%s: the words differ or the footer offers no resume:\n%s", name, v)
		}
		// s plays one move and stays paused; its status says so alike.
		if _, cmd := paused.Update(keyRunes("s")); cmd == nil {
			t.Errorf("%s: s started no move", name)
		}
		stepped := send(paused, keyRunes("s"))
		stopScreen(stepped)
		if v := stepped.View(); !strings.Contains(v, "one move, then "+pausedWords) {
			t.Errorf("%s: after s:\n%s", name, v)
		}
	}
}

func stopScreen(m tea.Model) {
	if s, ok := m.(stopper); ok {
		s.stop()
	}
}
