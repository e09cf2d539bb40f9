package serve

import (
	"sync"
	"time"
)

// rateLimit allows each address at most n new sessions in any minute, so
// that one address cannot fill the server by reconnecting.
type rateLimit struct {
	mu   sync.Mutex
	n    int
	seen map[string][]time.Time // the recent session starts, oldest first
}

func newRateLimit(n int) *rateLimit { return &rateLimit{n: n, seen: map[string][]time.Time{}} }

// allow records a session start from addr at now, unless addr has had n
// in the minute before.
func (r *rateLimit) allow(addr string, now time.Time) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	recent := r.seen[addr]
	i := 0
	for i < len(recent) && now.Sub(recent[i]) >= time.Minute {
		i++
	}
	recent = recent[i:]
	if len(recent) >= r.n {
		r.seen[addr] = recent
		return false
	}
	r.seen[addr] = append(recent, now)
	// Forget addresses that went quiet, so the map stays small.
	if len(r.seen) > 4096 {
		for a, ts := range r.seen {
			if len(ts) == 0 || now.Sub(ts[len(ts)-1]) >= time.Minute {
				delete(r.seen, a)
			}
		}
	}
	return true
}
