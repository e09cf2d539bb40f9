package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/table"
)

// The join page's list names each table's game as the menu does and its
// clock in words, not the program's internal names ("Catcat none").
func TestJoinListNamesTheGameAndTheClockInWords(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	cat, err := lobby.Open(table.Setup{Kind: table.Catcat, Size: 9, Density: 0.05, Seed: 3}, table.Identity{Name: "alice"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer cat.Leave()
	red, err := lobby.Open(table.Setup{Kind: table.Cabeza, Clock: table.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second}}, table.Identity{Name: "bob"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer red.Leave()
	f := newJoinTableForm(Options{Host: &Host{Lobby: lobby, Visitor: table.Identity{Name: "carol"}}})
	list := strings.Join(f.row("table").choices, "\n")
	for _, want := range []string{
		cat.Code() + " Catch the Cat, no clock, cat alice, catcher open",
		red.Code() + " Cabeza, clock 5+3, red open, blue bob",
	} {
		if !strings.Contains(list, want) {
			t.Errorf("the list does not say %q:\n%s", want, list)
		}
	}
	if strings.Contains(list, "Catcat") || strings.Contains(list, "none") {
		t.Errorf("internal words in the list:\n%s", list)
	}
	if note := f.row("table").note; note != "2 tables open or playing" {
		t.Errorf("the list's count: %q", note)
	}
}

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
		waiting, err := newTableScreen(Options{Host: &Host{Lobby: lobby, Visitor: table.Identity{Name: "alice"}}}, lobby.Clock(), alice)
		if err != nil {
			t.Fatal(err)
		}
		open := map[table.Kind]string{table.Catcat: "Catcher  (open)", table.Cabeza: "Blue  (open)"}[kind]
		if v := send(waiting, tea.WindowSizeMsg{Width: 110, Height: 40}).View(); !strings.Contains(v, open) || strings.Contains(v, "player") {
			t.Errorf("%v: the panel before anyone joined lacks %q (or says player):\n%s", kind, open, v)
		}
		bob, err := tb.Join(table.Identity{Name: "bob"}, false, "")
		if err != nil {
			t.Fatal(err)
		}
		opts := Options{Host: &Host{Lobby: lobby, Visitor: table.Identity{Name: "alice"}}}
		s, err := newTableScreen(opts, lobby.Clock(), alice)
		if err != nil {
			t.Fatal(err)
		}
		v := send(s, tea.WindowSizeMsg{Width: 110, Height: 40}).View()
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
