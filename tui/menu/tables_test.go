package menu

import (
	"strings"
	"testing"
	"time"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"

	tea "github.com/charmbracelet/bubbletea"
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
	rated, err := lobby.Open(table.Setup{Kind: table.Cabeza, Rated: true}, table.Identity{Name: "dave", Player: 7}, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer rated.Leave()
	f := newJoinTableForm(common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "carol"}}})
	list := strings.Join(f.row("table").choices, "\n")
	for _, want := range []string{
		cat.Code() + " Catch the Cat, no clock, cat alice, catcher open",
		red.Code() + " Cabeza, clock 5+3, red open, blue bob",
		rated.Code() + " Cabeza, rated, no clock, red dave, blue open", // said before sitting down
	} {
		if !strings.Contains(list, want) {
			t.Errorf("the list does not say %q:\n%s", want, list)
		}
	}
	if strings.Contains(list, "Catcat") || strings.Contains(list, "none") {
		t.Errorf("internal words in the list:\n%s", list)
	}
	if note := f.row("table").note; note != "3 tables open or playing" {
		t.Errorf("the list's count: %q", note)
	}
}

// On a server the menu has seven entries for a guest (a player has eight
// or nine): at 80×24 they all show, two lines each, and a click lands
// on the entry drawn under it. None opens the host's records folder,
// which holds everyone's games.
func TestServerMenuFitsEightyByTwentyFour(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	opts := common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "carol"}}}
	var a tea.Model = newApp(opts)
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := a.View(); strings.Contains(v, "too small") {
		t.Fatalf("the server's menu does not fit 80×24:\n%s", v)
	}
	var m tea.Model = New(opts)
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	rows := map[string]int{}
	for i, l := range strings.Split(m.View(), "\n") {
		rows[strings.TrimPrefix(strings.TrimSpace(l), "> ")] = i
	}
	for _, title := range []string{"Cabeza", "Catch the Cat", "Learn", "Puzzles", "Open a table", "Join a table", "Settings"} {
		row, ok := rows[title]
		if title == "Learn" {
			if _, open := rows["Open a saved game"]; open {
				t.Fatalf("a server's visitor is offered the host's records folder:\n%s", m.View())
			}
		}
		if !ok {
			t.Fatalf("%q is not on the menu:\n%s", title, m.View())
		}
		for _, y := range []int{row, row + 1} { // the title and its blurb
			got, _ := m.Update(tea.MouseMsg{X: 4, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
			if e := got.(Model).entries()[got.(Model).cursor]; e.title != title {
				t.Errorf("a click on row %d (%s) chose %q", y, title, e.title)
			}
		}
	}
}

// A returning player with two things waiting finds the first on the
// menu with its count in the title, and its blurb whole at 80 columns
// ("(1 more after it)" at the blurb's end was cut off there).
func TestOfferSaysHowManyWaitAndFits(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	acct := &fakeAccount{offers: []common.Offer{
		{Title: "your adjourned Catch the Cat game with root", GameID: 1},
		{Title: "your adjourned Cabeza game with carol", GameID: 2},
	}}
	opts := common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "alice", Player: 1}, Account: acct}}
	var m tea.Model = New(opts)
	v := tuitest.Send(m, tea.WindowSizeMsg{Width: 80, Height: 24}).View()
	var lines []string
	for _, l := range strings.Split(v, "\n") {
		lines = append(lines, strings.TrimSpace(l))
	}
	trimmed := strings.Join(lines, "\n")
	for _, want := range []string{
		"> your adjourned Catch the Cat game with root (1 of 2): enter",
		"enter: resume it at a table; your opponent is offered the seat\n",
	} {
		if !strings.Contains(trimmed, want) {
			t.Errorf("the menu does not say %q:\n%s", want, v)
		}
	}
	tuitest.CheckFits(t, "the menu", v, 80, 24)
}

