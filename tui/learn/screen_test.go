package learn

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/game"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/learn/lesson"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// testBoard is a board for a step from the hot-seat helpers: the root's
// (screens.go, lessonBoard) is the same screen, with the learner's side
// named "you" and the title saying "a lesson's position" (tested in the
// root's learn_test.go).
func testBoard(t *testing.T) Board {
	return func(g lesson.Game, position string) (game.Table, error) {
		if g == lesson.Cabeza {
			return hotseat.Cabeza(t, position), nil
		}
		return hotseat.CatcatAt(t, position), nil
	}
}

// newLearn is the screen at 80×24 with its progress in path.
func newLearn(t *testing.T, path string) Model {
	t.Helper()
	return send(New(common.Options{}, testBoard(t), path), tea.WindowSizeMsg{Width: 80, Height: 24})
}

func send(m Model, msgs ...tea.Msg) Model { return tuitest.Send(m, msgs...).(Model) }

// open starts lesson id of game g from the list.
func open(t *testing.T, m Model, g lesson.Game, id string) Model {
	t.Helper()
	for i, e := range m.entries {
		c := m.courses[e.course]
		if c.Game == g && c.Lessons[e.lesson].ID == id {
			m.cursor = i
			m = send(m, tuitest.KeyEnter)
			if m.inner == nil {
				t.Fatalf("lesson %s did not open: %s", id, m.notice)
			}
			return m
		}
	}
	t.Fatalf("no lesson %s", id)
	return m
}

// typed plays text at the game screen's move prompt.
func typed(m Model, text string) Model {
	return send(m, tuitest.KeyRunes(":"), tuitest.KeyRunes(text), tuitest.KeyEnter)
}

func tempPath(t *testing.T) string { return filepath.Join(t.TempDir(), "data", "lessons.json") }

func TestRightMoveIsDoneAndSaved(t *testing.T) {
	path := tempPath(t)
	m := open(t, newLearn(t, path), lesson.Cabeza, "blocks")
	if !strings.Contains(m.View(), "step 1 of 5") || !strings.Contains(m.View(), "Roll the Mini onto e6.") {
		t.Fatalf("first step:\n%s", m.View())
	}
	m = typed(m, "Mnn")
	if m.mood != moodGood || !strings.Contains(m.View(), "Done! Enter goes on to the next step.") {
		t.Fatalf("after Mnn:\n%s", m.View())
	}
	var saved progress
	data, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(data, &saved)
	}
	if err != nil || !saved.Done["cabeza/blocks/1"] || len(saved.Done) != 1 {
		t.Fatalf("progress file: %s, %v", data, err)
	}
	m = send(m, tuitest.KeyEnter)
	if m.step != 1 || !strings.Contains(m.View(), "Lay the Flaco down.") {
		t.Fatalf("enter after the step:\n%s", m.View())
	}
}

// A move the rules refuse is refused by the game screen in their words,
// and the step goes on.
func TestIllegalMoveIsRefusedInTheRulesWords(t *testing.T) {
	m := open(t, newLearn(t, ""), lesson.Cabeza, "blocks")
	m = typed(m, "Mnnn")
	if !strings.Contains(m.View(), `"Mnnn": the Mini rolls at most twice per turn`) {
		t.Fatalf("after Mnnn:\n%s", m.View())
	}
	if m.try.Played() != 0 || m.try.Finished() {
		t.Fatal("the refused move counted")
	}
	m = send(m, tuitest.KeyEsc) // closes the prompt
	m = typed(m, "Mnn")
	if m.mood != moodGood {
		t.Fatalf("Mnn after the refused move:\n%s", m.View())
	}
}

