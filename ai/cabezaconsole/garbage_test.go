package cabezaconsole

import (
	"bufio"
	"context"
	"io"
	"maps"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// honestSession is a dialogue that makes a console print most of what
// it can: answers, errors, help, the board, a search, a win.
const honestSession = "fen\nhelp\nd\nmoves\nxyz\nfen nonsense\nmove Zz\ntimeout 200\ndepth 2\nsearch\nplay\n" +
	"turn\nturn red\nundo\nreset\nperft 1\ndivide 1\ntimeout\ndepth\nfen FFFHHHHFF/w\n" +
	"fen ffhhhhffff/10/10/10/10/10/10/10/10/FFHHHHFFFF,r\nmove Fs\nsearch\nquit\n"

// honestOutputs is what this project's console prints in both dialects
// (and on a terminal), and what the fake original prints, for
// honestSession; with lines an honest program may print of its own.
func honestOutputs(t testing.TB) map[string]string {
	t.Helper()
	outs := map[string]string{}
	for name, c := range map[string]func(io.Writer) *Console{
		"ours":              New,
		"ours-original":     func(w io.Writer) *Console { return NewOriginal(w, false) },
		"ours-original-tty": func(w io.Writer) *Console { return NewOriginal(w, true) },
	} {
		var b strings.Builder
		if err := c(&b).Run(context.Background(), strings.NewReader(honestSession)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		outs[name] = b.String()
	}
	for _, rebuilt := range []bool{false, true} {
		var b strings.Builder
		kind := map[bool]string{false: "original", true: "original-2023"}[rebuilt]
		fakeOriginal(bufio.NewReader(strings.NewReader(honestSession)), &b, kind)
		outs[kind] = b.String()
	}
	outs["banners"] = strings.Join(trickleBanner, "") + "Motor de Cabeza — versión 1.0 ♞ (c) 2024\r\n" +
		"\tby someone\r\n" +
		"\x1b[?1034h\x1b[?2004h> fen\r\x1b[?2004l\r\n" + // readline on a terminal
		"\x1b(B\x1b[m\x0f plain again\n" + // tput sgr0 of some terminals
		"\aerror: unknown command\n" +
		"progress 10%\rprogress 20%\rdone\n" +
		"page\fbreak\vhere\n" +
		"日本語のバナー 🐱\n" +
		"\n\n   \n"
	return outs
}

// splitLines splits output as the program's pipe is read: at each
// newline, without a carriage return before it.
func splitLines(out string) []string {
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// Nothing an honest console prints is garbage: no line, and no start of
// one (cut anywhere, inside a character too).
func TestHonestOutputIsNotGarbage(t *testing.T) {
	for name, out := range honestOutputs(t) {
		if !strings.Contains(out, "\n") {
			t.Fatalf("%s printed no line: %q", name, out)
		}
		for _, line := range splitLines(out) {
			if at, why := garbageAt(line, true); at >= 0 {
				t.Errorf("%s: line %q is garbage (%s at %d)", name, line, why, at)
			}
			for n := range len(line) {
				if at, why := garbageAt(line[:n], false); at >= 0 {
					t.Errorf("%s: the start %q of %q is garbage (%s at %d)", name, line[:n], line, why, at)
				}
			}
		}
	}
}

func TestGarbageAt(t *testing.T) {
	for _, c := range []struct {
		text  string
		whole bool
		at    int
		why   string
	}{
		{"bestmove Fs", true, -1, ""},
		{"depth 2 pv: \x1b[31mGn \x1b[0m(12 nodes, \b\b) ", true, -1, ""},
		{"versión ☃", true, -1, ""},
		{"versi\xc3", false, -1, ""},        // cut inside ó
		{"snow \xe2\x98", false, -1, ""},    // cut inside ☃
		{"cat \xf0\x9f\x90", false, -1, ""}, // cut inside 🐱
		{"versi\xc3", true, 5, "0xc3, not UTF-8"},
		{"\x00\x01\xff", true, 0, "NUL"},
		{"\x00", false, 0, "NUL"},
		{"ok\x01", true, 2, "control character 0x01"},
		{"ok\x10", false, 2, "control character 0x10"},
		{"ok\x1a", false, 2, "control character 0x1a"},
		{"ok\x1c", false, 2, "control character 0x1c"},
		{"ok\x7f", false, 2, "control character 0x7f"},
		{"ELF\xff", false, 3, "0xff, not UTF-8"},
		{"\xfe", false, 0, "0xfe, not UTF-8"},
		{"\x80", false, 0, "0x80, not UTF-8"},                 // a continuation first
		{"\xc0\xaf", false, 0, "0xc0, not UTF-8"},             // overlong
		{"\xe0\x80", false, 0, "0xe0, not UTF-8"},             // overlong, already
		{"\xed\xa0\x80", false, 0, "0xed, not UTF-8"},         // a surrogate
		{"\xf4\x90\x80\x80", false, 0, "0xf4, not UTF-8"},     // past U+10FFFF
		{"\xe2\x98x", false, 0, "0xe2, not UTF-8"},            // cut short inside a line
		{"fine, then \xc3\x28", false, 11, "0xc3, not UTF-8"}, // a broken 2-byte sequence
	} {
		at, why := garbageAt(c.text, c.whole)
		if at != c.at || why != c.why {
			t.Errorf("garbageAt(%q, %v) = %d %q, want %d %q", c.text, c.whole, at, why, c.at, c.why)
		}
	}
}

// The garbage is quoted from a little before it, bounded, and made safe
// for a terminal.
func TestQuoteGarbage(t *testing.T) {
	long := strings.Repeat("é", 100) + "\x00 and then"
	at, _ := garbageAt(long, true)
	q := quoteGarbage(long, at)
	if !strings.HasPrefix(q, "…\"") || !strings.Contains(q, `\x00 and then`) || !utf8.ValidString(q) || strings.ContainsAny(q, "\x00\x1b") {
		t.Errorf("quoteGarbage = %q", q)
	}
	if q := quoteGarbage("\x00\x01\xff ELF", 0); q != `"\x00\x01\xff ELF"` {
		t.Errorf("quoteGarbage = %q", q)
	}
	if q := quoteGarbage(strings.Repeat("\x00", 1000), 0); len(q) > 300 {
		t.Errorf("quoteGarbage of 1000 NULs is %d bytes", len(q))
	}
}

// garbageRef is what garbageAt(s, true) must say, written another way.
func garbageRef(s string) bool {
	if !utf8.ValidString(s) {
		return true
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c <= 0x06, c >= 0x10 && c <= 0x1a, c >= 0x1c && c <= 0x1f, c == 0x7f:
			return true
		}
	}
	return false
}

// For any output: garbageAt never panics and names a byte of it; a whole
// line is garbage exactly when it is not UTF-8 or holds a control
// character no console prints; what can still become a line is a start
// of one that is not garbage (a few more bytes complete it), and so is
// every start of it; and where there is garbage, every longer start
// shows it at the same byte. Every line the consoles print, and each of
// its starts, is seeded (and TestHonestOutputIsNotGarbage passes them).
func FuzzGarbageAt(f *testing.F) {
	outs := honestOutputs(f)
	for _, name := range slices.Sorted(maps.Keys(outs)) {
		for _, line := range splitLines(outs[name]) {
			f.Add(line)
		}
	}
	for _, s := range []string{"\x00\x01\x02\xff\xfeELF", "versi\xc3", "\xe2\x98", "\xed\xa0\x80", "\xf4\x8f\xbf", "ok\x7f", "\n", strings.Repeat("\x1b[", 50)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		whole, _ := garbageAt(s, true)
		if (whole >= 0) != garbageRef(s) {
			t.Fatalf("%q: garbageAt(whole) = %d, the reference says garbage %v", s, whole, garbageRef(s))
		}
		start, why := garbageAt(s, false)
		if start < -1 || start >= len(s) || whole < -1 || whole >= len(s) || (start >= 0) != (why != "") {
			t.Fatalf("%q: garbageAt = %d %q, whole %d", s, start, why, whole)
		}
		if whole < 0 && start >= 0 {
			t.Fatalf("%q: a whole line, but garbage as a start (%d)", s, start)
		}
		if start >= 0 && whole != start {
			t.Fatalf("%q: garbage at %d as a start, at %d whole", s, start, whole)
		}
		// Its starts: not garbage up to some length, then garbage at the
		// same byte for every longer one.
		seen := false
		for n := max(0, len(s)-64); n < len(s); n++ {
			at, _ := garbageAt(s[:n], false)
			switch {
			case at >= 0 && at != start:
				t.Fatalf("%q: garbage at %d, but its start %q at %d", s, start, s[:n], at)
			case at < 0 && seen:
				t.Fatalf("%q: its start %q is not garbage, a shorter one is", s, s[:n])
			}
			seen = at >= 0
		}
		if start >= 0 {
			return
		}
		// Not garbage yet: a character's remaining bytes (at most
		// three) make it a line.
		line := s
		for more := 0; ; more++ {
			if at, _ := garbageAt(line, true); at < 0 {
				break
			}
			if more == 3 {
				t.Fatalf("%q: no three bytes make it a line (tried %q)", s, line)
			}
			for b := byte(0x80); ; b++ {
				if at, _ := garbageAt(line+string([]byte{b}), false); at < 0 {
					line += string([]byte{b})
					break
				}
				if b == 0xbf {
					t.Fatalf("%q: no continuation byte keeps %q a start", s, line)
				}
			}
		}
	})
}
