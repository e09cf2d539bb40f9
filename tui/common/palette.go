package common

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"
)

// Theme is the palette for the terminal's background, chosen by the user
// (--theme, CABEZACAT_THEME), never by asking the terminal: its reply can
// arrive late, or into the game's input.
type Theme uint8

const (
	ThemeDark  Theme = iota // light colours on a dark background (the default)
	ThemeLight              // dark colours on a light background
)

// ParseTheme reads a theme name: "dark" or "light".
func ParseTheme(s string) (Theme, error) {
	switch s {
	case "dark":
		return ThemeDark, nil
	case "light":
		return ThemeLight, nil
	}
	return ThemeDark, fmt.Errorf("theme %q: want dark or light", s)
}

func (t Theme) String() string {
	if t == ThemeLight {
		return "light"
	}
	return "dark"
}

// palette is every colour of a theme. Each is given for the three colour
// profiles at once (lipgloss.CompleteColor): a 24-bit colour, an xterm
// 256-colour index and one of the 16 ANSI colours, chosen by hand so that
// a colour keeps its hue and its contrast on a 256- or 16-colour terminal
// (letting termenv round #9E2A33 to the nearest of 256 gave a near-black
// grey, and red's pieces lost their red). An empty field draws no colour
// in that profile. palette_test.go renders each colour in each profile and
// checks hue and contrast.
type palette struct {
	// background is the terminal background the theme is made for. It is
	// never drawn: it is what the tests measure contrast against.
	background lipgloss.CompleteColor

	// Text and marks on the terminal's background.
	red, blue, accent, title, faint, warn, good lipgloss.CompleteColor
	cat, blocked, border, cursor                lipgloss.CompleteColor
	grid                                        lipgloss.CompleteColor // lines only: less contrast than text

	// Cabeza pieces: a fill per side, brighter for standing blocks, with
	// their labels in onPiece.
	redLow, redTall, blueLow, blueTall, onPiece lipgloss.CompleteColor
	// The squares the last move left (behind warn), and the preview
	// ghost (previewFg on previewBg).
	lastMoveBg, previewFg, previewBg lipgloss.CompleteColor
}

// tone is a CompleteColor in the order TrueColor, ANSI256, ANSI.
func tone(trueColor, ansi256, ansi string) lipgloss.CompleteColor {
	return lipgloss.CompleteColor{TrueColor: trueColor, ANSI256: ansi256, ANSI: ansi}
}

// Pieces are filled alike in both themes: white on a saturated fill reads
// on any background.
var (
	pieceRedLow   = tone("#AF1F2A", "124", "1")
	pieceRedTall  = tone("#E0505A", "167", "9")
	pieceBlueLow  = tone("#1F4E99", "25", "4")
	pieceBlueTall = tone("#3A78DC", "33", "12")
	pieceText     = tone("#FFFFFF", "231", "15")
)

var darkPalette = palette{
	background: tone("#1C1C1C", "234", "0"),

	red:     tone("#E8505B", "203", "9"),
	blue:    tone("#4C9AFF", "75", "14"), // ANSI 12 is #0000FF in the VGA colours: too dark on black
	accent:  tone("#EE6FF8", "213", "13"),
	title:   tone("#F25D94", "204", "13"),
	faint:   tone("#808080", "244", "8"),
	warn:    tone("#FFB454", "215", "11"),
	good:    tone("#7FD88F", "114", "10"),
	cat:     tone("#FFA62B", "214", "11"),
	blocked: tone("#A8A8A8", "248", "7"),
	border:  tone("#3FB8AF", "73", "14"),
	cursor:  tone("#FFE066", "221", "11"),
	grid:    tone("#626262", "241", "8"),

	redLow: pieceRedLow, redTall: pieceRedTall,
	blueLow: pieceBlueLow, blueTall: pieceBlueTall, onPiece: pieceText,

	lastMoveBg: tone("#3A3320", "58", ""),
	previewFg:  tone("#101010", "233", "0"),
	previewBg:  tone("#FFE066", "221", "11"),
}

var lightPalette = palette{
	background: tone("#FAFAFA", "231", "15"),

	red:     tone("#C0202B", "160", "1"),
	blue:    tone("#1F5FBF", "25", "4"),
	accent:  tone("#A626A4", "127", "5"),
	title:   tone("#C2185B", "161", "5"),
	faint:   tone("#6C6C6C", "242", "8"),
	warn:    tone("#A35A00", "130", "3"),
	good:    tone("#2E7D32", "28", "2"),
	cat:     tone("#B35C00", "130", "3"),
	blocked: tone("#3A3A3A", "237", "0"),
	border:  tone("#00796B", "30", "6"),
	cursor:  tone("#8700AF", "91", "5"),
	grid:    tone("#9E9E9E", "247", "8"),

	redLow: pieceRedLow, redTall: pieceRedTall,
	blueLow: pieceBlueLow, blueTall: pieceBlueTall, onPiece: pieceText,

	lastMoveBg: tone("#F3E2B3", "223", ""),
	previewFg:  tone("#101010", "233", "0"),
	previewBg:  tone("#FFD75F", "221", "11"),
}

func (t Theme) palette() palette {
	if t == ThemeLight {
		return lightPalette
	}
	return darkPalette
}
