package uids

import (
	"errors"
	"fmt"
	"os"
	"sync"
)

// Pool hands out the uids of one range (the agents', the engine
// programs', the compiler's), one per program or jail using it at once
// on the whole machine: each uid taken is leased machine-wide (leaseUID)
// until released, so another cabezacat process, or another pool, never
// uses it meanwhile, and a uid under which a program still runs is not
// taken. It hands them out in turn from a place that depends on our pid,
// so that a uid just freed is not at once given again.
type Pool struct {
	mu          sync.Mutex
	base, count int
	what        string // whose uids, for the error when all are taken
	lease       string // the prefix of the leases' names (uidLeasePrefix but in tests)
	held        map[int]func()
	next        int
}

// The pools of the three ranges, one each per process (their leases are
// the machine's): Agents for the agents' jails (a Workspace's), Engines
// for the engine programs (StartEngine), Compilers for the compiles
// (cabezacat/ai/sandbox/coursebuild).
var (
	Agents    = newPool(AgentBase, AgentCount, "agents")
	Engines   = newPool(EngineBase, EngineCount, "engine programs")
	Compilers = newPool(CompilerBase, CompilerCount, "compiles")
)

func newPool(base, count int, what string) *Pool {
	return &Pool{base: base, count: count, what: what, lease: uidLeasePrefix,
		held: map[int]func(){}, next: os.Getpid() % count}
}

// Take leases the next free uid of the range, until Release.
func (p *Pool) Take() (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	var elsewhere, running int
	for range p.count {
		uid := p.base + p.next
		p.next = (p.next + 1) % p.count
		if p.held[uid] != nil {
			continue
		}
		release, err := leaseUID(p.lease, uid)
		switch {
		case errors.Is(err, errUIDLeased):
			elsewhere++
			continue
		case errors.Is(err, errUIDRunning):
			running++
			continue
		case err != nil:
			return 0, err
		}
		p.held[uid] = release
		return uid, nil
	}
	return 0, fmt.Errorf("no uid left for %s: all %d of %d–%d are in use: %d by this process, "+
		"%d leased by other cabezacat processes on this machine, %d by programs still running "+
		"that no cabezacat process holds (left by one that was killed); wait for those to end, or run fewer at once",
		p.what, p.count, p.base, p.base+p.count-1, len(p.held), elsewhere, running)
}

// Release gives uid back to the machine; a uid not held is left alone.
func (p *Pool) Release(uid int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if free := p.held[uid]; free != nil {
		free()
		delete(p.held, uid)
	}
}

// errUIDLeased: another cabezacat process (or pool) holds the uid.
// errUIDRunning: a process runs under the uid though no one holds it
// (a program of a cabezacat process that was killed).
var (
	errUIDLeased  = errors.New("leased elsewhere")
	errUIDRunning = errors.New("a program runs under it")
)
