package main

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"cabezacat/ai/cabezaengine"
)

// shortGames plays n games at depth 1 (milliseconds each).
func shortGames(t testing.TB, n, workers int) []selfPlayGame {
	t.Helper()
	games, _ := selfPlay{games: n, depth: 1, plies: 4, seed: 3, workers: workers, opts: cabezaengine.Options{TTMegabytes: 1}}.run(context.Background(), nil)
	if len(games) != n {
		t.Fatalf("%d of %d games finished", len(games), n)
	}
	return games
}

func writeGames(t testing.TB, games []selfPlayGame) string {
	t.Helper()
	var b bytes.Buffer
	b.WriteString("# a comment\n\n")
	for _, g := range games {
		if err := writeGame(&b, g); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

func sameGames(a, b []selfPlayGame) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].opening != b[i].opening || a[i].game.Status() != b[i].game.Status() ||
			writeLine(a[i]) != writeLine(b[i]) {
			return false
		}
	}
	return true
}

func writeLine(g selfPlayGame) string {
	var b strings.Builder
	_ = writeGame(&b, g)
	return b.String()
}

// Games written and read back are the same games, with their results.
func TestGamesRoundTrip(t *testing.T) {
	games := shortGames(t, 4, 1)
	text := writeGames(t, games)
	back, err := readGames(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if !sameGames(games, back) {
		t.Fatalf("read back other games:\n%s", text)
	}
	for _, g := range back {
		if g.opening != 4 || !g.game.Status().Over() {
			t.Fatalf("opening %d, status %v: want 4 random plies and a finished game", g.opening, g.game.Status())
		}
	}
}

// The data set does not depend on how many games were played at once.
func TestSelfPlayIsTheSameWithMoreWorkers(t *testing.T) {
	if !sameGames(shortGames(t, 4, 1), shortGames(t, 4, 2)) {
		t.Fatal("two workers played other games than one")
	}
}

// A cancelled self-play keeps only finished games.
func TestSelfPlayCancelledKeepsFinishedGames(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	games, _ := selfPlay{games: 10, depth: 1, plies: 4, seed: 3, workers: 2}.run(ctx, nil)
	for _, g := range games {
		if !g.game.Status().Over() {
			t.Fatal("an unfinished game was kept")
		}
	}
}

func TestReadGamesErrorsSayWhereAndWhat(t *testing.T) {
	games := shortGames(t, 1, 1)
	good := strings.TrimSpace(writeLine(games[0]))
	moves := strings.Fields(good)[1:]
	bad := map[string]string{
		"x Fnn":                             `line 1: field 1 "x": want the number of opening plies`,
		"-1 Fnn":                            `line 1: field 1 "-1"`,
		"# c\n0 Fnn Zz":                     `line 2: ply 2 "Zz"`,
		"3 Fnn":                             "line 1: 3 plies of opening, but the game has 1 ply",
		"0 Fnn":                             "line 1: the game is not over after 1 ply: its result is unknown",
		good + "\n" + good + " Fnn":         `line 2: ply ` + strconv.Itoa(len(moves)+1) + ` "Fnn": the game is over`,
		"0 " + strings.Repeat("Fnn ", 5000): "line 1: longer than 16384 bytes",
		"0 " + strings.Join(moves[:len(moves)-1], " "): "not over",
	}
	for text, want := range bad {
		_, err := readGames(strings.NewReader(text))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.40q: error %v, want it to say %q", text, err, want)
		}
	}
}

func FuzzReadGames(f *testing.F) {
	games := shortGames(f, 2, 1)
	f.Add(writeGames(f, games))
	f.Add("0 Fnn\n")
	f.Add("# only a comment\n")
	f.Add("8 Fnn Fss\n\n")
	f.Add("99999999999999999999 Fnn")
	f.Fuzz(func(t *testing.T, text string) {
		got, err := readGames(strings.NewReader(text))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "line ") {
				t.Fatalf("error %q does not say the line", err)
			}
			return
		}
		// What is read is finished games that read back the same.
		for _, g := range got {
			if !g.game.Status().Over() || g.opening > g.game.Ply() {
				t.Fatalf("accepted an unfinished game or a long opening: %q", text)
			}
		}
		again, err := readGames(strings.NewReader(writeGames(t, got)))
		if err != nil || !sameGames(got, again) {
			t.Fatalf("%q: read, written and read again: %v", text, err)
		}
	})
}
