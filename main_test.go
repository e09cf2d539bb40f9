package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/cabeza"
	"cabezacat/catcat"
	"cabezacat/tui"
)

// captured runs f with *stream (os.Stdout or os.Stderr) redirected to a
// pipe and returns what f wrote there. The pipe is drained while f runs,
// so a large output cannot block it.
func captured(t *testing.T, stream **os.File, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := *stream
	*stream = w
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	f()
	*stream = old
	w.Close()
	return <-done
}

func captureStdout(t *testing.T, f func()) string { t.Helper(); return captured(t, &os.Stdout, f) }
func captureStderr(t *testing.T, f func()) string { t.Helper(); return captured(t, &os.Stderr, f) }

func TestRunUsageErrorsExitTwoWithOneLine(t *testing.T) {
	cases := [][]string{
		{"--no-such-flag"},
		{"stray-argument"},
		{"catcat", "--bogus"},
	}
	for _, args := range cases {
		var code int
		out := captureStderr(t, func() { code = run(args) })
		if code != 2 {
			t.Errorf("run(%q) = %d, want 2", args, code)
		}
		if strings.Count(strings.TrimRight(out, "\n"), "\n") != 0 || out == "" {
			t.Errorf("run(%q) stderr = %q, want one line", args, out)
		}
	}
}

func TestRunHelpSucceeds(t *testing.T) {
	if code := run([]string{"--help"}); code != 0 {
		t.Fatalf("--help exit %d", code)
	}
}

// deps lists every package that pkg imports, directly or not (go list -deps).
func deps(t *testing.T, pkg string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", pkg).Output()
	if err != nil {
		t.Fatalf("go list -deps %s: %v", pkg, err)
	}
	return strings.Fields(string(out))
}

// The dependency direction of DESIGN.md: tui → ai → cabeza, catcat. The
// rules packages import nothing of the project and no UI; ai imports no UI.
func TestLayoutDependencyDirection(t *testing.T) {
	ui := []string{"github.com/charmbracelet/bubbletea", "github.com/charmbracelet/lipgloss", "github.com/charmbracelet/bubbles"}
	cases := []struct {
		pkg       string
		forbidden []string
	}{
		{"cabezacat/cabeza", append([]string{"cabezacat/"}, ui...)},
		{"cabezacat/catcat", append([]string{"cabezacat/"}, ui...)},
		{"cabezacat/ai", append([]string{"cabezacat/tui"}, ui...)},
	}
	for _, c := range cases {
		for _, d := range deps(t, c.pkg) {
			if d == c.pkg {
				continue
			}
			for _, f := range c.forbidden {
				if d == f || strings.HasPrefix(d, f) {
					t.Errorf("%s imports %s (forbidden: %s)", c.pkg, d, f)
				}
			}
		}
	}
}

// The check above must be able to fail: tui does import bubbletea.
func TestLayoutCheckSeesUIImports(t *testing.T) {
	found := false
	for _, d := range deps(t, "cabezacat/tui") {
		if d == "github.com/charmbracelet/bubbletea" {
			found = true
		}
	}
	if !found {
		t.Fatal("go list -deps cabezacat/tui does not show bubbletea; the layout test would be blind")
	}
}

// writeFile puts text in a new file under t.TempDir and returns its path.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func savedCabezaGame(t *testing.T) string {
	t.Helper()
	g := cabeza.NewGame(cabeza.Start())
	for _, mv := range []string{"Hn", "hs", "On"} {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	text, err := cabeza.RecordOf(g, cabeza.Tag{Name: "Red", Value: "ai:3"}, cabeza.Tag{Name: "Blue", Value: "human"}).MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, "game.cabeza", string(text))
}

func savedCatcatGame(t *testing.T) string {
	t.Helper()
	start, err := catcat.RandomStart(9, 0.05, 3)
	if err != nil {
		t.Fatal(err)
	}
	g := catcat.NewGame(start)
	if err := g.Play(start.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	r := catcat.RecordOf(g)
	r.Cat, r.Catcher = "human", "ai:hard"
	text, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, "game.catcat", string(text))
}

