package common

import (
	"regexp"
	"strings"

	"github.com/charmbracelet/glamour"
	"github.com/charmbracelet/glamour/ansi"
	"github.com/charmbracelet/glamour/styles"
	xansi "github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
)

// glamour is pinned at v0.9.1 in go.mod, not v1.0.0: v1.0.0 requires a
// newer lipgloss than the v1.1.0 the project keeps (with Bubble Tea
// v1.3.10 and bubbles v1.0.0), and v0.9.1 leaves every Charm version as
// it is.

// RenderMarkdown renders a Markdown page (the rules, a page of the manual)
// for a terminal width columns wide: headings, emphasis, code and tables
// styled, paragraphs wrapped at the width, every line at most width
// cells. The style is fixed by the theme the user chose (--theme,
// CABEZACAT_THEME), never by asking the terminal for its background, and
// the colours are written in profile: the colour profile of the terminal
// the text is shown on (over SSH, the visitor's, not the server's).
func RenderMarkdown(md string, width int, theme Theme, profile termenv.Profile) (string, error) {
	width = max(width, 10)
	r, err := glamour.NewTermRenderer(
		glamour.WithStyles(markdownStyle(theme)),
		glamour.WithColorProfile(profile),
		glamour.WithWordWrap(width),
	)
	if err != nil {
		return "", err
	}
	out, err := r.Render(withStandIns(unwrapMarkdown(md)))
	if err != nil {
		return "", err
	}
	out = standInsBack.Replace(out)
	lines := strings.Split(strings.Trim(out, "\n"), "\n")
	for i, l := range lines {
		// A code line or a table glamour could not narrow enough: break
		// it at the width here rather than let the terminal do it.
		if xansi.StringWidth(l) > width {
			lines[i] = xansi.Hardwrap(l, width, true)
		}
	}
	return strings.Join(lines, "\n") + "\n", nil
}

// PlainMarkdownAt is the page as plain text (PlainMarkdown), each line
// wrapped at width cells: the page for a terminal without colours. Lines
// break at spaces only, not after a hyphen (x/ansi would, and let the
// hyphen run a cell over the width).
func PlainMarkdownAt(md string, width int) string {
	plain := strings.ReplaceAll(PlainMarkdown(md), "-", nonBreakingHyphen)
	return strings.ReplaceAll(xansi.Wordwrap(plain, max(width, 10), ""), nonBreakingHyphen, "-")
}

// markdownStyle is glamour's standard dark or light style, as the theme
// says, with these changes: headings lose their "## " (the page shows no
// Markdown; the heading's colour and weight mark it), the page has no
// margin of its own, so that it lines up with the text round it and uses
// the whole width it is given, and a code span keeps its padding on its
// line (codePad).
func markdownStyle(theme Theme) ansi.StyleConfig {
	st := styles.DarkStyleConfig
	if theme == ThemeLight {
		st = styles.LightStyleConfig
	}
	for _, h := range []*ansi.StyleBlock{&st.H2, &st.H3, &st.H4, &st.H5, &st.H6} {
		h.Prefix = ""
	}
	var none uint
	st.Document.Margin = &none
	st.Code.Prefix = strings.ReplaceAll(st.Code.Prefix, " ", codePad)
	st.Code.Suffix = strings.ReplaceAll(st.Code.Suffix, " ", codePad)
	return st
}

// glamour v0.9.1 wraps a page twice, a block and then the block round
// it, and each pass lets a line run a cell over the width at a character
// it may break after: reflow after a hyphen (it does not count it), x/ansi
// after , . ; + | - (it lets the character hang). The second pass then
// breaks that line again, which leaves a word or the character alone on
// a line ("…, Chato" / "standing" / "on its long edge…", "…not both 0" /
// "."). So the page goes to glamour with those characters swapped for
// stand-ins no pass breaks at (punctuation too, so that ** and _ still
// open and close where they did; one cell wide), and they are swapped
// back afterwards: lines break at spaces only, within the width.
var (
	toStandIns   = strings.NewReplacer("-", "\u2011", ",", "\u201a", ".", "\u2024", ";", "\u204f", "+", "\u2214", "|", "\u2223")
	standInsBack = strings.NewReplacer("\u2011", "-", "\u201a", ",", "\u2024", ".", "\u204f", ";", "\u2214", "+", "\u2223", "|", codePad, " ")
)

// codePad is the space either side of a code span (on its background),
// which glamour would break a line at: "<move>" / ", turn" at the start
// of the next. It is a space again once the page is wrapped.
const codePad = "\u2420"

