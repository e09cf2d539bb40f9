package catcatgame

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/search"
	"cabezacat/catcat"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// One position, one count: the solver's proof and the search's decided
// lines both count the winner's own moves (the cat's steps, the
// catcher's blocks) and say so, and the lines say they are the search's.
// Here (9×9, 30% blocked, seed 60) the search, which tries the likeliest
// blocks only, finds an escape in 5 steps that the proof, knowing every
// block, puts at 6: the panel used to read "escape in 6 — proven" above
// "#1 win 5".
func TestCatcatAnalysisCountsAsTheProofDoes(t *testing.T) {
	s, err := New(common.Options{}, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 9, Density: 0.3, Seed: 60})
	if err != nil {
		t.Fatal(err)
	}
	final := runCatcat(t, s.(Model), 80, 24, tuitest.KeyRunes("a"), tuitest.UntilMsg(func(m tea.Model) bool {
		a := m.(shell.Model).Screen().(Model).Analysis
		return a.Job == nil && a.Depth() > 0 // the search ended by itself: decided
	}))
	v := tuitest.Send(shell.New(common.Options{}, final), tea.WindowSizeMsg{Width: 80, Height: 24}).View()
	for _, want := range []string{"cat escapes in 6 steps — proven", "#1   esc 5 ", decidedLegend} {
		if !strings.Contains(v, want) {
			t.Errorf("the panel lacks %q", want)
		}
	}
	if strings.Contains(v, "win ") || strings.Contains(v, "loss ") {
		t.Errorf("a decided score from the side to move's view beside the proof")
	}
	if t.Failed() {
		t.Fatalf("\n%s", v)
	}
}

// A decided score counts the winner's moves, whoever is to move.
func TestCatcatScoreWordsCountTheWinnersMoves(t *testing.T) {
	for _, c := range []struct {
		turn  catcat.Turn
		score search.Score
		want  string
	}{
		{catcat.CatToMove, search.WinIn(5), "esc 3"},      // steps 1, 2, 3 are plies 1, 3, 5
		{catcat.CatcherToMove, search.LossIn(6), "esc 3"}, // steps 1, 2, 3 are plies 2, 4, 6
		{catcat.CatcherToMove, search.WinIn(7), "trap 4"}, // blocks are plies 1, 3, 5, 7
		{catcat.CatToMove, search.LossIn(8), "trap 4"},    // blocks are plies 2, 4, 6, 8
		{catcat.CatToMove, search.Score(-280), "-2.80"},
	} {
		if got := scoreWords(c.turn)(c.score); got != c.want {
			t.Errorf("%v to move, score %v: %q, want %q", c.turn, c.score, got, c.want)
		}
	}
}

// The solver's result is shown whole under the heading, wrapped in a
// narrow panel rather than cut at its edge.
func TestCatcatProofIsShownWhole(t *testing.T) {
	g := analysedCatcat(t, 3)
	const proof = "cat escapes in 6 steps — proven"
	g.Analysis.Infos[len(g.Analysis.Infos)-1].Proof = proof
	for _, w := range []int{14, 20, 40} {
		var words []string
		for _, l := range g.analysisLines(w, 30) {
			words = append(words, strings.Fields(l)...)
		}
		want := strings.ReplaceAll(proof, "—", "-") // the helper's screen is ASCII
		if !strings.Contains(strings.Join(words, " "), want) {
			t.Fatalf("width %d: the panel reads %q, without %q", w, strings.Join(words, " "), want)
		}
	}
}
