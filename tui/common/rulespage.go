package common

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/muesli/termenv"
)

// rulesPage is a game's full rules page: its Markdown, and the plain text
// of it that the game's rules text (RulesCabeza, RulesCatcat) holds.
type rulesPage struct {
	game, markdown, plain string
}

// newRulesPage is a page with its plain text, without the newline at its
// end: a rules text that ends with the page may be trimmed.
func newRulesPage(game, markdown string) rulesPage {
	return rulesPage{game, markdown, strings.TrimRight(PlainMarkdown(markdown), "\n")}
}

// RulesPart is a piece of a screen's rules text as the help page lays it
// out: plain text, which the page wraps itself, or a full rules page
// Rendered for the terminal at the page's width.
type RulesPart struct {
	Text     string
	Rendered bool
}

// LayOutRules splits a screen's rules text (Screen.Rules) for a help page
// width cells wide. Each full rules page in it is rendered for the
// terminal (RenderMarkdown): in the theme's style, in the colour profile
// of the renderer the styles come from (over SSH the visitor's own). The
// rest stays plain text, and so does everything with --ascii (glamour
// draws bullets and table lines), with --no-color or NO_COLOR, on a
// terminal without colours, or if rendering fails.
func LayOutRules(rules string, width int, opts Options) []RulesPart {
	profile := opts.Renderer().ColorProfile()
	if opts.ASCII || opts.NoColor || profile == termenv.Ascii {
		return []RulesPart{{Text: rules}}
	}
	var parts []RulesPart
	for rules != "" {
		at, page := len(rules), rulesPage{}
		for _, p := range []rulesPage{fullCabeza, fullCatcat} {
			if i := strings.Index(rules, p.plain); i >= 0 && i < at {
				at, page = i, p
			}
		}
		if at > 0 {
			parts = append(parts, RulesPart{Text: rules[:at]})
		}
		if page.plain == "" {
			break
		}
		text, ok := renderedRules(page, width, opts.Theme, profile)
		parts = append(parts, RulesPart{Text: text, Rendered: ok})
		rules = rules[at+len(page.plain):]
	}
	return parts
}

// The rendered rules pages, by game, width, theme and colour profile:
// the help page lays its text out again when it opens and at every
// resize, and a page takes glamour tens of milliseconds. The widths are
// bounded (MaxWidth) but a page at hundreds of columns is large, and the
// server keeps one cache for all its visitors: the oldest entries go past
// renderedMax, so a visitor's own width stays.
var rendered = struct {
	sync.Mutex
	pages map[renderKey]string
	order []renderKey
}{pages: map[renderKey]string{}}

const renderedMax = 16

type renderKey struct {
	game    string
	width   int
	theme   Theme
	profile termenv.Profile
}

// rulesRenders counts the pages glamour has rendered (RulesRenders).
var rulesRenders atomic.Int64

// RulesRenders is how many times a rules page has been rendered for the
// help page since the program started: what the cache saves, for tests.
func RulesRenders() int64 { return rulesRenders.Load() }

// renderedRules is page rendered at width, from the cache if it is there;
// false with the plain text if glamour fails.
func renderedRules(page rulesPage, width int, theme Theme, profile termenv.Profile) (string, bool) {
	key := renderKey{page.game, width, theme, profile}
	rendered.Lock()
	text, ok := rendered.pages[key]
	rendered.Unlock()
	if ok {
		return text, true
	}
	rulesRenders.Add(1)
	text, err := RenderMarkdown(page.markdown, width, theme, profile)
	if err != nil {
		return page.plain, false
	}
	rendered.Lock()
	defer rendered.Unlock()
	if _, ok := rendered.pages[key]; !ok { // another session may have just rendered it
		rendered.pages[key] = text
		rendered.order = append(rendered.order, key)
		if len(rendered.order) > renderedMax {
			delete(rendered.pages, rendered.order[0])
			rendered.order = slices.Delete(rendered.order, 0, 1)
		}
	}
	return text, true
}