// withStandIns swaps the break characters of a page's text for their
// stand-ins. What is Markdown stays: an item's mark, a table (glamour
// lays its cells out apart), a rule, an escaped character, an entity, a
// code fence. A link to another page of the
// repository becomes its words, as in PlainMarkdown (glamour would show
// its address, escaped, made absolute: "/arena%E2%80%A4md").
func withStandIns(md string) string {
	lines := strings.Split(md, "\n")
	fenced := false
	for i, line := range lines {
		text := strings.TrimLeft(line, " \t")
		switch {
		case strings.HasPrefix(text, "```") || strings.HasPrefix(text, "~~~"):
			fenced = !fenced
			continue
		case fenced: // nothing in it is Markdown; a long line breaks at its spaces too
			lines[i] = toStandIns.Replace(line)
			continue
		case strings.HasPrefix(text, "|") || markdownRow.MatchString(text) ||
			strings.Contains(text, "<!--") || strings.Contains(text, "-->"):
			continue
		}
		mark := itemMarks.FindString(line)
		rest := link.ReplaceAllStringFunc(line[len(mark):], func(m string) string {
			if g := link.FindStringSubmatch(m); !strings.Contains(g[2], "://") {
				return g[1] // a page of the repository: no address in a terminal
			}
			return m
		})
		var b strings.Builder
		last := 0
		for _, m := range keptAsIs.FindAllStringIndex(rest, -1) {
			b.WriteString(toStandIns.Replace(rest[last:m[0]]))
			b.WriteString(rest[m[0]:m[1]])
			last = m[1]
		}
		b.WriteString(toStandIns.Replace(rest[last:]))
		lines[i] = mark + b.String()
	}
	return strings.Join(lines, "\n")
}

var (
	// itemMarks are the marks that open a list item (and items in it).
	itemMarks = regexp.MustCompile(`^[ \t]*(([-+*]|\d{1,9}[.)])[ \t]+)*`)
	// keptAsIs are an escaped character and an entity.
	keptAsIs = regexp.MustCompile(`\\.|&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});`)
	// markdownRow is a line of Markdown's own hyphens: a table's
	// separator row, a rule, a heading's underline.
	markdownRow = regexp.MustCompile(`^[|: -]*-[|: -]*$`)
)

// unwrapMarkdown joins the lines of each paragraph and list item, which a
// page breaks at the width it was written for, into one line. glamour
// v0.9.1 keeps such a break in a list item, and in bold or code that
// spans it, as a line break of its own: at another width the line ends
// early ("…the opponent's" / "Cabeza (the crush)…"). Joined, glamour
// wraps it at the width it is given. A line that starts a block of its
// own (an item, a heading, a table row, a quote, a fence, a rule) is not
// joined, nor one after a hard break (two spaces or a backslash); code
// blocks are left as they are.
func unwrapMarkdown(md string) string {
	var out []string
	joinable, fenced := false, false
	for _, line := range strings.Split(strings.ReplaceAll(md, "\r\n", "\n"), "\n") {
		text := strings.TrimSpace(line)
		if strings.HasPrefix(text, "```") || strings.HasPrefix(text, "~~~") {
			fenced = !fenced
			out, joinable = append(out, line), false
			continue
		}
		if fenced || text == "" {
			out, joinable = append(out, line), false
			continue
		}
		if joinable && !startsBlock.MatchString(text) && !markdownRow.MatchString(text) && !setextLine.MatchString(text) {
			out[len(out)-1] += " " + text
		} else {
			out = append(out, line)
		}
		last := out[len(out)-1]
		hardBreak := strings.HasSuffix(last, "  ") || strings.HasSuffix(last, "\\")
		joinable = !hardBreak && !strings.HasPrefix(text, "|") && !strings.HasPrefix(text, "#") &&
			!strings.HasPrefix(text, "<!--") && !markdownRow.MatchString(text) && !setextLine.MatchString(text)
	}
	return strings.Join(out, "\n")
}

// startsBlock is the start of a line that begins a block of its own
// rather than going on with the paragraph above it.
var startsBlock = regexp.MustCompile(`^([-*+] |\d{1,9}[.)] |#{1,6}( |$)|>|\||<!--|[-*+]$)`)

// setextLine is a heading's underline, or a rule of stars or underscores.
var setextLine = regexp.MustCompile(`^(=+|[*_ ]{3,})$`)