// A legal move that misses is explained by the step's words (its own for
// a listed one, else the hint); the board takes no move until r retries.
func TestWrongMoveExplainedRetried(t *testing.T) {
	m := open(t, newLearn(t, ""), lesson.Cabeza, "crush")
	m = send(m, tuitest.KeyRunes("s")) // to the step of Fnn
	m = typed(m, "Fnn")
	if m.mood != moodBad || !strings.Contains(m.View(), "the Cabeza survives.") {
		t.Fatalf("after Fnn:\n%s", m.View())
	}
	if !strings.Contains(m.View(), "r retries the step, s skips it") {
		t.Fatalf("the game screen's line after a miss:\n%s", m.View())
	}
	// The board takes nothing now: its own keys are not passed.
	before := m.inner.TableMoves()
	m = typed(m, "Mn")
	if got := m.inner.TableMoves(); len(got) != len(before) {
		t.Fatalf("a move after the miss reached the board: %v", got)
	}
	m = send(m, tuitest.KeyRunes("r"))
	if len(m.inner.TableMoves()) != 0 || m.try.Played() != 0 || !strings.Contains(m.View(), "From the start of the step again.") {
		t.Fatalf("after r:\n%s", m.View())
	}
	m = typed(m, "Fe")
	if m.mood != moodBad || !strings.Contains(m.View(), "One roll north stands the Flaco on e6") {
		t.Fatalf("Fe (the hint):\n%s", m.View())
	}
	m = send(m, tuitest.KeyRunes("z"), tuitest.KeyRunes(":"), tuitest.KeyRunes("Fn"), tuitest.KeyEnter)
	if m.mood != moodGood || !strings.Contains(m.View(), "that was the lesson's last step") {
		t.Fatalf("Fn after z:\n%s", m.View())
	}
	m = send(m, tuitest.KeyEnter)
	if m.inner != nil || !strings.Contains(m.View(), "Crushing") {
		t.Fatalf("enter after the lesson's last step:\n%s", m.View())
	}
}

func TestSkipAndBack(t *testing.T) {
	path := tempPath(t)
	m := open(t, newLearn(t, path), lesson.Cabeza, "blocks")
	m = send(m, tuitest.KeyRunes("s"), tuitest.KeyRunes("s"))
	if m.step != 2 || !strings.Contains(m.View(), "step 3 of 5") {
		t.Fatalf("after s s: step %d", m.step)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("a skipped step was saved: %v", err)
	}
	m = send(m, tuitest.KeyRunes("<"))
	if m.step != 1 {
		t.Fatalf("< went to step %d", m.step+1)
	}
	m = send(m, tuitest.KeyEsc)
	if m.inner != nil {
		t.Fatal("esc stayed on the step")
	}
	if _, cmd := m.Update(tuitest.KeyEsc); !tuitest.Yields[common.ToMenuMsg](cmd) {
		t.Fatal("esc on the list does not go to the menu")
	}
}

// The steps done come back in a new session: counted on the list, and a
// lesson opens at its first step not done.
func TestProgressRestored(t *testing.T) {
	path := tempPath(t)
	m := open(t, newLearn(t, path), lesson.Cabeza, "blocks")
	m = typed(m, "Mnn")
	m = send(m, tuitest.KeyEnter)
	m = typed(m, "Fe")
	if m.mood != moodGood {
		t.Fatalf("Fe:\n%s", m.View())
	}
	again := newLearn(t, path)
	if !strings.Contains(again.View(), "The blocks roll                 2/5") {
		t.Fatalf("the list in a new session:\n%s", again.View())
	}
	again = open(t, again, lesson.Cabeza, "blocks")
	if again.step != 2 {
		t.Fatalf("the lesson opened at step %d, want 3", again.step+1)
	}
}

// A damaged progress file is set aside and named, and the lessons start
// afresh; the next step done writes a good file.
func TestDamagedProgressSetAsideAndNamed(t *testing.T) {
	path := tempPath(t)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(`{"version": 1, "done": {"cabeza/blocks/1": tru`), 0o600); err != nil {
		t.Fatal(err)
	}
	m := newLearn(t, path)
	aside, _ := filepath.Glob(path + ".damaged-*")
	if len(aside) != 1 {
		t.Fatalf("set aside: %v", aside)
	}
	if !strings.Contains(m.notice, path) || !strings.Contains(m.notice, aside[0]) || !strings.Contains(m.notice, "was damaged") {
		t.Fatalf("notice: %q", m.notice)
	}
	if !strings.Contains(m.View(), "lesson progress:") {
		t.Fatalf("the list does not say it:\n%s", m.View())
	}
	m = open(t, m, lesson.Cabeza, "blocks")
	if m.step != 0 {
		t.Fatalf("started at step %d", m.step+1)
	}
	m = typed(m, "Mnn")
	if m.notice != "" {
		t.Fatalf("the notice stays after a good file is written: %q", m.notice)
	}
	var saved progress
	data, _ := os.ReadFile(path)
	if err := json.Unmarshal(data, &saved); err != nil || !saved.Done["cabeza/blocks/1"] {
		t.Fatalf("the new file: %s, %v", data, err)
	}
}

