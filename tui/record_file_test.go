package tui

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// w saves the game (not the line shown), and loading the file opens the
// same game at its start; end walks to its last move.
func TestCabezaSaveThenLoadGivesTheSameGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	line, _ := someMoves(t, 5)
	s, err := newCabezaGame(Options{}, CabezaSetup{Red: Human(), Blue: Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(cabezaGame)
	for _, mv := range line { // the AI side's moves too, played straight on the game
		if _, err := g.game.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	g = send(g, tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("<"), keyRunes("<"), keyRunes("w")).(cabezaGame)
	path, ok := strings.CutPrefix(g.status, "saved to ")
	if !ok {
		t.Fatalf("w says %q", g.status)
	}
	setup, err := LoadCabeza(path)
	if err != nil {
		t.Fatal(err)
	}
	if setup.Red != Human() || setup.Blue != Computer(2) {
		t.Fatalf("players %+v %+v, want human and ai:2", setup.Red, setup.Blue)
	}
	o, err := newCabezaGame(Options{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	opened := o.(cabezaGame)
	if opened.game.Ply() != 0 || !opened.walk.walking() || moveTexts(cabezaGame{cabezaBase: cabezaBase{game: opened.walk.line}}) != strings.Join(line, " ") {
		t.Fatalf("opened at ply %d (walking %v), game %q", opened.game.Ply(), opened.walk.walking(), moveTexts(cabezaGame{cabezaBase: cabezaBase{game: opened.walk.line}}))
	}
	end := send(opened, tea.KeyMsg{Type: tea.KeyEnd}).(cabezaGame)
	if moveTexts(end) != strings.Join(line, " ") || end.walk.walking() {
		t.Fatal("end does not reach the saved game")
	}
}

func TestCatcatSaveThenLoadGivesTheSameGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	g := send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24},
		keyRunes("U"), keyRunes("l"), keyRunes("l"), keyEnter, keyRunes("w")).(catcatGame)
	path, ok := strings.CutPrefix(g.status, "saved to ")
	if !ok {
		t.Fatalf("w says %q", g.status)
	}
	setup, err := LoadCatcat(path)
	if err != nil {
		t.Fatal(err)
	}
	o, err := newCatcatGame(Options{}, setup)
	if err != nil {
		t.Fatal(err)
	}
	opened := o.(catcatGame)
	if opened.game.Start() != g.game.Start() || !slices.Equal(opened.walk.line.Moves(), g.game.Moves()) {
		t.Fatalf("loaded %v, saved %v", opened.walk.line.Moves(), g.game.Moves())
	}
	stepped := send(opened, keyRunes(">")).(catcatGame)
	if got := stepped.game.Moves(); len(got) != 1 || got[0] != g.game.Moves()[0] {
		t.Fatalf("> shows %v", got)
	}
}

func TestSaveRecordNeverReplacesAFile(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 11, 22, 1, 2, 3, 0, time.UTC)
	taken := filepath.Join(dir, "cabeza-20261122-010203.txt")
	if err := os.WriteFile(taken, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	path, err := saveRecord(dir, "cabeza", now, []byte("new"))
	if err != nil {
		t.Fatal(err)
	}
	if path != filepath.Join(dir, "cabeza-20261122-010203-2.txt") {
		t.Fatalf("saved to %s", path)
	}
	if b, _ := os.ReadFile(taken); string(b) != "keep me" {
		t.Fatal("the existing file was changed")
	}
	if b, _ := os.ReadFile(path); string(b) != "new" {
		t.Fatal("the new record was not written")
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

// A damaged or foreign file is refused with the file, the line and the
// problem; nothing panics.
func TestLoadDamagedRecordsSaysWhereAndWhat(t *testing.T) {
	dir := t.TempDir()
	good := cabeza.RecordOf(cabeza.NewGame(cabeza.Start()))
	text, err := good.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, text string
		load       func(string) error
		want       []error
	}{
		{"bad-move.txt", string(text[:len(text)-2]) + "1. Zz *\n", loadCabezaErr, []error{cabeza.ErrRecordMove}},
		{"empty.txt", "", loadCabezaErr, nil},
		{"foreign.txt", "PK\x03\x04 not a record", loadCatcatErr, []error{catcat.ErrNotRecord}},
		{"cabeza-as-catcat.txt", string(text), loadCatcatErr, nil},
	}
	for _, c := range cases {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		err := c.load(path)
		if err == nil {
			t.Errorf("%s: loaded", c.name)
			continue
		}
		if !strings.Contains(err.Error(), path) {
			t.Errorf("%s: %v does not name the file", c.name, err)
		}
		for _, w := range c.want {
			if !errors.Is(err, w) {
				t.Errorf("%s: %v is not %v", c.name, err, w)
			}
		}
		t.Logf("%s: %v", c.name, err)
	}
	if _, err := LoadCabeza(filepath.Join(dir, "missing.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}

func loadCabezaErr(p string) error { _, err := LoadCabeza(p); return err }
func loadCatcatErr(p string) error { _, err := LoadCatcat(p); return err }

// The menu's third entry opens a file of either game; a damaged one is
// explained on the form, which stays for another try.
func TestMenuOpensASavedGame(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir()) // no saved games: the path row has the keyboard
	dir := t.TempDir()
	g := catcat.NewGame(hotSeatCatcat(t, 9, 7).game.Start())
	text, err := catcatRecordText(g, CatcatSetup{Cat: Human(), Catcher: Computer(3)}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "game.txt")
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(good, text, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("[Game \"Cabeza\"]\n1. Zz *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	open := func(path string) App {
		m := send(NewApp(Options{}), tea.WindowSizeMsg{Width: 80, Height: 24}, keyDown, keyDown, keyEnter, keyRunes(path))
		m, cmd := m.Update(keyEnter)
		if cmd != nil {
			m, _ = m.Update(cmd())
		}
		return m.(App)
	}
	a := open(bad)
	if _, still := a.screen.(menu); !still || !strings.Contains(a.View(), "bad.txt") {
		t.Fatalf("a damaged file: the menu does not explain it:\n%s", a.View())
	}
	c, ok := open(good).screen.(catcatGame)
	if !ok || c.setup.Catcher != Computer(3) || !c.walk.walking() || c.game.Start() != g.Start() {
		t.Fatalf("the saved game did not open at its start: %+v", c.setup)
	}
}
