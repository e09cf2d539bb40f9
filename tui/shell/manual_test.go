package shell

import (
	"strings"
	"testing"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"

	tea "github.com/charmbracelet/bubbletea"
)

// Issue 31, item 12: the manual's pages are too long for '?', which says
// where they are: every topic of `cabezacat help`, on the first screen.
func TestHelpPagePointsToTheManual(t *testing.T) {
	for name, s := range map[string]Model{
		"Cabeza":        tuitest.Send(appAt(hotseat.Cabeza(t, "")), tuitest.KeyRunes("?")).(Model),
		"Catch the Cat": tuitest.Send(appAt(hotseat.Catcat(t, 9, 1)), tuitest.KeyRunes("?")).(Model),
	} {
		text := strings.Join(strings.Fields(s.helpPage.text(78)), " ")
		want := "Manual in a shell, cabezacat help TOPIC prints a page: play, puzzles, ssh, records, engine, agents, arena (cabezacat help lists them; cabezacat help rules prints the rules below)"
		if !strings.Contains(text, want) {
			t.Errorf("%s: the help page does not say %q:\n%s", name, want, s.helpPage.text(78))
		}
		if keys, manual, rules := strings.Index(text, "Keys"), strings.Index(text, "Manual "), strings.Index(text, "Rules in short"); !(keys < manual && manual < rules) {
			t.Errorf("%s: the manual's line is at %d, want it after the keys (%d) and before the rules (%d)", name, manual, keys, rules)
		}
	}
}

// Over SSH the manual is where cabezacat is installed: a visitor's own
// shell may not have it.
func TestHelpPageOverSSHSaysWhereTheManualIs(t *testing.T) {
	s := tuitest.Send(New(common.Options{Host: &common.Host{}}, hotseat.Cabeza(t, "")), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("?")).(Model)
	text := strings.Join(strings.Fields(s.helpPage.text(78)), " ")
	if !strings.Contains(text, "Manual where cabezacat is installed, cabezacat help TOPIC prints a page") || strings.Contains(text, "in a shell,") {
		t.Errorf("over SSH the help page says:\n%s", s.helpPage.text(78))
	}
}
