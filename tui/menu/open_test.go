package menu

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
	"cabezacat/tui/shell"
)

// The open page lists the saved records, newest first, and opens the one
// chosen with enter; a path row takes any other file.
func TestOpenPageListsRecordsNewestFirst(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home) // the page says ~/.local/share/cabezacat
	t.Setenv("XDG_DATA_HOME", "")
	// The listed times in UTC, for the golden file. (Not by setting
	// time.Local: the timers of goroutines other tests leave read it,
	// a data race under -race.)
	zone := recordListZone
	recordListZone = time.UTC
	defer func() { recordListZone = zone }()
	dir := filepath.Join(home, ".local", "share", "cabezacat")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	text, err := record.CatcatText(catcatStart(t), gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human()}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	base := time.Date(2026, 1, 2, 3, 4, 0, 0, time.UTC)
	names := []string{"old.txt", "newest.txt", "middle.txt"}
	for i, age := range []time.Duration{3 * time.Hour, 0, time.Hour} {
		p := filepath.Join(dir, names[i])
		if err := os.WriteFile(p, text, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, base.Add(-age), base.Add(-age)); err != nil {
			t.Fatal(err)
		}
	}
	a := tuitest.Send(newApp(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyEnter).(shell.Model)
	view := a.View()
	iNew, iMid, iOld := strings.Index(view, "> 2026-01-02 03:04"), strings.Index(view, "2026-01-02 02:04"), strings.Index(view, "2026-01-02 00:04")
	if iNew < 0 || iNew > iMid || iMid > iOld || !strings.Contains(view, "Other file") || !strings.Contains(view, "newest.txt · cat human, catcher human") {
		t.Fatalf("records not listed newest first, the newest selected, with a path row:\n%s", view)
	}
	tuitest.Golden(t, "open_list_80x24", view)
	// down, enter: the second newest opens.
	next, cmd := a.Update(tuitest.KeyDown)
	next, cmd = next.Update(tuitest.KeyEnter)
	if cmd == nil {
		t.Fatalf("enter on a record did nothing:\n%s", next.View())
	}
	msg, ok := cmd().(common.StartCatcatMsg)
	if !ok || msg.Setup.Record == nil {
		t.Fatalf("middle.txt did not open as a Catch the Cat record: %T", cmd())
	}
}

// The program writes paths under the home folder with ~ (the open page,
// "saved to ~/…"), so a path typed the same way opens: ~/ is the home
// folder, as in a shell.
func TestOpenRecordTakesAPathWithTilde(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	text, err := record.CatcatText(catcatStart(t), gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human()}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, "game.txt"), text, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := openRecord(common.Options{}, "~/game.txt")
	if err != nil {
		t.Fatalf("~/game.txt with the file in the home folder: %v", err)
	}
	if g, ok := s.(common.StartCatcatMsg); !ok || g.Setup.Record == nil {
		t.Fatalf("~/game.txt opened as %T", s)
	}
	// ~name (another user's home) is not guessed at: it stays a name.
	if _, err := openRecord(common.Options{}, "~nobody/game.txt"); err == nil {
		t.Fatal("~nobody/game.txt opened")
	}
}
