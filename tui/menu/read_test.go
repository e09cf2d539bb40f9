package menu

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
	"cabezacat/tui/shell"
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
	if err := os.WriteFile(big, []byte(strings.Repeat("x", record.MaxBytes+1)), 0o644); err != nil {
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
			"open": func(p string) error { _, err := openRecord(common.Options{}, p); return err }} {
			err := load(c.path)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), c.path) {
				t.Errorf("%s %s: %v, want an error naming it and saying %q", name, c.path, err, c.want)
			}
		}
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
		_, err := openRecord(common.Options{}, c.path)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %s", c.path, err, c.want)
		}
		if c.is != nil && !errors.Is(err, c.is) {
			t.Errorf("%s: %v is not %v", c.path, err, c.is)
		}
	}
	// On the open page: the typed path, in words.
	a := tuitest.Send(newApp(common.Options{}), tea.WindowSizeMsg{Width: 100, Height: 24}, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyEnter).(shell.Model)
	for i := 0; i < 50 && !strings.Contains(a.View(), "> Other file"); i++ {
		a = tuitest.Send(a, tuitest.KeyDown).(shell.Model)
	}
	a = tuitest.Send(a, tuitest.KeyRunes(filepath.Join(dir, "nope.txt")), tuitest.KeyEnter).(shell.Model)
	if v := a.View(); strings.Contains(v, "stat ") || !strings.Contains(v, `there is no file "`) {
		t.Fatalf("a missing file on the open page:\n%s", v)
	}
}
