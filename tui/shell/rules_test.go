package shell

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// Issue 14, "README stands alone": the full rules live in the repository
// (assets/rules/*.md) and the help page of each game carries them after
// the short ones.
func TestHelpPageCarriesTheFullRules(t *testing.T) {
	cab, err := cabezagame.New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()})
	if err != nil {
		t.Fatal(err)
	}
	cat, err := catcatgame.New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 9, Density: 0.05, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		s      common.Screen
		short  string // a line of the short rules
		full   string // a heading of the full rules page (shown without its ##)
		notFor string // a line of the other game's page
		last   string // the end of the full page
	}{
		{"Cabeza", cab, "A turn moves one piece:", "\nThe starting position\n", "\nRandom starts", "and ends the game."},
		{"Catch the Cat", cat, "The cat moves to one of its six", "\nRandom starts (decided)\n", "\nThe starting position", "print the next state)."},
	} {
		a := New(common.Options{}, c.s)
		a = tuitest.Send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("?")).(Model)
		text := a.helpPage.text(78)
		si, fi := strings.Index(text, c.short), strings.Index(text, c.full)
		if si < 0 || fi < 0 || fi < si {
			t.Errorf("%s: help page has short rules at %d, full rules at %d; want both, short first", c.name, si, fi)
		}
		if strings.Contains(text, c.notFor) {
			t.Errorf("%s: help page holds the other game's rules (%q)", c.name, c.notFor)
		}
		a = tuitest.Send(a, tuitest.KeyRunes("G")).(Model)
		if v := a.View(); !strings.Contains(v, c.last) {
			t.Errorf("%s: the end of the full rules (%q) is not at the end of the help page:\n%s", c.name, c.last, v)
		}
	}
}
