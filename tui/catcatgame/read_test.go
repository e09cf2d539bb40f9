package catcatgame

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
)

func TestSavedRecordsAreReadableByAllAndInTheDataFolder(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Chdir(t.TempDir())
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("U"), tuitest.KeyRunes("w")).(Model)
	path, ok := strings.CutPrefix(g.Status, "saved to ")
	if !ok {
		t.Fatalf("w says %q", g.Status)
	}
	if filepath.Dir(path) != filepath.Join(data, "cabezacat") {
		t.Fatalf("saved to %s, want under $XDG_DATA_HOME/cabezacat", path)
	}
	if here, _ := filepath.Glob("*.txt"); len(here) != 0 {
		t.Fatalf("a record was written into the current folder: %v", here)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if m := fi.Mode().Perm(); m&0o044 != 0o044 || m&0o022 != 0 {
		t.Fatalf("record mode %v, want 0644 (readable by all, written by the owner)", m)
	}
}

// The records say the Catch the Cat levels by name, as the screens do.
func TestCatcatRecordsNameTheLevels(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	text, err := record.CatcatText(g.Game, gamesetup.CatcatSetup{Cat: gamesetup.Computer(1), Catcher: gamesetup.Computer(3)}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ai:easy", "ai:hard"} {
		if !strings.Contains(string(text), want) {
			t.Fatalf("record lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(string(text), "ai:3") {
		t.Fatalf("record says ai:3:\n%s", text)
	}
}
