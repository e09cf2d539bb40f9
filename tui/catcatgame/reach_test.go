package catcatgame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/components/hexboard"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// The cells the cat may step to are highlighted when a person plays the
// cat, but a border cell among them keeps its border mark (◦, ASCII ':'):
// those are the cat's winning moves, and without colour the mark is all
// that tells them from the free cells inside (README: "letters and
// shapes still say everything").
func TestCatcatReachableBorderCellsKeepTheirMark(t *testing.T) {
	opts := common.Options{ASCII: true, NoColor: true}
	s, err := New(opts, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 5, Density: 0.05, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	tm := teatest.NewTestModel(t, shell.New(opts, s), teatest.WithInitialTermSize(80, 24))
	// The cat steps west to -1,0, next to the west border; the catcher
	// blocks far away, and the cat is to move again.
	for _, m := range []tea.Msg{tuitest.KeyRunes("H"), tuitest.KeyRunes(":"), tuitest.KeyRunes("2,2"), tuitest.KeyEnter} {
		tm.Send(m)
	}
	tm.Send(common.QuitMsg{})
	tm.WaitFinished(t, teatest.WithFinalTimeout(tuitest.HangTimeout))
	app := tm.FinalModel(t).(shell.Model)
	g := app.Screen().(Model)
	pos := g.Game.Position()
	if pos.Turn() != catcat.CatToMove || pos.Cat() != (catcat.Cell{X: -1, Y: 0}) {
		t.Fatalf("cat at %v, %v to move: the moves were not played (status %q)", pos.Cat(), pos.Turn(), g.Status)
	}
	lines := strings.Split(app.View(), "\n")
	glyphAt := func(c catcat.Cell) string {
		half := pos.Size().N() / 2
		line := lines[hexTop+(c.Y+half)*g.board.RowH]
		col := hexLeft + hexboard.GlyphCol(c.X+half, c.Y+half, g.board.Pitch)
		return line[col : col+1]
	}
	for _, c := range pos.Cat().Neighbours() {
		if !pos.Size().Contains(c) || pos.IsBlocked(c) {
			continue
		}
		want := "."
		if pos.Size().IsBorder(c) {
			want = ":"
		}
		if got := glyphAt(c); got != want {
			t.Errorf("the cat's neighbour %v is drawn %q, want %q (border %v):\n%s", c, got, want, pos.Size().IsBorder(c), app.View())
		}
	}
}
