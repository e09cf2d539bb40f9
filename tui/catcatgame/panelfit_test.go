package catcatgame

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
	"cabezacat/tui/components/hexboard"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// longCatcatGame is a finished hot-seat game on an n×n board in which
// both sides made at least ten moves (random play, from fixed seeds).
func longCatcatGame(t *testing.T, n int) Model {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		g := hotSeatCatcat(t, n, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		for !g.Game.Over() {
			moves := g.Game.Position().LegalMoves()
			if g.Game.Position().Turn() == catcat.CatToMove && len(g.Game.Moves()) < 24 {
				// The cat dawdles: its first moves avoid the border.
				var inner []catcat.Cell
				for _, c := range moves {
					if !g.Game.Position().Size().IsBorder(c) {
						inner = append(inner, c)
					}
				}
				if len(inner) > 0 {
					moves = inner
				}
			}
			if err := g.Game.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		if g.Game.CatMoves() >= 10 && g.Game.CatcherMoves() >= 10 {
			return g
		}
	}
	t.Fatalf("no long game on %dx%d", n, n)
	return Model{}
}

// Issue 14, item 13: at the smallest size a screen accepts, its side
// panel says all it says on a wide terminal (nothing cut: "o: play o",
// "catcher 12 bloc").
func TestSidePanelIsWholeAtTheMinimumSizeCatcat(t *testing.T) {
	for _, n := range []int{5, 13, 21} {
		g := longCatcatGame(t, n)
		g.setup.Cat = gamesetup.Computer(1) // the finished panel then says what the AI thought
		w, h := g.MinSize()
		g = tuitest.Send(g, tea.WindowSizeMsg{Width: w, Height: h}).(Model)
		panelW := w - hexLeft - hexboard.Width(n, g.board.Pitch) - hexGap
		tuitest.CheckPanel(t, "finished", func(width int) []string { return g.panelLines(width, 1<<20) }, panelW)
		g = tuitest.Send(g, tuitest.KeyRunes("<")).(Model)
		tuitest.CheckPanel(t, "walking", func(width int) []string { return g.panelLines(width, 1<<20) }, panelW)
	}
}

// The finished panel says how long each AI side thought, and only the AI
// sides: a person's side is no "cat 0s".
func TestAIThoughtCountsOnlyTheAISides(t *testing.T) {
	g := longCatcatGame(t, 9)
	g.setup.Catcher = gamesetup.Computer(1)
	g.thinkCtc = 1500 * time.Millisecond
	panel := tuitest.PanelText(g.panelLines(60, 1<<20))
	if !strings.Contains(panel, "AI thought: catcher 1.5s") || strings.Contains(panel, "cat 0s") {
		t.Fatalf("the AI's thinking time with the cat a person:\n%s", panel)
	}
	g.setup.Catcher = gamesetup.Human()
	if panel := tuitest.PanelText(g.panelLines(60, 1<<20)); strings.Contains(panel, "AI thought") {
		t.Fatalf("a game of people says what an AI thought:\n%s", panel)
	}
}
