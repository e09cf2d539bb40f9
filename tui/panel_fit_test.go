package tui

import (
	"math/rand/v2"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/catcat"
)

// longCatcatGame is a finished hot-seat game on an n×n board in which
// both sides made at least ten moves (random play, from fixed seeds).
func longCatcatGame(t *testing.T, n int) catcatGame {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		g := hotSeatCatcat(t, n, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		for !g.game.Over() {
			moves := g.game.Position().LegalMoves()
			if g.game.Position().Turn() == catcat.CatToMove && len(g.game.Moves()) < 24 {
				// The cat dawdles: its first moves avoid the border.
				var inner []catcat.Cell
				for _, c := range moves {
					if !g.game.Position().Size().IsBorder(c) {
						inner = append(inner, c)
					}
				}
				if len(inner) > 0 {
					moves = inner
				}
			}
			if err := g.game.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		if g.game.CatMoves() >= 10 && g.game.CatcherMoves() >= 10 {
			return g
		}
	}
	t.Fatalf("no long game on %dx%d", n, n)
	return catcatGame{}
}

// Issue 14, item 13: at the smallest size a screen accepts, its side
// panel says all it says on a wide terminal (nothing cut: "o: play o",
// "catcher 12 bloc").
func TestSidePanelIsWholeAtTheMinimumSizeCatcat(t *testing.T) {
	for _, n := range []int{5, 13, 21} {
		g := longCatcatGame(t, n)
		g.setup.Cat = Computer(1) // the finished panel then says what the AI thought
		w, h := g.minSize()
		g = send(g, tea.WindowSizeMsg{Width: w, Height: h}).(catcatGame)
		panelW := w - hexLeft - hexWidth(n, g.board.pitch) - hexGap
		checkPanel(t, "finished", func(width int) []string { return g.panelLines(width, 1<<20) }, panelW)
		g = send(g, keyRunes("<")).(catcatGame)
		checkPanel(t, "walking", func(width int) []string { return g.panelLines(width, 1<<20) }, panelW)
	}
}
