package record

import (
	"testing"

	"cabezacat/tui/gamesetup"
)

func TestParseCabezaPlayerEngine(t *testing.T) {
	p, err := gamesetup.ParseCabezaPlayer("engine:./cabeza --fast")
	if err != nil || p != gamesetup.EngineProgram("./cabeza --fast") {
		t.Fatalf("%+v, %v", p, err)
	}
	if _, err := gamesetup.ParseCabezaPlayer("engine:'unclosed"); err == nil {
		t.Fatal("a bad command accepted")
	}
	if got := playerTag(p); got != "engine:./cabeza --fast" {
		t.Fatalf("tag %q", got)
	}
	// A record never starts a program: its engine side is a person.
	if q, _ := recordPlayer("engine:rm -rf /"); q != gamesetup.Human() {
		t.Fatalf("record player %+v", q)
	}
}
