package cabezamatch

import (
	"testing"
	"time"
)

func TestParseCabezaPlayerEngine(t *testing.T) {
	p, err := ParsePlayer("engine:cabezacat cabeza engine --dialect original")
	if err != nil || p.Engine != "cabezacat cabeza engine --dialect original" || p.Limits.Time != ProgramMoveTime {
		t.Fatalf("%+v, %v", p, err)
	}
	p, err = ParsePlayer("time=250ms,depth=12,engine:./my,engine 'a b'")
	if err != nil || p.Engine != "./my,engine 'a b'" || p.Limits.Time != 250*time.Millisecond || p.Limits.Depth != 12 {
		t.Fatalf("%+v, %v", p, err)
	}
	for _, bad := range []string{"engine:", "engine:'open", "depth=13,engine:x", "level=3,engine:x", "no-race,engine:x", "nodes=5,engine:x"} {
		if _, err := ParsePlayer(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
