package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// On the server a visitor's choices must not reach the host: no engine
// program (it would run the visitor's command line), no AI above the cap,
// no file outside the host's record folder.
func TestHostRefusesEnginesHighLevelsAndOtherFiles(t *testing.T) {
	dir := t.TempDir()
	opts := Options{Host: &Host{MaxCabezaLevel: 4, MaxCatcatLevel: 2, RecordDir: dir}}
	if _, err := newCabezaGame(opts, CabezaSetup{Red: Human(), Blue: EngineProgram("sh -c 'touch /tmp/pwned'")}); err == nil || !strings.Contains(err.Error(), "engine programs do not run") {
		t.Errorf("an engine program on the server: %v", err)
	}
	if _, err := newCabezaGame(opts, CabezaSetup{Red: Human(), Blue: Computer(5)}); err == nil || !strings.Contains(err.Error(), "up to 4") {
		t.Errorf("level 5 over a cap of 4: %v", err)
	}
	if _, err := newCatcatGame(opts, CatcatSetup{Cat: Human(), Catcher: Computer(3), Size: 13, Density: 0.05, Seed: 1}); err == nil || !strings.Contains(err.Error(), "up to medium") {
		t.Errorf("hard over a cap of medium: %v", err)
	}
	if _, err := newCabezaGame(opts, CabezaSetup{Red: Human(), Blue: Computer(4)}); err != nil {
		t.Errorf("level 4 under a cap of 4: %v", err)
	}
	outside := filepath.Join(t.TempDir(), "cabeza-x.txt")
	if err := os.WriteFile(outside, []byte("[Game \"Cabeza\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{outside, "/etc/passwd", filepath.Join(dir, "..", filepath.Base(outside))} {
		if _, err := openRecord(opts, p); err == nil || !strings.Contains(err.Error(), "only the host's saved games") {
			t.Errorf("open %s on the server: %v", p, err)
		}
	}
	if _, err := openRecord(Options{}, "/etc/passwd"); err != nil && strings.Contains(err.Error(), "only the host's") {
		t.Errorf("a local player is refused their own files: %v", err)
	}
}

// A visitor's w saves into the host's record folder, never into the
// server account's own data folder.
func TestHostSavesAVisitorsGameInItsRecordFolder(t *testing.T) {
	hostDir := t.TempDir()
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	s, err := newCatcatGame(Options{Host: &Host{RecordDir: hostDir}}, CatcatSetup{Cat: Human(), Catcher: Human(), Size: 9, Density: 0.05, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := send(s.(catcatGame), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("U"), keyRunes("w")).(catcatGame)
	if !strings.HasPrefix(g.status, "saved to ") {
		t.Fatalf("w says %q", g.status)
	}
	if saved, _ := filepath.Glob(filepath.Join(hostDir, "catcat-*.txt")); len(saved) != 1 {
		t.Fatalf("records in the host's folder: %v, want 1", saved)
	}
	if mine, _ := filepath.Glob(filepath.Join(data, "cabezacat", "*")); len(mine) != 0 {
		t.Fatalf("a visitor's game was saved in the server account's data folder: %v", mine)
	}
}

// A visitor's open page lists the host's saved games only: nothing of the
// server account's data folder or working directory, and not the path.
func TestHostOpenPageListsOnlyTheHostsRecords(t *testing.T) {
	hostDir, data, cwd := t.TempDir(), t.TempDir(), t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Chdir(cwd)
	for _, p := range []string{filepath.Join(hostDir, "cabeza-host.txt"), filepath.Join(data, "cabezacat", "cabeza-mine.txt"), filepath.Join(cwd, "cabeza-here.txt")} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("[Game \"Cabeza\"]\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f := newOpenForm(Options{Host: &Host{RecordDir: hostDir}})
	st := newStyles(Options{})
	view := f.view(st, newHelp(st), 80)
	if !strings.Contains(view, "cabeza-host.txt") {
		t.Errorf("the host's record is not listed:\n%s", view)
	}
	for _, hidden := range []string{"cabeza-mine.txt", "cabeza-here.txt", hostDir} {
		if strings.Contains(view, hidden) {
			t.Errorf("a visitor sees %q:\n%s", hidden, view)
		}
	}
}
