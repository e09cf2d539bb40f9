package common

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/charmbracelet/lipgloss"
)

// PlainMarkdown turns a Markdown page (the full rules, assets/rules/*.md)
// into plain text a terminal shows as it is: no **, no backticks, no
// table pipes. Headings keep their words, tables become aligned columns,
// code blocks are indented, links keep their words (and the address, if
// it leads out of the repository). A paragraph or a list item becomes one
// line, so that the help page wraps it at its own width (under its text,
// as it wraps every line) instead of at the width the page was written
// for.
func PlainMarkdown(md string) string {
	var out []string
	var done []bool // out[i] is laid out already: code, a table row, a heading
	add := func(l string, laidOut bool) { out, done = append(out, l), append(done, laidOut) }
	joinable := false // the last line is a paragraph or an item that text may continue
	contentIndent := 0
	fenced := false
	lines := strings.Split(strings.ReplaceAll(md, "\r\n", "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimRight(lines[i], " \t")
		text := strings.TrimLeft(line, " ")
		indent := len(line) - len(text)
		switch {
		case strings.HasPrefix(text, "```") || strings.HasPrefix(text, "~~~"):
			fenced = !fenced
			add("", true) // a code block stands apart from the text round it
		case fenced:
			add("  "+line, true) // set apart; nothing in it is markup
		case text == "":
			add("", true)
		case heading.MatchString(text):
			add(strings.Repeat(" ", indent)+inline(strings.TrimLeft(text, "# ")), true)
		case strings.HasPrefix(text, "|"):
			var rows []string
			for ; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
				rows = append(rows, strings.TrimSpace(lines[i]))
			}
			i--
			for _, r := range columns(rows, indent) {
				add(r, true)
			}
		default:
			mark, bullet := listMark(text)
			switch {
			case mark != "":
				add(strings.Repeat(" ", indent)+bullet+text[len(mark):], false)
				contentIndent = indent + len(mark)
			case joinable && indent >= contentIndent:
				out[len(out)-1] += " " + text
			default:
				add(line, false)
				contentIndent = indent
			}
			joinable = true
			continue
		}
		joinable = false
	}
	// Inline markup may span the source's line breaks (a bold phrase, a
	// code span), so it is undone once the lines are joined.
	for i, l := range out {
		if !done[i] {
			out[i] = inline(l)
		}
	}
	return collapseBlankLines(strings.Join(out, "\n"))
}

// listMark is the mark of a list item ("- ", "* ", "+ ", "1. ") and
// what the item begins with in plain text ("- ", "1. "), or "" when the
// line is no item.
func listMark(text string) (mark, bullet string) {
	for _, m := range []string{"- ", "* ", "+ "} {
		if strings.HasPrefix(text, m) {
			return m, "- " // the help page hangs an item's lines under "- "
		}
	}
	m := orderedMark.FindString(text)
	return m, m
}

var orderedMark = regexp.MustCompile(`^[0-9]{1,3}[.)] `)

// heading is a heading's "#"s: "#include" or "#5" begin no heading.
var heading = regexp.MustCompile(`^#{1,6}( |$)`)

// columns lays Markdown table rows out as columns two spaces apart, the
// separator row dropped; not indented, so that a wide table still fits
// 80 columns (the scoring table is 78 wide).
func columns(rows []string, indent int) []string {
	var cells [][]string
	var widths []int
	for _, r := range rows {
		cs := splitRow(r)
		if isSeparator(cs) {
			continue
		}
		for j, c := range cs {
			cs[j] = inline(c)
			if j == len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], lipgloss.Width(cs[j]))
		}
		cells = append(cells, cs)
	}
	var out []string
	for _, cs := range cells {
		var b strings.Builder
		b.WriteString(strings.Repeat(" ", indent))
		for j, c := range cs {
			if j > 0 {
				b.WriteString("  ")
			}
			b.WriteString(c + strings.Repeat(" ", widths[j]-lipgloss.Width(c)))
		}
		out = append(out, strings.TrimRight(b.String(), " "))
	}
	return out
}

