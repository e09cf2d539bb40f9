package cabezagame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"cabezacat/cabeza"
	"cabezacat/tui/common"
	"cabezacat/tui/components/cabezaboard"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// Issue 14, item 17: the Cabeza board grows on big terminals and has a
// compact form (one character per square) below 76×24.
func TestCabezaBoardScaleFollowsTheTerminal(t *testing.T) {
	cases := []struct {
		w, h int
		want cabezaboard.Scale
	}{
		{56, 16, cabezaboard.Compact}, {60, 20, cabezaboard.Compact}, {75, 24, cabezaboard.Compact},
		{76, 23, cabezaboard.Compact}, {76, 24, cabezaboard.Standard}, {80, 24, cabezaboard.Standard},
		{95, 40, cabezaboard.Standard}, {96, 33, cabezaboard.Standard}, {96, 34, cabezaboard.Scale5x2},
		{115, 60, cabezaboard.Scale5x2}, {116, 43, cabezaboard.Scale5x2}, {116, 44, cabezaboard.Scale7x3},
		{135, 60, cabezaboard.Scale7x3}, {136, 53, cabezaboard.Scale7x3}, {136, 54, cabezaboard.Scale9x4}, {200, 60, cabezaboard.Scale9x4},
	}
	for _, c := range cases {
		g := tuitest.Send(hotSeatCabeza(t, ""), tea.WindowSizeMsg{Width: c.w, Height: c.h}).(Model)
		if b := g.shownBoard(); b.Scale != c.want {
			t.Errorf("%dx%d: board %dx%d (grid %v), want %+v", c.w, c.h, b.SW, b.SH, b.Grid, c.want)
		}
		a := tuitest.Send(shell.New(common.Options{}, g), tea.WindowSizeMsg{Width: c.w, Height: c.h}).(shell.Model)
		v := a.View()
		if strings.Contains(v, "too small") {
			t.Errorf("%dx%d: %s", c.w, c.h, v)
		}
		lines := strings.Split(v, "\n")
		if len(lines) > c.h {
			t.Errorf("%dx%d: the view has %d lines", c.w, c.h, len(lines))
		}
		for i, l := range lines {
			if lipgloss.Width(l) > c.w {
				t.Errorf("%dx%d: line %d is %d wide: %q", c.w, c.h, i, lipgloss.Width(l), l)
			}
		}
	}
	// Below the compact board's size the screen says what it needs.
	a := tuitest.Send(shell.New(common.Options{}, hotSeatCabeza(t, "")), tea.WindowSizeMsg{Width: 55, Height: 16}).(shell.Model)
	if v := a.View(); !strings.Contains(v, "need 56×16") {
		t.Errorf("55x16 should ask for 56x16:\n%s", v)
	}
}

func TestCabezaBoardScalesGolden(t *testing.T) {
	// A few moves in, a piece selected with its targets, so the marks and
	// the fills of every scale show.
	g := hotSeatCabeza(t, "")
	for _, mv := range []string{"Fn", "hs"} {
		if _, err := g.Game.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		name string
		opts common.Options
		w, h int
	}{
		{"cabeza_compact_60x20", common.Options{}, 60, 20},
		{"cabeza_compact_ascii_60x20", common.Options{ASCII: true, NoColor: true}, 60, 20},
		{"cabeza_5x2_100x34", common.Options{}, 100, 34},
		{"cabeza_9x4_200x60", common.Options{}, 200, 60},
	} {
		s, err := New(c.opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human(), Position: g.Game.Position().String()})
		if err != nil {
			t.Fatal(err)
		}
		a := tuitest.Send(shell.New(c.opts, s), tea.WindowSizeMsg{Width: c.w, Height: c.h}, tuitest.KeyRunes("h"), tuitest.KeyEnter).(shell.Model)
		tuitest.Golden(t, c.name, a.View())
	}
}

