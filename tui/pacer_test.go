package tui

import "testing"

func TestPacerDropsOvertakenTimers(t *testing.T) {
	p := newPacer()
	p.wait()
	first := paceMsg{p.paceTick}
	p.wait() // an undo or a new move started a newer timer
	if p.due(first) {
		t.Fatal("an overtaken timer is still due: it could start a second search")
	}
	if !p.due(paceMsg{p.paceTick}) {
		t.Fatal("the live timer is not due")
	}
	p.togglePause()
	if p.due(paceMsg{p.paceTick}) {
		t.Fatal("a timer is due while paused")
	}
	if cmd := p.wait(); cmd != nil {
		t.Fatal("paused, yet a timer was started")
	}
}

func TestPacerPaceStaysWithinBounds(t *testing.T) {
	p := newPacer()
	for range 20 {
		p.faster()
	}
	if p.pace != fastestPace {
		t.Fatalf("fastest pace %v, want %v", p.pace, fastestPace)
	}
	for range 20 {
		p.slower()
	}
	if p.pace != slowestPace {
		t.Fatalf("slowest pace %v, want %v", p.pace, slowestPace)
	}
}
