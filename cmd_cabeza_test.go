package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"cabezacat/ai/cabezaconsole"
	"cabezacat/cabeza"
	"cabezacat/tui"
)

func TestCabezaFlagsMakeTheSetup(t *testing.T) {
	cmd := parsedGameCmd(t, gameCabeza, "--red", "ai:2", "--blue", "human")
	s, err := cabezaSetup(cmd)
	if err != nil {
		t.Fatal(err)
	}
	if s.Red != tui.Computer(2) || s.Blue != tui.Human() || s.Position != "" {
		t.Fatalf("setup %+v", s)
	}
	s, err = cabezaSetup(parsedGameCmd(t, gameCabeza, "--fen", "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 b 3"))
	if err != nil || s.Position == "" {
		t.Fatalf("a good --fen: %+v, %v", s, err)
	}
	s, err = cabezaSetup(parsedGameCmd(t, gameCabeza))
	if err != nil || s.Red != tui.Human() || !s.Blue.AI {
		t.Fatalf("defaults %+v, %v", s, err)
	}
}

func TestCabezaBadFlagsExitTwo(t *testing.T) {
	cases := []struct {
		args []string
		say  string
	}{
		{[]string{"cabeza", "--red", "ai:9"}, "--red"},
		{[]string{"cabeza", "--blue", "people"}, "--blue"},
		{[]string{"cabeza", "--fen", "2oocmhh2/10 r"}, "--fen"},
		{[]string{"cabeza", "--fen", "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 x"}, "--fen"},
	}
	for _, c := range cases {
		var code int
		out := captureStderr(t, func() { code = run(c.args) })
		if code != 2 || !strings.Contains(out, c.say) {
			t.Errorf("run(%q) = %d, stderr %q; want 2 naming %s", c.args, code, out, c.say)
		}
	}
}

// runWithInput runs the command line with stdin and stdout replaced.
func runWithInput(t *testing.T, input string, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	root.SetArgs(args)
	root.SetIn(strings.NewReader(input))
	var out strings.Builder
	root.SetOut(&out)
	err := root.Execute()
	return out.String(), err
}

// A script piped in gets every answer: the end of the input right behind
// a search lets it and the commands after it run to their ends (it used
// to stop the search and drop the rest).
func TestCabezaEngineReadsCommandsFromStdin(t *testing.T) {
	out, err := runWithInput(t, "fen\nm On\nfen\nbogus\ndepth 2\nsearch\ndepth 1\nsearch\nfen\n", "cabeza", "engine")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(got) != 9 {
		t.Fatalf("got %d lines:\n%s", len(got), out)
	}
	if got[0] != "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r 1" ||
		got[1] != "3hcmf3/3hoof3/4oo4/10/10/4OO4/4OO4/10/3F2H3/3FMCH3 b 1" ||
		got[2] != `error: unknown command "bogus" (help lists them)` ||
		!strings.HasPrefix(got[3], "info depth 1 score ") || !strings.HasPrefix(got[4], "info depth 2 score ") ||
		!strings.HasPrefix(got[5], "bestmove ") ||
		!strings.HasPrefix(got[6], "info depth 1 score ") || !strings.HasPrefix(got[7], "bestmove ") || got[8] != "3hcmf3/3hoof3/4oo4/10/10/4OO4/4OO4/10/3F2H3/3FMCH3 b 1" {
		t.Fatalf("got:\n%s", out)
	}
}

func TestCabezaEngineOriginalDialect(t *testing.T) {
	out, err := runWithInput(t, "fen 3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3,r\nmove Gn\ndepth 2\nsearch\nquit\n", "cabeza", "engine", "--dialect", "original")
	if err != nil {
		t.Fatal(err)
	}
	// Every command runs to its end in this dialect, as in the original.
	got := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(got) != 8 || got[0] != "FEN ok" || got[1] != "move ok" || got[2] != "depth set to 2" ||
		!strings.HasPrefix(got[3], "Searching FEN: ") || !strings.HasPrefix(got[5], "depth 2 pv: ") || !strings.HasPrefix(got[6], "best move: ") {
		t.Fatalf("got:\n%s", out)
	}
	if code := run([]string{"cabeza", "engine", "--dialect", "klingon"}); code != 2 {
		t.Fatalf("a bad dialect: exit %d, want 2", code)
	}
}

