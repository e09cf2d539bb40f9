package tui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/table"
)

// What a table screen says fits its lines at 80×24: the seats line names
// who plays and who watches to its last words, and the status line under
// the board (one line: the table's line took the key line's row) says the
// seat token's sentence, the quit question and, after a flag fall or a
// resignation, the file the game was saved as.

var size80 = tea.WindowSizeMsg{Width: 80, Height: 24}

// words is text as a list of words, for comparing what is drawn with
// what is said.
func words(s string) string { return strings.Join(strings.Fields(s), " ") }

// saysAll checks that view has every word of want in order and no line
// wider than 80.
func saysAll(t *testing.T, what, view, want string) {
	t.Helper()
	for _, l := range strings.Split(view, "\n") {
		if lipgloss.Width(l) > 80 {
			t.Errorf("%s: a line of %d cells: %q", what, lipgloss.Width(l), l)
		}
	}
	if !strings.Contains(words(view), words(want)) {
		t.Errorf("%s: the view at 80×24 lacks %q:\n%s", what, want, view)
	}
}

// lastLine is the view's last line (the status line under a table).
func lastLine(v string) string { return v[strings.LastIndex(v, "\n")+1:] }

// tableOf opens a clocked table of kind for alice, bob sits down, and
// carol watches (a seat waits grace for a player who left); it returns
// the players' subs, the lobby and its clock.
func tableOf(t *testing.T, kind table.Kind, saved *string, grace time.Duration) (lobby *table.Lobby, clk *table.ManualClock, alice, bob *table.Sub) {
	t.Helper()
	clk = table.NewManualClock(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	dir := t.TempDir()
	lobby = table.NewLobby(table.Config{Clock: clk, Grace: grace, MaxTables: 4,
		Save: func(k table.Kind, text []byte) (string, error) {
			*saved = filepath.Join(dir, k.String()+"-20261123-120000.txt")
			return *saved, nil
		}})
	t.Cleanup(func() { lobby.Close("test over") })
	alice, err := lobby.Open(table.Setup{Kind: kind, Size: 9, Density: 0.05, Seed: 3, Clock: table.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second}}, table.Identity{Name: "margarita"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := lobby.Find(alice.Code())
	if err != nil {
		t.Fatal(err)
	}
	if bob, err = tb.Join(table.Identity{Name: "bartholomew"}, false, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Join(table.Identity{Name: "carol"}, true, ""); err != nil {
		t.Fatal(err)
	}
	return lobby, clk, alice, bob
}

// screenOf is sub's table screen at 80×24.
func screenOf(t *testing.T, lobby *table.Lobby, sub *table.Sub) tea.Model {
	t.Helper()
	opts := common.Options{Host: &common.Host{Lobby: lobby, RecordDir: t.TempDir()}}
	s, err := newTableScreen(opts, lobby.Clock(), sub)
	if err != nil {
		t.Fatal(err)
	}
	return tuitest.Send(newAppWith(opts, s), size80)
}

// ended waits for the table's game to end (the table's goroutine ends
// it), with a generous bound for a loaded machine.
func ended(t *testing.T, lobby *table.Lobby, code string) {
	t.Helper()
	for deadline := time.Now().Add(tuitest.HangTimeout); !tableInfo(t, lobby, code).Ended; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the game did not end")
		}
	}
}

// firstMove is a legal first move of the table's game (Catch the Cat's
// from its random start, as the table makes it).
func firstMove(t *testing.T, kind table.Kind) string {
	t.Helper()
	if kind == table.Cabeza {
		return "Hne"
	}
	size, err := catcat.NewSize(9)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := catcat.RandomStart(size, 0.05, 3)
	if err != nil {
		t.Fatal(err)
	}
	return pos.LegalMoves()[0].String()
}

// nextMove is a legal move at the table's game now (the first the
// rules list), read from a spectator's snapshot.
func nextMove(t *testing.T, lobby *table.Lobby, code string, kind table.Kind) string {
	t.Helper()
	tb, err := lobby.Find(code)
	if err != nil {
		t.Fatal(err)
	}
	w, err := tb.Join(table.Identity{Name: "peek"}, true, "")
	if err != nil {
		t.Fatal(err)
	}
	defer w.Leave()
	snap := <-w.Updates
	if kind == table.Cabeza {
		g := cabeza.NewGame(cabeza.Start())
		for _, m := range snap.Moves {
			if _, err := g.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
		return g.LegalMoves()[0].String()
	}
	size, _ := catcat.NewSize(9)
	pos, err := catcat.RandomStart(size, 0.05, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range snap.Moves {
		c, err := catcat.ParseCell(m)
		if err == nil {
			pos, err = pos.Play(c)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return pos.LegalMoves()[0].String()
}

func TestTableLinesFitAt80Columns(t *testing.T) {
	for _, kind := range []table.Kind{table.Catcat, table.Cabeza} {
		var saved string
		lobby, clk, alice, bob := tableOf(t, kind, &saved, 10*time.Minute)
		me, other := kind.SideName(0), kind.SideName(1)
		if err := alice.Play(firstMove(t, kind)); err != nil { // a game that quitting would leave
			t.Fatal(err)
		}
		// Bob's clock starts at his first move; alice's answer sets it running.
		for _, s := range []*table.Sub{bob, alice} {
			if err := s.Play(nextMove(t, lobby, alice.Code(), kind)); err != nil {
				t.Fatal(err)
			}
		}
		a := screenOf(t, lobby, alice)
		v := a.View()
		seats := v[:strings.Index(v, "\n")]
		if want := "you: " + me + " 1 watching"; !strings.HasSuffix(words(seats), want) || !strings.Contains(seats, "table "+alice.Code()) {
			t.Errorf("%v: the seats line at 80 columns does not end %q: %q", kind, want, seats)
		}
		welcome := "table " + alice.Code() + ": you play " + me + "; seat token is " + alice.Token + " (to rejoin after a drop)"
		saysAll(t, "welcome", lastLine(v), welcome)
		quitQ := "leave table " + alice.Code() + " and quit? your seat waits 10 minutes: y/ctrl+c quit · n stay"
		asked := tuitest.Send(a, tuitest.KeyRunes("q"))
		saysAll(t, "quit question", lastLine(asked.View()), quitQ)
		if v := tuitest.Send(asked, tuitest.KeyRunes("n")).View(); strings.Contains(v, "quit?") || !strings.Contains(v, "you stay") {
			t.Errorf("%v: n did not answer the question:\n%s", kind, v)
		}

		// bob's flag falls: carol, who watches, reads the ending and the
		// file the game was saved as.
		clk.Advance(6 * time.Minute)
		ended(t, lobby, alice.Code())
		tb, err := lobby.Find(alice.Code())
		if err != nil {
			t.Fatal(err)
		}
		carol, err := tb.Join(table.Identity{Name: "carol"}, true, "")
		if err != nil {
			t.Fatal(err)
		}
		end := "game over: " + other + "'s flag fell: " + me + " wins; saved " + filepath.Base(saved)
		saysAll(t, "flag fall", lastLine(screenOf(t, lobby, carol).View()), end)
		bob.Leave()
	}
}

// A resignation says the file too.
func TestTableResignationSaysTheFile(t *testing.T) {
	var saved string
	lobby, _, alice, bob := tableOf(t, table.Cabeza, &saved, time.Minute)
	if err := alice.Play("Hne"); err != nil {
		t.Fatal(err)
	}
	if err := bob.Resign(); err != nil {
		t.Fatal(err)
	}
	ended(t, lobby, alice.Code())
	saysAll(t, "resignation", lastLine(screenOf(t, lobby, alice).View()), "game over: blue resigned: red wins; saved "+filepath.Base(saved))
}

// What the status line under a table cannot hold (the quit question with
// a grace of 1 minute 30 seconds) is said whole in the side panel.
func TestTableSaysALongWordInThePanel(t *testing.T) {
	var saved string
	lobby, _, alice, _ := tableOf(t, table.Cabeza, &saved, 90*time.Second)
	if err := alice.Play("Hne"); err != nil {
		t.Fatal(err)
	}
	v := tuitest.Send(screenOf(t, lobby, alice), tuitest.KeyRunes("q")).View()
	if !strings.HasSuffix(strings.TrimRight(lastLine(v), " "), "…") {
		t.Fatalf("the status line does not mark the cut:\n%s", v)
	}
	panel := words(v[:strings.LastIndex(v, "\n")])
	for _, w := range strings.Fields("leave table " + alice.Code() + " and quit? your seat waits 1 minute 30 seconds: y/ctrl+c quit · n stay") {
		if !strings.Contains(panel, w) {
			t.Errorf("the panel lacks %q:\n%s", w, v)
		}
	}
}
