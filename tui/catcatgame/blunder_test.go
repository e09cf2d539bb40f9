package catcatgame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/internal/tuitest"
)

// The end screen says whether the loser had a saving move: here the cat,
// next to the border, walks away from it into a pocket and is trapped;
// its last chance was to turn back at move 3.
func TestCatcatEndScreenBlunderCheck(t *testing.T) {
	g := tuitest.Send(hotSeatCatcat(t, 9, 7), tea.WindowSizeMsg{Width: 80, Height: 24}).(Model)
	start, err := catcat.ParseState("CAT 9 3 0\n" +
		". . . . . . . . .\n" +
		" . . . . . . . . .\n" +
		". . . . . . . . .\n" +
		" . . . . # # . . .\n" +
		". . . . # . . C .\n" +
		" . . . . # # . . .\n" +
		". . . . . . . . .\n" +
		" . . . . . . . . .\n" +
		". . . . . . . . .\n")
	if err != nil {
		t.Fatal(err)
	}
	g.Game = catcat.NewGame(start)
	// The cat steps west twice into the pocket; the catcher closes it.
	for _, c := range []catcat.Cell{{X: 2, Y: 0}, {X: 4, Y: 0}, {X: 1, Y: 0}, {X: 2, Y: 0}} {
		if err := g.Game.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Game.Over() {
		t.Fatalf("not over:\n%s", g.Game.Position().StateText())
	}
	cmd := g.blunderCheck()
	if cmd == nil {
		t.Fatal("no blunder check at the end of the game")
	}
	if again := g.blunderCheck(); again != nil {
		t.Error("the check started twice for one finished game")
	}
	next, _ := g.Update(cmd())
	// The panel wraps the line; read the panel's words.
	panel := strings.Join(strings.Fields(strings.Join(next.(Model).panelLines(hexPanelW, 24), " ")), " ")
	if !strings.Contains(panel, "Blunder check: at move 3 the cat had 3,0 (escape in 3, proven)") {
		t.Errorf("the end screen lacks the blunder line:\n%s", next.(Model).View())
	}
}
