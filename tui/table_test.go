package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
)

// At a server's table the side panel names who sits at each seat, as the
// seats line does, not "player 1" and "player 2".
func TestTablePanelNamesThePlayers(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	for _, kind := range []table.Kind{table.Catcat, table.Cabeza} {
		alice, err := lobby.Open(table.Setup{Kind: kind, Size: 9, Density: 0.05, Seed: 3}, table.Identity{Name: "alice"}, 0)
		if err != nil {
			t.Fatal(err)
		}
		tb, _ := lobby.Find(alice.Code())
		// Before anyone joins, the other seat is open, not a "player".
		waiting, err := newTableScreen(common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "alice"}}}, lobby.Clock(), alice)
		if err != nil {
			t.Fatal(err)
		}
		open := map[table.Kind]string{table.Catcat: "Catcher  (open)", table.Cabeza: "Blue  (open)"}[kind]
		if v := tuitest.Send(waiting, tea.WindowSizeMsg{Width: 110, Height: 40}).View(); !strings.Contains(v, open) || strings.Contains(v, "player") {
			t.Errorf("%v: the panel before anyone joined lacks %q (or says player):\n%s", kind, open, v)
		}
		bob, err := tb.Join(table.Identity{Name: "bob"}, false, "")
		if err != nil {
			t.Fatal(err)
		}
		opts := common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "alice"}}}
		s, err := newTableScreen(opts, lobby.Clock(), alice)
		if err != nil {
			t.Fatal(err)
		}
		v := tuitest.Send(s, tea.WindowSizeMsg{Width: 110, Height: 40}).View()
		// The seats line names them too; the panel's lines are "Cat  alice".
		sides := map[table.Kind][2]string{table.Catcat: {"Cat      alice", "Catcher  bob"}, table.Cabeza: {"Red   alice", "Blue  bob"}}[kind]
		for _, want := range sides {
			if !strings.Contains(v, want) {
				t.Errorf("%v: the panel lacks %q:\n%s", kind, want, v)
			}
		}
		if strings.Contains(v, "player") {
			t.Errorf("%v: the panel says player:\n%s", kind, v)
		}
		bob.Leave()
		alice.Leave()
	}
}
