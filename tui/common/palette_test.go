package common

import (
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// The palette is checked by rendering every style in each colour profile
// and reading the colours back from the escape codes, as a terminal would.
// A 16-colour code stands for termenv's RGB of it (the VGA colours); a
// real terminal's scheme differs, but not in hue.

var colourProfiles = []termenv.Profile{termenv.TrueColor, termenv.ANSI256, termenv.ANSI}

func profileName(p termenv.Profile) string {
	return map[termenv.Profile]string{termenv.TrueColor: "TrueColor", termenv.ANSI256: "ANSI256", termenv.ANSI: "ANSI"}[p]
}

// rgb is a colour read back from an escape code, channels in 0..1.
type rgb struct{ r, g, b float64 }

func (c rgb) String() string {
	return fmt.Sprintf("#%02X%02X%02X", int(c.r*255+0.5), int(c.g*255+0.5), int(c.b*255+0.5))
}

// luminance is WCAG's relative luminance.
func (c rgb) luminance() float64 {
	lin := func(v float64) float64 {
		if v <= 0.03928 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.r) + 0.7152*lin(c.g) + 0.0722*lin(c.b)
}

// contrast is WCAG's contrast ratio, 1 to 21.
func contrast(a, b rgb) float64 {
	la, lb := a.luminance(), b.luminance()
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

func (c rgb) hsl() (h, s, l float64) {
	return termenv.ConvertToRGB(termenv.RGBColor(c.String())).Hsl()
}

// hueDistance is the angle between two hues, 0 to 180 degrees.
func hueDistance(a, b float64) float64 {
	d := math.Abs(a - b)
	return math.Min(d, 360-d)
}

var sgrRE = regexp.MustCompile(`\x1b\[([0-9;]*)m`)

// sgrColours reads the foreground and background an escape code sets.
func sgrColours(t *testing.T, s string) (fg, bg *rgb) {
	t.Helper()
	for _, m := range sgrRE.FindAllStringSubmatch(s, -1) {
		params := strings.Split(m[1], ";")
		for i := 0; i < len(params); i++ {
			n, _ := strconv.Atoi(params[i])
			var c termenv.Color
			isBg := false
			switch {
			case n == 38 || n == 48:
				isBg = n == 48
				if i+1 < len(params) && params[i+1] == "5" && i+2 < len(params) {
					v, _ := strconv.Atoi(params[i+2])
					c, i = termenv.ANSI256Color(v), i+2
				} else if i+4 < len(params) && params[i+1] == "2" {
					var ch [3]int
					for k := range ch {
						ch[k], _ = strconv.Atoi(params[i+2+k])
					}
					c, i = termenv.RGBColor(fmt.Sprintf("#%02x%02x%02x", ch[0], ch[1], ch[2])), i+4
				}
			case n >= 30 && n <= 37:
				c = termenv.ANSIColor(n - 30)
			case n >= 90 && n <= 97:
				c = termenv.ANSIColor(n - 90 + 8)
			case n >= 40 && n <= 47:
				c, isBg = termenv.ANSIColor(n-40), true
			case n >= 100 && n <= 107:
				c, isBg = termenv.ANSIColor(n-100+8), true
			}
			if c == nil {
				continue
			}
			cf := termenv.ConvertToRGB(c)
			v := &rgb{cf.R, cf.G, cf.B}
			if isBg {
				bg = v
			} else {
				fg = v
			}
		}
	}
	return fg, bg
}

// styleRole says what a style's colours must do.
type styleRole int

const (
	roleText  styleRole = iota // text on the terminal's background
	roleLine                   // grid lines and separators: visible, less than text
	roleOnOwn                  // text on its own fill (pieces, the preview, the last move)
)

type namedStyle struct {
	name  string
	style lipgloss.Style
	role  styleRole
}

func paletteStyles(st Styles) []namedStyle {
	return []namedStyle{
		{"title", st.Title, roleText}, {"crumb", st.Crumb, roleText},
		{"selected", st.Selected, roleText}, {"faint", st.Faint, roleText},
		{"status", st.Status, roleText}, {"problem", st.Problem, roleText},
		{"good", st.Good, roleText}, {"heading", st.Heading, roleText},
		{"keyName", st.KeyName, roleText}, {"red", st.Red, roleText},
		{"blue", st.Blue, roleText}, {"cat", st.Cat, roleText},
		{"catcher", st.Catcher, roleText}, {"hexCat", st.HexCat, roleText},
		{"hexBlocked", st.HexBlocked, roleText}, {"hexFree", st.HexFree, roleText},
		{"hexBorder", st.HexBorder, roleText}, {"hexCursor", st.HexCursor, roleText},
		{"hexReach", st.HexReach, roleText}, {"target", st.Target, roleText},
		{"helpKey", st.HelpKey, roleText}, {"helpDesc", st.HelpDesc, roleText},
		{"grid", st.Grid, roleLine}, {"helpSep", st.HelpSep, roleLine},
		{"redPiece", st.RedPiece, roleOnOwn}, {"redTall", st.RedTall, roleOnOwn},
		{"bluePiece", st.BluePiece, roleOnOwn}, {"blueTall", st.BlueTall, roleOnOwn},
		{"preview", st.Preview, roleOnOwn}, {"lastMove", st.LastMove, roleOnOwn},
	}
}

// drawn is one style's colours in one profile.
type drawn struct{ fg, bg *rgb }

func drawPalette(t *testing.T, theme Theme, p termenv.Profile) (map[string]drawn, rgb) {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(p)
	st := NewStyles(Options{Theme: theme}.WithRenderer(r))
	out := map[string]drawn{}
	for _, ns := range paletteStyles(st) {
		fg, bg := sgrColours(t, ns.style.Render("x"))
		out[ns.name] = drawn{fg, bg}
	}
	_, bg := sgrColours(t, r.NewStyle().Background(theme.palette().background).Render("x"))
	if bg == nil {
		t.Fatalf("%v theme: no background colour in %s", theme, profileName(p))
	}
	return out, *bg
}

// keepsHue checks that a colour drawn in a smaller profile is still the
// colour the theme chose: the same hue and a saturated one for a colour,
// a grey of about the same lightness for a grey.
func keepsHue(want, got rgb) error {
	wh, ws, wl := want.hsl()
	gh, gs, gl := got.hsl()
	if ws >= 0.25 && wl > 0.1 && wl < 0.9 {
		if gs < 0.25 || hueDistance(wh, gh) > 40 {
			return fmt.Errorf("%v (hue %.0f°, saturation %.2f) became %v (hue %.0f°, saturation %.2f)", want, wh, ws, got, gh, gs)
		}
		return nil
	}
	if gs > 0.2 || math.Abs(wl-gl) > 0.25 {
		return fmt.Errorf("grey %v (lightness %.2f) became %v (saturation %.2f, lightness %.2f)", want, wl, got, gs, gl)
	}
	return nil
}

// Issue 14, item 2: on 256 and 16 colours, red's low pieces turned
// near-black. Every colour must stay itself in every profile.
func TestPaletteKeepsItsHuesInEveryProfile(t *testing.T) {
	for _, theme := range []Theme{ThemeDark, ThemeLight} {
		ref, _ := drawPalette(t, theme, termenv.TrueColor)
		for _, p := range colourProfiles[1:] {
			got, _ := drawPalette(t, theme, p)
			for name, want := range ref {
				g := got[name]
				if (want.fg == nil) != (g.fg == nil) {
					t.Errorf("%v theme, %s: %s has a foreground in one profile only", theme, profileName(p), name)
				} else if want.fg != nil {
					if err := keepsHue(*want.fg, *g.fg); err != nil {
						t.Errorf("%v theme, %s: %s text: %v", theme, profileName(p), name, err)
					}
				}
				if want.bg != nil && g.bg != nil {
					if err := keepsHue(*want.bg, *g.bg); err != nil {
						t.Errorf("%v theme, %s: %s fill: %v", theme, profileName(p), name, err)
					}
				}
			}
		}
	}
}

// Text must read on the theme's background, and a piece's label on its
// fill, in every profile.
func TestPaletteContrastInEveryProfile(t *testing.T) {
	for _, theme := range []Theme{ThemeDark, ThemeLight} {
		for _, p := range colourProfiles {
			got, background := drawPalette(t, theme, p)
			r := lipgloss.NewRenderer(io.Discard)
			st := NewStyles(Options{Theme: theme}.WithRenderer(r))
			for _, ns := range paletteStyles(st) {
				d := got[ns.name]
				if d.fg == nil {
					continue // no colour of its own: the terminal's text colour
				}
				under, least := background, 3.0
				switch {
				case ns.role == roleLine:
					least = 2.0
				case ns.role == roleOnOwn && d.bg != nil:
					under = *d.bg
				}
				if c := contrast(*d.fg, under); c < least {
					t.Errorf("%v theme, %s: %s: %v on %v has contrast %.2f, want at least %.1f", theme, profileName(p), ns.name, *d.fg, under, c, least)
				}
			}
		}
	}
}

// The two heights of a side's pieces, the two sides, and the cells of
// Catch the Cat must stay apart in every profile.
func TestPaletteKeepsDistinctionsInEveryProfile(t *testing.T) {
	pairs := []struct {
		a, b string
		fill bool
	}{
		{"redPiece", "redTall", true}, {"bluePiece", "blueTall", true},
		{"redPiece", "bluePiece", true}, {"redTall", "blueTall", true},
		{"red", "blue", false}, {"hexBlocked", "hexFree", false},
		{"hexCat", "hexBorder", false}, {"hexCursor", "hexFree", false},
		{"cat", "catcher", false},
	}
	for _, theme := range []Theme{ThemeDark, ThemeLight} {
		for _, p := range colourProfiles {
			got, _ := drawPalette(t, theme, p)
			for _, pr := range pairs {
				a, b := got[pr.a].fg, got[pr.b].fg
				if pr.fill {
					a, b = got[pr.a].bg, got[pr.b].bg
				}
				if a == nil || b == nil || *a == *b {
					t.Errorf("%v theme, %s: %s and %s are drawn alike (%v, %v)", theme, profileName(p), pr.a, pr.b, a, b)
				}
			}
		}
	}
}
