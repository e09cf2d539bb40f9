package catcatgame

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/catcatagent"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/components/hexboard"
	"cabezacat/tui/internal/tuitest"
)

// glyphAt reads the glyph drawn for cell c in a view (board at hexLeft,
// hexTop; one rune per column in the plain profile).
func glyphAt(g Model, view string, c catcat.Cell) string {
	half := g.setup.Size / 2
	col, row := c.X+half, c.Y+half
	line := []rune(strings.Split(view, "\n")[hexTop+row*g.board.RowH])
	return string(line[hexLeft+hexboard.GlyphCol(col, row, g.board.Pitch)])
}

func TestCatcatHeatMapShowsEveryFreeCellsDistance(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("d")).(Model)
	pos := g.Game.Position()
	var d catcat.Distances
	dist := d.FromBorder(pos)
	v := g.View()
	size := pos.Size()
	for i := range size.Cells() {
		c := size.CellAt(i)
		if c == pos.Cat() || pos.IsBlocked(c) {
			continue
		}
		want := "-"
		switch {
		case dist[i] >= 10:
			want = "+"
		case dist[i] >= 0:
			want = fmt.Sprint(dist[i])
		}
		if got := glyphAt(g, v, c); got != want {
			t.Errorf("cell %v shows %q, want distance %q", c, got, want)
		}
	}
	off := tuitest.Send(g, tuitest.KeyRunes("d")).(Model)
	ov := off.View()
	for i := range size.Cells() {
		if got := glyphAt(off, ov, size.CellAt(i)); strings.ContainsAny(got, "0123456789+-") {
			t.Fatalf("d again leaves %q on %v", got, size.CellAt(i))
		}
	}
}

func TestCatcatWayOutAndNextBlockOverlays(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("e"), tuitest.KeyRunes("c")).(Model)
	pos := g.Game.Position()
	var d catcat.Distances
	steps := d.CatToBorder(pos)
	v := g.View()
	// The route: steps cells, each next to the one before, from the cat
	// to the border.
	var route []catcat.Cell
	size := pos.Size()
	for i := range size.Cells() {
		if c := size.CellAt(i); glyphAt(g, v, c) == "*" {
			route = append(route, c)
		}
	}
	if len(route) != steps || steps == 0 {
		t.Fatalf("%d cells marked *, want the %d steps of a shortest way out", len(route), steps)
	}
	at, seen := pos.Cat(), map[catcat.Cell]bool{}
	for range route {
		next := false
		for _, c := range route {
			if !seen[c] && c.IsNeighbour(at) {
				seen[c], at, next = true, c, true
				break
			}
		}
		if !next {
			t.Fatalf("the marked way out %v is not a path from the cat at %v", route, pos.Cat())
		}
	}
	if !size.IsBorder(at) {
		t.Fatalf("the way out ends at %v, not on the border", at)
	}
	for i := range size.Cells() {
		if glyphAt(g, v, size.CellAt(i)) == "X" {
			t.Fatal("an X on the cat's turn: the catcher's block is shown only on its turn")
		}
	}
	// After the cat's move, the catcher's: X is where the catcher AI blocks.
	g = tuitest.Send(g, tuitest.KeyRunes("U")).(Model)
	want := catcatagent.CatcherMove(g.Game.Position(), catcatagent.Hard)
	v = g.View()
	if got := glyphAt(g, v, want); got != "X" {
		t.Fatalf("the catcher AI blocks %v, the board shows %q there", want, got)
	}
	if !strings.Contains(v, fmt.Sprintf("catcher's next block: %v", want)) {
		t.Fatal("the panel does not name the next block")
	}
	tuitest.Golden(t, "catcat_overlays_9_80x24", tuitest.Send(g, tuitest.KeyRunes("d")).View())
}

// The overlays are worked out in Update once per position; on the
// largest board, on the catcher's turn (the hard catcher's move is the
// cost), this must stay well under a frame.
func BenchmarkCatcatOverlayRefresh45(b *testing.B) {
	g := tuitest.Send(hotSeatCatcat(b, 45, 7), tea.WindowSizeMsg{Width: 200, Height: 100}, tuitest.KeyRunes("U"), tuitest.KeyRunes("d"), tuitest.KeyRunes("e"), tuitest.KeyRunes("c")).(Model)
	if g.Game.Position().Turn() != catcat.CatcherToMove {
		b.Fatal("not the catcher's turn")
	}
	b.ReportAllocs()
	for b.Loop() {
		g.ov.refresh(&g, true)
	}
}

// The way-out legend counts its steps with the noun agreeing.
func TestWayOutLegendSaysOneStep(t *testing.T) {
	o := catcatOverlays{routeOn: true, routeLen: 1}
	if got := strings.Join(o.legend(common.NewStyles(common.Options{})), "\n"); !strings.Contains(got, "way out: 1 step") || strings.Contains(got, "1 steps") {
		t.Errorf("legend %q", got)
	}
}
