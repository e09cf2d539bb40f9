package catcatgame

import (
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/internal/tuitest"
)

func TestCatcatHistoryWalkAndSideLine(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24},
		tuitest.KeyRunes("U"), tuitest.KeyRunes("l"), tuitest.KeyRunes("l"), tuitest.KeyEnter, tuitest.KeyRunes("y"), tuitest.KeyEnter).(Model)
	game := g.Game.Moves()
	if len(game) != 3 {
		t.Fatalf("setup played %v, want 3 moves", game)
	}
	w := tuitest.Send(g, tuitest.KeyRunes("d"), tuitest.KeyRunes("<")).(Model)
	if got := w.Game.Moves(); !slices.Equal(got, game[:2]) || !strings.Contains(w.View(), "HISTORY 2/3") {
		t.Fatalf("after <: shown %v, want %v with a history banner", got, game[:2])
	}
	var d catcat.Distances
	if !slices.Equal(w.ov.heat, d.FromBorder(w.Game.Position())) {
		t.Fatal("the distance overlay does not follow the shown position")
	}
	// The cat steps back south-west instead: a side line.
	side := tuitest.Send(w, tuitest.KeyRunes("B")).(Model)
	sw := game[0].Neighbour(catcat.SouthWest)
	wantSide := append(slices.Clone(game[:2]), sw)
	if got := side.Game.Moves(); !slices.Equal(got, wantSide) || !strings.Contains(side.View(), "SIDE LINE") {
		t.Fatalf("side line %v, want %v", got, wantSide)
	}
	if !slices.Equal(side.Walk.Line.Moves(), game) {
		t.Fatal("the original line was not kept")
	}
	back := tuitest.Send(side, tuitest.KeyRunes("<"), tuitest.KeyRunes(">")).(Model)
	if got := back.Game.Moves(); !slices.Equal(got, wantSide) {
		t.Fatalf("< > on the side line shows %v", got)
	}
	end := tuitest.Send(back, tea.KeyMsg{Type: tea.KeyEnd}).(Model)
	if end.Walk.Walking() || !slices.Equal(end.Game.Moves(), game) {
		t.Fatalf("end: %v, want the original game", end.Game.Moves())
	}
	on := tuitest.Send(side, tuitest.KeyRunes("o")).(Model)
	if on.Walk.Walking() || !slices.Equal(on.Game.Moves(), wantSide) {
		t.Fatalf("o: %v, want the side line as the game", on.Game.Moves())
	}
	home := tuitest.Send(g, tea.KeyMsg{Type: tea.KeyHome}, tuitest.KeyRunes(">"), tuitest.KeyRunes(">"), tuitest.KeyRunes(">")).(Model)
	if home.Walk.Walking() || !slices.Equal(home.Game.Moves(), game) {
		t.Fatal("home and forward to the end do not return to the game")
	}
}

// At the start of the history (home) the moves list shows the first
// moves, where the walk goes on from, not the last ones.
func TestCatcatHistoryAtTheStartShowsTheFirstMoves(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 13, 7), tea.WindowSizeMsg{Width: 80, Height: 24})
	for _, pair := range [][2]string{{"6,6", "3,6"}, {"-6,6", "2,6"}, {"5,6", "1,6"}, {"4,6", "0,6"}, {"-1,6", "-2,6"}} {
		g = tuitest.Send(g, tuitest.KeyRunes("U"), tuitest.KeyRunes(":"), tuitest.KeyRunes(pair[0]), tuitest.KeyEnter)
		g = tuitest.Send(g, tuitest.KeyRunes("B"), tuitest.KeyRunes(":"), tuitest.KeyRunes(pair[1]), tuitest.KeyEnter)
	}
	if n := len(g.(Model).Game.Moves()); n != 20 {
		t.Fatalf("%d moves played, want 20 (status %q)", n, g.(Model).Status)
	}
	if v := g.View(); !strings.Contains(v, "earlier") {
		t.Fatalf("20 moves fit the panel; the test needs a cut list:\n%s", v)
	}
	v := tuitest.Send(g, tea.KeyMsg{Type: tea.KeyHome}).View()
	if !strings.Contains(v, "HISTORY 0/20") || !strings.Contains(v, " 1. cat") || strings.Contains(v, "earlier") {
		t.Fatalf("history at the start does not list the first moves:\n%s", v)
	}
}
