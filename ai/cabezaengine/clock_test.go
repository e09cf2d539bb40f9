package cabezaengine

import (
	"testing"
	"time"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// A search on a clock stops deepening once its soft limit has passed,
// or twice it while the position is sharp: the best move changed, or its
// score fell by 0.30 or more, at the depth just finished.
func TestClockWatch(t *testing.T) {
	const soft = 100 * time.Millisecond
	a, b := cabeza.Move(1), cabeza.Move(2)
	type depth struct {
		move    cabeza.Move
		score   search.Score
		elapsed time.Duration
		stop    bool
	}
	for _, c := range []struct {
		name   string
		soft   time.Duration
		depths []depth
	}{
		{"no clock: never", 0, []depth{{a, 0, time.Hour, false}}},
		{"steady: at the soft limit", soft, []depth{{a, 10, 10 * time.Millisecond, false}, {a, 12, 99 * time.Millisecond, false}, {a, 12, 100 * time.Millisecond, true}}},
		{"depth 1 is never sharp", soft, []depth{{a, 10, 150 * time.Millisecond, true}}},
		{"the move changed: up to twice", soft, []depth{{a, 10, 50 * time.Millisecond, false}, {b, 10, 150 * time.Millisecond, false}, {b, 10, 150 * time.Millisecond, true}}},
		{"the move changed, past twice", soft, []depth{{a, 10, 50 * time.Millisecond, false}, {b, 10, 200 * time.Millisecond, true}}},
		{"the score fell 0.30", soft, []depth{{a, 10, 50 * time.Millisecond, false}, {a, -20, 150 * time.Millisecond, false}}},
		{"the score fell 0.29", soft, []depth{{a, 10, 50 * time.Millisecond, false}, {a, -19, 150 * time.Millisecond, true}}},
		{"the score rose", soft, []depth{{a, 10, 50 * time.Millisecond, false}, {a, 90, 150 * time.Millisecond, true}}},
	} {
		var w clockWatch
		for i, d := range c.depths {
			if got := w.spent(i+1, d.move, d.score, c.soft, d.elapsed); got != d.stop {
				t.Errorf("%s, depth %d at %v: spent %v, want %v", c.name, i+1, d.elapsed, got, d.stop)
			}
		}
	}
}
