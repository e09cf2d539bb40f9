package menu

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/ai/cabezaengine"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// The level notes must say what cabezaengine.Level does: its depth, and its
// time cap where a note names one.
func TestCabezaLevelNotesMatchTheAI(t *testing.T) {
	for l := gamesetup.CabezaMinLevel; l <= gamesetup.CabezaMaxLevel; l++ {
		lim, _ := cabezaengine.Level(l)
		note := cabezaLevelNote(l - gamesetup.CabezaMinLevel)
		if !strings.Contains(note, fmt.Sprintf("depth %d", lim.Depth)) {
			t.Errorf("level %d note %q does not say depth %d", l, note, lim.Depth)
		}
		if _, after, ok := strings.Cut(note, "up to "); ok {
			if want := fmt.Sprintf("%d s", int(lim.Time.Seconds())); after != want {
				t.Errorf("level %d note %q: time cap is %s", l, note, want)
			}
		}
	}
	if cabezaLevelNote(-1) != "" || cabezaLevelNote(cabezaEngineChoice+1) != "" {
		t.Error("a choice outside the levels has a note")
	}
}

// With the cursor on a level row the form shows that level's note in
// full, within 80 columns, for every level and both AI modes.
func TestCabezaFormShowsLevelNoteIn80Columns(t *testing.T) {
	for _, mode := range []struct {
		name string
		keys []tea.Msg // from the Mode row to a level row
	}{
		{"vs AI", []tea.Msg{tuitest.KeyDown, tuitest.KeyDown}},
		{"AI vs AI", []tea.Msg{tuitest.KeyLeft, tuitest.KeyDown}},
		{"AI vs AI blue", []tea.Msg{tuitest.KeyLeft, tuitest.KeyDown, tuitest.KeyDown}},
	} {
		var a tea.Model = newApp(common.Options{})
		a = tuitest.Send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyEnter)
		a = tuitest.Send(a, mode.keys...)
		a = tuitest.Send(a, tuitest.KeyLeft, tuitest.KeyLeft, tuitest.KeyLeft, tuitest.KeyLeft, tuitest.KeyLeft, tuitest.KeyLeft, tuitest.KeyLeft) // back to level 3, a full turn round (6 levels and the engine program)
		// The form starts at level 3; tuitest.KeyRight steps on from there,
		// through level 6, the engine program and round to level 2.
		for i := 0; i <= cabezaEngineChoice; i++ {
			v := a.View()
			choice := (gamesetup.CabezaDefaultLevel - gamesetup.CabezaMinLevel + i) % (cabezaEngineChoice + 1)
			level := choice + gamesetup.CabezaMinLevel
			if note := cabezaLevelNote(choice); !strings.Contains(v, note) {
				t.Errorf("%s, level %d: view lacks %q:\n%s", mode.name, level, note, v)
			}
			for _, line := range strings.Split(v, "\n") {
				if w := lipgloss.Width(line); w > 80 {
					t.Errorf("%s, level %d: line %d columns wide: %q", mode.name, level, w, line)
				}
			}
			a = tuitest.Send(a, tuitest.KeyRight)
		}
	}
}

func TestCabezaFormLevelGolden(t *testing.T) {
	var a tea.Model = newApp(common.Options{})
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyEnter, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyRight, tuitest.KeyRight, tuitest.KeyRight)
	tuitest.Golden(t, "menu_cabeza_form_level6_80x24", a.View())
}
