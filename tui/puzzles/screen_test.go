package puzzles

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"cabezacat/ai/puzzle"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

func typeMove(s string) []tea.Msg {
	return []tea.Msg{tuitest.KeyRunes("m"), tuitest.KeyRunes(s), tea.KeyMsg{Type: tea.KeyEnter}}
}

// savedRating waits until the progress file holds a Cabeza rating other
// than the start's, and returns the file's text.
func savedFile(t *testing.T, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, FileName))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func fileHasRating(dir string) tuitest.UntilMsg {
	return func(tea.Model) bool {
		b, err := os.ReadFile(filepath.Join(dir, FileName))
		return err == nil && strings.Contains(string(b), `"cz-test"`)
	}
}

// The right move solves the puzzle: the rating goes up and is saved.
func TestPuzzleRightMoveSolvesAndSaves(t *testing.T) {
	dir := t.TempDir()
	m := NewIn(common.Options{}, dir, 1).WithPuzzle(testPuzzle(t))
	msgs := append(typeMove("Mnn"), fileHasRating(dir))
	final := tuitest.Run(t, m, 80, 24, tuitest.KeyRunes("q"), msgs...).(Model)
	if !final.solved || final.change <= 0 {
		t.Fatalf("solved %v, change %v", final.solved, final.change)
	}
	view := final.View()
	if !strings.Contains(view, "solved! Mnn") || !strings.Contains(view, "rating 1") {
		t.Fatalf("view:\n%s", view)
	}
	back, err := LoadProgress(dir)
	if err != nil || back.PlayerRating(puzzle.Cabeza).Rating <= 1500 || back.Streak["cabeza"] != 1 {
		t.Fatalf("saved %v: %s", err, savedFile(t, dir))
	}
}

// A wrong move is refuted on the board: the screen names the reply the
// search found, the rating goes down and is saved, and z takes it back.
func TestPuzzleWrongMoveIsRefuted(t *testing.T) {
	dir := t.TempDir()
	m := NewIn(common.Options{}, dir, 1).WithPuzzle(testPuzzle(t))
	refuted := tuitest.UntilMsg(func(mm tea.Model) bool { return mm.(Model).reply != "" })
	msgs := append(typeMove("Mn"), refuted, fileHasRating(dir))
	final := tuitest.Run(t, m, 80, 24, tuitest.KeyRunes("q"), msgs...).(Model)
	view := final.View()
	if !strings.Contains(view, "not this: after Mn, blue plays") || !strings.Contains(view, final.reply+" and ") {
		t.Fatalf("view:\n%s", view)
	}
	back, _ := LoadProgress(dir)
	if r := back.PlayerRating(puzzle.Cabeza).Rating; r >= 1500 || back.Themes["cabeza/crush"].Failed != 1 {
		t.Fatalf("saved rating %v: %s", r, savedFile(t, dir))
	}
	// z: back to the puzzle's position; the right move now solves it
	// but the attempt has counted already.
	next, _ := final.Update(tuitest.KeyRunes("z"))
	for _, msg := range typeMove("Mnn") {
		next, _ = next.Update(msg)
	}
	after := next.(Model)
	if !after.solved || after.progress.Streak["cabeza"] != 0 || after.progress.Puzzles["cz-test"].Plays != 1 {
		t.Fatalf("after z: solved %v, streak %v, plays %v", after.solved, after.progress.Streak, after.progress.Puzzles["cz-test"].Plays)
	}
}

// The hint names the piece, and a hinted solve counts as a miss.
func TestPuzzleHintNamesThePiece(t *testing.T) {
	dir := t.TempDir()
	m := NewIn(common.Options{}, dir, 1).WithPuzzle(testPuzzle(t))
	msgs := append([]tea.Msg{tuitest.KeyRunes("t"), tuitest.UntilMsg(func(mm tea.Model) bool {
		return strings.Contains(mm.View(), "hint: move your Mini")
	})}, append(typeMove("Mnn"), fileHasRating(dir))...)
	final := tuitest.Run(t, m, 80, 24, tuitest.KeyRunes("q"), msgs...).(Model)
	if !final.solved || final.change >= 0 || final.status != "solved with a hint (it counts as missed): Mnn" || !strings.Contains(final.View(), "solved with a hint") {
		t.Fatalf("a hinted solve: solved %v change %v\n%s", final.solved, final.change, final.View())
	}
}

