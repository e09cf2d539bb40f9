package tui

import (
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

func TestCatcatHistoryWalkAndSideLine(t *testing.T) {
	g := send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24},
		keyRunes("U"), keyRunes("l"), keyRunes("l"), keyEnter, keyRunes("y"), keyEnter).(catcatGame)
	game := g.game.Moves()
	if len(game) != 3 {
		t.Fatalf("setup played %v, want 3 moves", game)
	}
	w := send(g, keyRunes("d"), keyRunes("<")).(catcatGame)
	if got := w.game.Moves(); !slices.Equal(got, game[:2]) || !strings.Contains(w.View(), "HISTORY 2/3") {
		t.Fatalf("after <: shown %v, want %v with a history banner", got, game[:2])
	}
	var d catcat.Distances
	if !slices.Equal(w.ov.heat, d.FromBorder(w.game.Position())) {
		t.Fatal("the distance overlay does not follow the shown position")
	}
	// The cat steps back south-west instead: a side line.
	side := send(w, keyRunes("B")).(catcatGame)
	sw := game[0].Neighbour(catcat.SouthWest)
	wantSide := append(slices.Clone(game[:2]), sw)
	if got := side.game.Moves(); !slices.Equal(got, wantSide) || !strings.Contains(side.View(), "SIDE LINE") {
		t.Fatalf("side line %v, want %v", got, wantSide)
	}
	if !slices.Equal(side.walk.line.Moves(), game) {
		t.Fatal("the original line was not kept")
	}
	back := send(side, keyRunes("<"), keyRunes(">")).(catcatGame)
	if got := back.game.Moves(); !slices.Equal(got, wantSide) {
		t.Fatalf("< > on the side line shows %v", got)
	}
	end := send(back, tea.KeyMsg{Type: tea.KeyEnd}).(catcatGame)
	if end.walk.walking() || !slices.Equal(end.game.Moves(), game) {
		t.Fatalf("end: %v, want the original game", end.game.Moves())
	}
	on := send(side, keyRunes("o")).(catcatGame)
	if on.walk.walking() || !slices.Equal(on.game.Moves(), wantSide) {
		t.Fatalf("o: %v, want the side line as the game", on.game.Moves())
	}
	home := send(g, tea.KeyMsg{Type: tea.KeyHome}, keyRunes(">"), keyRunes(">"), keyRunes(">")).(catcatGame)
	if home.walk.walking() || !slices.Equal(home.game.Moves(), game) {
		t.Fatal("home and forward to the end do not return to the game")
	}
}

// At the start of the history (home) the moves list shows the first
// moves, where the walk goes on from, not the last ones.
func TestCatcatHistoryAtTheStartShowsTheFirstMoves(t *testing.T) {
	g := send(hotSeatCatcat(t, 13, 7), tea.WindowSizeMsg{Width: 80, Height: 24})
	for _, pair := range [][2]string{{"6,6", "3,6"}, {"-6,6", "2,6"}, {"5,6", "1,6"}, {"4,6", "0,6"}, {"-1,6", "-2,6"}} {
		g = send(g, keyRunes("U"), keyRunes(":"), keyRunes(pair[0]), keyEnter)
		g = send(g, keyRunes("B"), keyRunes(":"), keyRunes(pair[1]), keyEnter)
	}
	if n := len(g.(catcatGame).game.Moves()); n != 20 {
		t.Fatalf("%d moves played, want 20 (status %q)", n, g.(catcatGame).status)
	}
	if v := g.View(); !strings.Contains(v, "earlier") {
		t.Fatalf("20 moves fit the panel; the test needs a cut list:\n%s", v)
	}
	v := send(g, tea.KeyMsg{Type: tea.KeyHome}).View()
	if !strings.Contains(v, "HISTORY 0/20") || !strings.Contains(v, " 1. cat") || strings.Contains(v, "earlier") {
		t.Fatalf("history at the start does not list the first moves:\n%s", v)
	}
}
