package tui

import "strings"

// glyphs are the characters the boards are drawn with. Two sets: Unicode
// for terminals with a good font, and plain ASCII for the rest (some fonts
// draw ●⬢♟ as emoji or two cells wide, which breaks a board's columns).
// Every glyph here is one cell wide, and the two sides and the cell kinds
// differ in shape, not only in colour, so NO_COLOR loses nothing.
type glyphs struct {
	// Catch the Cat.
	cat, blocked, free, border string
	cursorL, cursorR           string
	// Cabeza.
	redCabeza, blueCabeza string // three cells: one square of the board
	lastFrom              string // marks the squares a piece left last move
	target                string // marks a square a selected piece can reach
	// Box drawing for the Cabeza grid, indexed by junction (see gridJunction).
	horiz, vert string
	junction    [16]string
	// Chrome.
	bullet, arrow, ellipsis string
}

// The junction table is indexed by which of the four arms of a grid
// crossing are drawn: 1 = up, 2 = down, 4 = left, 8 = right.
const (
	armUp = 1 << iota
	armDown
	armLeft
	armRight
)

var unicodeGlyphs = glyphs{
	cat: "C", blocked: "■", free: "·", border: "◦",
	cursorL: "[", cursorR: "]",
	redCabeza: " ● ", blueCabeza: " ○ ",
	lastFrom: "∙", target: "+",
	horiz: "─", vert: "│",
	junction: [16]string{
		0:                                    " ",
		armUp:                                "│",
		armDown:                              "│",
		armUp | armDown:                      "│",
		armLeft:                              "─",
		armRight:                             "─",
		armLeft | armRight:                   "─",
		armDown | armRight:                   "┌",
		armDown | armLeft:                    "┐",
		armUp | armRight:                     "└",
		armUp | armLeft:                      "┘",
		armUp | armDown | armRight:           "├",
		armUp | armDown | armLeft:            "┤",
		armLeft | armRight | armDown:         "┬",
		armLeft | armRight | armUp:           "┴",
		armUp | armDown | armLeft | armRight: "┼",
	},
	bullet: "•", arrow: "›", ellipsis: "…",
}

var asciiGlyphs = glyphs{
	cat: "C", blocked: "#", free: ".", border: ":",
	cursorL: "[", cursorR: "]",
	redCabeza: "(C)", blueCabeza: "(c)",
	lastFrom: ".", target: "+",
	horiz: "-", vert: "|",
	junction: [16]string{
		0:                                    " ",
		armUp:                                "|",
		armDown:                              "|",
		armUp | armDown:                      "|",
		armLeft:                              "-",
		armRight:                             "-",
		armLeft | armRight:                   "-",
		armDown | armRight:                   "+",
		armDown | armLeft:                    "+",
		armUp | armRight:                     "+",
		armUp | armLeft:                      "+",
		armUp | armDown | armRight:           "+",
		armUp | armDown | armLeft:            "+",
		armLeft | armRight | armDown:         "+",
		armLeft | armRight | armUp:           "+",
		armUp | armDown | armLeft | armRight: "+",
	},
	bullet: "*", arrow: ">", ellipsis: "...",
}

func newGlyphs(opts Options) glyphs {
	if opts.ASCII {
		return asciiGlyphs
	}
	return unicodeGlyphs
}

// asciiPunctuation turns the typography of the texts into ASCII for
// --ascii; the boards already draw with the ASCII glyph set. Arrow keys
// become their names, never look-alike keys ('<' and '>' walk the
// history); the footer's separator is not '*', the selected piece's mark.
var asciiPunctuation = strings.NewReplacer(
	"·", "-", "•", "|", "…", "...", "–", "-", "—", "-", "›", ">", "‹", "<",
	"×", "x", "≈", "~", "←→", "left/right", "↑↓", "up/down",
	"↑", "up", "↓", "down", "←", "left", "→", "right", "░", ":", "≥", ">=",
)
