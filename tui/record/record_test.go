package record

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

func TestSaveRecordNeverReplacesAFile(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 11, 22, 1, 2, 3, 0, time.UTC)
	taken := filepath.Join(dir, "cabeza-20261122-010203.txt")
	if err := os.WriteFile(taken, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	path, err := Save(dir, "cabeza", now, []byte("new"))
	if err != nil {
		t.Fatal(err)
	}
	if path != filepath.Join(dir, "cabeza-20261122-010203-2.txt") {
		t.Fatalf("saved to %s", path)
	}
	if b, _ := os.ReadFile(taken); string(b) != "keep me" {
		t.Fatal("the existing file was changed")
	}
	if b, _ := os.ReadFile(path); string(b) != "new" {
		t.Fatal("the new record was not written")
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

// A damaged or foreign file is refused with the file, the line and the
// problem; nothing panics.
func TestLoadDamagedRecordsSaysWhereAndWhat(t *testing.T) {
	dir := t.TempDir()
	good := cabeza.RecordOf(cabeza.NewGame(cabeza.Start()))
	text, err := good.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, text string
		load       func(string) error
		want       []error
	}{
		{"bad-move.txt", string(text[:len(text)-2]) + "1. Zz *\n", loadCabezaErr, []error{cabeza.ErrRecordMove}},
		{"empty.txt", "", loadCabezaErr, nil},
		{"foreign.txt", "PK\x03\x04 not a record", loadCatcatErr, []error{catcat.ErrNotRecord}},
		{"cabeza-as-catcat.txt", string(text), loadCatcatErr, nil},
	}
	for _, c := range cases {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		err := c.load(path)
		if err == nil {
			t.Errorf("%s: loaded", c.name)
			continue
		}
		if !strings.Contains(err.Error(), path) {
			t.Errorf("%s: %v does not name the file", c.name, err)
		}
		for _, w := range c.want {
			if !errors.Is(err, w) {
				t.Errorf("%s: %v is not %v", c.name, err, w)
			}
		}
		t.Logf("%s: %v", c.name, err)
	}
	if _, err := LoadCabeza(filepath.Join(dir, "missing.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}

func loadCabezaErr(p string) error { _, err := LoadCabeza(p); return err }
func loadCatcatErr(p string) error { _, err := LoadCatcat(p); return err }
