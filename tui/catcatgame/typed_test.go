package catcatgame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// The cursor's cell is named on screen, in the notation moves are written
// in, so a person can read the coordinates every message uses.
func TestCatcatShowsTheCursorsCell(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("l"), tuitest.KeyRunes("n")).(Model)
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
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	west := catcat.Cell{X: -1, Y: 0}
	if g.Game.Position().IsBlocked(west) {
		t.Skip("seed 7 blocks -1,0")
	}
	cases := []struct{ text, want string }{
		{"1x", "a move is written x,y"},
		{"3,3", "3,3: "},
		{"-9,0", "-9,0: "},
	}
	for _, c := range cases {
		b := tuitest.Send(g, tuitest.KeyRunes(":"), tuitest.KeyRunes(c.text), tuitest.KeyEnter).(Model)
		if len(b.Game.Moves()) != 0 || !b.Prompting || b.Prompt.Value() != c.text || !b.Problem || !strings.Contains(b.Status, c.want) {
			t.Errorf(":%s enter: moves %d, prompting %v %q, status %q; want it explained (%q) and the text kept",
				c.text, len(b.Game.Moves()), b.Prompting, b.Prompt.Value(), b.Status, c.want)
		}
		words := strings.Fields(b.Status)
		if v := b.View(); !strings.Contains(v, words[len(words)-1]) {
			t.Errorf(":%s: the explanation is not shown:\n%s", c.text, v)
		}
	}
	// A word of the explanation for a neighbour that is too far.
	if b := tuitest.Send(g, tuitest.KeyRunes(":"), tuitest.KeyRunes("3,3"), tuitest.KeyEnter).(Model); !strings.Contains(b.Status, "neighbour") {
		t.Errorf(":3,3 enter: %q does not say the cat moves to a neighbour", b.Status)
	}
	// q and ? are letters while typing; esc leaves the prompt.
	a := tuitest.Send(shell.New(common.Options{}, g), tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes(":"), tuitest.KeyRunes("q?"), tuitest.KeyEsc).(shell.Model)
	if a.ShowingHelp() || a.Screen().(Model).Prompting {
		t.Error("q? typed into the prompt acted as keys, or esc did not leave it")
	}
	played := tuitest.Send(g, tuitest.KeyRunes(":"), tuitest.KeyRunes(" {-1, 0} "), tuitest.KeyEnter).(Model)
	if mv := played.Game.Moves(); len(mv) != 1 || mv[0] != west || played.Prompting {
		t.Fatalf(":{-1, 0} enter: moves %v, prompting %v, status %q", mv, played.Prompting, played.Status)
	}
}

// ':' typed over a refused move starts the move again (no move holds a
// ':'): a person who types ':' out of habit after a mistake gets a fresh
// prompt, not "3,3:-1,0".
func TestCatcatColonRestartsARefusedMove(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	west := catcat.Cell{X: -1, Y: 0}
	if g.Game.Position().IsBlocked(west) {
		t.Skip("seed 7 blocks -1,0")
	}
	b := tuitest.Send(g, tuitest.KeyRunes(":"), tuitest.KeyRunes("3,3"), tuitest.KeyEnter).(Model)
	if !b.Problem || b.Prompt.Value() != "3,3" {
		t.Fatalf("premise: a refused move kept in the prompt: %q, %q", b.Prompt.Value(), b.Status)
	}
	b = tuitest.Send(b, tuitest.KeyRunes(":")).(Model)
	if !b.Prompting || b.Prompt.Value() != "" || b.Status != "" {
		t.Fatalf("':' over the refused move: prompting %v, %q, status %q", b.Prompting, b.Prompt.Value(), b.Status)
	}
	b = tuitest.Send(b, tuitest.KeyRunes("-1,0"), tuitest.KeyEnter).(Model)
	if len(b.Game.Moves()) != 1 || b.Game.Position().Cat() != west {
		t.Fatalf("the move typed after ':' was not played: %v, status %q", b.Game.Moves(), b.Status)
	}
	// Anywhere else in a move being typed, ':' is a character like any
	// other (and the move is refused for it).
	c := tuitest.Send(g, tuitest.KeyRunes(":"), tuitest.KeyRunes("-1"), tuitest.KeyRunes(":")).(Model)
	if c.Prompt.Value() != "-1:" {
		t.Fatalf("':' in a move not yet refused: %q", c.Prompt.Value())
	}
}

// On a screen too narrow for the cursor's cell and the whole hint, the
// status keeps the hint whole (how to type a move is its end) and the
// panel still names the cell.
func TestCatcatMoveHintIsWholeOnANarrowScreen(t *testing.T) {
	for _, width := range []int{60, 64, 68} {
		g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: width, Height: 20}).(Model)
		lines := strings.Split(g.View(), "\n")
		status := strings.TrimSpace(lines[len(lines)-2])
		if status != "cat: pick a neighbour, enter (or click), or type : x,y" {
			t.Errorf("width %d: status %q, want the whole hint", width, status)
		}
		if !strings.Contains(g.View(), "cursor 0,0 · cat 0,0") {
			t.Errorf("width %d: the panel does not name the cursor's cell:\n%s", width, g.View())
		}
	}
}
