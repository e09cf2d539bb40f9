package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/help"
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

// Blue's player at a table sees Cabeza's board turned round, their own
// side at the bottom, as against the AI; f still flips it. Red's player
// and a spectator see it the usual way round.
func TestTableTurnsTheBoardToTheSeat(t *testing.T) {
	lobby, red, tb := annsTable(t)
	blue := sitDown(t, tb, "bob", false)
	watcher, err := tb.Join(table.Identity{Name: "eve"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	// topRank is the rank label of the board's first row (the line after
	// the table's line and the board's top edge).
	topRank := func(m tea.Model) string {
		return strings.TrimSpace(strings.Split(m.View(), "\n")[2][:3])
	}
	for _, c := range []struct {
		who  string
		sub  *table.Sub
		want string
	}{{"red", red, "10"}, {"blue", blue, "1"}, {"a spectator", watcher, "10"}} {
		s, err := newTableScreen(common.Options{Host: &common.Host{Lobby: lobby}}, lobby.Clock(), c.sub)
		if err != nil {
			t.Fatal(err)
		}
		m := tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24})
		if got := topRank(m); got != c.want {
			t.Errorf("%s sees rank %s at the top, want %s:\n%s", c.who, got, c.want, m.View())
		}
		if got := topRank(tuitest.Send(m, tuitest.KeyRunes("f"))); got == c.want {
			t.Errorf("%s: f did not flip the board", c.who)
		}
	}
}

// A spectator's table line says "watching" once (not "watching  1
// watching"); a player's counts the spectators.
func TestSpectatorHeaderSaysWatchingOnce(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	red, err := lobby.Open(table.Setup{Kind: table.Cabeza}, table.Identity{Name: "ann"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := lobby.Find(red.Code())
	header := func(sub *table.Sub) string {
		s, err := newTableScreen(common.Options{Host: &common.Host{Lobby: lobby}}, lobby.Clock(), sub)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(tuitest.Send(s, tea.WindowSizeMsg{Width: 120, Height: 30}).View(), "\n")[0]
	}
	eve, err := tb.Join(table.Identity{Name: "eve"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	if h := header(eve); strings.Count(h, "watching") != 1 || !strings.Contains(h, "you are watching") {
		t.Errorf("one spectator's header: %q", h)
	}
	tim, err := tb.Join(table.Identity{Name: "tim"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	if h := header(tim); strings.Count(h, "watching") != 1 || !strings.Contains(h, "you and 1 more watching") {
		t.Errorf("a second spectator's header: %q", h)
	}
	if h := header(red); !strings.Contains(h, "you: red") || !strings.Contains(h, "2 watching") {
		t.Errorf("the player's header: %q", h)
	}
}

// A spectator's help lists the keys that do something for them (leave,
// talk), not a seat's: resign, draw, accept, mute, rematch. A player's
// lists those.
func TestSpectatorHelpListsNoSeatKeys(t *testing.T) {
	lobby, red, tb := annsTable(t)
	eve := sitDown(t, tb, "eve", true)
	help := func(sub *table.Sub) string {
		s, err := newTableScreen(common.Options{Host: &common.Host{Lobby: lobby}}, lobby.Clock(), sub)
		if err != nil {
			t.Fatal(err)
		}
		var keys []string
		for _, b := range s.(interface{ KeyMap() help.KeyMap }).KeyMap().ShortHelp() {
			keys = append(keys, b.Help().Key+" "+b.Help().Desc)
		}
		return strings.Join(keys, "\n")
	}
	watcher, player := help(eve), help(red)
	for _, seat := range []string{"resign", "offer a draw", "accept", "mute", "rematch", "undo"} {
		if strings.Contains(watcher, seat) {
			t.Errorf("a spectator's keys name %q:\n%s", seat, watcher)
		}
		if seat != "undo" && !strings.Contains(player, seat) {
			t.Errorf("a player's keys lack %q:\n%s", seat, player)
		}
	}
	for _, want := range []string{"esc leave the table (twice)", "T talk"} {
		if !strings.Contains(watcher, want) {
			t.Errorf("a spectator's keys lack %q:\n%s", want, watcher)
		}
	}
}

// An ending the rules did not decide (a resignation, a flag) is shown in
// the panel where a result is, not only on the status line.
func TestTablePanelShowsAResignation(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	red, err := lobby.Open(table.Setup{Kind: table.Catcat, Size: 9, Density: 0.05, Seed: 3}, table.Identity{Name: "ann"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := lobby.Find(red.Code())
	blue, err := tb.Join(table.Identity{Name: "bob"}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := red.Resign(); err != nil {
		t.Fatal(err)
	}
	s, err := newTableScreen(common.Options{Host: &common.Host{Lobby: lobby}}, lobby.Clock(), blue)
	if err != nil {
		t.Fatal(err)
	}
	v := tuitest.Send(s, tea.WindowSizeMsg{Width: 100, Height: 30}).View()
	if !strings.Contains(v, "Catcher wins") || !strings.Contains(v, "Cat resigned") {
		t.Fatalf("the panel after a resignation:\n%s", v)
	}
}
