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
