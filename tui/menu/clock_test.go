package menu

import (
	"testing"
	"time"

	"cabezacat/tui/common"
	"cabezacat/tui/table"
)

// The setup form offers the clock for hot-seat games (and Cabeza against
// the AI, below) and refuses a clock it cannot read.
func TestHotSeatClockRowOnTheForm(t *testing.T) {
	f := clocked(newCabezaForm, table.Cabeza)(common.Options{})
	clockRow := -1
	for i, r := range f.rows {
		if r.id == "clock" {
			clockRow = i
		}
	}
	if clockRow < 0 {
		t.Fatal("no clock row")
	}
	f.row("mode").choice = 2 // AI against AI
	if f.Shown(clockRow) {
		t.Error("the clock row shows for AI against AI")
	}
	f.row("mode").choice = 1 // hot-seat
	if f.value("mode") != modeHotSeat || !f.Shown(clockRow) {
		t.Fatalf("mode %q: the clock row is hidden", f.value("mode"))
	}
	f.row("clock").text.SetValue("5+x")
	if _, err := f.start(&f); err == nil {
		t.Error("a clock of 5+x started a game")
	}
	f.row("clock").text.SetValue("")
	s, err := f.start(&f)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(common.StartCabezaMsg); !ok {
		t.Errorf("without a clock: %T, want the plain game", s)
	}
	f.row("clock").text.SetValue("3+2")
	if got := f.describe(&f); got != "two players at one keyboard, clock 3+2" {
		t.Errorf("describe: %q", got)
	}
	s, err = f.start(&f)
	if err != nil {
		t.Fatal(err)
	}
	ts, ok := s.(common.OpenLocalTableMsg)
	if !ok || ts.Setup.Kind != table.Cabeza || ts.Setup.Clock.String() != "3+2" {
		t.Fatalf("with a clock: %T %+v", s, ts.Setup)
	}
}

// Cabeza against the AI may have a clock: the game screen runs it, so the
// form starts the plain game with the clock in its setup. Catch the Cat
// against the AI has none.
func TestCabezaClockAgainstTheAIOnTheForm(t *testing.T) {
	f := clocked(newCabezaForm, table.Cabeza)(common.Options{})
	if f.value("mode") != modeVsAI || !f.Shown(f.rowIndex("clock")) {
		t.Fatalf("mode %q: no clock row", f.value("mode"))
	}
	f.row("clock").text.SetValue("3+2")
	if got := f.describe(&f); got != "you play red against the AI at level 3, clock 3+2" {
		t.Errorf("describe: %q", got)
	}
	s, err := f.start(&f)
	if err != nil {
		t.Fatal(err)
	}
	cs, ok := s.(common.StartCabezaMsg)
	if !ok || cs.Setup.Clock != (table.TimeControl{Base: 3 * time.Minute, Inc: 2 * time.Second}) || !cs.Setup.Blue.AI {
		t.Fatalf("with a clock against the AI: %T %+v", s, cs.Setup)
	}
	f.row("clock").text.SetValue("x")
	if _, err := f.start(&f); err == nil {
		t.Error("a clock of x started a game")
	}
	c := clocked(newCatcatForm, table.Catcat)(common.Options{})
	if c.value("mode") != modeVsAI || c.Shown(c.rowIndex("clock")) {
		t.Error("Catch the Cat against the AI offers a clock")
	}
}
