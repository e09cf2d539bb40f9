package tui

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/settings"
	"cabezacat/tui/table"
)

// The menu's Settings page: changed settings are in effect at once (the
// next screens draw with them, the Cabeza form starts at the level
// chosen) and saved to the store, which reads them back.
func TestSettingsPageSavesAndApplies(t *testing.T) {
	store := settings.File{Path: filepath.Join(t.TempDir(), "cabezacat", "config.json")}
	opts := common.Options{SettingsStore: store}
	var m tea.Model = NewApp(opts)
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 100, Height: 30}, tuitest.KeyRunes("k"), tuitest.KeyEnter) // Settings: the last entry
	if v := m.View(); !strings.Contains(v, "Settings") || !strings.Contains(v, "enter saves: saved to "+store.Path) {
		t.Fatalf("the settings page:\n%s", v)
	}
	right, down := tea.KeyMsg{Type: tea.KeyRight}, tuitest.KeyDown
	m = tuitest.Send(m,
		right, down, // theme light; glyphs
		right, down, // ASCII only; colour
		down,               // cabeza level
		right, right, down, // 3 → 5; catcat level
		tuitest.KeyRunes("h"), down, // medium → easy; board
		right, // as it is
	)
	m, cmd := m.Update(tuitest.KeyEnter)
	msg, ok := tuitest.Message[common.SettingsMsg](cmd)
	if !ok {
		t.Fatalf("enter on the settings page asked for nothing:\n%s", m.View())
	}
	m = tuitest.Send(m, msg)
	want := settings.Settings{Theme: "light", ASCII: true, CabezaLevel: 5, CatcatLevel: 1, KeepBoard: true}
	if got := msg.Settings; got != want {
		t.Fatalf("the page asked for %+v, want %+v", got, want)
	}
	if v := m.View(); !strings.Contains(v, "settings saved to "+store.Path) {
		t.Fatalf("the menu does not say where the settings went:\n%s", v)
	}
	if got, err := store.Load(); err != nil || got != want {
		t.Fatalf("read back %+v %v, want %+v", got, err, want)
	}
	a := m.(App)
	if !a.opts.ASCII || a.opts.Theme != common.ThemeLight || a.opts.Settings.Cabeza() != 5 {
		t.Fatalf("not in effect: %+v", a.opts)
	}
	// The Cabeza form (the menu's first entry) starts at level 5 against
	// the AI (its default mode), drawn in ASCII.
	m = tuitest.Send(m, tuitest.KeyEnter)
	v := m.View()
	if !regexp.MustCompile(`AI level\s+5`).MatchString(v) || strings.ContainsAny(v, "›‹•") {
		t.Fatalf("the Cabeza form does not start at level 5 in ASCII:\n%s", v)
	}
}

// With the board kept as it is, blue's player at a table sees red at
// the bottom, as a spectator does (TestTableTurnsTheBoardToTheSeat is
// the default).
func TestSettingsKeepTheBoardForBlue(t *testing.T) {
	lobby, _, tb := annsTable(t)
	blue := sitDown(t, tb, "bob", false)
	opts := common.Options{Host: &common.Host{Lobby: lobby}}.WithSettings(settings.Settings{KeepBoard: true})
	s, err := newTableScreen(opts, lobby.Clock(), blue)
	if err != nil {
		t.Fatal(err)
	}
	v := tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24}).View()
	if top := strings.TrimSpace(strings.Split(v, "\n")[2][:3]); top != "10" {
		t.Fatalf("blue sees rank %s at the top with the board kept, want 10:\n%s", top, v)
	}
}

// A guest on a server (no key, no account) is told on the Settings page
// and after saving that the settings last for the visit, in words that
// fit 80 columns (the note after saving ran past the edge).
func TestGuestSettingsAreForTheVisit(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	var m tea.Model = NewApp(common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "guest"}}})
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("k"), tuitest.KeyEnter) // Settings: the last entry
	if v := strings.Join(strings.Fields(m.View()), " "); !strings.Contains(v, "enter saves: for this visit only: a guest's are not kept (an SSH key keeps them)") {
		t.Fatalf("the settings page:\n%s", m.View())
	}
	m, cmd := m.Update(tuitest.KeyEnter)
	msg, ok := tuitest.Message[common.SettingsMsg](cmd)
	if !ok {
		t.Fatalf("enter on the settings page asked for nothing:\n%s", m.View())
	}
	v := tuitest.Send(m, msg, tea.WindowSizeMsg{Width: 80, Height: 24}).View() // the size as the shell sends it again
	if !strings.Contains(v, "settings in effect for this visit (a guest's are not kept)") {
		t.Fatalf("the menu after saving:\n%s", v)
	}
	tuitest.CheckFits(t, "the menu", v, 80, 24)
}