// From the chooser: Catch the Cat, any theme, start; the puzzle picked
// is one of the shipped ones near 1500, and the cursor plays its line.
func TestPuzzleChooserStartsACatcatPuzzle(t *testing.T) {
	dir := t.TempDir()
	m := NewIn(common.Options{}, dir, 1)
	var next tea.Model = m
	for _, k := range []tea.Msg{tea.KeyMsg{Type: tea.KeyUp}, tea.KeyMsg{Type: tea.KeyUp}, tea.KeyMsg{Type: tea.KeyRight},
		tea.KeyMsg{Type: tea.KeyDown}, tea.KeyMsg{Type: tea.KeyDown}, tea.KeyMsg{Type: tea.KeyEnter}} {
		next, _ = next.Update(k)
	}
	got := next.(Model)
	p, ok := got.Puzzle()
	if !ok || p.Game != puzzle.Catcat {
		t.Fatalf("no Catch the Cat puzzle: %v %v", ok, p.Game)
	}
	// Play the line's first move by typing it, then every further one.
	for step := 0; step < len(p.Line); step += 2 {
		for _, msg := range typeMove(p.Line[step]) {
			next, _ = next.Update(msg)
		}
	}
	if !next.(Model).solved {
		t.Fatalf("the line did not solve it:\n%s", next.View())
	}
	if c, err := catcat.ParseCell(p.Line[0]); err != nil || c == (catcat.Cell{X: 99}) {
		t.Fatal(err)
	}
}

// A visitor of the SSH server plays with a rating of the session: the
// host's folder gets no progress file.
func TestPuzzlesOverSSHSaveNothing(t *testing.T) {
	dir := os.Getenv("XDG_DATA_HOME")
	m := New(common.Options{Host: &common.Host{}}).WithPuzzle(testPuzzle(t))
	var next tea.Model = m
	var cmds []tea.Cmd
	for _, msg := range typeMove("Mnn") {
		var cmd tea.Cmd
		next, cmd = next.Update(msg)
		cmds = append(cmds, cmd)
	}
	if got := next.(Model); !got.solved || got.progress.PlayerRating(puzzle.Cabeza).Rating <= 1500 {
		t.Fatal("not solved and rated")
	}
	for _, c := range cmds {
		if c != nil {
			if _, saved := tuitest.Message[savedMsg](c); saved {
				t.Fatal("a save was asked for")
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "cabezacat", FileName)); err == nil {
		t.Fatal("a progress file was written in the host's folder")
	}
	if !strings.Contains(next.View(), "this session only") {
		t.Fatalf("the screen does not say so:\n%s", next.View())
	}
}

// The standing's themes are listed whole: "run home 0/0" is never
// broken across lines, on the chooser or beside the board, at any width
// the screen accepts.
func TestThemeCountsAreNotBroken(t *testing.T) {
	dir := t.TempDir()
	for _, withPuzzle := range []bool{false, true} {
		var m tea.Model = NewIn(common.Options{}, dir, 1)
		if withPuzzle {
			m = m.(Model).WithPuzzle(testPuzzle(t))
		}
		for width := 60; width <= 120; width++ {
			m, _ = m.Update(tea.WindowSizeMsg{Width: width, Height: 40})
			view := ansi.Strip(m.View())
			if strings.Contains(view, "\u00a0") {
				t.Fatalf("width %d: a no-break space was drawn", width)
			}
			for _, theme := range []string{"crush 0/0", "run home 0/0", "defence 0/0"} {
				if !strings.Contains(view, theme) {
					t.Fatalf("puzzle %v, width %d: %q is broken:\n%s", withPuzzle, width, theme, view)
				}
			}
		}
	}
}

// The chooser is a page like the menu's and the lessons' list: drawn in
// their frame, a cell in from the edge, and never wider than the screen.
func TestChooserIsFramedLikeTheMenu(t *testing.T) {
	for width := 60; width <= 100; width += 20 {
		var m tea.Model = NewIn(common.Options{}, t.TempDir(), 1)
		m, _ = m.Update(tea.WindowSizeMsg{Width: width, Height: 24})
		view := ansi.Strip(m.View())
		tuitest.CheckFits(t, "the chooser", view, width, 24)
		for _, l := range strings.Split(view, "\n") {
			if strings.HasPrefix(l, " Puzzles") || strings.HasPrefix(l, " ↑↓←→ move") {
				continue
			}
			if strings.Contains(l, "Puzzles") || strings.Contains(l, "↑↓←→ move") {
				t.Fatalf("width %d: %q is not a cell in from the edge", width, l)
			}
		}
	}
}
