package menu

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/tui/common"
)

// On the server a visitor's choices must not reach the host: no file
// outside the host's record folder.
func TestHostRefusesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	opts := common.Options{Host: &common.Host{MaxCabezaLevel: 4, MaxCatcatLevel: 2, RecordDir: dir}}
	outside := filepath.Join(t.TempDir(), "cabeza-x.txt")
	if err := os.WriteFile(outside, []byte("[Game \"Cabeza\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{outside, "/etc/passwd", filepath.Join(dir, "..", filepath.Base(outside))} {
		if _, err := openRecord(opts, p); err == nil || !strings.Contains(err.Error(), "only the host's saved games") {
			t.Errorf("open %s on the server: %v", p, err)
		}
	}
	if _, err := openRecord(common.Options{}, "/etc/passwd"); err != nil && strings.Contains(err.Error(), "only the host's") {
		t.Errorf("a local player is refused their own files: %v", err)
	}
}