func TestCabezaEnginePlayerFlags(t *testing.T) {
	s, err := cabezaSetup(parsedGameCmd(t, gameCabeza, "--red", "engine:./my-engine --fast", "--blue", "ai:2"))
	if err != nil || s.Red != tui.EngineProgram("./my-engine --fast") || s.Blue != tui.Computer(2) {
		t.Fatalf("setup %+v, %v", s, err)
	}
	if code := run([]string{"cabeza", "--blue", "engine:'unclosed"}); code != 2 {
		t.Fatalf("a bad engine command: exit %d, want 2", code)
	}
	for _, b := range []string{"depth=13,engine:x", "level=3,engine:x", "engine:"} {
		if code := run([]string{"cabeza", "match", "--b", b}); code != 2 {
			t.Errorf("--b %s: exit %d, want 2", b, code)
		}
	}
}

func TestCabezaEngineTakesNoArguments(t *testing.T) {
	if code := run([]string{"cabeza", "engine", "extra"}); code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
}

func TestCabezaMatchPrintsTheResult(t *testing.T) {
	out, err := runWithInput(t, "", "cabeza", "match", "--a", "depth=2", "--b", "depth=1", "--games", "4", "--plies", "2", "--quiet")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimRight(out, "\n"), "\n")
	summary := regexp.MustCompile(`^games 4: \+\d =\d -\d  score \d+\.\d%  Elo ([+-]\d+ ± (\d+|∞)|[≥≤] [+-]\d+ \(95 %\))  \(red won \d, blue won \d\)$`)
	if len(got) != 3 || got[0] != "A: depth=2" || got[1] != "B: depth=1" || !summary.MatchString(got[2]) {
		t.Fatalf("got:\n%s", out)
	}
}

