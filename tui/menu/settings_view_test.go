package menu

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/settings"
)

// The settings page says where it saves, whole: the file's path is
// written with ~ for the home folder and wraps rather than lose its end.
func TestSettingsSayWhereTheyAreSaved(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	path := filepath.Join(home, ".config", "cabezacat", "config.json")
	opts := common.Options{SettingsStore: settings.File{Path: path}}
	for width := 62; width <= 100; width++ {
		f := newSettingsForm(opts)
		st := common.NewStyles(opts)
		h := common.NewHelp(st)
		h.Width = width - 2 // as the menu sets it
		v := ansi.Strip(f.view(st, h, width))
		tuitest.CheckFits(t, fmt.Sprintf("width %d", width), v, width, 0)
		if !strings.Contains(strings.Join(strings.Fields(v), " "), "saved to ~/.config/cabezacat/config.json") {
			t.Fatalf("width %d: where the settings go is not shown whole:\n%s", width, v)
		}
	}
}

// A setup form's key line at 62 columns still names enter, esc and ?:
// the row keys are named together there ("↑↓/kj row"); at 80 each has
// its own.
func TestFormKeyLineKeepsStartBackAndHelp(t *testing.T) {
	for _, c := range []struct {
		width int
		rows  string
	}{{62, "↑↓/kj row"}, {80, "↑/k row up • ↓/j row down"}} {
		f := newCabezaForm(common.Options{})
		st := common.NewStyles(common.Options{})
		h := common.NewHelp(st)
		h.Width = c.width - 2 // as the menu sets it
		v := ansi.Strip(f.view(st, h, c.width))
		lines := strings.Split(strings.TrimRight(v, "\n "), "\n")
		keys := lines[len(lines)-1]
		for _, want := range []string{c.rows, "enter start", "esc back", "? help"} {
			if !strings.Contains(keys, want) {
				t.Errorf("width %d: the key line %q lacks %q", c.width, keys, want)
			}
		}
	}
}
