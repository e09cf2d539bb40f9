package review

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	airev "cabezacat/ai/review"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

// The screen's tests open records that hold a whole review (written by
// `cabezacat cabeza|catcat review` from ai/review's benchmark games):
// they show it at once, with no search, so every view is the same.

func reviewed(t *testing.T, name string, opts common.Options, w, h int) Model {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(opts, text, name, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := s.(Model)
	next, _ := m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return next.(Model)
}

func send(m Model, msgs ...tea.Msg) Model {
	for _, msg := range msgs {
		next, _ := m.Update(msg)
		m = next.(Model)
	}
	return m
}

func TestAReviewedRecordOpensWithoutSearching(t *testing.T) {
	m := reviewed(t, "cabeza-reviewed.cabeza", common.Options{}, 80, 24)
	if !m.rev.Complete() || m.Init() != nil || !m.fromRec {
		t.Fatalf("complete %v, from the record %v: a reviewed record must show its review at once", m.rev.Complete(), m.fromRec)
	}
	// The marks are the record's.
	text, _ := os.ReadFile(filepath.Join("testdata", "cabeza-reviewed.cabeza"))
	if strings.Count(string(text), "?!") != m.rev.Summary()[0].Inaccuracies+m.rev.Summary()[1].Inaccuracies {
		t.Errorf("the record's inaccuracies are not the review's: %+v", m.rev.Summary())
	}
}

func TestReviewViewGolden(t *testing.T) {
	for _, c := range []struct {
		name, file string
		opts       common.Options
		w, h       int
	}{
		{"cabeza_review_80x24", "cabeza-reviewed.cabeza", common.Options{}, 80, 24},
		{"cabeza_review_compact_64x20", "cabeza-reviewed.cabeza", common.Options{}, 64, 20},
		{"cabeza_review_ascii_80x24", "cabeza-reviewed.cabeza", common.Options{ASCII: true, NoColor: true}, 80, 24},
		{"catcat_review_80x24", "catcat-reviewed.catcat", common.Options{}, 80, 24},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := reviewed(t, c.file, c.opts, c.w, c.h)
			m = send(m, tuitest.KeyRunes("1")) // the first turning point
			v := m.View()
			if c.opts.ASCII {
				v = common.ASCIIPunctuation.Replace(v) // as the shell does
			}
			if lines := strings.Split(v, "\n"); len(lines) > c.h {
				t.Errorf("%d lines for a %d-line terminal", len(lines), c.h)
			}
			if c.opts.ASCII {
				for _, r := range v {
					if r > 0x7e {
						t.Fatalf("--ascii view holds %q:\n%s", r, v)
					}
				}
			}
			tuitest.Golden(t, c.name, v)
		})
	}
}

// The keys land on the moves they name: n the next marked move, 1 the
// first turning point, ← and → a move, home and end the ends.
func TestReviewKeysLandOnTheRightMove(t *testing.T) {
	m := reviewed(t, "cabeza-reviewed.cabeza", common.Options{}, 80, 24)
	first := -1
	for i := 0; i < m.rev.Len(); i++ {
		if m.rev.Move(i).Mark >= airev.Inaccuracy {
			first = i
			break
		}
	}
	if first < 0 {
		t.Fatal("the game has no marked move")
	}
	if m = send(m, tuitest.KeyRunes("n")); m.selected() != first || m.ply != first+1 {
		t.Errorf("n showed move %d, want the first marked one, %d", m.selected(), first)
	}
	tp := m.rev.TurningPoints()
	if m = send(m, tuitest.KeyRunes("2")); m.ply != tp[1]+1 {
		t.Errorf("2 showed ply %d, want the second turning point's %d", m.ply, tp[1]+1)
	}
	if m = send(m, tea.KeyMsg{Type: tea.KeyLeft}); m.ply != tp[1] {
		t.Errorf("← showed ply %d, want %d", m.ply, tp[1])
	}
	if m = send(m, tea.KeyMsg{Type: tea.KeyEnd}); m.ply != m.rev.Len() {
		t.Errorf("end showed ply %d", m.ply)
	}
	if m = send(m, tea.KeyMsg{Type: tea.KeyHome}); m.ply != 0 {
		t.Errorf("home showed ply %d", m.ply)
	}
}

