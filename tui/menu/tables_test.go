package menu

import (
	"strings"
	"testing"
	"time"

	"cabezacat/tui/common"
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
	f := newJoinTableForm(common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "carol"}}})
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
