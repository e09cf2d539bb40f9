package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/learn"
	"cabezacat/tui/learn/lesson"
)

// The root builds the lessons for "Learn", and a step's game screen for
// each game: a lesson of each opens on its board, and esc twice is the
// menu again.
func TestRootOpensTheLessons(t *testing.T) {
	var m tea.Model = NewApp(common.Options{})
	size := tea.WindowSizeMsg{Width: 80, Height: 24}
	m = tuitest.Send(m, size, common.StartLearnMsg{}, size) // the shell's resend of the size is a command, which Send does not run
	if _, ok := m.(App).Screen().(learn.Model); !ok {
		t.Fatalf("StartLearnMsg shows %T", m.(App).Screen())
	}
	m = tuitest.Send(m, tuitest.KeyEnter)
	if v := m.View(); !strings.Contains(v, "Roll the Mini onto e6.") || !strings.Contains(v, "a b c d e f g h i j") ||
		!strings.Contains(v, "Red   you") || !strings.Contains(v, "Blue  the lesson") {
		t.Fatalf("the first Cabeza lesson:\n%s", v)
	}
	m = tuitest.Send(m, tuitest.KeyEsc)
	for range 5 {
		m = tuitest.Send(m, tuitest.KeyDown)
	}
	m = tuitest.Send(m, tuitest.KeyEnter)
	if v := m.View(); !strings.Contains(v, "Step the cat up and to the right, to 0,-1.") || !strings.Contains(v, "[C]") ||
		!strings.Contains(v, "Cat      you") || !strings.Contains(v, "Catcher  the lesson") {
		t.Fatalf("the first Catch the Cat lesson:\n%s", v)
	}
	m, _ = m.Update(tuitest.KeyEsc)
	_, cmd := m.Update(tuitest.KeyEsc)
	if !tuitest.Yields[common.ToMenuMsg](cmd) {
		t.Fatal("esc on the list does not go to the menu")
	}
}

// The learner plays the side to move of a step's position, named "you";
// the other side is the lesson's (a step for the catcher names it so).
func TestLessonBoardNamesTheLearner(t *testing.T) {
	tbl, err := lessonBoard(common.Options{})(lesson.Catcat, "CATCHER 5 0 0 ............C............")
	if err != nil {
		t.Fatal(err)
	}
	var m tea.Model = tbl
	m = tuitest.Send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := m.View(); !strings.Contains(v, "Catcher  you") || !strings.Contains(v, "Cat      the lesson") ||
		!strings.Contains(v, "5×5 · a lesson's position") {
		t.Fatalf("a catcher's step:\n%s", v)
	}
}
