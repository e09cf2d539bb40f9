package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// cabezaAfter is a hot-seat Cabeza screen at 80×24 after red's Hne.
func cabezaAfter(t *testing.T) cabezaGame {
	t.Helper()
	return send(hotSeatCabeza(t, ""), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes(":"), keyRunes("Hne"), keyEnter).(cabezaGame)
}

func TestNewGameAsksWhenTheGameIsNotSaved(t *testing.T) {
	g := cabezaAfter(t)
	if g.game.Ply() != 1 {
		t.Fatalf("Hne not played: %q", g.status)
	}
	g = send(g, keyRunes("g")).(cabezaGame)
	if g.game.Ply() != 1 || !strings.Contains(g.status, "not saved") || !strings.Contains(g.View(), "y new game") {
		t.Fatalf("g threw an unsaved game away at once (ply %d, status %q)", g.game.Ply(), g.status)
	}
	kept := send(g, keyRunes("n")).(cabezaGame)
	if kept.game.Ply() != 1 || kept.ask != askNone {
		t.Fatal("n did not keep the game")
	}
	fresh := send(kept, keyRunes("g"), keyRunes("y")).(cabezaGame)
	if fresh.game.Ply() != 0 {
		t.Fatal("g, y did not start a new game")
	}
	// A game with no moves goes at once.
	if again := send(fresh, keyRunes("g")).(cabezaGame); again.ask != askNone {
		t.Fatal("g asked about a game with no moves")
	}
}

func TestQuitAsksWhenTheGameIsNotSaved(t *testing.T) {
	g := cabezaAfter(t)
	next, cmd := g.Update(keyRunes("q"))
	if cmd != nil && isQuit(cmd) {
		t.Fatal("q quit an unsaved game at once")
	}
	if _, cmd = next.Update(keyRunes("y")); cmd == nil || !isQuit(cmd) {
		t.Fatal("q, y did not quit")
	}
	// Saved, q quits at once.
	saved := send(cabezaAfter(t), keyRunes("w")).(cabezaGame)
	if _, cmd := saved.Update(keyRunes("q")); cmd == nil || !isQuit(cmd) {
		t.Fatalf("q after w (%q) did not quit", saved.status)
	}
}

func TestWSavesBeforeTheNewGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	g := send(cabezaAfter(t), keyRunes("g"), keyRunes("w")).(cabezaGame)
	if g.game.Ply() != 0 || !strings.Contains(g.status, "saved to ") || !strings.Contains(g.status, "new game") {
		t.Fatalf("g, w: ply %d, status %q", g.game.Ply(), g.status)
	}
	if n := len(findRecords(mustRecordDir(t))); n != 1 {
		t.Fatalf("%d records saved, want 1", n)
	}
}

func mustRecordDir(t *testing.T) string {
	t.Helper()
	d, err := recordDir()
	if err != nil {
		t.Fatal(err)
	}
	return d
}
