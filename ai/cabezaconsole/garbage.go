package cabezaconsole

import (
	"fmt"
	"unicode/utf8"
)

// What an engine program may print, byte by byte, so that one that
// prints binary loses at once rather than at the end of its time.
//
// Every line of both dialects is text:
//
//   - this project's console prints printable ASCII and spaces only:
//     position strings, "info … pv …", "bestmove X", "error: …" (which
//     may quote the command it was sent: ours are ASCII), "red to move",
//     "game over: …", its help;
//   - the original (brunogle/cabeza-engine, and NewOriginal on a
//     terminal) adds the escape character of its ANSI colours ("\x1b[31m",
//     also inside moves), the backspaces with which it erases a trailing
//     ", " ("(12 nodes, \b\b) "), its "> " prompt and the echo of the
//     command by readline, which may also write escape sequences of its
//     own ("\x1b[?1034h", "\x1b[?2004h") and carriage returns;
//   - before its first answer any program may print a banner of its own,
//     which the client skips (up to programMaxBanner lines): text in any
//     language, so any UTF-8.
//
// Which lines the client skips depends on where it is in the dialogue
// (Program.start skips a banner, Program.search what is neither a depth,
// a move nor an error, await what is not the answer it waits for), and
// those rules are kept as they are: a complete line of text is never
// garbage for what it says, only for its bytes. A line is garbage when
// it holds
//
//   - a byte that is not UTF-8 (an invalid or overlong sequence, a
//     surrogate, a byte that cannot begin or continue a character, a
//     sequence the end of the line cuts short), or
//   - a control character no console prints: NUL, 0x01–0x06, 0x10–0x1a,
//     0x1c–0x1f or DEL (0x7f).
//
// Tolerated, as before: tab, newline (it ends a line: a line holds none),
// carriage return (a Windows line end,
// progress redrawn on one line), backspace and escape (the original's),
// and bell, vertical tab, form feed, shift out and shift in (what a
// terminal library may write). The start of a line (one cut at
// sandbox.MaxLine, or not yet ended) may also end inside a character.
// Binary output (a wrong executable, a core, random bytes) holds a NUL
// or a byte that is not UTF-8 within its first few bytes.

// consoleControl says whether c, a control character, is one an honest
// console may print.
func consoleControl(c byte) bool {
	switch c {
	case '\a', '\b', '\t', '\n', '\v', '\f', '\r', 0x0e, 0x0f, 0x1b:
		return true
	}
	return false
}

// garbageAt is where text, one line an engine program printed without
// its newline (whole), or only the start of one (!whole: the line was cut
// or has not ended yet), stops being the start of anything an engine
// console prints, with the reason; -1 when it can still be an answer or
// a line the client skips.
func garbageAt(text string, whole bool) (at int, why string) {
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			if (c < ' ' || c == 0x7f) && !consoleControl(c) {
				if c == 0 {
					return i, "NUL"
				}
				return i, fmt.Sprintf("control character 0x%02x", c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size == 1 {
			if !whole && !utf8.FullRuneInString(text[i:]) {
				return -1, "" // a character the line's end cut short
			}
			return i, fmt.Sprintf("0x%02x, not UTF-8", c)
		}
		i += size
	}
	return -1, ""
}

// quoteGarbage quotes a line around its garbage at byte at: from a little
// before it, so that a long line still shows what was wrong.
func quoteGarbage(text string, at int) string {
	from := max(at-20, 0)
	for from > 0 && !utf8.RuneStart(text[from]) {
		from--
	}
	if from == 0 {
		return quoteOutput(text)
	}
	return "…" + quoteOutput(text[from:])
}
