package tui

import (
	"math/rand/v2"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"cabezacat/catcat"
)

// panelText is what a panel says, whatever its width: its lines without
// styles, joined by single spaces.
func panelText(lines []string) string {
	return strings.Join(strings.Fields(ansi.Strip(strings.Join(lines, " "))), " ")
}

// Issue 14, item 13: at the smallest size a screen accepts, its side
// panel says all it says on a wide terminal (nothing cut: "o: play o",
// "catcher 12 bloc").
func TestSidePanelIsWholeAtTheMinimumSize(t *testing.T) {
	check := func(t *testing.T, what string, panel func(width int) []string, width int) {
		t.Helper()
		got, want := panelText(panel(width)), panelText(panel(200))
		if got != want {
			t.Errorf("%s: at the minimum width %d the panel says\n%q\nwhere a wide one says\n%q", what, width, got, want)
		}
		for _, l := range panel(width) {
			if w := ansi.StringWidth(l); w > width {
				t.Errorf("%s: panel line %q is %d wide, more than %d", what, l, w, width)
			}
		}
	}

	t.Run("Cabeza", func(t *testing.T) {
		g := hotSeatCabeza(t, "")
		for range 4 {
			if err := g.game.Play(g.game.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
		w, h := g.minSize()
		g = send(g, tea.WindowSizeMsg{Width: w, Height: h}, keyRunes("<")).(cabezaGame)
		if !g.walk.walking() {
			t.Fatal("< did not start a walk")
		}
		panelW := w - cabezaCompact.width() - cbGap
		check(t, "walking", func(width int) []string { return g.panelLines(width, 1<<20) }, panelW)
		// At 76×24, the standard board's smallest size, the same.
		g = send(g, tea.WindowSizeMsg{Width: 76, Height: 24}).(cabezaGame)
		check(t, "walking at 76x24", func(width int) []string { return g.panelLines(width, 1<<20) }, 76-cabezaStandard.width()-cbGap)
	})

	t.Run("Catch the Cat", func(t *testing.T) {
		for _, n := range []int{5, 13, 21} {
			g := longCatcatGame(t, n)
			g.setup.Cat = Computer(1) // the finished panel then says what the AI thought
			w, h := g.minSize()
			g = send(g, tea.WindowSizeMsg{Width: w, Height: h}).(catcatGame)
			panelW := w - hexLeft - hexWidth(n, g.board.pitch) - hexGap
			check(t, "finished", func(width int) []string { return g.panelLines(width, 1<<20) }, panelW)
			g = send(g, keyRunes("<")).(catcatGame)
			check(t, "walking", func(width int) []string { return g.panelLines(width, 1<<20) }, panelW)
		}
	})
}

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
