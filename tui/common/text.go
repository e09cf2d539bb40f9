package common

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/cellbuf"
)

// WrapStyled breaks a styled line into lines of at most width cells, at
// spaces where it can, each line closing and reopening its styles (so a
// style never runs on into what is drawn beside it). Continuation lines
// are indented two cells, so a wrapped item reads as one. The side panels
// wrap their lines rather than cut them: at the smallest size a screen
// accepts, everything the panel says is still there.
func WrapStyled(s string, width int) []string {
	if width <= 2 || lipgloss.Width(s) <= width {
		return []string{ClipStyled(strings.ReplaceAll(s, noBreakSpace, " "), width)}
	}
	lines := WrapParagraph(s, width-2)
	for i := 1; i < len(lines); i++ {
		lines[i] = "  " + lines[i]
	}
	return lines
}

// WrapParagraph breaks a (styled) paragraph into lines of at most width
// cells, at spaces where it can, with no indent: an explanation, a
// lesson's text. A move's minus sign stays with its number.
func WrapParagraph(s string, width int) []string {
	if width <= 0 {
		return []string{s}
	}
	// cellbuf breaks after any hyphen, and so does lipgloss's Width,
	// which wraps with it: "-1,-4" cut after its first minus sign leaves
	// "-" at a line's end and "1,-4" at the next one's start, another
	// move. Hyphens wrap as non-breaking ones.
	s = strings.ReplaceAll(s, "-", nonBreakingHyphen)
	lines := strings.Split(cellbuf.Wrap(s, width, ""), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(unbreakable.Replace(lines[i]), " ")
	}
	return lines
}

// KeepTogether marks a phrase that the wrappers (WrapParagraph,
// WrapStyled) never break at its spaces, "run home 0/3" in a list of
// themes: its spaces become no-break spaces, which cellbuf does not
// break at and the wrappers write back as spaces.
func KeepTogether(s string) string { return strings.ReplaceAll(s, " ", noBreakSpace) }

const (
	nonBreakingHyphen = "\u2011"
	noBreakSpace      = "\u00a0"
)

// unbreakable writes the wrappers' no-break characters back as they were.
var unbreakable = strings.NewReplacer(nonBreakingHyphen, "-", noBreakSpace, " ")

// Clip cuts plain text to width cells, marking the cut with ellipsis
// (Styles.Ellipsis), which the width includes.
func Clip(s string, width int, ellipsis string) string {
	if width <= 0 || lipgloss.Width(s) <= width {
		return s
	}
	if lipgloss.Width(ellipsis) > width { // no room even for the mark
		ellipsis = ""
	}
	r := []rune(s)
	for len(r) > 0 && lipgloss.Width(string(r))+lipgloss.Width(ellipsis) > width {
		r = r[:len(r)-1]
	}
	return string(r) + ellipsis
}

// ClipWords cuts plain text to width cells as Clip does, but between
// words, with a space before the ellipsis: a line of moves ends with
// whole moves ("-3,-6 -1,-3 …"), never with a piece of one ("-1,…"
// reads as another move).
func ClipWords(s string, width int, ellipsis string) string {
	if width <= 0 || lipgloss.Width(s) <= width {
		return s
	}
	room := width - lipgloss.Width(ellipsis) - 1 // " …"
	if room <= 0 {
		return Clip(s, width, ellipsis)
	}
	cut := Clip(s, room, "")
	if rest := s[len(cut):]; !strings.HasPrefix(rest, " ") {
		if i := strings.LastIndex(cut, " "); i > 0 { // a word cut: drop it
			cut = cut[:i]
		}
	}
	return strings.TrimRight(cut, " ") + " " + ellipsis
}

// ClipStatus cuts a styled status line to width cells and ends a cut
// line with the ellipsis, so that it does not stop mid-word unmarked.
func ClipStatus(s string, width int, ellipsis string) string {
	if width <= 0 || lipgloss.Width(s) <= width {
		return s
	}
	return ClipStyled(s, width-lipgloss.Width(ellipsis)) + ellipsis
}

// StatusLines is a status (or a question) drawn in at most rows lines of
// width cells: wrapped at spaces as WrapStyled wraps, and only when that
// is still too long, the last line cut and marked with the ellipsis (cut
// reports it). A status is often read for its end (where the game was
// saved, a question's last choice), so it wraps rather than stopping at
// the terminal's edge.
func StatusLines(s string, width, rows int, ellipsis string) (lines []string, cut bool) {
	lines = WrapStyled(s, width)
	if rows < 1 || len(lines) <= rows {
		return lines, false
	}
	lines = lines[:rows]
	last := lines[rows-1]
	if lipgloss.Width(last)+lipgloss.Width(ellipsis) > width {
		last = ClipStyled(last, width-lipgloss.Width(ellipsis))
	}
	lines[rows-1] = last + ellipsis
	return lines, true
}

// ClipStyled cuts a styled line to width cells.
func ClipStyled(s string, width int) string {
	if width <= 0 || lipgloss.Width(s) <= width {
		return s
	}
	return lipgloss.NewStyle().MaxWidth(width).Render(s)
}

// LongOrShort is long where it fits width cells, else short: the same
// words with less said, rather than long cut at the screen's edge.
func LongOrShort(long, short string, width int) string {
	if width > 0 && lipgloss.Width(long) > width {
		return short
	}
	return long
}

func Capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func NameOrSomeone(n string) string {
	if n == "" {
		return "someone"
	}
	return n
}