// A player's server menu with an offer fills 24 rows; a problem of two
// or three lines (a stale offer's) still fits, its blank lines giving
// way, with the title, the problem and every entry on the screen.
func TestMenuWithAProblemFitsTheScreen(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	acct := &fakeAccount{offers: []common.Offer{{Title: "your seat at ABCD is waiting (Cabeza, 12 moves)", Code: "ABCD"}, {Title: "your adjourned Cabeza game with bob", GameID: 2}}}
	opts := common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "alice", Player: 1}, Account: acct, Greeting: "welcome back, alice"}}
	for _, problem := range []string{
		"that game has ended since the menu offered it",
		"the game at 6FFD has ended since you left; the menu shows what waits for you now",
		strings.Repeat("a problem of three lines at eighty columns ", 4),
	} {
		m := tuitest.Send(New(opts).WithProblem(problem), tea.WindowSizeMsg{Width: 80, Height: 24})
		v := m.View()
		tuitest.CheckFits(t, "the menu", v, 80, 24)
		// A click lands on the entry drawn under it, below the problem.
		for y, l := range strings.Split(v, "\n") {
			if strings.TrimSpace(l) == "Settings" {
				got, _ := m.Update(tea.MouseMsg{X: 4, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
				if e := got.(Model).entries()[got.(Model).cursor]; e.title != "Settings" {
					t.Errorf("%q: a click on row %d (Settings) chose %q", problem, y, e.title)
				}
			}
		}
		flat := strings.Join(strings.Fields(v), " ")
		for _, want := range []string{"cabezacat welcome back, alice", strings.Join(strings.Fields(problem), " "), "Settings", "q quit"} {
			if !strings.Contains(flat, want) {
				t.Errorf("the menu lacks %q:\n%s", want, v)
			}
		}
	}
}

// What enter does at a rated Catch the Cat table is said whole at 80
// columns, ending with the code to give; how the match is scored is the
// help's.
func TestRatedCatcatTableFormSaysItWhole(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	opts := common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "carol", Player: 3}, Account: &fakeAccount{}}}
	f := newOpenTableForm(opts)
	f.row("game").choice = 1
	f.row("rated").choice = 1
	v := f.view(common.NewStyles(opts), common.NewHelp(common.NewStyles(opts)), 80)
	flat := strings.Join(strings.Fields(v), " ")
	if want := "enter starts: a rated (a match of two games, roles swapped) table for Catch the Cat on 13×13, no clock: you get its code"; !strings.Contains(flat, want) {
		t.Errorf("the form does not say %q:\n%s", want, v)
	}
	if !strings.Contains(strings.Join(strings.Fields(common.RulesTable), " "), "a rated Catch the Cat table is a match of two games on the same board") {
		t.Errorf("the table's help does not say how a rated match goes:\n%s", common.RulesTable)
	}
}

// A player's server menu has nine entries: on a terminal of 20 rows it
// lists their titles, one a line, with the chosen one's blurb under
// them (with every blurb it needed 23 rows and the screen said "too
// small"); a click on a title chooses it.
func TestShortTerminalListsTheTitles(t *testing.T) {
	lobby := table.NewLobby(table.Config{Clock: table.NewManualClock(time.Unix(0, 0)), Grace: time.Minute, MaxTables: 4})
	defer lobby.Close("test over")
	acct := &fakeAccount{offers: []common.Offer{{Title: "your seat at ABCD is waiting (Cabeza, 12 moves)", Code: "ABCD"}}}
	opts := common.Options{Host: &common.Host{Lobby: lobby, Visitor: table.Identity{Name: "alice", Player: 1}, Account: acct, Greeting: "welcome back, alice"}}
	var m tea.Model = New(opts)
	if _, h := m.(Model).MinSize(); h > 20 {
		t.Fatalf("the menu wants %d rows", h)
	}
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 62, Height: 20}, tuitest.KeyDown)
	v := m.View()
	tuitest.CheckFits(t, "the menu", v, 62, 20)
	for _, want := range []string{"> Cabeza", "Your account", "Settings", "roll blocks on a 10×10 board", "q quit"} {
		if !strings.Contains(v, want) {
			t.Errorf("the short menu lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "a cat escapes across a hex board") {
		t.Errorf("an entry not chosen shows its blurb:\n%s", v)
	}
	clicked := false
	for y, l := range strings.Split(v, "\n") {
		if strings.TrimSpace(l) == "Settings" {
			got, _ := m.Update(tea.MouseMsg{X: 4, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
			if e := got.(Model).entries()[got.(Model).cursor]; e.title != "Settings" {
				t.Errorf("a click on row %d (Settings) chose %q", y, e.title)
			}
			clicked = true
		}
	}
	if !clicked {
		t.Errorf("no Settings line to click:\n%s", v)
	}
}
