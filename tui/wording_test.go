package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/game"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// AI vs AI paused: the status line and the side panel say the same
// words, after p, after s (one move) and after z, and the footer offers
// p as resume.
func TestPausedAIvsAISaysTheSameEverywhere(t *testing.T) {
	size := tea.WindowSizeMsg{Width: 100, Height: 30}
	cb, err := cabezagame.New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Computer(1), Blue: gamesetup.Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	cc, err := catcatgame.New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Computer(1), Catcher: gamesetup.Computer(1), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]tea.Model{"cabeza": cb, "catcat": cc} {
		paused := tuitest.Send(s, size, tuitest.KeyRunes("p"))
		lines := strings.Split(paused.View(), "\n")
		var status, panel bool
		for i, l := range lines {
			switch {
			case i == len(lines)-2 && strings.Contains(l, game.PausedWords):
				status = true
			case i < len(lines)-2 && strings.Contains(l, game.PausedWords):
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
		if _, cmd := paused.Update(tuitest.KeyRunes("s")); cmd == nil {
			t.Errorf("%s: s started no move", name)
		}
		stepped := tuitest.Send(paused, tuitest.KeyRunes("s"))
		stopScreen(stepped)
		if v := stepped.View(); !strings.Contains(v, "one move, then "+game.PausedWords) {
			t.Errorf("%s: after s:\n%s", name, v)
		}
	}
}

func stopScreen(m tea.Model) {
	if s, ok := m.(common.Stopper); ok {
		s.Stop()
	}
}
