package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// On a narrow terminal the key line drops keys from its middle, not
// "? help" and "q quit" from its end: the compact board at 60×20 and a
// small Catch the Cat board at 56×16 still say how to get help and out.
func TestNarrowFooterKeepsHelpAndQuit(t *testing.T) {
	cb, err := cabezagame.New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(1)})
	if err != nil {
		t.Fatal(err)
	}
	cc, err := catcatgame.New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Computer(1), Size: 5, Density: 0.05, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for name, g := range map[string]tea.Model{"cabeza": tuitest.Send(cb, tea.WindowSizeMsg{Width: 60, Height: 20}), "catcat": tuitest.Send(cc, tea.WindowSizeMsg{Width: 56, Height: 16})} {
		lines := strings.Split(g.View(), "\n")
		footer := lines[len(lines)-1]
		if !strings.Contains(footer, "? help") || !strings.Contains(footer, "q quit") {
			t.Errorf("%s: footer %q drops ? help or q quit", name, footer)
		}
		if w := lipgloss.Width(footer); w > 56 && name == "catcat" || w > 60 {
			t.Errorf("%s: footer %q is %d cells wide", name, footer, w)
		}
	}
}
