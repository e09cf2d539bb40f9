package shell

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/internal/hotseat"
	"cabezacat/tui/internal/tuitest"
)

// While the terminal is too small for the board, the game behind the
// "terminal too small" notice takes no key but q, ? and ctrl+c: a blind L
// would move the cat, a blind enter would play the cursor's cell.
func TestTooSmallTakesNoBlindKeys(t *testing.T) {
	small, big := tea.WindowSizeMsg{Width: 80, Height: 24}, tea.WindowSizeMsg{Width: 200, Height: 60}
	click := tea.MouseMsg{X: 10, Y: 10, Action: tea.MouseActionRelease, Button: tea.MouseButtonLeft}
	a := tuitest.Send(New(common.Options{}, hotseat.Catcat(t, 45, 3)), small)
	if !strings.Contains(a.View(), "Terminal too small") {
		t.Fatalf("a 45×45 board at 80×24:\n%s", a.View())
	}
	a = tuitest.Send(a, tuitest.KeyRunes("L"), tuitest.KeyEnter, click, tuitest.KeyRunes(":"), tuitest.KeyRunes("3,0"), tuitest.KeyEnter, big)
	g := a.(Model).Screen().(catcatgame.Model)
	if n := len(g.Game.Moves()); n != 0 || g.Status != "" || g.Prompting {
		t.Fatalf("keys behind the notice acted: %d moves, status %q, prompt open %v", n, g.Status, g.Prompting)
	}
	// ? still opens the help, which fits.
	if h := tuitest.Send(a, small, tuitest.KeyRunes("?")).(Model); !h.ShowingHelp() {
		t.Error("? behind the notice opened no help")
	}
}

// q behind the notice asks, as it does on the board, and the question is
// on the notice: only its answers act (any other key stays unseen).
func TestTooSmallShowsTheQuestion(t *testing.T) {
	small, big := tea.WindowSizeMsg{Width: 80, Height: 24}, tea.WindowSizeMsg{Width: 200, Height: 60}
	a := tuitest.Send(New(common.Options{}, hotseat.Catcat(t, 45, 3)), big, tuitest.KeyRunes("L"), small)
	a, cmd := a.Update(tuitest.KeyRunes("q"))
	if tuitest.Quits(cmd) {
		t.Fatal("q quit a game with an unsaved move without asking")
	}
	view := strings.Join(strings.Fields(a.View()), " ") // the question wraps
	if !strings.Contains(view, "Terminal too small") || !strings.Contains(view, "quit? this game (1 move) is not saved") || !strings.Contains(view, "n keep playing") {
		t.Fatalf("the question is not on the notice:\n%s", view)
	}
	a = tuitest.Send(a, tuitest.KeyEnter, tuitest.KeyRunes("L"))
	if g := a.(Model).Screen().(catcatgame.Model); g.Question() == "" || len(g.Game.Moves()) != 1 {
		t.Fatalf("enter and L behind the notice answered the question or moved: %d moves, question %q", len(g.Game.Moves()), g.Question())
	}
	a = tuitest.Send(a, tuitest.KeyRunes("n"))
	if g := a.(Model).Screen().(catcatgame.Model); g.Question() != "" || strings.Contains(a.View(), "quit?") {
		t.Fatalf("n did not answer the question:\n%s", a.View())
	}
	a = tuitest.Send(a, tuitest.KeyRunes("q"))
	if _, cmd := a.Update(tuitest.KeyRunes("y")); !tuitest.Quits(cmd) {
		t.Fatal("y, the question on the notice answered, did not quit")
	}
}
