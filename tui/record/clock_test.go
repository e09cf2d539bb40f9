package record

import (
	"strings"
	"testing"
	"time"

	"cabezacat/cabeza"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/table"
)

// A clocked game against the AI writes its clock as a table does, and a
// flag as a table's ending; the record reads back to the same clock and
// each side's time left. An old record without a clock reads as before.
func TestCabezaClockTagsReadBack(t *testing.T) {
	g := cabeza.NewGame(cabeza.Start())
	if err := g.Play(g.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	tc := table.TimeControl{Base: time.Minute, Inc: 2 * time.Second}
	setup := gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Computer(1)}
	now := time.Date(2026, 11, 27, 11, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		left    [2]time.Duration
		flagged int
		tags    []string
	}{
		{[2]time.Duration{47 * time.Second, 58430 * time.Millisecond}, -1, []string{`[Clock "1+2 red=47s blue=58.4s"]`}},
		{[2]time.Duration{47 * time.Second, 0}, 1, []string{`[Clock "1+2 red=47s blue=0s"]`, `[Ending "blue's flag fell: red wins"]`}},
	} {
		text, err := CabezaText(g, setup, now, CabezaClockTags(tc, c.left, c.flagged)...)
		if err != nil {
			t.Fatal(err)
		}
		for _, tag := range c.tags {
			if !strings.Contains(string(text), tag) {
				t.Errorf("no %s in\n%s", tag, text)
			}
		}
		if c.flagged < 0 && strings.Contains(string(text), "Ending") {
			t.Errorf("an ending for a game that goes on:\n%s", text)
		}
		s, err := CabezaSetupOf("g.txt", text)
		if err != nil {
			t.Fatal(err)
		}
		if s.Clock != tc || s.Left == nil || *s.Left != lefts(c.left).round() {
			t.Errorf("read back %v %v, want %v %v", s.Clock, s.Left, tc, c.left)
		}
	}
	text, _ := CabezaText(g, setup, now)
	if s, err := CabezaSetupOf("g.txt", text); err != nil || s.Clock.On() || s.Left != nil {
		t.Errorf("a record without a clock: %v %v %v", s.Clock, s.Left, err)
	}
}

type lefts [2]time.Duration

func (l lefts) round() [2]time.Duration {
	return [2]time.Duration{l[0].Round(100 * time.Millisecond), l[1].Round(100 * time.Millisecond)}
}

// FuzzCabezaSetupOf: no record panics the reader; an error names the
// file; a record that reads with a Clock tag has a clock that is on and
// each side's time left within a day, and without one no clock.
func FuzzCabezaSetupOf(f *testing.F) {
	for _, s := range []string{
		"[Game \"Cabeza\"]\n[Red \"human\"]\n[Blue \"ai:1\"]\n[Clock \"1+2 red=47s blue=58.4s\"]\n[Result \"*\"]\n\n1. Fn fs *\n",
		"[Game \"Cabeza\"]\n[Red \"human\"]\n[Blue \"ai:1\"]\n[Clock \"1+2 red=0s blue=1m0s\"]\n[Ending \"red's flag fell: blue wins\"]\n[Result \"*\"]\n\n*\n",
		"[Game \"Cabeza\"]\n[Clock \"1+2 red=-1s blue=1m0s\"]\n[Result \"*\"]\n*\n",
		"[Game \"Cabeza\"]\n[Clock \"0+0 red=1s blue=1s\"]\n[Result \"*\"]\n*\n",
		"[Game \"Cabeza\"]\n[Clock \"\"]\n[Result \"*\"]\n*\n",
		"[Game \"Cabeza\"]\n[Red \"ai:2\"]\n[Result \"*\"]\n1. Fn *\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := CabezaSetupOf("g.txt", []byte(text))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "g.txt: ") {
				t.Fatalf("an error without the file: %v", err)
			}
			return
		}
		_, tagged := s.Record.Tag(table.ClockTag)
		if tagged != (s.Left != nil) || tagged != s.Clock.On() {
			t.Fatalf("clock tag %v, read as %v %v", tagged, s.Clock, s.Left)
		}
		if s.Left != nil && (s.Left[0] < 0 || s.Left[1] < 0 || s.Left[0] > 24*time.Hour || s.Left[1] > 24*time.Hour) {
			t.Fatalf("time left %v", *s.Left)
		}
	})
}
