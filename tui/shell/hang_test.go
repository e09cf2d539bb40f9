package shell

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

// A help line wraps under its hanging indent between words: a typed
// move's minus sign ("-1,-2") stays with its number.
func TestHelpLinesKeepMovesWhole(t *testing.T) {
	line := ":           type a move: -1,-2 or {-1,-2} for the catcher's block, -3,-4 for the cat's step"
	for width := 24; width <= 60; width++ {
		for _, indent := range []int{0, 12} {
			out := strings.Split(hangAt(line, indent, width), "\n")
			var words []string
			for _, l := range out {
				if strings.HasSuffix(strings.TrimRight(l, " "), "-") || lipgloss.Width(l) > width {
					t.Fatalf("width %d, indent %d: line %q (a cut move, or too wide)\n%s", width, indent, l, strings.Join(out, "\n"))
				}
				words = append(words, strings.Fields(l)...)
			}
			if got := strings.Join(words, " "); got != strings.Join(strings.Fields(line), " ") {
				t.Fatalf("width %d, indent %d: reads %q", width, indent, got)
			}
		}
	}
}
