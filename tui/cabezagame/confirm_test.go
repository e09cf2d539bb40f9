package cabezagame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/components/confirm"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
)

// cabezaAfter is a hot-seat Cabeza screen at 80×24 after red's Hne.
func cabezaAfter(t *testing.T) Model {
	t.Helper()
	return tuitest.Send(hotSeatCabeza(t, ""), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hne"), tuitest.KeyEnter).(Model)
}

func TestNewGameAsksWhenTheGameIsNotSaved(t *testing.T) {
	g := cabezaAfter(t)
	if g.Game.Ply() != 1 {
		t.Fatalf("Hne not played: %q", g.Status)
	}
	g = tuitest.Send(g, tuitest.KeyRunes("g")).(Model)
	if g.Game.Ply() != 1 || !strings.Contains(g.Status, "not saved") || !strings.Contains(g.View(), "y new game") {
		t.Fatalf("g threw an unsaved game away at once (ply %d, status %q)", g.Game.Ply(), g.Status)
	}
	kept := tuitest.Send(g, tuitest.KeyRunes("n")).(Model)
	if kept.Game.Ply() != 1 || kept.Ask != confirm.AskNone {
		t.Fatal("n did not keep the game")
	}
	fresh := tuitest.Send(kept, tuitest.KeyRunes("g"), tuitest.KeyRunes("y")).(Model)
	if fresh.Game.Ply() != 0 {
		t.Fatal("g, y did not start a new game")
	}
	// A game with no moves goes at once.
	if again := tuitest.Send(fresh, tuitest.KeyRunes("g")).(Model); again.Ask != confirm.AskNone {
		t.Fatal("g asked about a game with no moves")
	}
}

func TestQuitAsksWhenTheGameIsNotSaved(t *testing.T) {
	g := cabezaAfter(t)
	next, cmd := g.Update(tuitest.KeyRunes("q"))
	if cmd != nil && tuitest.IsQuit(cmd) {
		t.Fatal("q quit an unsaved game at once")
	}
	if _, cmd = next.Update(tuitest.KeyRunes("y")); cmd == nil || !tuitest.IsQuit(cmd) {
		t.Fatal("q, y did not quit")
	}
	// Saved, q quits at once.
	saved := tuitest.Send(cabezaAfter(t), tuitest.KeyRunes("w")).(Model)
	if _, cmd := saved.Update(tuitest.KeyRunes("q")); cmd == nil || !tuitest.IsQuit(cmd) {
		t.Fatalf("q after w (%q) did not quit", saved.Status)
	}
}

func TestWSavesBeforeTheNewGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	g := tuitest.Send(cabezaAfter(t), tuitest.KeyRunes("g"), tuitest.KeyRunes("w")).(Model)
	if g.Game.Ply() != 0 || !strings.Contains(g.Status, "saved to ") || !strings.Contains(g.Status, "new game") {
		t.Fatalf("g, w: ply %d, status %q", g.Game.Ply(), g.Status)
	}
	if n := len(record.Find(mustRecordDir(t))); n != 1 {
		t.Fatalf("%d records saved, want 1", n)
	}
}

func mustRecordDir(t *testing.T) string {
	t.Helper()
	d, err := record.Dir()
	if err != nil {
		t.Fatal(err)
	}
	return d
}
