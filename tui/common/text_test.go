package common

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// movesText is an explanation full of moves with minus signs, as the
// solver's and the review's notes are.
const movesText = `blunder: walked into a trap (best -1,-1); the catcher traps in 4: -3,-4 -1,-3 -1,-5 0,-4 -2,-5 -2,-4 -6,-3 -4,-2`

// checkWrap says what is wrong with lines as a wrap of text at width:
// a line too wide, a line ending in a minus sign cut from its number,
// or words lost, split or joined.
func checkWrap(t *testing.T, what string, lines []string, text string, width, indent int) {
	t.Helper()
	var words []string
	for i, l := range lines {
		plain := ansi.Strip(l)
		if w := lipgloss.Width(plain); w > width {
			t.Fatalf("%s at width %d: line %d is %d cells: %q", what, width, i, w, plain)
		}
		if strings.HasSuffix(plain, "-") {
			t.Fatalf("%s at width %d: line %d ends in a cut move: %q", what, width, i, plain)
		}
		if i > 0 && indent > 0 && !strings.HasPrefix(plain, strings.Repeat(" ", indent)) {
			t.Fatalf("%s at width %d: continuation line %d is not indented: %q", what, width, i, plain)
		}
		words = append(words, strings.Fields(plain)...)
	}
	if got, want := strings.Join(words, " "), strings.Join(strings.Fields(text), " "); got != want {
		t.Fatalf("%s at width %d reads\n%s\nwant\n%s", what, width, got, want)
	}
}

// Wrapped text keeps every move whole, at every width where the longest
// word fits: a minus sign never ends a line.
func TestWrapKeepsMovesWhole(t *testing.T) {
	for width := 12; width <= 80; width++ {
		checkWrap(t, "WrapParagraph", WrapParagraph(movesText, width), movesText, width, 0)
		checkWrap(t, "WrapStyled", WrapStyled(movesText, width), movesText, width, 2)
	}
}

// Styles survive the wrap: every line closes what it opens, and the
// words read the same without them.
func TestWrapKeepsStyles(t *testing.T) {
	st := lipgloss.NewStyle().Foreground(lipgloss.Color("9"))
	styled := st.Render("-3,-4 -1,-3") + " then " + st.Render("-6,-3 -4,-2 -5,-5")
	for width := 12; width <= 40; width++ {
		lines := WrapParagraph(styled, width)
		checkWrap(t, "a styled WrapParagraph", lines, ansi.Strip(styled), width, 0)
		for _, l := range lines {
			if strings.Contains(l, nonBreakingHyphen) {
				t.Fatalf("width %d: a non-breaking hyphen was left in %q", width, l)
			}
		}
	}
}

// A clipped line of moves ends with whole moves and the ellipsis, at
// every width: what it shows is the line's first words, none cut.
func TestClipWordsKeepsMovesWhole(t *testing.T) {
	row := "15   +1.80  8.96M  1.8s -3,-6 -1,-3 -1,-5 -1,-4 -2,-6 -2,-3"
	words := strings.Fields(row)
	for _, ellipsis := range []string{"…", "..."} {
		for width := 1; width <= len(row)+2; width++ {
			got := ClipWords(row, width, ellipsis)
			if w := lipgloss.Width(got); w > width {
				t.Fatalf("width %d: %q is %d cells", width, got, w)
			}
			if width >= len(row) {
				if got != row {
					t.Fatalf("width %d: %q was cut", width, got)
				}
				continue
			}
			if width < 8 { // too narrow for a word: cut as Clip cuts
				continue
			}
			shown, ok := strings.CutSuffix(got, " "+ellipsis)
			if !ok {
				t.Fatalf("width %d: %q does not end in %q", width, got, " "+ellipsis)
			}
			if f := strings.Fields(shown); len(f) == 0 || strings.Join(f, " ") != strings.Join(words[:len(f)], " ") {
				t.Fatalf("width %d: %q is not the line's first words, whole", width, got)
			}
		}
	}
}

// Clip never draws more than its width, even when the ellipsis is wider
// than the room left.
func TestClipFitsItsWidth(t *testing.T) {
	for _, ellipsis := range []string{"…", "..."} {
		for width := 1; width <= 12; width++ {
			if got := Clip("-3,-6 -1,-3 -1,-5", width, ellipsis); lipgloss.Width(got) > width {
				t.Fatalf("width %d, ellipsis %q: %q is %d cells", width, ellipsis, got, lipgloss.Width(got))
			}
		}
	}
}

// A phrase kept together is never broken at its spaces, at any width
// where it fits on a line, and is written with plain spaces.
func TestKeepTogetherIsNeverBroken(t *testing.T) {
	items := []string{"crush 0/0", "run home 12/14", "defence 3/5"}
	kept := make([]string, len(items))
	for i, it := range items {
		kept[i] = KeepTogether(it)
	}
	text := "Solved by theme: " + strings.Join(kept, " · ")
	plain := "Solved by theme: " + strings.Join(items, " · ")
	for width := 16; width <= 70; width++ {
		for name, lines := range map[string][]string{"WrapParagraph": WrapParagraph(text, width), "WrapStyled": WrapStyled(text, width)} {
			joined := strings.Join(lines, "\n")
			if strings.Contains(joined, noBreakSpace) {
				t.Fatalf("%s width %d: a no-break space was left in %q", name, width, joined)
			}
			for _, it := range items {
				if !strings.Contains(joined, it) {
					t.Fatalf("%s width %d: %q was broken:\n%s", name, width, it, joined)
				}
			}
			if got := strings.Join(strings.Fields(joined), " "); got != plain {
				t.Fatalf("%s width %d: the words changed: %q", name, width, got)
			}
			for _, l := range lines {
				if lipgloss.Width(l) > width {
					t.Fatalf("%s width %d: line %q is wider", name, width, l)
				}
			}
		}
	}
}
