package menu

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/tui/common"
)

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
	p := newOpenPage(common.Options{Host: &common.Host{RecordDir: hostDir}}, 80, 24)
	view := p.view(common.NewHelp(p.st))
	if !strings.Contains(view, "cabeza-host.txt") {
		t.Errorf("the host's record is not listed:\n%s", view)
	}
	for _, hidden := range []string{"cabeza-mine.txt", "cabeza-here.txt", hostDir} {
		if strings.Contains(view, hidden) {
			t.Errorf("a visitor sees %q:\n%s", hidden, view)
		}
	}
}
