package menu

import (
	"testing"

	"cabezacat/tui/common"
	"cabezacat/tui/table"
)

// The setup form offers the clock only for hot-seat games and refuses a
// clock it cannot read.
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
	if f.Shown(clockRow) {
		t.Error("the clock row shows against the AI")
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
