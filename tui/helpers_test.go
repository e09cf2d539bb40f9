package tui

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// cabezaAfter is a hot-seat Cabeza screen at 80×24 after red's Hne.
func cabezaAfter(t *testing.T) cabezagame.Model {
	t.Helper()
	return tuitest.Send(hotseat.Cabeza(t, ""), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes(":"), tuitest.KeyRunes("Hne"), tuitest.KeyEnter).(cabezagame.Model)
}

// annsTable is a Cabeza table (no clock) that ann opened as red, on a
// lobby of its own closed when the test ends.
func annsTable(t *testing.T) (lobby *table.Lobby, red *table.Sub, tb *table.Table) {
	t.Helper()
	lobby = table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	t.Cleanup(func() { lobby.Close("test over") })
	red, err := lobby.Open(table.Setup{Kind: table.Cabeza}, table.Identity{Name: "ann"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, _ = lobby.Find(red.Code())
	return lobby, red, tb
}

// sitDown is name at tb: in the open seat, or watching.
func sitDown(t *testing.T, tb *table.Table, name string, watch bool) *table.Sub {
	t.Helper()
	sub, err := tb.Join(table.Identity{Name: name}, watch, "")
	if err != nil {
		t.Fatal(err)
	}
	return sub
}