func TestCabezaLoadOpensTheRecordWithItsPlayers(t *testing.T) {
	path := savedCabezaGame(t)
	s, err := cabezaSetup(parsedGameCmd(t, gameCabeza, "--load", path))
	if err != nil {
		t.Fatal(err)
	}
	if s.Record == nil || len(s.Record.Moves) != 3 {
		t.Fatalf("record not loaded: %+v", s.Record)
	}
	if s.Red != tui.Computer(3) || s.Blue != tui.Human() {
		t.Fatalf("players from the tags: red %+v blue %+v", s.Red, s.Blue)
	}
	s, err = cabezaSetup(parsedGameCmd(t, gameCabeza, "--load", path, "--red", "human"))
	if err != nil || s.Red != tui.Human() || s.Blue != tui.Human() {
		t.Fatalf("--red overrides the record's red only: %+v, %v", s, err)
	}
}

func TestCatcatLoadOpensTheRecordWithItsPlayers(t *testing.T) {
	path := savedCatcatGame(t)
	s, err := catcatSetup(parsedGameCmd(t, gameCatcat, "--load", path))
	if err != nil {
		t.Fatal(err)
	}
	if s.Record == nil || len(s.Record.Moves) != 1 || s.Size != 9 {
		t.Fatalf("record not loaded: %+v", s)
	}
	if s.Cat != tui.Human() || !s.Catcher.AI {
		t.Fatalf("players from the record: cat %+v catcher %+v", s.Cat, s.Catcher)
	}
	s, err = catcatSetup(parsedGameCmd(t, gameCatcat, "--load", path, "--catcher", "human"))
	if err != nil || s.Catcher != tui.Human() {
		t.Fatalf("--catcher overrides the record's catcher: %+v, %v", s, err)
	}
}

func TestLoadBadFilesAndClashesExitTwoSayingWhere(t *testing.T) {
	cabezaText, _ := os.ReadFile(savedCabezaGame(t))
	damaged := writeFile(t, "damaged.cabeza", strings.Replace(string(cabezaText), "On", "Ozz", 1))
	foreign := writeFile(t, "foreign.catcat", "\x89PNG\r\n\x1a\n")
	missing := filepath.Join(t.TempDir(), "no-such-file")
	cases := []struct {
		args []string
		say  []string
	}{
		{[]string{"cabeza", "--load", damaged}, []string{"--load", damaged, "line ", "column "}},
		{[]string{"cabeza", "--load", missing}, []string{"--load", "no-such-file"}},
		{[]string{"catcat", "--load", foreign}, []string{"--load", foreign, "line 1"}},
		{[]string{"cabeza", "--load", damaged, "--fen", "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r 1"}, []string{"--load and --fen"}},
		{[]string{"catcat", "--load", foreign, "--size", "9"}, []string{"--load and --size"}},
	}
	for _, c := range cases {
		var code int
		out := captureStderr(t, func() { code = run(c.args) })
		if code != 2 || strings.Count(strings.TrimRight(out, "\n"), "\n") != 0 {
			t.Errorf("run(%q) = %d, stderr %q; want 2 and one line", c.args, code, out)
		}
		for _, s := range c.say {
			if !strings.Contains(out, s) {
				t.Errorf("run(%q) stderr %q does not say %q", c.args, out, s)
			}
		}
	}
}

// An arena replay names built-in agents builtin:LEVEL; they play on as
// the TUI's AI of that level.
func TestCatcatLoadReadsArenaBuiltinsAsAI(t *testing.T) {
	text, _ := os.ReadFile(savedCatcatGame(t))
	replay := strings.Replace(strings.Replace(string(text), "cat: human", "cat: builtin:easy", 1), "catcher: ai:hard", "catcher: ./alice", 1)
	s, err := catcatSetup(parsedGameCmd(t, gameCatcat, "--load", writeFile(t, "replay.catcat", replay)))
	if err != nil {
		t.Fatal(err)
	}
	if s.Cat != tui.Computer(1) || s.Catcher != tui.Human() {
		t.Fatalf("builtin:easy → AI level 1, a program → a person: cat %+v catcher %+v", s.Cat, s.Catcher)
	}
}
