package common

import "strings"

// Glyphs are the characters the boards are drawn with. Two sets: Unicode
// for terminals with a good font, and plain ASCII for the rest (some fonts
// draw ●⬢♟ as emoji or two cells wide, which breaks a board's columns).
// Every glyph here is one cell wide, and the two sides and the cell kinds
// differ in shape, not only in colour, so NO_COLOR loses nothing.
type Glyphs struct {
	// Catch the Cat.
	Cat, Blocked, Free, Border string
	CursorL, CursorR           string
	// Cabeza.
	RedCabeza, BlueCabeza string // three cells: one square of the board
	LastFrom              string // marks the squares a piece left last move
	Target                string // marks a square a selected piece can reach
	// Box drawing for the Cabeza grid, indexed by junction (see
	// gridJunction).
	Horiz, Vert string
	Junction    [16]string
	// Chrome.
	Bullet, Arrow, Ellipsis string
}

// The junction table is indexed by which of the four arms of a grid
// crossing are drawn: 1 = up, 2 = down, 4 = left, 8 = right.
const (
	ArmUp = 1 << iota
	ArmDown
	ArmLeft
	ArmRight
)

var UnicodeGlyphs = Glyphs{
	Cat: "C", Blocked: "■", Free: "·", Border: "◦",
	CursorL: "[", CursorR: "]",
	RedCabeza: " ● ", BlueCabeza: " ○ ",
	LastFrom: "∙", Target: "+",
	Horiz: "─", Vert: "│",
	Junction: [16]string{
		0:                                    " ",
		ArmUp:                                "│",
		ArmDown:                              "│",
		ArmUp | ArmDown:                      "│",
		ArmLeft:                              "─",
		ArmRight:                             "─",
		ArmLeft | ArmRight:                   "─",
		ArmDown | ArmRight:                   "┌",
		ArmDown | ArmLeft:                    "┐",
		ArmUp | ArmRight:                     "└",
		ArmUp | ArmLeft:                      "┘",
		ArmUp | ArmDown | ArmRight:           "├",
		ArmUp | ArmDown | ArmLeft:            "┤",
		ArmLeft | ArmRight | ArmDown:         "┬",
		ArmLeft | ArmRight | ArmUp:           "┴",
		ArmUp | ArmDown | ArmLeft | ArmRight: "┼",
	},
	Bullet: "•", Arrow: "›", Ellipsis: "…",
}

var ASCIIGlyphs = Glyphs{
	Cat: "C", Blocked: "#", Free: ".", Border: ":",
	CursorL: "[", CursorR: "]",
	RedCabeza: "(C)", BlueCabeza: "(c)",
	LastFrom: ".", Target: "+",
	Horiz: "-", Vert: "|",
	Junction: [16]string{
		0:                                    " ",
		ArmUp:                                "|",
		ArmDown:                              "|",
		ArmUp | ArmDown:                      "|",
		ArmLeft:                              "-",
		ArmRight:                             "-",
		ArmLeft | ArmRight:                   "-",
		ArmDown | ArmRight:                   "+",
		ArmDown | ArmLeft:                    "+",
		ArmUp | ArmRight:                     "+",
		ArmUp | ArmLeft:                      "+",
		ArmUp | ArmDown | ArmRight:           "+",
		ArmUp | ArmDown | ArmLeft:            "+",
		ArmLeft | ArmRight | ArmDown:         "+",
		ArmLeft | ArmRight | ArmUp:           "+",
		ArmUp | ArmDown | ArmLeft | ArmRight: "+",
	},
	Bullet: "*", Arrow: ">", Ellipsis: "...",
}

func NewGlyphs(opts Options) Glyphs {
	if opts.ASCII {
		return ASCIIGlyphs
	}
	return UnicodeGlyphs
}

// ASCIIPunctuation turns the typography of the texts into ASCII for
// --ascii; the boards already draw with the ASCII glyph set. Arrow keys
// become their names, never look-alike keys ('<' and '>' walk the
// history); the footer's separator is not '*', the selected piece's mark.
var ASCIIPunctuation = strings.NewReplacer(
	"·", "-", "•", "|", "…", "...", "–", "-", "—", "-", "›", ">", "‹", "<",
	"×", "x", "≈", "~", "←→", "left/right", "↑↓", "up/down",
	"↑", "up", "↓", "down", "←", "left", "→", "right", "░", ":", "≥", ">=",
	"≤", "<=", "−", "-", "±", "+/-", "µ", "u", "⌊", "floor(", "⌋", ")", "²", "^2",
)
