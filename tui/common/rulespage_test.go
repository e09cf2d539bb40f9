package common

import (
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// colourOptions are options whose styles render in profile, as a
// terminal (or an SSH visitor's) of that profile would.
func colourOptions(profile termenv.Profile, theme Theme) Options {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(profile)
	return Options{Theme: theme}.WithRenderer(r)
}

// Issue 31, item 13: the help page's rules text keeps its short rules
// as plain text and has each full rules page rendered for the terminal;
// with --ascii, --no-color or a terminal without colours it stays plain.
func TestLayOutRulesRendersTheFullPages(t *testing.T) {
	rules := "Cabeza:\n" + RulesCabeza + "\nCatch the Cat:\n" + RulesCatcat + "\n" + RulesTable
	parts := LayOutRules(rules, 78, colourOptions(termenv.ANSI256, ThemeDark))
	var kinds []bool
	for _, p := range parts {
		kinds = append(kinds, p.Rendered)
	}
	if want := []bool{false, true, false, true, false}; boolWords(kinds) != boolWords(want) {
		t.Fatalf("parts rendered: %v, want %v", kinds, want)
	}
	if !strings.HasPrefix(parts[0].Text, "Cabeza:\n") || !strings.Contains(parts[0].Text, "The full rules follow") ||
		!strings.Contains(parts[4].Text, "At a table each player") {
		t.Errorf("the plain parts are not the text round the pages: %q … %q", parts[0].Text[:40], parts[4].Text)
	}
	if !strings.Contains(parts[1].Text, "\x1b[") || !strings.Contains(parts[1].Text, "Board and") || !strings.Contains(parts[3].Text, "Random starts") {
		t.Errorf("the full pages are not rendered in order: %.200q", parts[1].Text)
	}
	for _, opts := range []Options{
		Options{ASCII: true}.WithRenderer(colourOptions(termenv.ANSI256, ThemeDark).Renderer()),
		Options{NoColor: true}.WithRenderer(colourOptions(termenv.ANSI256, ThemeDark).Renderer()),
		colourOptions(termenv.Ascii, ThemeDark),
	} {
		if parts := LayOutRules(rules, 78, opts); len(parts) != 1 || parts[0].Rendered || parts[0].Text != rules {
			t.Errorf("ascii %v, no colour %v, profile %v: the rules are not the plain text", opts.ASCII, opts.NoColor, opts.Renderer().ColorProfile())
		}
	}
}

func boolWords(b []bool) string {
	var s []string
	for _, v := range b {
		if v {
			s = append(s, "true")
		} else {
			s = append(s, "false")
		}
	}
	return strings.Join(s, " ")
}

// A page is rendered once per width, theme and colour profile: the help
// page lays its text out at every opening and resize, and glamour takes
// tens of milliseconds a page.
func TestLayOutRulesRendersOncePerWidth(t *testing.T) {
	dark, light := colourOptions(termenv.ANSI256, ThemeDark), colourOptions(termenv.ANSI256, ThemeLight)
	before := RulesRenders()
	first := LayOutRules(RulesCatcat, 61, dark)
	for range 3 {
		if again := LayOutRules(RulesCatcat, 61, dark); again[1].Text != first[1].Text {
			t.Fatal("the cached page differs from the first")
		}
	}
	if n := RulesRenders() - before; n != 1 {
		t.Errorf("four layouts at one width rendered %d times, want 1", n)
	}
	LayOutRules(RulesCatcat, 62, dark)
	LayOutRules(RulesCatcat, 61, light)
	LayOutRules(RulesCatcat, 61, colourOptions(termenv.ANSI, ThemeDark))
	LayOutRules(RulesCatcat, 61, dark)
	if n := RulesRenders() - before; n != 4 {
		t.Errorf("another width, theme and profile rendered %d times in all, want 4", n)
	}
}

// The cache keeps at most renderedMax pages: a server's visitors at many
// widths do not make it grow without end.
func TestRenderedRulesAreBounded(t *testing.T) {
	opts := colourOptions(termenv.ANSI256, ThemeDark)
	for w := 100; w < 100+3*renderedMax; w++ {
		LayOutRules(RulesCabeza, w, opts)
	}
	rendered.Lock()
	defer rendered.Unlock()
	if len(rendered.pages) > renderedMax || len(rendered.order) != len(rendered.pages) {
		t.Errorf("%d pages cached (%d in order), want at most %d", len(rendered.pages), len(rendered.order), renderedMax)
	}
}

// The server's visitors share the cache: help pages laid out at once, at
// a few widths, get the same pages as one at a time (run with -race).
func TestRenderedRulesAreSharedSafely(t *testing.T) {
	opts := colourOptions(termenv.ANSI256, ThemeDark)
	var wg sync.WaitGroup
	got := make([]string, 8)
	for i := range got {
		wg.Go(func() { got[i] = LayOutRules(RulesCabeza, 70+i%2, opts)[1].Text })
	}
	wg.Wait()
	for i, text := range got {
		if want := LayOutRules(RulesCabeza, 70+i%2, opts)[1].Text; text != want {
			t.Errorf("layout %d at %d columns differs from the cached page", i, 70+i%2)
		}
	}
}
