package main

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/ai/puzzle"
)

// `puzzles` prints a shipped puzzle of the theme asked, near the rating
// asked, the solution only when asked.
func TestPuzzlesPrintsOne(t *testing.T) {
	var code int
	out := captureStdout(t, func() {
		code = run([]string{"catcat", "puzzles", "--theme", "trap", "--rating", "1400", "--seed", "3"})
	})
	if code != 0 || !strings.Contains(out, "Catch the Cat · trap · rating") || !strings.Contains(out, "The catcher to move traps the cat in") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	if strings.Contains(out, "Solution:") {
		t.Fatal("the solution printed unasked")
	}
	out = captureStdout(t, func() { code = run([]string{"catcat", "puzzles", "--solution", "--seed", "3"}) })
	if code != 0 || !strings.Contains(out, "Solution: ") {
		t.Fatalf("--solution: exit %d:\n%s", code, out)
	}
	// Without --rating any puzzle may come: the help does not claim a
	// default rating that the choice does not use.
	help := captureStdout(t, func() { code = run([]string{"catcat", "puzzles", "--help"}) })
	if code != 0 || strings.Contains(help, "(default 1500)") || !strings.Contains(help, "(default: any rating, at random)") {
		t.Fatalf("--help: exit %d:\n%s", code, help)
	}
	errOut := captureStderr(t, func() { code = run([]string{"cabeza", "puzzles", "--theme", "escape"}) })
	if code != 2 || !strings.Contains(errOut, `--theme "escape": want one of crush, run-home, defence`) {
		t.Fatalf("a theme of the other game: exit %d, %q", code, errOut)
	}
}

// check proves a file's puzzles: a good one holds, one whose first move
// is not the only win fails, named, with exit status 1; a file that
// does not read is a usage error that names the line.
func TestPuzzlesCheck(t *testing.T) {
	dir := t.TempDir()
	ps, err := puzzle.Shipped(puzzle.Catcat)
	if err != nil || len(ps) == 0 {
		t.Fatalf("%d shipped: %v", len(ps), err)
	}
	good := ps[0]
	good.Rating = 1000
	path := filepath.Join(dir, "p.txt.gz")
	f, _ := os.Create(path)
	zw := gzip.NewWriter(f)
	puzzle.Write(zw, "test", []puzzle.Puzzle{good})
	zw.Close()
	f.Close()
	var code int
	out := captureStdout(t, func() { code = run([]string{"catcat", "puzzles", "check", path}) })
	if code != 0 || !strings.Contains(out, "1 of 1 catcat puzzles hold") {
		t.Fatalf("exit %d: %s", code, out)
	}
	// Two Cabeza puzzles: Mnn the only crush; then a Flaco on c5 that
	// crushes too (Fe), so Mnn is not the only winning move.
	lines := "cabeza\tcz-one\tcrush\t1\t700\t1\tooffhh4/oo2hh4/9m/10/10/4c4F/10/4M5/6HHOO/C5HHOO r 1\tMnn\n" +
		"cabeza\tcz-two\tcrush\t1\t700\t1\tooffhh4/oo2hh4/9m/10/10/2F1c5/10/4M5/6HHOO/C5HHOO r 1\tMnn\n"
	os.WriteFile(path, []byte(lines), 0o600)
	out = captureStdout(t, func() { code = run([]string{"cabeza", "puzzles", "check", path}) })
	if code != 1 || !strings.Contains(out, "1 of 2 cabeza puzzles hold") || !strings.Contains(out, "cz-two: move 1 Mnn is not the only move that wins within 1 (Mnn and Fe do)") {
		t.Fatalf("exit %d: %s", code, out)
	}
	os.WriteFile(path, []byte("# x\ncatcat\tcc-1\n"), 0o600)
	errOut := captureStderr(t, func() { code = run([]string{"catcat", "puzzles", "check", path}) })
	if code != 2 || !strings.Contains(errOut, "line 2: 2 fields separated by tabs") {
		t.Fatalf("exit %d: %q", code, errOut)
	}
}

// generate: a few games give puzzles that read back and hold, the
// yield goes to standard error, and the file's header has the command.
func TestPuzzlesGenerate(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	var code int
	errOut := captureStderr(t, func() {
		code = run([]string{"catcat", "puzzles", "generate", "--games", "4", "--sizes", "9", "--seed", "5", "--workers", "2", "-o", path})
	})
	if code != 0 || !strings.Contains(errOut, "yield: 4 games") || !strings.Contains(errOut, "] 4/4") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	b, _ := os.ReadFile(path)
	if !strings.Contains(string(b), `# cabezacat catcat puzzles, made by: cabezacat catcat puzzles generate --games="4" --seed="5" --sizes="9" --workers="2"`) {
		t.Fatalf("header:\n%s", b)
	}
	ps, err := puzzle.Parse(strings.NewReader(string(b)))
	if err != nil || len(ps) == 0 {
		t.Fatalf("%d puzzles: %v", len(ps), err)
	}
	for i := range ps {
		if err := puzzle.Check(&ps[i], 0); err != nil {
			t.Errorf("%s: %v", ps[i].ID, err)
		}
	}
	errOut = captureStderr(t, func() { code = run([]string{"cabeza", "puzzles", "generate"}) })
	if code != 2 || !strings.Contains(errOut, "generate wants --count, --games or --record") {
		t.Fatalf("no count: exit %d %q", code, errOut)
	}
}

// The yield counts in words that agree with their numbers: "1 game",
// not "1 games" (seen in a run of --count 3, which one game filled).
func TestYieldSaysOneGame(t *testing.T) {
	got := yieldText(puzzle.Yield{Games: 1, Positions: 1, Kept: 1, Duplicates: 1}, 0, 0, 1)
	for _, want := range []string{"yield: 1 game, 1 position proved or refuted (0 over the budget), 1 kept, 1 duplicate dropped\n", "cpu 0s, wall 0s, 1 worker\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("yield %q lacks %q", got, want)
		}
	}
}
