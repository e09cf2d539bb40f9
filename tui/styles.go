package tui

import "github.com/charmbracelet/lipgloss"

// Every colour of the TUI is chosen here, so NO_COLOR and themes have one
// place to act. Colours are fixed (no AdaptiveColor): querying the
// terminal's background mid-run leaks the reply into the input.
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
}

const (
	colRed     = lipgloss.Color("#E8505B")
	colBlue    = lipgloss.Color("#4C9AFF")
	colAccent  = lipgloss.Color("#EE6FF8")
	colTitle   = lipgloss.Color("#F25D94")
	colFaint   = lipgloss.Color("#6C6C6C")
	colWarn    = lipgloss.Color("#FFB454")
	colGood    = lipgloss.Color("#7FD88F")
	colCat     = lipgloss.Color("#FFA62B")
	colBlocked = lipgloss.Color("#8A8A8A")
	colBorder  = lipgloss.Color("#3FB8AF")
	colCursor  = lipgloss.Color("#FFE066")
)

func newStyles(opts Options) styles {
	s := opts.newStyle
	st := styles{
		title:      s().Bold(true).Foreground(colTitle),
		crumb:      s().Foreground(colFaint),
		item:       s(),
		selected:   s().Bold(true).Foreground(colAccent),
		faint:      s().Foreground(colFaint),
		status:     s().Foreground(colWarn),
		problem:    s().Bold(true).Foreground(colRed),
		good:       s().Bold(true).Foreground(colGood),
		frame:      s().Padding(0, 1),
		heading:    s().Bold(true).Foreground(colAccent),
		value:      s().Bold(true),
		keyName:    s().Foreground(colCursor),
		textCursor: s().Reverse(true),

		red:     s().Bold(true).Foreground(colRed),
		blue:    s().Bold(true).Foreground(colBlue),
		cat:     s().Bold(true).Foreground(colCat),
		catcher: s().Bold(true).Foreground(colBorder),

		hexCat:     s().Bold(true).Foreground(colCat),
		hexBlocked: s().Foreground(colBlocked),
		hexFree:    s().Foreground(colFaint),
		hexBorder:  s().Foreground(colBorder),
		hexCursor:  s().Bold(true).Foreground(colCursor),
		hexReach:   s().Bold(true).Foreground(colGood),

		grid:      s().Foreground(lipgloss.Color("#5A5A5A")),
		redPiece:  s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#9E2A33")),
		bluePiece: s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#1F4E99")),
		redTall:   s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#D03A45")),
		blueTall:  s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#2F6FD6")),
		lastMove:  s().Foreground(colWarn).Background(lipgloss.Color("#3A3320")),
		target:    s().Bold(true).Foreground(colGood),
		preview:   s().Bold(true).Foreground(lipgloss.Color("#101010")).Background(colCursor),
	}
	if opts.NoColor {
		plain := s()
		st = styles{frame: st.frame}
		st.title, st.crumb, st.item, st.selected, st.faint, st.status = plain, plain, plain, plain, plain, plain
		st.problem, st.good, st.heading, st.value, st.keyName, st.textCursor = plain, plain, plain, plain, plain, plain
		st.red, st.blue, st.cat, st.catcher = plain, plain, plain, plain
		st.hexCat, st.hexBlocked, st.hexFree, st.hexBorder, st.hexCursor, st.hexReach = plain, plain, plain, plain, plain, plain
		st.grid, st.redPiece, st.bluePiece, st.redTall, st.blueTall = plain, plain, plain, plain, plain
		st.lastMove, st.target, st.preview = plain, plain, plain
		st.plainCursor = true
	}
	return st
}
