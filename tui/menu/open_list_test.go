package menu

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
)

// recordsFolder is the record folder of a test, empty, in a home folder
// of its own (the page says ~/.local/share/cabezacat), with the page's
// times in UTC.
func recordsFolder(t *testing.T) string {
	t.Helper()
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_DATA_HOME", "")
	zone := recordListZone
	recordListZone = time.UTC
	t.Cleanup(func() { recordListZone = zone })
	dir := filepath.Join(home, ".local", "share", "cabezacat")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// writeRecord writes a record saved hoursAgo before 2026-01-02 12:00.
func writeRecord(t *testing.T, dir, name string, text []byte, hoursAgo int) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, text, 0o644); err != nil {
		t.Fatal(err)
	}
	when := time.Date(2026, 1, 2, 12, 0, 0, 0, time.UTC).Add(-time.Duration(hoursAgo) * time.Hour)
	if err := os.Chtimes(p, when, when); err != nil {
		t.Fatal(err)
	}
	return p
}

func cabezaRecord(t *testing.T, s gamesetup.CabezaSetup, moves string) []byte {
	t.Helper()
	g := cabeza.NewGame(cabeza.Start())
	for _, mv := range strings.Fields(moves) {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	text, err := record.CabezaText(g, s, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// escapedRecord is a game on the 9×9 board of seed 7 where the cat walks
// west and out while the catcher blocks far away: 7 moves.
func escapedRecord(t *testing.T) []byte {
	t.Helper()
	g := catcatStart(t)
	for g.Position().Outcome() == catcat.Ongoing {
		c := g.Position().Cat()
		c.X--
		if g.Position().Turn() == catcat.CatcherToMove {
			c = catcat.Cell{X: 4, Y: 4 - len(g.Moves())/2}
		}
		if err := g.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	text, err := record.CatcatText(g, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Computer(2)}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// fourGames is a record folder with a Cabeza game against the AI (3
// moves, unfinished), a Catch the Cat game the cat won, a Cabeza game
// won by a crush (9 moves) and a damaged file, newest first.
func fourGames(t *testing.T) (dir string, paths []string) {
	dir = recordsFolder(t)
	paths = []string{
		writeRecord(t, dir, "cabeza-vs-ai.txt", cabezaRecord(t, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(4)}, "Hn os On"), 0),
		writeRecord(t, dir, "catcat-escaped.txt", escapedRecord(t), 1),
		writeRecord(t, dir, "cabeza-crush.txt", cabezaRecord(t, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()}, "Hn os On oe On fe Mn cs On"), 2),
		writeRecord(t, dir, "broken.txt", []byte("[Game \"Cabeza\"]\n[Result \"*\"]\n1. Zz *\n"), 3),
	}
	return dir, paths
}

func sendKeys(p openPage, keys ...tea.KeyMsg) (openPage, tea.Cmd) {
	var cmd tea.Cmd
	for _, k := range keys {
		_, cmd = p.update(k)
	}
	return p, cmd
}

// tableRows are the lines of the table's rows in a view of the page:
// from the line under the titles to a blank line.
func tableRows(view string) []string {
	lines := strings.Split(view, "\n")
	var rows []string
	for _, l := range lines[3+1:] {
		if strings.TrimSpace(l) == "" {
			break
		}
		rows = append(rows, strings.TrimSpace(l))
	}
	return rows
}

func viewOf(p openPage) string { return p.view(common.NewHelp(p.st)) }

// Each game's row says when, which game, who played (the first side
// first), how it stands and how many moves; a file that is no record
// says why in short, and in full when selected.
func TestOpenPageShowsEachGame(t *testing.T) {
	_, paths := fourGames(t)
	view := tuitest.Send(newApp(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyEnter).View()
	tuitest.Golden(t, "open_games_80x24", view)
	want := [][]string{
		{"> 2026-01-02 12:00", "Cabeza", "human v ai:4", "unfinished", "3"},
		{"2026-01-02 11:00", "Catcat", "human v ai:" + gamesetup.CatcatLevelName(2), "cat escaped", "7"},
		{"2026-01-02 10:00", "Cabeza", "human v human", "red won: crush", "9"},
		{"2026-01-02 09:00", "?", "line 3:", "no record"},
	}
	rows := tableRows(view)
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d:\n%s", len(rows), len(want), view)
	}
	for i, cells := range want {
		for _, c := range cells {
			if !strings.Contains(rows[i], c) {
				t.Errorf("row %d %q lacks %q", i+1, rows[i], c)
			}
		}
	}
	if !strings.Contains(view, filepath.Base(paths[0])+" · red human, blue ai:4") {
		t.Errorf("the selected game's file and sides are not named:\n%s", view)
	}
	p, _ := sendKeys(newOpenPage(common.Options{}, 80, 24), tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyDown)
	if v := viewOf(p); !strings.Contains(v, "broken.txt: line 3: ") {
		t.Errorf("the damaged file's problem is not said in full:\n%s", v)
	}
	// Wider, the game's name in full.
	if v := viewOf(newOpenPage(common.Options{}, 110, 30)); !strings.Contains(v, "Catch the Cat") {
		t.Errorf("at 110 columns:\n%s", v)
	}
}

// s sorts by the next column, r turns the order round, and a column's
// title shows the order; / filters by words as they are typed.
func TestOpenPageSortsAndFilters(t *testing.T) {
	_, paths := fourGames(t)
	p := newOpenPage(common.Options{}, 80, 24)
	first := func(p openPage) string { return tableRows(viewOf(p))[0] }
	steps := []struct {
		key  string
		want string // in the first row
		mark string // the sorted column's title
	}{
		{"s", "Cabeza", "↓Game"},           // Cabeza before Catcat, the newest first
		{"s", "human v ai:4", "↓Players"},  // "human v ai…" first
		{"r", "line 3", "↑Players"},        // no players: last, so first reversed
		{"s", "cat escaped", "↓Result"},    // A to Z
		{"s", "9", "↓Moves"},               // most first
		{"r", "line 3", "↑Moves"},          // none first
		{"s", "2026-01-02 12:00", "↓Date"}, // back to the newest first
		{"r", "2026-01-02 09:00", "↑Date"},
	}
	for _, s := range steps {
		p, _ = sendKeys(p, tuitest.KeyRunes(s.key))
		if v := viewOf(p); !strings.Contains(first(p), s.want) || !strings.Contains(v, s.mark) {
			t.Fatalf("after %s: first row %q, want %q and the title %s:\n%s", s.key, first(p), s.want, s.mark, v)
		}
	}
	if v := viewOf(p); !strings.Contains(v, "by date, oldest first") {
		t.Errorf("the order is not said:\n%s", v)
	}
	// / and words: the games with them, as they are typed.
	p, _ = sendKeys(p, tuitest.KeyRunes("/"), tuitest.KeyRunes("AI:4"))
	if !p.Typing() {
		t.Fatal("/ gave the filter no keyboard")
	}
	v := viewOf(p)
	if rows := tableRows(v); len(rows) != 1 || !strings.Contains(rows[0], "human v ai:4") || !strings.Contains(v, "1 of 4 games") {
		t.Fatalf("filtered by ai:4:\n%s", v)
	}
	// enter keeps the filter; enter again opens the game shown.
	p, _ = sendKeys(p, tuitest.KeyEnter)
	p, cmd := sendKeys(p, tuitest.KeyEnter)
	if p.Typing() || cmd == nil {
		t.Fatalf("enter, enter did not open the filtered game: %q", p.status)
	}
	if msg, ok := cmd().(common.StartCabezaMsg); !ok || msg.Path != paths[0] {
		t.Fatalf("opened %v, want %s", msg, paths[0])
	}
	// Words that match nothing say so; esc clears them, and esc again
	// leaves the page.
	p, _ = sendKeys(p, tuitest.KeyRunes("/"), tuitest.KeyEsc, tuitest.KeyRunes("/"), tuitest.KeyRunes("zebra"), tuitest.KeyEnter)
	if v := viewOf(p); len(p.shown) != 0 || !strings.Contains(v, `no game has the words "zebra"`) {
		t.Fatalf("a filter that matches nothing:\n%s", v)
	}
	if back, _ := p.update(tuitest.KeyEsc); back || len(tableRows(viewOf(p))) != 4 {
		t.Fatalf("esc did not clear the filter first:\n%s", viewOf(p))
	}
	if back, _ := p.update(tuitest.KeyEsc); !back {
		t.Fatal("esc without a filter did not leave the page")
	}
	// Words of the file's name, the result and the date filter too.
	for words, n := range map[string]int{"broken": 1, "crush": 1, "12:00": 1, "2026-01-02": 4, "catcat cat escaped": 1, "cabeza human": 2} {
		q, _ := sendKeys(newOpenPage(common.Options{}, 80, 24), tuitest.KeyRunes("/"), tuitest.KeyRunes(words))
		if got := len(q.shown); got != n {
			t.Errorf("filter %q: %d games, want %d", words, got, n)
		}
	}
}

// The page reads the newest hundred records at most (each bounded, see
// record.Summarize) and says how many it left out; an older one still
// opens by its path.
func TestOpenPageListsAtMostAHundred(t *testing.T) {
	dir := recordsFolder(t)
	text := cabezaRecord(t, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()}, "Hn")
	for i := 0; i < openListMax+5; i++ {
		writeRecord(t, dir, fmt.Sprintf("cabeza-%03d.txt", i), text, i)
	}
	p := newOpenPage(common.Options{}, 80, 24)
	v := viewOf(p)
	if len(p.games) != openListMax || !strings.Contains(v, "100 newest of 105 records, by date, newest first (older: type a path)") {
		t.Fatalf("%d games listed:\n%s", len(p.games), v)
	}
	tuitest.CheckFits(t, "the open page", v, 80, 24) // the line above ran past 80 columns
	// end: the oldest listed, in view.
	p, _ = sendKeys(p, tea.KeyMsg{Type: tea.KeyEnd})
	if v := viewOf(p); !strings.Contains(v, "cabeza-099.txt") || !strings.Contains(v, "> ") {
		t.Fatalf("end did not bring the last game into view:\n%s", v)
	}
	p, _ = sendKeys(p, tuitest.KeyDown, tuitest.KeyRunes(filepath.Join(dir, "cabeza-104.txt")))
	if _, cmd := p.update(tuitest.KeyEnter); cmd == nil {
		t.Fatalf("the oldest record did not open by its path: %q", p.status)
	}
}

// A click selects a game, a second opens it; a column's title sorts by
// it; a click on the path row gives it the keyboard.
func TestOpenPageClicks(t *testing.T) {
	_, paths := fourGames(t)
	m := tuitest.Send(New(common.Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyEnter).(Model)
	if m.open == nil {
		t.Fatal("the open page did not open")
	}
	m, cmd := clickFormText(t, m, "2026-01-02 10:00")
	if cmd != nil || m.open.cursor != 2 {
		t.Fatalf("a click on the third game: cursor %d", m.open.cursor)
	}
	m, cmd = clickFormText(t, m, "2026-01-02 10:00")
	if msg, ok := cmd().(common.StartCabezaMsg); cmd == nil || !ok || msg.Path != paths[2] {
		t.Fatal("a second click did not open the game")
	}
	m, _ = clickFormText(t, m, "Moves")
	if m.open.sortBy != colMoves {
		t.Fatalf("a click on Moves sorts by %v", m.open.sortBy)
	}
	m, _ = clickFormText(t, m, "Other file")
	if !m.open.onPath || !m.Typing() {
		t.Fatal("a click on the path row did not give it the keyboard")
	}
}

// ↓ below the last game goes to the path row, ↑ back; tab too.
func TestOpenPagePathRow(t *testing.T) {
	fourGames(t)
	p := newOpenPage(common.Options{}, 80, 24)
	p, _ = sendKeys(p, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyDown, tuitest.KeyDown)
	if v := viewOf(p); !p.onPath || !strings.Contains(v, "> Other file") || strings.Contains(v, "> 2026") {
		t.Fatalf("↓ below the last game:\n%s", v)
	}
	p, _ = sendKeys(p, tuitest.KeyRunes("jk"))
	if p.path.Value() != "jk" {
		t.Fatalf("letters on the path row are not text: %q", p.path.Value())
	}
	p, _ = sendKeys(p, tuitest.KeyUp)
	if p.onPath || p.cursor != 3 {
		t.Fatal("↑ on the path row did not go back to the last game")
	}
	p, _ = sendKeys(p, tea.KeyMsg{Type: tea.KeyTab})
	if !p.onPath {
		t.Fatal("tab did not go to the path row")
	}
}

// A record is a stranger's file: its words, and its name, reach the
// screen as text, never as escape sequences.
func TestOpenPageShowsAStrangersWordsSafe(t *testing.T) {
	dir := recordsFolder(t)
	r := cabeza.RecordOf(cabeza.NewGame(cabeza.Start()), cabeza.Tag{Name: "Red", Value: "\x1b]52;c;aGk=\x07eve"}, cabeza.Tag{Name: "Blue", Value: "bob"})
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	writeRecord(t, dir, "cabeza-\x1b[2J.txt", text, 0)
	v := viewOf(newOpenPage(common.Options{}, 80, 24))
	if strings.ContainsAny(v, "\x1b\x07") || !strings.Contains(v, "eve v bob") || !strings.Contains(v, `cabeza-\x1b[2J.txt`) {
		t.Errorf("a record's escapes reach the screen:\n%q", v)
	}
}
