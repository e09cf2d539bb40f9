package common

import (
	"strings"
	"testing"

	"cabezacat/assets"
)

func TestPlainMarkdown(t *testing.T) {
	for _, c := range []struct{ name, md, want string }{
		{"a paragraph is one line, its markup gone",
			"A **bold\nphrase** and *an emphasis*,\na `code` span.\n",
			"A bold phrase and an emphasis, a code span.\n"},
		{"headings keep their words",
			"# Title\n\ntext\n## Part **(decided)**\nmore\n",
			"Title\n\ntext\nPart (decided)\nmore\n"},
		{"list items and their continuations; a nested item; text back at the outer level",
			"- one\n  still one\n- two:\n  - inner\n    inner too\n  (outer)\n",
			"- one still one\n- two:\n  - inner inner too\n  (outer)\n"},
		{"other list marks",
			"* a\n+ b\n1. c\n   c too\n",
			"- a\n- b\n1. c c too\n"},
		{"a table's columns aligned, its separator row dropped, an escaped pipe kept",
			"| key | what |\n|---|:--:|\n| `a\\|b` | **both** |\n| z | undo |\n",
			"key  what\na|b  both\nz    undo\n"},
		{"a code block indented and apart, its stars and backticks kept",
			"Look:\n```sh\nls *.go `x`\n```\nAfter.\n",
			"Look:\n\n  ls *.go `x`\n\nAfter.\n"},
		{"code of several words, or of signs alone, is quoted; code with quotes is not",
			"prints `bestmove <move>`, a prompt `> `, a `/`, and `\"xn\": bad`\n",
			"prints \"bestmove <move>\", a prompt \"> \", a \"/\", and \"xn\": bad\n"},
		{"links keep their words, and an address out of the repository",
			"see [the rules](assets/rules/cabeza.md) and [the engine](https://example.org/e)\n",
			"see the rules and the engine (https://example.org/e)\n"},
		{"what only looks like markup stays",
			"a * b, |x| = 2, 2*3*4, an unpaired ` tick, \\*stars\\*\n\n#include <x>\n",
			"a * b, |x| = 2, 2*3*4, an unpaired ` tick, *stars*\n\n#include <x>\n"},
	} {
		if got := PlainMarkdown(c.md); got != c.want {
			t.Errorf("%s:\n%s\ngot\n%q\nwant\n%q", c.name, c.md, got, c.want)
		}
	}
}

// Every page the program carries reads as plain text: the rules and the
// manual's pages.
func TestPlainMarkdownOfEveryPage(t *testing.T) {
	pages := map[string]string{"rules/cabeza.md": assets.RulesCabezaFull, "rules/catcat.md": assets.RulesCatcatFull}
	for _, m := range assets.Manuals {
		pages["manual/"+m.Topic+".md"] = m.Text
	}
	for name, md := range pages {
		text := PlainMarkdown(md)
		for _, l := range strings.Split(text, "\n") {
			if strings.HasPrefix(l, "    ") {
				continue // a code block (or an item's), shown as written
			}
			for _, bad := range []string{"**", "`", "|---", "](", "## "} {
				if strings.Contains(l, bad) {
					t.Errorf("%s: %q in %q", name, bad, l)
				}
			}
			if row := strings.TrimSpace(l); strings.HasPrefix(row, "|") && strings.HasSuffix(row, "|") && len(row) > 1 {
				t.Errorf("%s: a table row left as it was: %q", name, l)
			}
		}
	}
}

// No text makes it fail or hang.
func FuzzPlainMarkdown(f *testing.F) {
	for _, s := range []string{"", "`", "**", "***a***", "|", "| a |\n|---|", "```", "- ", "1. ", "[a](b", "\\", "* * *", "\r\n", "  - x\n      y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, md string) {
		_ = PlainMarkdown(md)
	})
}
