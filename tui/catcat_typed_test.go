package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// The cursor's cell is named on screen, in the notation moves are written
// in, so a person can read the coordinates every message uses.
func TestCatcatShowsTheCursorsCell(t *testing.T) {
	g := send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes("l"), keyRunes("n")).(catcatGame)
	want := g.cursor.String()
	if want != "1,1" && want != "2,1" {
		t.Fatalf("l, n from the centre: cursor %v (test premise)", g.cursor)
	}
	lines := strings.Split(g.View(), "\n")
	if status := lines[len(lines)-2]; !strings.Contains(status, "cursor "+want) {
		t.Errorf("status %q does not name the cursor's cell %s", status, want)
	}
	if !strings.Contains(g.View(), "cursor "+want+" · cat 0,0") {
		t.Errorf("panel does not name the cursor's and the cat's cells:\n%s", g.View())
	}
}

// ':' types a move as x,y; a mistake is explained and the text kept.
func TestCatcatTypedMoves(t *testing.T) {
	g := send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}).(catcatGame)
	west := catcat.Cell{X: -1, Y: 0}
	if g.game.Position().IsBlocked(west) {
		t.Skip("seed 7 blocks -1,0")
	}
	cases := []struct{ text, want string }{
		{"1x", "a move is written x,y"},
		{"3,3", "3,3: "},
		{"-9,0", "-9,0: "},
	}
	for _, c := range cases {
		b := send(g, keyRunes(":"), keyRunes(c.text), keyEnter).(catcatGame)
		if len(b.game.Moves()) != 0 || !b.prompting || b.prompt.Value() != c.text || !b.problem || !strings.Contains(b.status, c.want) {
			t.Errorf(":%s enter: moves %d, prompting %v %q, status %q; want it explained (%q) and the text kept",
				c.text, len(b.game.Moves()), b.prompting, b.prompt.Value(), b.status, c.want)
		}
		words := strings.Fields(b.status)
		if v := b.View(); !strings.Contains(v, words[len(words)-1]) {
			t.Errorf(":%s: the explanation is not shown:\n%s", c.text, v)
		}
	}
	// A word of the explanation for a neighbour that is too far.
	if b := send(g, keyRunes(":"), keyRunes("3,3"), keyEnter).(catcatGame); !strings.Contains(b.status, "neighbour") {
		t.Errorf(":3,3 enter: %q does not say the cat moves to a neighbour", b.status)
	}
	// q and ? are letters while typing; esc leaves the prompt.
	a := send(newShell(Options{}, g), tea.WindowSizeMsg{Width: 80, Height: 24}, keyRunes(":"), keyRunes("q?"), keyEsc).(shell)
	if a.ShowingHelp() || a.Screen().(catcatGame).prompting {
		t.Error("q? typed into the prompt acted as keys, or esc did not leave it")
	}
	played := send(g, keyRunes(":"), keyRunes(" {-1, 0} "), keyEnter).(catcatGame)
	if mv := played.game.Moves(); len(mv) != 1 || mv[0] != west || played.prompting {
		t.Fatalf(":{-1, 0} enter: moves %v, prompting %v, status %q", mv, played.prompting, played.status)
	}
}
