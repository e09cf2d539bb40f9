package serve

import (
	"encoding/base64"
	"regexp"
	"testing"

	"cabezacat/cabeza"
)

// C in a visitor's game puts the position on the visitor's clipboard:
// the OSC 52 sequence goes down that visitor's session, whole, between
// the frames (under -race: the session is written from one goroutine at
// a time).
func TestServeCopyReachesTheVisitorsTerminal(t *testing.T) {
	ts := startServer(t, nil)
	v := visit(t, ts.addr, visitOpts{user: "alice"})
	hotSeatMove(v)
	v.send("C")
	v.await("position copied to the clipboard")
	m := regexp.MustCompile("\x1b\\]52;c;([A-Za-z0-9+/=]*)\x07").FindStringSubmatch(v.out.String())
	if m == nil {
		t.Fatal("no OSC 52 sequence reached the visitor's terminal")
	}
	text, err := base64.StdEncoding.DecodeString(m[1])
	if err != nil {
		t.Fatal(err)
	}
	p, err := cabeza.ParsePosition(string(text))
	if err != nil || p.String() == cabeza.Start().String() {
		t.Errorf("the visitor's clipboard got %q (%v), not the position after the move", text, err)
	}
}
