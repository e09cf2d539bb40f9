package record

import (
	"strings"
	"testing"
	"time"

	"cabezacat/tui/gamesetup"
)

// The command line gives an engine program its time per move as a
// match's setting does: time=DUR before engine:.
func TestParseCabezaPlayerEngineTime(t *testing.T) {
	p, err := gamesetup.ParseCabezaPlayer("time=5s,engine:./cabeza --fast")
	if err != nil || p.Engine != "./cabeza --fast" || p.EngineTime != 5*time.Second {
		t.Fatalf("%+v, %v", p, err)
	}
	if got := playerTag(p); got != "time=5s,engine:./cabeza --fast" {
		t.Fatalf("tag %q", got)
	}
	if _, err := gamesetup.ParseCabezaPlayer("time=5x,engine:./cabeza"); err == nil || !strings.Contains(err.Error(), `time per move "5x": want a time such as 2s`) {
		t.Fatalf("bad time: %v", err)
	}
	if p, err := gamesetup.ParseCabezaPlayer("engine:./cabeza"); err != nil || p.EngineTime != 0 {
		t.Fatalf("no time= given: %+v, %v", p, err)
	}
	// A record names the time too, and still never starts the program.
	if q, err := recordPlayer("time=5s,engine:rm -rf /"); err != nil || q != gamesetup.Human() {
		t.Fatalf("record player %+v, %v", q, err)
	}
}