// splitRow splits "| a | b |" into its cells; `\|` is a pipe in a cell.
func splitRow(row string) []string {
	row = strings.TrimSuffix(strings.TrimPrefix(row, "|"), "|")
	var cells []string
	var cell strings.Builder
	for i := 0; i < len(row); i++ {
		switch {
		case row[i] == '\\' && i+1 < len(row) && row[i+1] == '|':
			cell.WriteByte('|') // in code too, as GitHub reads a table
			i++
		case row[i] == '|':
			cells = append(cells, strings.TrimSpace(cell.String()))
			cell.Reset()
		default:
			cell.WriteByte(row[i])
		}
	}
	return append(cells, strings.TrimSpace(cell.String()))
}

var separatorCell = regexp.MustCompile(`^:?-+:?$`)

func isSeparator(cells []string) bool {
	for _, c := range cells {
		if !separatorCell.MatchString(c) {
			return false
		}
	}
	return true
}

var (
	link     = regexp.MustCompile(`\[([^\]]+)\]\(([^)\s]+)\)`)
	strong   = regexp.MustCompile(`\*\*([^*]+?)\*\*|__([^_]+?)__`)
	emphasis = regexp.MustCompile(`(^|[^\pL\pN*\\])\*([^*\s](?:[^*]*[^*\s])?)\*($|[^\pL\pN*])`)
	escaped  = regexp.MustCompile(`\\([\\` + "`" + `*_{}\[\]()#+\-.!|<>])`)
)

// inline undoes the markup within a line: code spans keep their text as
// it is; outside them links keep their words, emphasis its words, and
// escaped characters are themselves.
func inline(s string) string {
	var b strings.Builder
	for s != "" {
		i := strings.IndexByte(s, '`')
		if i < 0 {
			b.WriteString(prose(s))
			break
		}
		b.WriteString(prose(s[:i]))
		ticks := len(s[i:]) - len(strings.TrimLeft(s[i:], "`"))
		fence := s[i : i+ticks]
		rest := s[i+ticks:]
		j := strings.Index(rest, fence)
		if j < 0 { // an unpaired backtick is a backtick
			b.WriteString(fence)
			s = rest
			continue
		}
		code := rest[:j]
		if strings.HasPrefix(code, " ") && strings.HasSuffix(code, " ") && strings.TrimSpace(code) != "" {
			code = code[1 : len(code)-1]
		}
		// Without its backticks, code of several words or of signs alone
		// ("> ", "/", "info depth … pv …") would run into the sentence:
		// it is quoted, unless it quotes itself.
		if (strings.Contains(code, " ") || !strings.ContainsFunc(code, isWordRune)) && !strings.Contains(code, `"`) {
			code = `"` + code + `"`
		}
		b.WriteString(code)
		s = rest[j+ticks:]
	}
	return b.String()
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// prose undoes the markup of text outside code spans.
func prose(s string) string {
	s = link.ReplaceAllStringFunc(s, func(m string) string {
		g := link.FindStringSubmatch(m)
		if strings.Contains(g[2], "://") {
			return g[1] + " (" + g[2] + ")"
		}
		return g[1]
	})
	s = strong.ReplaceAllString(s, "$1$2")
	for { // "*a* *b*": the match's closing context is the next one's opening
		t := emphasis.ReplaceAllString(s, "$1$2$3")
		if t == s {
			break
		}
		s = t
	}
	return escaped.ReplaceAllString(s, "$1")
}

// collapseBlankLines keeps at most one blank line in a row, none at the
// ends.
func collapseBlankLines(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l == "" && (len(out) == 0 || out[len(out)-1] == "") {
			continue
		}
		out = append(out, l)
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return strings.Join(out, "\n") + "\n"
}
