package sandbox

import (
	"strconv"
	"strings"
)

// Containment is what the machine lets this process do to contain the
// programs it runs, found once by Detect.
type Containment struct {
	PIDNamespace  bool   // the program is init of a new PID namespace
	UserNamespace bool   // ... inside a new user namespace (we are not root)
	Cgroup        string // the cgroup v2 directory runs are made under; "" if none
	AgentUIDs     bool   // we are root: each agent, engine program and compile runs under a uid of its own
	Rlimits       bool   // limits are set on the program before it runs
	Affinity      bool   // the program can be pinned to cores
	NetNamespace  bool   // a network namespace per run: a downed loopback, no route out
	PrivateTmp    bool   // a mount namespace per run with a fresh /tmp, /var/tmp, /dev/shm
	HiddenFiles   bool   // ... in which every top-level directory but the system's is covered too
	// MemoryCgroup: the runs' cgroups have the memory controller, so
	// Limits.Memory caps the whole tree of a run (memory.max, no swap;
	// its out-of-memory kill takes the whole tree). Without it,
	// Limits.Memory is each process's address space (RLIMIT_AS).
	MemoryCgroup bool
	// CPUPressure: the run's cgroup tells how long its processes waited
	// for a CPU (cpu.pressure); Schedstat: /proc tells it of each of its
	// threads (schedstat). That wait does not count against the
	// wall-clock backstop (MaxWaitCredit). With neither, it counts.
	CPUPressure bool
	Schedstat   bool
}

// String names the containment in force, for reports.
func (c Containment) String() string {
	var parts []string
	if c.PIDNamespace {
		if c.UserNamespace {
			parts = append(parts, "PID+user namespace per run")
		} else {
			parts = append(parts, "PID namespace per run")
		}
	}
	if c.Cgroup != "" {
		if c.MemoryCgroup {
			parts = append(parts, "cgroup v2 per run (cgroup.kill, CPU and memory of the whole tree)")
		} else {
			parts = append(parts, "cgroup v2 per run (cgroup.kill, CPU of the whole tree)")
		}
	}
	if c.AgentUIDs {
		parts = append(parts, "a uid per agent, engine program and compile")
	}
	if c.Rlimits {
		parts = append(parts, "rlimits")
	}
	if c.Affinity {
		parts = append(parts, "pinned cores")
	}
	if c.NetNamespace {
		parts = append(parts, "no network")
	}
	if c.PrivateTmp {
		parts = append(parts, "a private /tmp per run")
	}
	if c.PrivateTmp && c.HiddenFiles {
		parts = append(parts, "the host's other files hidden")
	}
	parts = append(parts, "process group kill")
	s := strings.Join(parts, ", ")
	if c.Cgroup == "" {
		s += "; CPU charged: the program and the children it waited for"
	}
	s += "; " + c.MemoryLimit(0)
	switch {
	case c.Cgroup != "" && c.CPUPressure:
		s += "; wall clock: time waiting for a CPU not counted (cgroup cpu.pressure)"
	case c.Schedstat:
		s += "; wall clock: time waiting for a CPU not counted (/proc schedstat)"
	default:
		s += "; wall clock: time waiting for a CPU counted (no cpu.pressure or schedstat)"
	}
	// What is left open is said as plainly as what is closed.
	var open []string
	if !c.NetNamespace {
		open = append(open, "the host's network")
	}
	if !c.PrivateTmp {
		open = append(open, "the shared /tmp")
	}
	if !c.PrivateTmp || !c.HiddenFiles {
		open = append(open, "every file their uid may read")
	}
	if len(open) > 0 {
		s += "; programs can reach " + strings.Join(open, " and ")
	}
	return s
}

// MemoryLimit says how a memory limit of limit bytes applies (limit 0:
// how any would): "memory: 2 GiB for all of a run's processes together
// (cgroup memory.max)",
// "memory: 2 GiB per process (rlimit; no cgroup memory controller)".
func (c Containment) MemoryLimit(limit int64) string {
	amount := ""
	if limit > 0 {
		amount = SizeString(limit) + " "
	}
	switch {
	case c.Cgroup != "" && c.MemoryCgroup:
		return "memory: " + amount + "for all of a run's processes together (cgroup memory.max)"
	case c.Rlimits:
		return "memory: " + amount + "per process (rlimit; no cgroup memory controller)"
	}
	return "memory: not limited (no cgroup memory controller, no rlimits)"
}

// SizeString writes a number of bytes the way people read it: "2 GiB",
// "1.5 GiB", "64 MiB", "300 bytes".
func SizeString(n int64) string {
	for _, u := range []struct {
		shift uint
		name  string
	}{{30, "GiB"}, {20, "MiB"}, {10, "KiB"}} {
		if n >= 1<<u.shift {
			s := strconv.FormatFloat(float64(n)/float64(int64(1)<<u.shift), 'f', 2, 64)
			return strings.TrimSuffix(strings.TrimRight(s, "0"), ".") + " " + u.name
		}
	}
	return strconv.FormatInt(n, 10) + " bytes"
}

// Strong reports whether nothing a program starts can outlive its run
// and all its CPU time is charged.
func (c Containment) Strong() bool { return c.PIDNamespace && c.Cgroup != "" }
