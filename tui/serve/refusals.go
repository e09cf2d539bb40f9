package serve

import (
	"log"
	"sync"
	"time"

	"cabezacat/internal/panics"
	"cabezacat/internal/plural"
	"cabezacat/tui/table"
)

// Refusals (connections refused or closed before a session, sessions
// refused at the door) are logged at most refusalBurst a window; the rest
// are counted, and one line at the window's end says how many went
// unlogged. A flood of connections cannot flood the log.
const (
	refusalBurst  = 20
	refusalWindow = time.Minute
)

// refusalLog is the log of refusals, rate-limited on the server's clock.
type refusalLog struct {
	log   *log.Logger
	clock table.Clock

	mu      sync.Mutex
	open    bool // a window is running
	printed int  // lines logged in the window
	dropped int  // lines not logged in the window
}

// Printf logs one refusal, unless the window has had its share.
func (r *refusalLog) Printf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.open {
		r.open, r.printed, r.dropped = true, 0, 0
		r.clock.AfterFunc(refusalWindow, panics.Func(r.endWindow, reportTo(r.log, "the refusals' log")))
	}
	if r.printed < refusalBurst {
		r.printed++
		r.log.Printf(format, args...)
		return
	}
	r.dropped++
}

func (r *refusalLog) endWindow() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.dropped > 0 {
		r.log.Printf("%s not logged (at most %d a minute)", plural.Count(r.dropped, "more refusal"), refusalBurst)
	}
	r.open = false
}
