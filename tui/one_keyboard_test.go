package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
	"cabezacat/tui/tablescreen"
)

// A clocked game at one keyboard looks and behaves as any game at one
// keyboard: the game screen whole (its key line, no table line and no
// table code), each side's clock in the panel, z taking the move back at
// once (no request for the same person to accept), and ? listing the
// game's keys, not a table's.
func TestClockedGameAtOneKeyboardIsAGameAtOneKeyboard(t *testing.T) {
	var played, undone string
	// view waits for a screen with any of want on it.
	view := func(into *string, want ...string) tuitest.UntilMsg {
		return func(m tea.Model) bool {
			*into = m.View()
			for _, w := range want {
				if strings.Contains(*into, w) {
					return true
				}
			}
			return false
		}
	}
	final := tuitest.Run(t, oneKeyboardCabezaTable(t), 80, 24, tea.QuitMsg{},
		tuitest.KeyRunes(":"), tuitest.KeyRunes("Hn"), tuitest.KeyEnter,
		view(&played, "red played Hn"),
		tuitest.KeyRunes("z"),
		view(&undone, "undone: red to move", "A accepts")) // at once, or asked
	lines := strings.Split(played, "\n")
	if strings.Contains(played, "table ") || strings.Contains(lines[0], "one keyboard") {
		t.Errorf("a table line above the game:\n%s", played)
	}
	if keys := lines[len(lines)-1]; !strings.Contains(keys, "z undo") || !strings.Contains(keys, "? help") {
		t.Errorf("no key line under the game: %q", keys)
	}
	for _, want := range []string{"Red   player · 1:00", "Blue  player · 1:00"} {
		if !strings.Contains(played, want) {
			t.Errorf("the panel lacks %q:\n%s", want, played)
		}
	}
	if !strings.Contains(undone, "undone: red to move") || !strings.Contains(undone, "› Red") {
		t.Errorf("z at one keyboard:\n%s", undone)
	}
	if moves := final.(App).Screen().(tablescreen.Model).Snapshot().Moves; len(moves) != 0 {
		t.Errorf("after z the table's moves are %q", moves)
	}

	s := oneKeyboardCabezaTable(t).(App).Screen()
	for _, row := range s.KeyMap().FullHelp() {
		for _, b := range row {
			if h := b.Help().Desc; strings.Contains(h, "opponent") || strings.Contains(h, "leave the table") || strings.Contains(h, "new game") {
				t.Errorf("? at one keyboard lists %s: %s", b.Help().Key, h)
			}
		}
	}
	if r := s.Rules(); strings.Contains(r, "At a table") || !strings.Contains(r, "R twice resigns") {
		t.Errorf("the rules page at one keyboard:\n%s", r)
	}
}

// esc twice leaves a clocked game at one keyboard as it leaves any game:
// back to the menu, the unfinished game adjourned and saved at once (not
// left to a grace period that nobody comes back from).
func TestEscTwiceAdjournsTheClockedGameAtOneKeyboard(t *testing.T) {
	dir := t.TempDir()
	opts := common.Options{Host: &common.Host{RecordDir: dir}}
	s, err := openLocalTable(opts, table.Setup{Kind: table.Cabeza, Clock: table.TimeControl{Base: time.Minute}}, table.NewManualClock(time.Date(2026, 11, 24, 1, 0, 0, 0, time.UTC)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.(tablescreen.Model).Stop)
	shows := func(into *string, want string) tuitest.UntilMsg {
		return func(m tea.Model) bool { *into = m.View(); return strings.Contains(*into, want) }
	}
	var played, asked, menu string
	tuitest.Run(t, newAppWith(opts, s), 80, 24, tea.QuitMsg{},
		tuitest.KeyRunes(":"), tuitest.KeyRunes("Hn"), tuitest.KeyEnter, shows(&played, "red played Hn"),
		tuitest.KeyEsc, shows(&asked, "esc again"),
		tuitest.KeyEsc, shows(&menu, "two board games"))
	if !strings.Contains(asked, "esc again: back to the menu (this game is adjourned and saved)") {
		t.Errorf("the first esc:\n%s", asked)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "cabeza-*.txt"))
	if len(files) != 1 {
		t.Fatalf("%d records saved on the way to the menu, want 1", len(files))
	}
	if text, _ := os.ReadFile(files[0]); !strings.Contains(string(text), "1. Hn") || !strings.Contains(string(text), "[Clock ") {
		t.Fatalf("the record:\n%s", text)
	}
}
