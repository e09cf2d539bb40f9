package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// writeCabezaRecord writes a record file for --load.
func writeCabezaRecord(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const unclockedVsAI = "[Game \"Cabeza\"]\n[Red \"human\"]\n[Blue \"ai:1\"]\n[Result \"*\"]\n\n1. Fn fs *\n"

// --load alone resumes a record's clock; --clock with --load puts a game
// saved without a clock on one (each side the full base from where it
// stands), and is refused for a record that keeps its own clock, for a
// game of two people, and for a game that is over.
func TestCabezaClockWithLoad(t *testing.T) {
	clocked := strings.Replace(unclockedVsAI, "[Result", "[Clock \"5+3 red=4m12.5s blue=3m59s\"]\n[Result", 1)
	s, err := cabezaSetup(parsedGameCmd(t, gameCabeza, "--load", writeCabezaRecord(t, clocked)))
	if err != nil {
		t.Fatal(err)
	}
	if s.Clock.String() != "5+3" || s.Left == nil || *s.Left != [2]time.Duration{252500 * time.Millisecond, 239 * time.Second} {
		t.Fatalf("--load of a clocked record: clock %v left %v", s.Clock, s.Left)
	}

	s, err = cabezaSetup(parsedGameCmd(t, gameCabeza, "--load", writeCabezaRecord(t, unclockedVsAI), "--clock", "3+2"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Record == nil || s.Clock.String() != "3+2" || s.Left != nil {
		t.Fatalf("--clock 3+2 --load of an unclocked record: record %v clock %v left %v", s.Record != nil, s.Clock, s.Left)
	}

	path := writeCabezaRecord(t, clocked)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--load", path, "--clock", "3+2"},
			"--clock 3+2: " + path + " keeps its own clock (5+3 red=4m12.5s blue=3m59s) and resumes on it; leave out --clock"},
		{[]string{"--load", writeCabezaRecord(t, unclockedVsAI), "--red", "human", "--blue", "human", "--clock", "3+2"},
			"--clock: a clock is for a game against the AI here"},
		{[]string{"--load", writeCabezaRecord(t, unclockedVsAI), "--clock", "3+x"},
			"--clock: "},
		{[]string{"--load", writeCabezaRecord(t, "[Game \"Cabeza\"]\n[Start \"9c/10/10/10/10/1mff6/OO1oo5/OOFoo5/MHhh6/CH8 r 1\"]\n[Red \"human\"]\n[Blue \"ai:1\"]\n[Result \"0-1\"]\n[Reason \"no-legal-move\"]\n0-1\n"), "--clock", "3+2"},
			"is over (red has no legal move"},
	} {
		_, err := cabezaSetup(parsedGameCmd(t, gameCabeza, c.args...))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.args, err, c.want)
		}
	}
}
