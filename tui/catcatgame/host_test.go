package catcatgame

import (
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// A visitor's w saves into the host's record folder, never into the
// server account's own data folder.
func TestHostSavesAVisitorsGameInItsRecordFolder(t *testing.T) {
	hostDir := t.TempDir()
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	s, err := New(common.Options{Host: &common.Host{RecordDir: hostDir}}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := tuitest.Send(s.(Model), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("U"), tuitest.KeyRunes("w")).(Model)
	if !strings.HasPrefix(g.Status, "saved to ") {
		t.Fatalf("w says %q", g.Status)
	}
	if saved, _ := filepath.Glob(filepath.Join(hostDir, "catcat-*.txt")); len(saved) != 1 {
		t.Fatalf("records in the host's folder: %v, want 1", saved)
	}
	if mine, _ := filepath.Glob(filepath.Join(data, "cabezacat", "*")); len(mine) != 0 {
		t.Fatalf("a visitor's game was saved in the server account's data folder: %v", mine)
	}
}