// Against the best defence the screen shows the answer on the board and
// says it; the cat then escapes.
func TestEscapeInTwoOnTheScreen(t *testing.T) {
	m := open(t, newLearn(t, ""), lesson.Catcat, "escape")
	m = typed(m, "0,-1")
	moves := m.inner.TableMoves()
	if len(moves) != 2 || moves[0] != "0,-1" || !strings.Contains(m.View(), "The catcher answers "+moves[1]) {
		t.Fatalf("after 0,-1: %v\n%s", moves, m.View())
	}
	other := map[string]string{"0,-2": "1,-2", "1,-2": "0,-2"}[moves[1]]
	m = typed(m, other)
	if m.mood != moodGood {
		t.Fatalf("after %s:\n%s", other, m.View())
	}
}

// The mouse reaches the board below the lesson's lines: a click on a
// cell the cat can step to plays it.
func TestClickOnTheBoard(t *testing.T) {
	m := open(t, newLearn(t, ""), lesson.Catcat, "border")
	lines := strings.Split(m.View(), "\n")
	// The cat's escape, 2,2, is the board's bottom-right cell (the "◦"
	// last on its row, the last row with one).
	for y := len(lines) - 1; y >= 0; y-- {
		if x := strings.LastIndex(lines[y], "◦"); x >= 0 {
			col := len([]rune(lines[y][:x]))
			m = send(m, tea.MouseMsg{X: col, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
			m = send(m, tea.MouseMsg{X: col, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
			break
		}
	}
	if m.mood != moodGood {
		t.Fatalf("clicks on 2,2: moves %v\n%s", m.inner.TableMoves(), m.View())
	}
}

func TestGoldenViews(t *testing.T) {
	m := newLearn(t, filepath.Join(t.TempDir(), "lessons.json")) // as at home: the steps done are kept
	tuitest.Golden(t, "learn_list_80x24", m.View())
	c := open(t, m, lesson.Cabeza, "diagonal")
	c = send(c, tuitest.KeyRunes("s"))
	c = typed(c, "Cne")
	tuitest.Golden(t, "learn_cabeza_diagonal_80x24", c.View())
	k := open(t, m, lesson.Catcat, "trap")
	k = typed(k, "1,0")
	tuitest.Golden(t, "learn_catcat_trap_80x24", k.View())
	for _, v := range []Model{m, c, k} {
		w, h := v.MinSize()
		if w > 80 || h > 24 {
			t.Errorf("needs %d×%d", w, h)
		}
		for i, l := range strings.Split(v.View(), "\n") {
			if n := len([]rune(l)); n > 80 || i >= 24 {
				t.Errorf("line %d (%d wide) does not fit 80×24: %q", i+1, n, l)
			}
		}
	}
}

// Where the steps done are not kept (a guest on a server: no file, no
// account), the list says so before any is done; at home it does not.
func TestListSaysWhenStepsAreNotKept(t *testing.T) {
	const note = "The steps you do are kept for this visit only."
	if v := newLearn(t, ""); !strings.Contains(v.View(), note) {
		t.Errorf("nowhere to keep them, and the list does not say so:\n%s", v.View())
	}
	if v := newLearn(t, filepath.Join(t.TempDir(), "lessons.json")); strings.Contains(v.View(), note) {
		t.Errorf("kept in a file, and the list says they are not:\n%s", v.View())
	}
}
