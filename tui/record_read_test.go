//go:build unix

package tui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// --load and the open page read a record once, bounded, and only from a
// regular file: a FIFO would block for ever, /dev/zero never ends.
func TestRecordsAreReadOnlyFromRegularFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(big, []byte(strings.Repeat("x", maxRecordBytes+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ path, want string }{
		{fifo, "named pipe"},
		{"/dev/zero", "device"},
		{dir, "folder"},
		{big, "larger than 4 MiB"},
	}
	for _, c := range cases {
		if _, err := os.Stat(c.path); err != nil {
			t.Logf("%s: %v (skipped)", c.path, err)
			continue
		}
		for name, load := range map[string]func(string) error{"cabeza": loadCabezaErr, "catcat": loadCatcatErr,
			"open": func(p string) error { _, err := openRecord(Options{}, p); return err }} {
			err := load(c.path)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), c.path) {
				t.Errorf("%s %s: %v, want an error naming it and saying %q", name, c.path, err, c.want)
			}
		}
	}
}

func TestSavedRecordsAreReadableByAllAndInTheDataFolder(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Chdir(t.TempDir())
	g := send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("U"), keyRunes("w")).(catcatGame)
	path, ok := strings.CutPrefix(g.status, "saved to ")
	if !ok {
		t.Fatalf("w says %q", g.status)
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

func TestRecordDirFollowsXDG(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/srv/data")
	if d, _ := recordDir(); d != filepath.FromSlash("/srv/data/cabezacat") {
		t.Fatalf("XDG_DATA_HOME=/srv/data: %s", d)
	}
	t.Setenv("XDG_DATA_HOME", "relative") // the spec says: ignore it
	t.Setenv("HOME", "/home/ana")
	if d, _ := recordDir(); d != filepath.FromSlash("/home/ana/.local/share/cabezacat") {
		t.Fatalf("no usable XDG_DATA_HOME: %s", d)
	}
}

// The records say the Catch the Cat levels by name, as the screens do.
func TestCatcatRecordsNameTheLevels(t *testing.T) {
	g := hotSeatCatcat(t, 9, 7)
	text, err := catcatRecordText(g.game, CatcatSetup{Cat: Computer(1), Catcher: Computer(3)}, time.Now())
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

// A file that cannot be read is explained in words, its path quoted as
// the screens write it, never as Go's "stat PATH: no such file or
// directory"; the error still is the one it explains.
func TestUnreadableFilesSayWhyInWords(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		path, want string
		is         error
	}{
		{filepath.Join(dir, "missing.txt"), fmt.Sprintf("there is no file %q", filepath.Join(dir, "missing.txt")), fs.ErrNotExist},
		{filepath.Join(dir, "gone", "x.txt"), fmt.Sprintf("there is no file %q: its folder does not exist", filepath.Join(dir, "gone", "x.txt")), fs.ErrNotExist},
		{filepath.Join(file, "x.txt"), fmt.Sprintf("there is no file %q: a part of the path is a file, not a folder", filepath.Join(file, "x.txt")), nil},
	}
	for _, c := range cases {
		_, err := openRecord(Options{}, c.path)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %s", c.path, err, c.want)
		}
		if c.is != nil && !errors.Is(err, c.is) {
			t.Errorf("%s: %v is not %v", c.path, err, c.is)
		}
	}
	// On the open page: the typed path, in words.
	a := send(NewApp(Options{}), tea.WindowSizeMsg{Width: 100, Height: 24}, keyDown, keyDown, keyEnter).(App)
	for i := 0; i < 50 && !strings.Contains(a.View(), "> Other file"); i++ {
		a = send(a, keyDown).(App)
	}
	a = send(a, keyRunes(filepath.Join(dir, "nope.txt")), keyEnter).(App)
	if v := a.View(); strings.Contains(v, "stat ") || !strings.Contains(v, `there is no file "`) {
		t.Fatalf("a missing file on the open page:\n%s", v)
	}
}
