package serve

import (
	"strings"
	"testing"
)

// A visitor's user name is whatever their SSH client sends (OpenSSH's
// refuses control characters; others do not), and other visitors see it
// in the table list, the table's header and its events. Escape sequences
// in it reach no one's terminal: they show as text (\x1b…), and a very
// long name is cut.
func TestServeVisitorNameCannotDriveAnotherTerminal(t *testing.T) {
	ts := startServer(t, nil)
	evil := "mal\x1b]0;pwned\x07\x1b[2Jlory" + strings.Repeat("x", 200)
	mallory := visit(t, ts.addr, visitOpts{user: evil})
	code, _ := openTable(mallory, false, false, "")
	bob := visit(t, ts.addr, visitOpts{user: "bob"})
	joinTable(bob, code, "", false)
	mallory.await("bob sat down")
	// The header that names mallory is drawn with the status line that
	// joinTable waited for.
	if !strings.Contains(bob.text(), `red mal\x1b]0;pwned\x07\x1b[2Jlory`) {
		t.Errorf("bob's header does not show mallory's name as text")
	}

	info := lobbyInfo(t, ts, code)
	if name := info.Seats[0].Name; strings.ContainsRune(name, 0x1b) || len([]rune(name)) > 64 {
		t.Errorf("the table keeps the name %q", name)
	}
	if raw := bob.out.String(); strings.Contains(raw, "\x1b]0;pwned") || strings.Contains(raw, "\x07\x1b[2Jlory") {
		t.Errorf("the visitor's name reached bob's terminal as escape sequences")
	}
	if strings.Contains(bob.text(), strings.Repeat("x", 100)) {
		t.Errorf("the 200-letter name is shown whole")
	}
}
