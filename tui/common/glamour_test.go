package common

import (
	"regexp"
	"strings"
	"testing"

	xansi "github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"cabezacat/assets"
)

// Issue 31, item 13: the rules and the manual rendered for a terminal
// (glamour) fit the width they are given, at every width, and show no
// Markdown: no **, backticks, table pipes or "## ", nor a stand-in left.
func TestRenderMarkdownFitsTheWidthAndShowsNoMarkdown(t *testing.T) {
	pages := map[string]string{"cabeza rules": assets.RulesCabezaFull, "catcat rules": assets.RulesCatcatFull}
	for _, m := range assets.Manuals {
		pages["manual "+m.Topic] = m.Text
	}
	loneMark := regexp.MustCompile(`^\s*[.,;:|+-]\s*$`)
	for name, md := range pages {
		for _, width := range []int{20, 33, 57, 78, 100, 158} {
			for _, theme := range []Theme{ThemeDark, ThemeLight} {
				out, err := RenderMarkdown(md, width, theme, termenv.ANSI256)
				if err != nil {
					t.Fatalf("%s at %d: %v", name, width, err)
				}
				shown := xansi.Strip(out)
				for _, bad := range []string{"**", "`", "|---", "## ", "\u2011", "\u201a", "\u2024", "\u204f", "\u2214", "\u2223", codePad} {
					if strings.Contains(shown, bad) {
						t.Errorf("%s at %d, %v: shows %q: %q", name, width, theme, bad, around(shown, bad))
					}
				}
				for _, l := range strings.Split(out, "\n") {
					if xansi.StringWidth(l) > width {
						t.Errorf("%s at %d, %v: a line of %d cells: %q", name, width, theme, xansi.StringWidth(l), xansi.Strip(l))
					}
					// (Below 40 columns a board diagram's row or a code
					// span as wide as the page must break, even before a
					// lone mark.)
					if width >= 40 && loneMark.MatchString(xansi.Strip(l)) {
						t.Errorf("%s at %d, %v: a line holds only %q", name, width, theme, strings.TrimSpace(xansi.Strip(l)))
					}
				}
			}
		}
	}
}

// glamour v0.9.1 lets a line run a cell over at a hyphen or a comma and
// then breaks it again, and keeps a list item's or a bold phrase's line
// breaks from the source: a word, or the comma, ends up alone on a line.
// RenderMarkdown breaks at spaces only, as late as the width allows.
func TestRenderMarkdownBreaksLinesWhereTheyAreFull(t *testing.T) {
	md := "Red: Flaco lying north-south on d1–d2, Mini e1, Cabeza f1, Chato standing\n" +
		"on its long edge on g1–g2, Opa on e2–f3. Blue is red turned half round:\n" +
		"Chato standing on d9–d10, Cabeza e10, Mini f10, Flaco lying on g9–g10.\n\n" +
		"- A player wins by a move that **ends with a block on the opponent's\n" +
		"  Cabeza** (the crush), or that **ends with the own Cabeza on the\n" +
		"  opponent's home row** (red's Cabeza on rank 10, blue's on rank 1).\n" +
		"- all 24 displacements with |dx| ≤ 2, |dy| ≤ 2, not both 0. Such a move is\n" +
		"  legal when some sequence of one-or-two legal steps; of that piece+ends there.\n"
	for width := 20; width <= 100; width++ {
		out, err := RenderMarkdown(md, width, ThemeDark, termenv.ANSI256)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(xansi.Strip(out), "\n")
		for i := 0; i+1 < len(lines); i++ {
			line, next := strings.TrimRight(lines[i], " "), strings.TrimSpace(lines[i+1])
			if line == "" || next == "" || strings.HasPrefix(next, "•") {
				continue // the end of a paragraph or an item
			}
			if word := strings.Fields(next)[0]; xansi.StringWidth(line)+1+xansi.StringWidth(word) <= width {
				t.Errorf("width %d: %q ends before %q, which fits after it", width, line, word)
			}
		}
		if flat := strings.Join(strings.Fields(xansi.Strip(out)), " "); !strings.Contains(flat, "of one-or-two legal steps; of that piece+ends there.") {
			t.Errorf("width %d: the text changed: %s", width, flat)
		}
	}
}

// The stand-ins glamour wraps with are not put where the characters are
// Markdown: an item's mark, a table, a rule, a code fence, an escaped
// character, an entity. A link to another page of the repository keeps
// its words only; one out of it keeps its address.
func TestStandInsLeaveTheMarkdown(t *testing.T) {
	md := "- a-b, c.\n  1. x;y\n| a-b | c |\n|---|:-:|\n---\n```\nx-y, z.\n```\n\\- no item; &amp; [the arena](arena.md#a-b) [site](https://x.org/a-b)\n"
	want := "- a‑b‚ c․\n  1. x⁏y\n| a-b | c |\n|---|:-:|\n---\n```\nx‑y‚ z․\n```\n\\- no item⁏ &amp; the arena [site](https://x․org/a‑b)\n"
	if got := withStandIns(md); got != want {
		t.Errorf("withStandIns:\n%s\nwant\n%s", got, want)
	}
}

// A paragraph's or an item's lines are one line for glamour; a line that
// starts a block, or follows a hard break or a code fence, is not joined.
func TestUnwrapMarkdown(t *testing.T) {
	for _, c := range []struct{ md, want string }{
		{"a\nb **c\nd**\n\ne", "a b **c d**\n\ne"},
		{"- one\n  still\n- two\n  1. in\n  in too", "- one still\n- two\n  1. in in too"},
		{"## H\ntext\n| a |\n|---|\nafter", "## H\ntext\n| a |\n|---|\nafter"},
		{"hard  \nbreak\\\nand\nsoft", "hard  \nbreak\\\nand soft"},
		{"text\n```\ncode\nmore\n```\nx\n> quote", "text\n```\ncode\nmore\n```\nx\n> quote"},
		{"Title\n=====\nUnder\n---\nrule", "Title\n=====\nUnder\n---\nrule"},
	} {
		if got := unwrapMarkdown(c.md); got != c.want {
			t.Errorf("unwrapMarkdown(%q) = %q, want %q", c.md, got, c.want)
		}
	}
}

// The style is the theme's, fixed (glamour's dark or light text colour),
// and the colours are written in the profile given: 256 colours, or the
// 16 of a plain ANSI terminal.
func TestRenderMarkdownFollowsThemeAndProfile(t *testing.T) {
	md := "Some **rules** with `code`.\n"
	for _, c := range []struct {
		theme   Theme
		profile termenv.Profile
		want    string // the text's colour as the profile writes it
		not     string
	}{
		{ThemeDark, termenv.ANSI256, "38;5;252m", "38;5;234m"},
		{ThemeLight, termenv.ANSI256, "38;5;234m", "38;5;252m"},
		{ThemeDark, termenv.ANSI, "37m", "38;5;"},
		{ThemeLight, termenv.ANSI, "30m", "38;5;"},
	} {
		out, err := RenderMarkdown(md, 40, c.theme, c.profile)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, c.want) || strings.Contains(out, c.not) {
			t.Errorf("%v, profile %v: want %q and no %q in %q", c.theme, c.profile, c.want, c.not, out)
		}
	}
}

func around(s, bad string) string {
	i := strings.Index(s, bad)
	return s[max(0, i-40):min(len(s), i+40)]
}
