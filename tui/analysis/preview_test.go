package analysis

import (
	"strings"
	"testing"

	"cabezacat/tui/common"
	"cabezacat/tui/components/enginepanel"
)

// A previewed line is wrapped between its moves, at every width: a move
// such as -1,-4 is never cut after its minus sign (a line ending in "-"
// reads as the next line's "1,-4"), continuation lines are indented, and
// every move of the line is there whole, the one shown in brackets.
func TestPreviewLineWrapsBetweenMoves(t *testing.T) {
	pv := strings.Fields("-3,-4 -1,-3 -1,-5 0,-4 0,-5 -1,-4 -2,-5 -2,-4 -3,-5 -3,-3 -4,-3 -3,-2 -6,-3 -4,-2 -6,-1 -5,-3 -5,-4 -4,-4")
	var a State[stringer, int]
	a.On = true
	a.Follow(0)
	a.Progress([]enginepanel.Info{{Depth: 1, Score: "+1.80", PV: pv, Lines: []enginepanel.Line{{Score: "+1.80", PV: pv}}}})
	a.OpenPreview(0, func(p int, text string) (stringer, int, bool) { return stringer(text), p + 1, true })
	if a.Preview == nil || len(a.Preview.Moves) != len(pv) {
		t.Fatal("the preview did not open on the whole line")
	}
	st := common.NewStyles(common.Options{ASCII: true, NoColor: true})
	for width := 16; width <= 60; width++ {
		panel := a.Panel(st, width, 40, "", " · ", "scores", 6)
		var words []string
		started := false
		for _, l := range panel {
			if strings.HasPrefix(l, "#1 ") {
				started = true
			} else if started && !strings.HasPrefix(l, "  ") {
				t.Fatalf("width %d: a continuation line is not indented: %q", width, l)
			}
			if !started {
				continue
			}
			if w := len([]rune(l)); w > width {
				t.Fatalf("width %d: a line of %d cells: %q", width, w, l)
			}
			if strings.HasSuffix(strings.TrimRight(l, " "), "-") {
				t.Fatalf("width %d: a line ends in a cut move: %q\n%s", width, l, strings.Join(panel, "\n"))
			}
			words = append(words, strings.Fields(l)...)
		}
		want := append([]string{"#1", "+1.80:", "[" + pv[0] + "]"}, pv[1:]...)
		if strings.Join(words, " ") != strings.Join(want, " ") {
			t.Fatalf("width %d: the panel's line reads\n%s\nwant\n%s", width, strings.Join(words, " "), strings.Join(want, " "))
		}
	}
}
