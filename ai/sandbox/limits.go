package sandbox

import (
	"sync/atomic"
	"time"
)

// Limits bound one run of a program. Zero means "no limit" for that
// field; DefaultLimits are what the arena uses unless told otherwise.
type Limits struct {
	CPU       time.Duration // CPU time of the whole process tree
	Wall      time.Duration // wall-clock backstop; with a CPU limit, the time spent waiting for a CPU is not counted (MaxWaitCredit)
	Processes int           // processes of the agent's uid at once (RLIMIT_NPROC; only under an agent uid)
	Memory    int64         // bytes of memory of the whole tree (cgroup memory.max) with Containment.MemoryCgroup, else of address space per process (RLIMIT_AS)
	FileSize  int64         // bytes of the largest file it may write (RLIMIT_FSIZE)
	OpenFiles int           // open files per process (RLIMIT_NOFILE)
	Output    int           // bytes of stdout kept; more is a flood (Run only)
}

// The defaults: generous for any honest agent, small for a fork bomb or
// a memory or disk flood.
const (
	DefaultCPU       = 2 * time.Second
	DefaultProcesses = 64
	DefaultMemory    = 2 << 30
	DefaultFileSize  = 16 << 20
	DefaultOpenFiles = 64
	DefaultOutput    = 64 << 10
)

// MaxWaitCredit bounds how much the wall-clock backstop of a run with a
// CPU limit is extended by the time the program's tree spent runnable
// but waiting for a CPU (its run-queue wait, Usage.Waited): at most
// MaxWaitCredit times the backstop itself. (Without a CPU limit, as for
// a compile, the wall clock is the only limit and all of it counts.) The backstop is there for a program that sleeps or
// hangs; one slowed by other work on a busy machine is stopped by its
// CPU limit alone, as long as it gets about a tenth of a core or more
// (with the defaults: its 2 s of CPU while it waits at most 4×5 s). And
// no program, however it makes itself wait, holds a run longer than
// (1+MaxWaitCredit)×Wall.
const MaxWaitCredit = 4

// waitCredit is MaxWaitCredit, but for the busy-machine test: that one
// asserts that waiting does not count at all, which no finite bound can
// promise on a machine as loaded as CI's may be.
var waitCredit atomic.Int64

func init() { waitCredit.Store(MaxWaitCredit) }

// DefaultWall is the wall-clock backstop for a CPU limit: the CPU limit,
// doubled, plus a second for starting and waiting.
func DefaultWall(cpu time.Duration) time.Duration { return 2*cpu + time.Second }

// DefaultLimits are the arena's limits per move.
func DefaultLimits() Limits {
	return Limits{
		CPU:       DefaultCPU,
		Wall:      DefaultWall(DefaultCPU),
		Processes: DefaultProcesses,
		Memory:    DefaultMemory,
		FileSize:  DefaultFileSize,
		OpenFiles: DefaultOpenFiles,
		Output:    DefaultOutput,
	}
}
