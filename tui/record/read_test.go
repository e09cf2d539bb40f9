//go:build unix

package record

import (
	"path/filepath"
	"testing"
)

func TestRecordDirFollowsXDG(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/srv/data")
	if d, _ := Dir(); d != filepath.FromSlash("/srv/data/cabezacat") {
		t.Fatalf("XDG_DATA_HOME=/srv/data: %s", d)
	}
	t.Setenv("XDG_DATA_HOME", "relative") // the spec says: ignore it
	t.Setenv("HOME", "/home/ana")
	if d, _ := Dir(); d != filepath.FromSlash("/home/ana/.local/share/cabezacat") {
		t.Fatalf("no usable XDG_DATA_HOME: %s", d)
	}
}
