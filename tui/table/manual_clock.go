package table

import (
	"sort"
	"sync"
	"time"
)

// ManualClock is a Clock that moves only when told (Advance): tests of
// clocks and grace periods use it so that none depends on the wall clock.
type ManualClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*manualTimer
	seq    int
}

type manualTimer struct {
	at      time.Time
	seq     int
	f       func()
	stopped bool
}

// NewManualClock returns a clock standing at start.
func NewManualClock(start time.Time) *ManualClock { return &ManualClock{now: start} }

func (c *ManualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *ManualClock) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seq++
	t := &manualTimer{at: c.now.Add(d), seq: c.seq, f: f}
	c.timers = append(c.timers, t)
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		was := !t.stopped
		t.stopped = true
		return was
	}
}

// Advance moves the clock on by d and runs, in order, the timers that are
// due (each in its own goroutine, as time.AfterFunc would).
func (c *ManualClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	var due, rest []*manualTimer
	for _, t := range c.timers {
		switch {
		case t.stopped:
		case !t.at.After(c.now):
			t.stopped = true
			due = append(due, t)
		default:
			rest = append(rest, t)
		}
	}
	c.timers = rest
	c.mu.Unlock()
	sort.Slice(due, func(i, j int) bool { return due[i].seq < due[j].seq })
	for _, t := range due {
		go t.f()
	}
}