// A click on the graph, in a running program, shows the ply under it:
// the graph is 34 columns for the 61 positions of the game, from column
// 46 (after the 44-column board and a gap) and line 2 (the title, the
// caption).
func TestReviewGraphClickLandsOnThePly(t *testing.T) {
	m := reviewed(t, "cabeza-reviewed.cabeza", common.Options{}, 80, 24)
	if g := m.geometry(); g.panelX != 46 || g.panelW != 34 || g.graphY != 2 {
		t.Fatalf("geometry %+v", g)
	}
	click := func(x, y int) tea.MouseMsg {
		return tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
	}
	for _, c := range []struct{ x, y, want int }{
		{46, 2, 0},       // the first column: the start
		{46 + 33, 8, 60}, // the last column: the end
		{46 + 17, 5, 31}, // column 17 of 0…33: 17·60/33 = 30.9
		{46 + 11, 4, 20}, // 11·60/33 = 20
		{20, 5, 7},       // on the board: nothing moves
		{46 + 5, 12, 7},  // below the graph: nothing moves
	} {
		start := send(m, tea.KeyMsg{Type: tea.KeyRight}) // ply 1, then on to 7
		for start.ply < 7 {
			start = send(start, tea.KeyMsg{Type: tea.KeyRight})
		}
		final := tuitest.Run(t, start, 80, 24, tea.QuitMsg{}, click(c.x, c.y)).(Model)
		if final.ply != c.want {
			t.Errorf("click at (%d, %d): ply %d, want %d", c.x, c.y, final.ply, c.want)
		}
	}
}

// The keys in a running program: n, then 1 and →.
func TestReviewKeysInARunningProgram(t *testing.T) {
	m := reviewed(t, "cabeza-reviewed.cabeza", common.Options{}, 80, 24)
	tp := m.rev.TurningPoints()
	final := tuitest.Run(t, m, 80, 24, tea.QuitMsg{}, tuitest.KeyRunes("1"), tea.KeyMsg{Type: tea.KeyRight}).(Model)
	if final.ply != tp[0]+2 {
		t.Errorf("1 then →: ply %d, want %d", final.ply, tp[0]+2)
	}
}

// q from a review with no game underneath ends the program; with one,
// the game answers (a finished game has nothing to lose either).
func TestReviewQuits(t *testing.T) {
	m := reviewed(t, "cabeza-reviewed.cabeza", common.Options{}, 80, 24)
	_, cmd := m.Update(tuitest.KeyRunes("q"))
	if !tuitest.Quits(cmd) {
		t.Error("q did not quit")
	}
}

// A marked move's line is shown whole, wrapped between its moves, at
// any panel width.
func TestReviewShowsAMovesWholeLine(t *testing.T) {
	for _, file := range []string{"cabeza-reviewed.cabeza", "catcat-reviewed.catcat"} {
		m := reviewed(t, file, common.Options{}, 80, 24)
		shown := 0
		for ply := 0; ply < m.rev.Len(); ply++ {
			mv := m.rev.Move(ply)
			if !mv.Known || mv.Mark == airev.Best || len(mv.Line) < 3 {
				continue
			}
			m.ply = ply + 1
			for _, w := range []int{16, 30} {
				var words []string
				for _, l := range m.moveLines(w) {
					words = append(words, strings.Fields(ansi.Strip(l))...)
				}
				if want := "line: " + strings.Join(mv.Line, " "); !strings.Contains(strings.Join(words, " "), want) {
					t.Fatalf("%s ply %d width %d: the panel reads %q, without %q", file, ply, w, strings.Join(words, " "), want)
				}
			}
			shown++
		}
		if shown == 0 {
			t.Fatalf("%s has no marked move with a line of 3 moves: the test tests nothing", file)
		}
	}
}
