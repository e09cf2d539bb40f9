package record

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/table"
)

// summarized writes text to dir/name and summarizes it.
func summarized(t *testing.T, dir, name string, text []byte) Summary {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, text, 0o644); err != nil {
		t.Fatal(err)
	}
	return Summarize(Entry{Path: p, Mod: time.Now()})
}

func cabezaGame(t *testing.T, moves string) *cabeza.Game {
	t.Helper()
	g := cabeza.NewGame(cabeza.Start())
	for _, mv := range strings.Fields(moves) {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func catcatGame(t *testing.T, cells ...catcat.Cell) *catcat.Game {
	t.Helper()
	size, _ := catcat.NewSize(9)
	start, err := catcat.RandomStart(size, 0.05, 7)
	if err != nil {
		t.Fatal(err)
	}
	g := catcat.NewGame(start)
	for _, c := range cells {
		if err := g.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// The open page lists each record's game, players, standing and moves:
// a result by the rules, a table's ending, adjourned, or unfinished.
func TestSummaryOfEachKindOfRecord(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 1, 2, 3, 4, 0, 0, time.UTC)
	text := func(b []byte, err error) []byte {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	vsAI := gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(4)}
	resigned := cabeza.RecordOf(cabezaGame(t, "Hn os"), cabeza.Tag{Name: "Red", Value: "human (alice)"}, cabeza.Tag{Name: "Blue", Value: "human (bob)"},
		cabeza.Tag{Name: "Ending", Value: "blue resigned: red wins"}, cabeza.Tag{Name: table.ClockTag, Value: "5+3 red=4m blue=3m"})
	adjourned := cabeza.RecordOf(cabezaGame(t, "Hn"), cabeza.Tag{Name: "Red", Value: "human"}, cabeza.Tag{Name: "Blue", Value: "human"},
		cabeza.Tag{Name: table.ClockTag, Value: "5+3 red=4m blue=3m"})
	escaped := catcatGame(t)
	for escaped.Position().Outcome() == catcat.Ongoing {
		// The cat walks west; the catcher blocks far away, in the east.
		p := escaped.Position()
		c := p.Cat()
		c.X--
		if p.Turn() == catcat.CatcherToMove {
			c = catcat.Cell{X: 4, Y: 4 - len(escaped.Moves())/2}
		}
		if err := escaped.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	catAdjourned := catcat.RecordOf(catcatGame(t, catcat.Cell{X: -1, Y: 0}))
	catAdjourned.Cat, catAdjourned.Catcher, catAdjourned.Clock = "human (alice) (adjourned: bob did not come back)", "human (bob)", "1+0 cat=38.2s catcher=0s"
	cases := []struct {
		name    string
		text    []byte
		game    string
		players string
		result  string
		moves   int
	}{
		{"unfinished.txt", text(CabezaText(cabezaGame(t, "Hn os On"), vsAI, now)), GameCabeza, "human v ai:4", "unfinished", 3},
		{"crush.txt", text(CabezaText(cabezaGame(t, "Hn os On oe On fe Mn cs On"), vsAI, now)), GameCabeza, "human v ai:4", "red won: crush", 9},
		{"resigned.txt", text(resigned.MarshalText()), GameCabeza, "human (alice) v human (bob)", "blue resigned: red wins", 2},
		{"adjourned.txt", text(adjourned.MarshalText()), GameCabeza, "human v human", "adjourned", 1},
		{"escaped.txt", text(CatcatText(escaped, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Computer(2)}, now)), GameCatcat, "human v ai:" + gamesetup.CatcatLevelName(2), "cat escaped", len(escaped.Moves())},
		{"cat-adjourned.txt", text(catAdjourned.MarshalText()), GameCatcat, "human (alice) v human (bob)", "adjourned", 1},
	}
	for _, c := range cases {
		s := summarized(t, dir, c.name, c.text)
		if s.Err != nil || s.Game != c.game || s.Players() != c.players || s.Result != c.result || s.Moves != c.moves {
			t.Errorf("%s: %s, %q, %q, %d moves (%v); want %s, %q, %q, %d", c.name, s.Game, s.Players(), s.Result, s.Moves, s.Err, c.game, c.players, c.result, c.moves)
		}
	}
	if s := summarized(t, dir, "bysides.txt", cases[0].text); s.PlayersBySide() != "red human, blue ai:4" {
		t.Errorf("by side: %q", s.PlayersBySide())
	}
}

// A file that is no record is listed with its problem in short; one too
// large is not read for the list; a named pipe is refused without
// waiting.
func TestSummaryOfWhatIsNoRecord(t *testing.T) {
	dir := t.TempDir()
	damaged := summarized(t, dir, "damaged.txt", []byte("[Game \"Cabeza\"]\n[Result \"*\"]\n1. Zz *\n"))
	if damaged.Err == nil || damaged.Game != "" || !strings.HasPrefix(damaged.Problem(), "line 3: ") || strings.Contains(damaged.Problem(), "cabeza record") {
		t.Errorf("a damaged record: %q (%v)", damaged.Problem(), damaged.Err)
	}
	if s := summarized(t, dir, "notes.txt", []byte("hello")); s.Err == nil || !strings.Contains(s.Problem(), "starts with") {
		t.Errorf("a foreign file: %q", s.Problem())
	}
	big := summarized(t, dir, "big.txt", []byte("[Game \"Cabeza\"]\n"+strings.Repeat(" ", ListMaxBytes)))
	if big.Err == nil || !strings.Contains(big.Problem(), "larger than 256 KiB") {
		t.Errorf("a file over the list's bound: %q", big.Problem())
	}
	fifo := filepath.Join(dir, "fifo.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	if s := Summarize(Entry{Path: fifo}); s.Err == nil || !strings.Contains(s.Problem(), "named pipe") {
		t.Errorf("a named pipe: %q", s.Problem())
	}
}

// A game from a server's table (its archive, `serve export`) names its
// players "human (alice)", the cat's with the table's ending after it:
// opened, each side is a person with that name, which the game screen
// shows; a plain "human" or a program stays a person with no name.
func TestTableRecordOpensWithItsPlayersNames(t *testing.T) {
	cab := cabeza.RecordOf(cabezaGame(t, "Hn os"), cabeza.Tag{Name: "Red", Value: "human (alice)"}, cabeza.Tag{Name: "Blue", Value: "human"})
	s, err := CabezaSetupOf("a.txt", mustText(t, cab.MarshalText))
	if err != nil || s.Red.AI || s.Red.Name != "alice" || s.Blue.AI || s.Blue.Name != "" {
		t.Errorf("Cabeza: red %+v, blue %+v, %v; want alice and an unnamed person", s.Red, s.Blue, err)
	}
	cc := catcat.RecordOf(catcatGame(t, catcat.Cell{X: -1, Y: 0}))
	cc.Cat, cc.Catcher = "human (alice) (the cat resigned: the catcher wins)", "human (bob)"
	c, err := CatcatSetupOf("b.txt", mustText(t, cc.MarshalText))
	if err != nil || c.Cat.AI || c.Cat.Name != "alice" || c.Catcher.AI || c.Catcher.Name != "bob" {
		t.Errorf("Catch the Cat: cat %+v, catcher %+v, %v; want alice and bob", c.Cat, c.Catcher, err)
	}
	cc.Cat, cc.Catcher = "./agent.sh", "builtin:hard"
	c, err = CatcatSetupOf("c.txt", mustText(t, cc.MarshalText))
	if err != nil || c.Cat.AI || c.Cat.Name != "" || !c.Catcher.AI {
		t.Errorf("an arena replay: cat %+v, catcher %+v, %v; want a person and the hard AI", c.Cat, c.Catcher, err)
	}
}

func mustText(t *testing.T, marshal func() ([]byte, error)) []byte {
	t.Helper()
	b, err := marshal()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
