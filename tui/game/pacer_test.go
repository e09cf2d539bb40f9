package game

import "testing"

func TestPacerDropsOvertakenTimers(t *testing.T) {
	p := newPacer()
	p.Wait()
	first := PaceMsg{p.paceTick}
	p.Wait() // an undo or a new move started a newer timer
	if p.Due(first) {
		t.Fatal("an overtaken timer is still due: it could start a second search")
	}
	if !p.Due(PaceMsg{p.paceTick}) {
		t.Fatal("the live timer is not due")
	}
	p.TogglePause()
	if p.Due(PaceMsg{p.paceTick}) {
		t.Fatal("a timer is due while paused")
	}
	if cmd := p.Wait(); cmd != nil {
		t.Fatal("paused, yet a timer was started")
	}
}

func TestPacerPaceStaysWithinBounds(t *testing.T) {
	p := newPacer()
	for range 20 {
		p.Faster()
	}
	if p.Pace != fastestPace {
		t.Fatalf("fastest pace %v, want %v", p.Pace, fastestPace)
	}
	for range 20 {
		p.Slower()
	}
	if p.Pace != slowestPace {
		t.Fatalf("slowest pace %v, want %v", p.Pace, slowestPace)
	}
}
