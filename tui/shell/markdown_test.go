package shell

import (
	"regexp"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// Issue 31, item 13: the full rules under '?' are Markdown, and the page
// showed its markup (**, backticks, table pipes). Paged through at 80
// columns, with colour and in ASCII without it, the page shows none of it
// and still every word of the rules: headings, table cells, code.
func TestHelpPageShowsTheRulesWithoutMarkdown(t *testing.T) {
	tablePipe := regexp.MustCompile(`(?m)^\s*\|.*\|\s*$|\|\s*-{3}`)
	for _, opts := range []common.Options{{}, {ASCII: true, NoColor: true}} {
		cab, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()})
		if err != nil {
			t.Fatal(err)
		}
		cat, err := catcatgame.New(opts, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 9, Density: 0.05, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name  string
			s     common.Screen
			words []string // of the full rules' headings, table cells, code and bold text, as the page shows them
			row   string   // a table's widest row, whole on one line of the page
		}{
			{"Cabeza", cab, []string{
				"Board and coordinates", "Rolling a block (one step)", // headings
				"Opa     O / o              2x2x2 block  8",               // a table row, its columns aligned
				"direction  new placement",                                // a table's header
				"it is marked (decided).",                                 // bold
				`"3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r 1"`, // code of several words
				"10   .  .  .  h  c  m  f",                                // a code block
			}, "north n    y' = y + d, d' = h, h' = d (x, w unchanged)"},
			{"Catch the Cat", cat, []string{
				"Random starts (decided)",
				"cat wins      S - CatMoves - K-CpuCatTime",
				"A border cell has |x| = N/2", // a pipe that is text, not a table
				"CAT 5 0 0",
			}, "catcher wins  CatMoves - K-CpuCatTime      S - CatcherMoves - K-CpuCatcherTime"},
		} {
			mode := "colour"
			if opts.ASCII {
				mode = "ascii"
			}
			shown := pagedHelp(t, New(opts, c.s))
			// ASCII shows "×" as "x" and "·" or "−" as "-"; compare in ASCII.
			flat := strings.Join(strings.Fields(asciiWords(shown)), " ")
			for _, bad := range []string{"**", "`", "|---", "## "} {
				if strings.Contains(shown, bad) {
					t.Errorf("%s, %s: the help page shows %q:\n%s", c.name, mode, bad, around(shown, bad))
				}
			}
			if m := tablePipe.FindString(shown); m != "" {
				t.Errorf("%s, %s: the help page shows a table's pipes: %q", c.name, mode, m)
			}
			if !regexp.MustCompile(`(?m)^ ` + regexp.QuoteMeta(c.row) + ` *$`).MatchString(asciiWords(shown)) {
				t.Errorf("%s, %s: the table row %q is not whole on one line", c.name, mode, c.row)
			}
			for _, w := range c.words {
				if !strings.Contains(flat, strings.Join(strings.Fields(asciiWords(w)), " ")) {
					t.Errorf("%s, %s: the help page lacks %q", c.name, mode, w)
				}
			}
		}
	}
}

// pagedHelp opens '?' at 80×24 and pages to its end, returning every
// screen of it as shown.
func pagedHelp(t *testing.T, m Model) string {
	t.Helper()
	a := tuitest.Send(m, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.KeyRunes("?")).(Model)
	var b strings.Builder
	for range 200 {
		view := a.View()
		b.WriteString(view[:strings.LastIndex(view, "\n")]) // not the footer, between two pages
		b.WriteString("\n")
		if a.helpPage.vp.AtBottom() {
			return b.String()
		}
		a = tuitest.Send(a, tea.KeyMsg{Type: tea.KeyPgDown}).(Model)
	}
	t.Fatal("the help page did not reach its end in 200 pages")
	return ""
}

// asciiWords writes the page's typography as --ascii shows it, so that
// one list of words serves both modes.
func asciiWords(s string) string {
	return strings.NewReplacer("−", "-").Replace(common.ASCIIPunctuation.Replace(s))
}

// around is the line of s holding bad, for a failure's message.
func around(s, bad string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, bad) {
			return l
		}
	}
	return ""
}
