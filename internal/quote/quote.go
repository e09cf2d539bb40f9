package quote

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text makes a program's text safe to show in a terminal or write to a
// CSV cell: every control character (escape sequences, carriage
// returns, line breaks, bidirectional overrides) and every invalid byte
// becomes a visible escape such as \x1b or \u202e, and text past max
// runes is cut with "...". A forged leaderboard line or a cleared screen
// stays text. Backslashes are kept as they are, so quoting quoted text
// changes nothing.
func Text(s string, max int) string {
	var b strings.Builder
	n := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if max > 0 && n == max {
			b.WriteString("...")
			break
		}
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r < 0x80 && (r < 0x20 || r == 0x7f):
			fmt.Fprintf(&b, `\x%02x`, r)
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == 0x2028 || r == 0x2029:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
		n++
		i += size
	}
	return b.String()
}
