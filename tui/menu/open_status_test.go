package menu

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/record"
)

// A problem too long for one line is wrapped, not cut at the frame (a
// binary file's message ends with what the file is not), and the page
// still fits its screen with the selected game in view.
func TestOpenPageWrapsALongProblem(t *testing.T) {
	dir := recordsFolder(t)
	for i := range 20 {
		writeRecord(t, dir, fmt.Sprintf("cabeza-%02d.txt", i), cabezaRecord(t, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()}, "Hn"), i+1)
	}
	// The oldest file is damaged: its problem is long, with the folder's path.
	writeRecord(t, dir, "cabeza-damaged.txt", []byte("[Game \"Cabeza\"]\n[Result \"*\"]\n1. Hnwq *\n"), 40)
	noise := filepath.Join(t.TempDir(), "noise.bin")
	if err := os.WriteFile(noise, []byte("\xd4\xa70\xf3\xef\x9f\x1dj\x00\x01\x02more"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{80, 24}, {64, 20}, {100, 30}} {
		check := func(p openPage, want string) {
			t.Helper()
			v := ansi.Strip(viewOf(p))
			tuitest.CheckFits(t, fmt.Sprintf("%dx%d", size[0], size[1]), v, size[0], size[1])
			if !strings.Contains(strings.Join(strings.Fields(v), " "), want) {
				t.Fatalf("%dx%d: the problem's end %q is not shown:\n%s", size[0], size[1], want, v)
			}
			if !p.onPath && !strings.Contains(v, "> 2025-12-31 20:00") {
				t.Fatalf("%dx%d: the selected game is out of view:\n%s", size[0], size[1], v)
			}
		}
		// The damaged game, the last row: selected and opened.
		p := newOpenPage(common.Options{}, size[0], size[1])
		for range 20 {
			p, _ = sendKeys(p, tuitest.KeyDown)
		}
		p, _ = sendKeys(p, tuitest.KeyEnter)
		if p.onPath || p.status == "" {
			t.Fatalf("%dx%d: the damaged game was not opened: on path %v, status %q", size[0], size[1], p.onPath, p.status)
		}
		check(p, lastWords(p.status))
		// A binary file at the path row.
		p, _ = sendKeys(newOpenPage(common.Options{}, size[0], size[1]), tea.KeyMsg{Type: tea.KeyTab})
		p, _ = sendKeys(p, tuitest.KeyRunes(noise), tuitest.KeyEnter)
		check(p, "not a Cabeza record")
	}
}

// lastWords are the last three words of a message.
func lastWords(s string) string {
	f := strings.Fields(s)
	return strings.Join(f[max(len(f)-3, 0):], " ")
}

// At 62 columns the open page's words are whole, in shorter forms: how
// the games are listed and what enter does lost their ends at the edge.
func TestOpenPageWordsFitANarrowScreen(t *testing.T) {
	dir := recordsFolder(t)
	writeRecord(t, dir, "cabeza-1.txt", cabezaRecord(t, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()}, "Hn"), 1)
	writeRecord(t, dir, "cabeza-2.txt", cabezaRecord(t, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()}, "Hn"), 2)
	for _, c := range []struct {
		width       int
		order, what string
	}{
		{100, "2 saved games in " + record.ShortPath(dir) + ", by date, newest first", "enter opens it at its end (< steps back); an adjourned clocked game resumes"},
		{62, "2 saved games, by date, newest first", "enter opens it at its end; an adjourned clocked game resumes"},
	} {
		v := ansi.Strip(viewOf(newOpenPage(common.Options{}, c.width, 20)))
		tuitest.CheckFits(t, "the open page", v, c.width, 20)
		for _, want := range []string{c.order, c.what} {
			if !strings.Contains(v, want) {
				t.Errorf("width %d: the page lacks %q:\n%s", c.width, want, v)
			}
		}
	}
}