// A match prints a line per game as it ends and, with --out, keeps each
// game as a record that reads back with the line's result; a second
// match into the same directory is refused before it plays, and the
// records stay as they were.
func TestCabezaMatchPrintsEachGameAndKeepsItsRecord(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	args := []string{"cabeza", "match", "--a", "depth=2", "--b", "depth=1", "--games", "4", "--plies", "2", "--jobs", "2", "--out", dir}
	out, err := runWithInput(t, "", args...)
	if err != nil {
		t.Fatal(err)
	}
	gameLine := regexp.MustCompile(`^game (\d) \(A (red|blue)\): (1-0|0-1|1/2-1/2) .+, (\d+) plies$`)
	seen := map[string]bool{}
	for _, l := range strings.Split(out, "\n") {
		m := gameLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		seen[m[1]] = true
		text, err := os.ReadFile(filepath.Join(dir, "game-000"+m[1]+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		r, err := cabeza.ParseRecord(string(text))
		if err != nil {
			t.Fatalf("game %s's record: %v", m[1], err)
		}
		g, _ := r.Game()
		red, _ := r.Tag("Red")
		if !strings.Contains(string(text), `[Result "`+m[3]+`"]`) || fmt.Sprint(g.Ply()) != m[4] || (red == "A: depth=2") != (m[2] == "red") {
			t.Errorf("game %s: line %q, record:\n%s", m[1], l, text)
		}
	}
	if len(seen) != 4 {
		t.Fatalf("want a line for each of games 1–4, got:\n%s", out)
	}
	before, _ := os.ReadFile(filepath.Join(dir, "game-0001.txt"))
	if _, err := runWithInput(t, "", args...); err == nil || !strings.Contains(err.Error(), "game-0001.txt exists") {
		t.Fatalf("a second match into %s: %v", dir, err)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "game-0001.txt")); string(after) != string(before) {
		t.Fatal("a record was replaced")
	}
}

func TestCabezaMatchBadSettingsAreUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--a", "level=0"},
		{"--b", "warp=9"},
		{"--games", "0"},
		{"--plies", "-1"},
		{"--jobs", "-2"},
		{"extra"},
	} {
		if code := run(append([]string{"cabeza", "match"}, args...)); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

var depthLine = regexp.MustCompile(`^perft (\d+) nodes (\d+) time \d+ nps \d+$`)

func TestCabezaPerftPrintsOneLinePerDepth(t *testing.T) {
	var code int
	out := captureStdout(t, func() { code = run([]string{"cabeza", "perft", "3"}) })
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	want := []string{"1 nodes 13", "2 nodes 167", "3 nodes 3525"} // the rules page's figures
	if len(lines) != len(want) {
		t.Fatalf("output %q", out)
	}
	for i, l := range lines {
		if !depthLine.MatchString(l) || !strings.HasPrefix(l, "perft "+want[i]+" ") {
			t.Errorf("line %d = %q, want perft %s …", i+1, l, want[i])
		}
	}
}

func TestCabezaPerftDivideListsMovesInByteOrder(t *testing.T) {
	var code int
	out := captureStdout(t, func() {
		// the start in the original engine's form
		code = run([]string{"cabeza", "perft", "--divide", "2", "--fen", "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3,r"})
	})
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != 13+2 {
		t.Fatalf("output %q", out)
	}
	moves := []string{"Fn", "Fnn", "Fnw", "Fw", "Fwn", "Fww", "He", "Hee", "Hen", "Hn", "Hne", "Hnn", "On"} // byte order
	for i, m := range moves {
		if !strings.HasPrefix(lines[i], m+" ") {
			t.Errorf("divide line %d = %q, want move %s", i+1, lines[i], m)
		}
	}
	if lines[0] != "Fn 13" || lines[1] != "Fnn 12" {
		t.Errorf("Fn 13, Fnn 12 expected (after Fnn the Flaco on d4–d5 stops blue's hss), got %q, %q", lines[0], lines[1])
	}
	if !strings.HasPrefix(lines[14], "perft 2 nodes 167 ") {
		t.Errorf("last line %q", lines[14])
	}
}

func TestCabezaPerftBadInputIsAUsageError(t *testing.T) {
	cases := [][]string{
		{"cabeza", "perft", "x"},
		{"cabeza", "perft", "0"},
		{"cabeza", "perft", "-1"},
		{"cabeza", "perft", "99"},
		{"cabeza", "perft"},
		{"cabeza", "perft", "--fen", "nonsense", "2"},
		{"cabeza", "perft", "--fen", "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 x", "2"},
	}
	for _, args := range cases {
		var code int
		errOut := captureStderr(t, func() {
			captureStdout(t, func() { code = run(args) })
		})
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
		if errOut == "" || strings.Count(strings.TrimRight(errOut, "\n"), "\n") != 0 {
			t.Errorf("%q: stderr %q, want one line", args, errOut)
		}
	}
}

// The command line's perft and the engine console's perft and divide
// take the same depths and refuse a wrong one in the same words.
func TestCabezaPerftDepthLimitIsTheConsoles(t *testing.T) {
	for _, depth := range []string{"21", "0", "x"} {
		var code int
		errOut := captureStderr(t, func() {
			captureStdout(t, func() { code = run([]string{"cabeza", "perft", depth}) })
		})
		_, consoleErr := cabeza.ParsePerftDepth(depth)
		want := fmt.Sprintf("depth %q: want a whole number from 1 to %d", depth, cabeza.PerftMaxDepth)
		if code != 2 || !strings.Contains(errOut, want) || consoleErr == nil || consoleErr.Error() != want {
			t.Errorf("perft %s: exit %d, stderr %q, console %v; want %q from both", depth, code, errOut, consoleErr, want)
		}
	}
}

// The command line's perft prints, for its depth, the line the engine
// console's perft answers (the README says they are the same): the same
// words and count, only the time and speed measured apart.
func TestCabezaPerftLineIsTheConsoles(t *testing.T) {
	var code int
	out := captureStdout(t, func() { code = run([]string{"cabeza", "perft", "3"}) })
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	var console strings.Builder
	if err := cabezaconsole.New(&console).Run(context.Background(), strings.NewReader("perft 3\n")); err != nil {
		t.Fatal(err)
	}
	measured := regexp.MustCompile(` time \d+ nps \d+$`)
	cmdLine := measured.ReplaceAllString(lines[len(lines)-1], " time T nps R")
	consoleLine := measured.ReplaceAllString(strings.TrimSuffix(console.String(), "\n"), " time T nps R")
	if code != 0 || cmdLine != consoleLine || cmdLine != "perft 3 nodes 3525 time T nps R" {
		t.Fatalf("command %q (exit %d), console %q: want one format", lines[len(lines)-1], code, console.String())
	}
}
