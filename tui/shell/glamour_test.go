package shell

import (
	"io"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	xansi "github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"cabezacat/tui/cabezagame"
	"cabezacat/tui/catcatgame"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
)

// colourOptions are options whose styles render in 256 colours, as on
// a terminal (or an SSH visitor's) that has them.
func colourOptions(theme common.Theme) common.Options {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	return common.Options{Theme: theme}.WithRenderer(r)
}

func rulesScreens(t *testing.T, opts common.Options) (cab, cat common.Screen) {
	t.Helper()
	cab, err := cabezagame.New(opts, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: gamesetup.Human()})
	if err != nil {
		t.Fatal(err)
	}
	cat, err = catcatgame.New(opts, gamesetup.CatcatSetup{Cat: gamesetup.Human(), Catcher: gamesetup.Human(), Size: 9, Density: 0.05, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return cab, cat
}

// Issue 31, item 13: with colours, the full rules under '?' are rendered
// for the terminal (glamour: headings, bold, code and tables styled), not
// shown as Markdown nor as the plain text of --no-color: at 80 columns no
// **, backticks or table pipes, every word of the rules, and the styles.
func TestHelpPageRendersTheRulesWithColour(t *testing.T) {
	opts := colourOptions(common.ThemeDark)
	cab, cat := rulesScreens(t, opts)
	for _, c := range []struct {
		name    string
		s       common.Screen
		heading string   // a heading of the full rules, styled on its line
		words   []string // headings, table cells, bold and code, as the page shows them
	}{
		{"Cabeza", cab, "Board and coordinates", []string{
			"Rolling a block (one step)", "Opa", "O / o", "2×2×2 block",
			"it is marked (decided).", "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 r 1",
			"10   .  .  .  h  c  m  f", "north n", "y' = y + d, d' = h, h' = d (x, w unchanged)",
		}},
		{"Catch the Cat", cat, "Random starts (decided)", []string{
			"cat wins", "S − CatMoves − K·CpuCatTime", "A border cell has |x| = N/2", "CAT 5 0 0",
		}},
	} {
		shown := pagedHelp(t, New(opts, c.s))
		plain := xansi.Strip(shown)
		flat := strings.Join(strings.Fields(plain), " ")
		for _, bad := range []string{"**", "`", "|---", "## "} {
			if strings.Contains(plain, bad) {
				t.Errorf("%s: the help page shows %q:\n%s", c.name, bad, around(plain, bad))
			}
		}
		if m := regexp.MustCompile(`(?m)^\s*\|.*\|\s*$`).FindString(plain); m != "" {
			t.Errorf("%s: the help page shows a table's pipes: %q", c.name, m)
		}
		for _, w := range append(c.words, c.heading, "A turn moves one piece:", "The full rules follow") {
			if w == "A turn moves one piece:" && c.name != "Cabeza" {
				continue
			}
			if !strings.Contains(flat, strings.Join(strings.Fields(w), " ")) {
				t.Errorf("%s: the help page lacks %q", c.name, w)
			}
		}
		// Rendered, not the plain text: the heading has a style of its
		// own (glamour's, in 256 colours), and a table is drawn with lines.
		styled := false
		for _, l := range strings.Split(shown, "\n") {
			if strings.TrimSpace(xansi.Strip(l)) == c.heading {
				styled = regexp.MustCompile(`\x1b\[[0-9;]*38;5;[0-9;]*m`).MatchString(l)
				break
			}
		}
		if !styled {
			t.Errorf("%s: the heading %q is not on a line of its own, styled in 256 colours", c.name, c.heading)
		}
		if !strings.Contains(plain, "│") || !strings.Contains(plain, "┼") {
			t.Errorf("%s: no table is drawn with lines", c.name)
		}
		for _, l := range strings.Split(shown, "\n") {
			if lipgloss.Width(l) > 80 {
				t.Errorf("%s: a line of %d cells: %q", c.name, lipgloss.Width(l), xansi.Strip(l))
			}
		}
	}
}

var onceRuns atomic.Int64

// The rules are rendered once per width: not at each key that scrolls or
// redraws the page, nor again when it opens a second time or the
// terminal comes back to a width it had.
func TestHelpPageRendersTheRulesOncePerWidth(t *testing.T) {
	// Widths of this run alone: the cache is the process's (go test -count).
	run := int(onceRuns.Add(1))
	w1, w2 := 100+2*run, 101+2*run
	_, cat := rulesScreens(t, colourOptions(common.ThemeLight))
	a := New(colourOptions(common.ThemeLight), cat)
	before := common.RulesRenders()
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: w1, Height: 24}, tuitest.KeyRunes("?")).(Model)
	for _, k := range []string{"j", "j", " ", "b", "G", "g"} {
		a = tuitest.Send(a, tuitest.KeyRunes(k)).(Model)
		_ = a.View()
	}
	a = tuitest.Send(a, tuitest.KeyRunes("?"), tuitest.KeyRunes("?")).(Model) // closed and opened again
	if n := common.RulesRenders() - before; n != 1 {
		t.Errorf("scrolled, redrawn and opened again at one width: %d renders, want 1", n)
	}
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: w2, Height: 30}).(Model)
	a = tuitest.Send(a, tea.WindowSizeMsg{Width: w1, Height: 24}).(Model)
	_ = a.View()
	if n := common.RulesRenders() - before; n != 2 {
		t.Errorf("resized to a new width and back: %d renders in all, want 2", n)
	}
	if !strings.Contains(a.View(), "\x1b[") {
		t.Error("the page after the resizes is not rendered")
	}
}