// The compact board shows a block's letter in every square it covers, so
// the shape of each piece reads without colour; empty squares are dots.
func TestCabezaCompactBoardReadsLikeAPositionString(t *testing.T) {
	g := tuitest.Send(hotSeatCabeza(t, ""), tea.WindowSizeMsg{Width: 60, Height: 20}).(Model)
	var out strings.Builder
	p := g.Game.Position()
	g.shownBoard().Render(&out, &p, cabezaboard.Marks{Crushed: cabeza.NoSquare})
	lines := strings.Split(out.String(), "\n")
	ranks := strings.Split(strings.Fields(p.String())[0], "/")
	for i, rank := range ranks {
		var want strings.Builder
		run := 0
		for _, r := range rank + "/" {
			if r >= '0' && r <= '9' {
				run = run*10 + int(r-'0')
				continue
			}
			want.WriteString(strings.Repeat(".", run))
			run = 0
			if r != '/' {
				want.WriteRune(r)
			}
		}
		w := want.String()
		got := strings.NewReplacer(" ", "", "·", ".", "●", "C", "○", "c").Replace(lines[i][cabezaboard.LabelW:])
		if got != w {
			t.Errorf("rank %d: compact row %q, want %q (from %q)", 10-i, lines[i], w, rank)
		}
	}
}

// BenchmarkCabezaViewScales draws a frame at each scale, with colour (the
// terminal sizes pick the scale).
func BenchmarkCabezaViewScales(b *testing.B) {
	for _, sz := range []struct {
		name string
		w, h int
	}{{"compact_60x20", 60, 20}, {"standard_80x24", 80, 24}, {"5x2_100x34", 100, 34}, {"9x4_200x60", 200, 60}} {
		b.Run(sz.name, func(b *testing.B) {
			g := tuitest.Send(hotSeatCabeza(b, ""), tea.WindowSizeMsg{Width: sz.w, Height: sz.h}, tuitest.KeyEnter).(Model)
			b.ReportAllocs()
			for b.Loop() {
				_ = g.View()
			}
		})
	}
}

// A status line too long for the terminal is cut with an ellipsis, not
// in the middle of a word with nothing to say it goes on.
func TestCutStatusLineEndsWithAnEllipsis(t *testing.T) {
	for _, opts := range []common.Options{{}, {ASCII: true}} {
		s, err := New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()})
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(tuitest.Send(s, tea.WindowSizeMsg{Width: 44, Height: 20}).View(), "\n")
		status := strings.TrimRight(lines[len(lines)-2], " ")
		want := common.NewGlyphs(opts).Ellipsis
		if !strings.HasSuffix(status, want) || lipgloss.Width(status) > 44 {
			t.Fatalf("ascii %v: status line %q (%d cells): want it cut with %q within 44", opts.ASCII, status, lipgloss.Width(status), want)
		}
	}
}

// The hint for a person to move is shorter where the whole one does not
// fit, so that it is not cut before its end: how to type a move.
func TestMoveHintFitsANarrowScreen(t *testing.T) {
	for _, c := range []struct {
		width int
		want  string
	}{
		{80, "red to move: select a piece (enter or click), or type a move with :"},
		{64, "red to move: select a piece, or type a move with :"},
		{54, "red to move: select a piece, or type a move with :"},
	} {
		s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()})
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(tuitest.Send(s, tea.WindowSizeMsg{Width: c.width, Height: 24}).View(), "\n")
		if status := strings.TrimSpace(lines[len(lines)-2]); status != c.want {
			t.Errorf("width %d: status %q, want %q", c.width, status, c.want)
		}
	}
}

// AI against AI, the key line at 80 columns names every key it lists
// in short, q quit last (the undo key's long help does not push it off).
func TestCabezaAIvsAIFooterKeepsQuit(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Computer(2), Blue: gamesetup.Computer(2)})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(tuitest.Send(s, tea.WindowSizeMsg{Width: 80, Height: 24}).View(), "\n")
	footer := lines[len(lines)-1]
	for _, want := range []string{"p pause", "z undo", "? help", "q quit"} {
		if !strings.Contains(footer, want) {
			t.Errorf("footer %q: no %q", footer, want)
		}
	}
}
