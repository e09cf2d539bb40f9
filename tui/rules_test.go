package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Issue 14, "README stands alone": the full rules live in the repository
// (assets/rules/*.md) and the help page of each game carries them after
// the short ones.
func TestHelpPageCarriesTheFullRules(t *testing.T) {
	cab, err := newCabezaGame(Options{}, CabezaSetup{Red: Human(), Blue: Human()})
	if err != nil {
		t.Fatal(err)
	}
	cat, err := newCatcatGame(Options{}, CatcatSetup{Cat: Human(), Catcher: Human(), Size: 9, Density: 0.05, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		s      screen
		short  string // a line of the short rules
		full   string // a line of the full rules page
		notFor string // a line of the other game's page
		last   string // the end of the full page
	}{
		{"Cabeza", cab, "A turn moves one piece:", "## The starting position", "## Random starts", "and ends the game."},
		{"Catch the Cat", cat, "The cat moves to one of its six", "## Random starts", "## The starting position", "print the next state)."},
	} {
		a := newShell(Options{}, c.s)
		a = send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("?")).(shell)
		text := a.helpPage.text(78)
		si, fi := strings.Index(text, c.short), strings.Index(text, c.full)
		if si < 0 || fi < 0 || fi < si {
			t.Errorf("%s: help page has short rules at %d, full rules at %d; want both, short first", c.name, si, fi)
		}
		if strings.Contains(text, c.notFor) {
			t.Errorf("%s: help page holds the other game's rules (%q)", c.name, c.notFor)
		}
		a = send(a, keyRunes("G")).(shell)
		if v := a.View(); !strings.Contains(v, c.last) {
			t.Errorf("%s: the end of the full rules (%q) is not at the end of the help page:\n%s", c.name, c.last, v)
		}
	}
}
