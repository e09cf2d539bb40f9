package common

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
type Styles struct {
	Title      lipgloss.Style
	Crumb      lipgloss.Style
	Item       lipgloss.Style
	Selected   lipgloss.Style
	Faint      lipgloss.Style
	Status     lipgloss.Style
	Problem    lipgloss.Style
	Good       lipgloss.Style
	Frame      lipgloss.Style
	Heading    lipgloss.Style
	Value      lipgloss.Style
	KeyName    lipgloss.Style
	TextCursor lipgloss.Style
	// PlainCursor: no attribute can show a cursor, so text fields draw
	// one as a character (see textfield.View).
	PlainCursor bool

	// The sides, as text.
	Red, Blue, Cat, Catcher lipgloss.Style

	// Catch the Cat cells.
	HexCat, HexBlocked, HexFree, HexBorder, HexCursor, HexReach lipgloss.Style

	// Cabeza board.
	Grid, RedPiece, BluePiece, RedTall, BlueTall, LastMove, Target, Preview lipgloss.Style

	// The key-help line (bubbles help).
	HelpKey, HelpDesc, HelpSep lipgloss.Style

	// Ellipsis marks text cut to fit ("…", ASCII "..."): cut to the
	// width with it, not with "…" that --ascii widens afterwards.
	Ellipsis string
}

func NewStyles(opts Options) Styles {
	s := opts.Renderer().NewStyle
	c := opts.Theme.palette()
	st := Styles{
		Ellipsis:   NewGlyphs(opts).Ellipsis,
		Title:      s().Bold(true).Foreground(c.title),
		Crumb:      s().Foreground(c.faint),
		Item:       s(),
		Selected:   s().Bold(true).Foreground(c.accent),
		Faint:      s().Foreground(c.faint),
		Status:     s().Foreground(c.warn),
		Problem:    s().Bold(true).Foreground(c.red),
		Good:       s().Bold(true).Foreground(c.good),
		Frame:      s().Padding(0, 1),
		Heading:    s().Bold(true).Foreground(c.accent),
		Value:      s().Bold(true),
		KeyName:    s().Foreground(c.cursor),
		TextCursor: s().Reverse(true),

		Red:     s().Bold(true).Foreground(c.red),
		Blue:    s().Bold(true).Foreground(c.blue),
		Cat:     s().Bold(true).Foreground(c.cat),
		Catcher: s().Bold(true).Foreground(c.border),

		HexCat:     s().Bold(true).Foreground(c.cat),
		HexBlocked: s().Foreground(c.blocked),
		HexFree:    s().Foreground(c.faint),
		HexBorder:  s().Foreground(c.border),
		HexCursor:  s().Bold(true).Foreground(c.cursor),
		HexReach:   s().Bold(true).Foreground(c.good),

		Grid:      s().Foreground(c.grid),
		RedPiece:  s().Bold(true).Foreground(c.onPiece).Background(c.redLow),
		BluePiece: s().Bold(true).Foreground(c.onPiece).Background(c.blueLow),
		RedTall:   s().Bold(true).Foreground(c.onPiece).Background(c.redTall),
		BlueTall:  s().Bold(true).Foreground(c.onPiece).Background(c.blueTall),
		LastMove:  s().Foreground(c.warn).Background(c.lastMoveBg),
		Target:    s().Bold(true).Foreground(c.good),
		Preview:   s().Bold(true).Foreground(c.previewFg).Background(c.previewBg),
	}
	st.HelpKey = s().Foreground(c.blocked)
	st.HelpDesc = s().Foreground(c.faint)
	st.HelpSep = s().Foreground(c.grid)
	if opts.NoColor {
		plain := s()
		st = Styles{Frame: st.Frame, Ellipsis: st.Ellipsis}
		st.Title, st.Crumb, st.Item, st.Selected, st.Faint, st.Status = plain, plain, plain, plain, plain, plain
		st.Problem, st.Good, st.Heading, st.Value, st.KeyName, st.TextCursor = plain, plain, plain, plain, plain, plain
		st.Red, st.Blue, st.Cat, st.Catcher = plain, plain, plain, plain
		st.HexCat, st.HexBlocked, st.HexFree, st.HexBorder, st.HexCursor, st.HexReach = plain, plain, plain, plain, plain, plain
		st.Grid, st.RedPiece, st.BluePiece, st.RedTall, st.BlueTall = plain, plain, plain, plain, plain
		st.LastMove, st.Target, st.Preview = plain, plain, plain
		st.HelpKey, st.HelpDesc, st.HelpSep = plain, plain, plain
		st.PlainCursor = true
	}
	return st
}

// NewHelp is a bubbles key-help line in the theme's colours (help.New's
// own adapt to a background it would have to ask the terminal for), its
// ellipsis the glyphs' ("..." in --ascii, which HelpLine reads as the
// sign to lay the keys out as --ascii writes them).
func NewHelp(st Styles) help.Model {
	h := help.New()
	h.Ellipsis = st.Ellipsis
	h.Styles = help.Styles{
		Ellipsis:       st.HelpSep,
		ShortKey:       st.HelpKey,
		ShortDesc:      st.HelpDesc,
		ShortSeparator: st.HelpSep,
		FullKey:        st.HelpKey,
		FullDesc:       st.HelpDesc,
		FullSeparator:  st.HelpSep,
	}
	return h
}
