package tui

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
)

// Every style of the TUI is built here, from the theme's palette (see
// palette.go) and the renderer in Options, so NO_COLOR, themes and an SSH
// session's own terminal have one place to act. No AdaptiveColor: the
// theme is chosen by the user, never by querying the terminal's
// background (the reply leaks into the input, or makes the start wait).
//
// Nothing on a board may depend on colour alone: with NO_COLOR the colour
// profile is ASCII, which drops bold and reverse too, so glyphs, letters
// and brackets carry every distinction and the styles only add to them.
type styles struct {
	title      lipgloss.Style
	crumb      lipgloss.Style
	item       lipgloss.Style
	selected   lipgloss.Style
	faint      lipgloss.Style
	status     lipgloss.Style
	problem    lipgloss.Style
	good       lipgloss.Style
	frame      lipgloss.Style
	heading    lipgloss.Style
	value      lipgloss.Style
	keyName    lipgloss.Style
	textCursor lipgloss.Style
	// plainCursor: no attribute can show a cursor, so text fields draw
	// one as a character (see fieldView).
	plainCursor bool

	// The sides, as text.
	red, blue, cat, catcher lipgloss.Style

	// Catch the Cat cells.
	hexCat, hexBlocked, hexFree, hexBorder, hexCursor, hexReach lipgloss.Style

	// Cabeza board.
	grid, redPiece, bluePiece, redTall, blueTall, lastMove, target, preview lipgloss.Style

	// The key-help line (bubbles help).
	helpKey, helpDesc, helpSep lipgloss.Style

	// ellipsis marks text cut to fit ("…", ASCII "..."): cut to the
	// width with it, not with "…" that --ascii widens afterwards.
	ellipsis string
}

func newStyles(opts Options) styles {
	s := opts.lipglossRenderer().NewStyle
	c := opts.Theme.palette()
	st := styles{
		ellipsis:   newGlyphs(opts).ellipsis,
		title:      s().Bold(true).Foreground(c.title),
		crumb:      s().Foreground(c.faint),
		item:       s(),
		selected:   s().Bold(true).Foreground(c.accent),
		faint:      s().Foreground(c.faint),
		status:     s().Foreground(c.warn),
		problem:    s().Bold(true).Foreground(c.red),
		good:       s().Bold(true).Foreground(c.good),
		frame:      s().Padding(0, 1),
		heading:    s().Bold(true).Foreground(c.accent),
		value:      s().Bold(true),
		keyName:    s().Foreground(c.cursor),
		textCursor: s().Reverse(true),

		red:     s().Bold(true).Foreground(c.red),
		blue:    s().Bold(true).Foreground(c.blue),
		cat:     s().Bold(true).Foreground(c.cat),
		catcher: s().Bold(true).Foreground(c.border),

		hexCat:     s().Bold(true).Foreground(c.cat),
		hexBlocked: s().Foreground(c.blocked),
		hexFree:    s().Foreground(c.faint),
		hexBorder:  s().Foreground(c.border),
		hexCursor:  s().Bold(true).Foreground(c.cursor),
		hexReach:   s().Bold(true).Foreground(c.good),

		grid:      s().Foreground(c.grid),
		redPiece:  s().Bold(true).Foreground(c.onPiece).Background(c.redLow),
		bluePiece: s().Bold(true).Foreground(c.onPiece).Background(c.blueLow),
		redTall:   s().Bold(true).Foreground(c.onPiece).Background(c.redTall),
		blueTall:  s().Bold(true).Foreground(c.onPiece).Background(c.blueTall),
		lastMove:  s().Foreground(c.warn).Background(c.lastMoveBg),
		target:    s().Bold(true).Foreground(c.good),
		preview:   s().Bold(true).Foreground(c.previewFg).Background(c.previewBg),
	}
	st.helpKey = s().Foreground(c.blocked)
	st.helpDesc = s().Foreground(c.faint)
	st.helpSep = s().Foreground(c.grid)
	if opts.NoColor {
		plain := s()
		st = styles{frame: st.frame}
		st.title, st.crumb, st.item, st.selected, st.faint, st.status = plain, plain, plain, plain, plain, plain
		st.problem, st.good, st.heading, st.value, st.keyName, st.textCursor = plain, plain, plain, plain, plain, plain
		st.red, st.blue, st.cat, st.catcher = plain, plain, plain, plain
		st.hexCat, st.hexBlocked, st.hexFree, st.hexBorder, st.hexCursor, st.hexReach = plain, plain, plain, plain, plain, plain
		st.grid, st.redPiece, st.bluePiece, st.redTall, st.blueTall = plain, plain, plain, plain, plain
		st.lastMove, st.target, st.preview = plain, plain, plain
		st.helpKey, st.helpDesc, st.helpSep = plain, plain, plain
		st.plainCursor = true
	}
	return st
}

// newHelp is a bubbles key-help line in the theme's colours (help.New's
// own adapt to a background it would have to ask the terminal for).
func newHelp(st styles) help.Model {
	h := help.New()
	h.Styles = help.Styles{
		Ellipsis:       st.helpSep,
		ShortKey:       st.helpKey,
		ShortDesc:      st.helpDesc,
		ShortSeparator: st.helpSep,
		FullKey:        st.helpKey,
		FullDesc:       st.helpDesc,
		FullSeparator:  st.helpSep,
	}
	return h
}
