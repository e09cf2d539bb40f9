package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
	"cabezacat/tui/tablescreen"
)

// adjournedCabeza is a record as a clocked hot-seat game adjourned by
// quitting writes it: red to move, 2:56.7 and 2:58.3 left.
const adjournedCabeza = `[Game "Cabeza"]
[Red "human"]
[Blue "human"]
[Date "2026-11-24"]
[Ending "adjourned: the players quit"]
[Clock "3+0 red=2m56.7s blue=2m58.3s"]
[Start "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r 1"]
[Result "*"]

1. Fn fs *
`

// openScreen is the screen a record file opens as, as from the open page
// or --load: its game's setup, which the root opens (see cabezaScreen).
func openScreen(opts common.Options, path string) (common.Screen, error) {
	if text, err := os.ReadFile(path); err == nil && strings.HasPrefix(string(text), "catcat-replay") {
		s, err := record.LoadCatcat(path)
		if err != nil {
			return nil, err
		}
		return catcatScreen(opts, path, s)
	}
	s, err := record.LoadCabeza(path)
	if err != nil {
		return nil, err
	}
	return cabezaScreen(opts, path, s)
}

func writeRecord(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// An adjourned clocked game opened again resumes at its last position
// with each side's clock as it was, not at its start with no clock.
func TestOpeningAnAdjournedClockedGameResumesItsClocks(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	s, err := openScreen(common.Options{}, writeRecord(t, adjournedCabeza))
	if err != nil {
		t.Fatal(err)
	}
	ts, ok := s.(tablescreen.Model)
	if !ok {
		t.Fatalf("opened as %T, want the clocked table of one keyboard", s)
	}
	defer ts.Stop()
	snap := ts.Snapshot()
	if strings.Join(snap.Moves, " ") != "Fn fs" || snap.ToMove != 0 {
		t.Fatalf("moves %q, to move %d", snap.Moves, snap.ToMove)
	}
	if snap.Setup.Clock.String() != "3+0" || snap.Clock != [2]time.Duration{176700 * time.Millisecond, 178300 * time.Millisecond} {
		t.Fatalf("clock %v, left %v; want 3+0 with 2:56.7 and 2:58.3", snap.Setup.Clock, snap.Clock)
	}
	if !strings.Contains(ts.Status(), "red 2:56, blue 2:58") {
		t.Errorf("status %q", ts.Status())
	}
}

func TestOpeningAnAdjournedCatcatGameResumesItsClocks(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	text := `catcat-replay 2
cat: human
catcher: human
date: 2026-11-24
clock: 1+2 cat=41.5s catcher=1m2s
result: ongoing
start:
CAT 5 0 0
. . # . .
 . . . . .
. . C . .
 . # . . .
. . . . .
moves: 1
1,0
`
	s, err := openScreen(common.Options{}, writeRecord(t, text))
	if err != nil {
		t.Fatal(err)
	}
	ts, ok := s.(tablescreen.Model)
	if !ok {
		t.Fatalf("opened as %T", s)
	}
	defer ts.Stop()
	if snap := ts.Snapshot(); len(snap.Moves) != 1 || snap.ToMove != 1 || snap.Clock != [2]time.Duration{41500 * time.Millisecond, 62 * time.Second} || snap.Setup.Clock.Inc != 2*time.Second {
		t.Fatalf("moves %q to move %d clock %v %v", snap.Moves, snap.ToMove, snap.Setup.Clock, snap.Clock)
	}
	// The board's seed and density are not known: the title does not
	// make them up.
	if v := tuitest.Send(ts, tea.WindowSizeMsg{Width: 100, Height: 30}).View(); !strings.Contains(v, "5×5 · a recorded game") || strings.Contains(v, "seed 0") {
		t.Errorf("title:\n%s", v)
	}
}

// A record with no clock (saved before clocks were kept, or unclocked)
// opens as before, at its start to walk through; a damaged clock is
// refused with the file and what is wrong.
func TestOpeningRecordsWithoutOrWithABadClock(t *testing.T) {
	old := strings.Replace(adjournedCabeza, "[Clock \"3+0 red=2m56.7s blue=2m58.3s\"]\n", "", 1)
	if s, err := openScreen(common.Options{}, writeRecord(t, old)); err != nil {
		t.Fatal(err)
	} else if _, ok := s.(cabezagame.Model); !ok {
		t.Fatalf("a record without a clock opened as %T", s)
	}
	bad := strings.Replace(adjournedCabeza, "blue=2m58.3s", "blue=soon", 1)
	path := writeRecord(t, bad)
	if _, err := openScreen(common.Options{}, path); err == nil || !strings.Contains(err.Error(), path+`: clock "3+0 red=2m56.7s blue=soon": blue's time left "soon" is not a time like 4m12.5s`) {
		t.Fatalf("a bad clock: %v", err)
	}
	if _, err := record.LoadCabeza(path); err == nil || !strings.Contains(err.Error(), path+`: clock "3+0`) {
		t.Fatalf("--load of a bad clock: %v", err)
	}
}

// --load of an adjourned clocked game played on by people resumes it at
// a table of its own; with an AI named for a side it is the game against
// the AI, on the record's clock (TestOpeningAClockedGameAgainstTheAI).
func TestLoadedAdjournedGameResumesOnlyForPeople(t *testing.T) {
	s, err := record.LoadCabeza(writeRecord(t, adjournedCabeza))
	if err != nil {
		t.Fatal(err)
	}
	if clock, ok := cabezaClock(s); !ok || clock != "3+0 red=2m56.7s blue=2m58.3s" {
		t.Fatalf("people: %q %v", clock, ok)
	}
	s.Blue = gamesetup.Computer(2)
	if _, ok := cabezaClock(s); ok {
		t.Fatal("resumed with a clock against the AI")
	}
}

// A clocked game against the AI saved (its record keeps the clock as a
// table's does) opens, from --load or the open page, as the game against
// the AI with each side's time left, not as a table nor without a clock.
func TestOpeningAClockedGameAgainstTheAI(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	text := strings.Replace(adjournedCabeza, `[Blue "human"]`, `[Blue "ai:2"]`, 1)
	s, err := openScreen(common.Options{}, writeRecord(t, text))
	if err != nil {
		t.Fatal(err)
	}
	g, ok := s.(cabezagame.Model)
	if !ok {
		t.Fatalf("opened as %T, want the game against the AI", s)
	}
	v := tuitest.Send(g, tea.WindowSizeMsg{Width: 100, Height: 30}).View()
	if !strings.Contains(v, "you · 2:56") || !strings.Contains(v, "level 2 · 2:58") {
		t.Fatalf("no clocks as saved:\n%s", v)
	}
}
