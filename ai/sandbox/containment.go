package sandbox

import "strings"

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
		parts = append(parts, "cgroup v2 per run (cgroup.kill, CPU of the whole tree)")
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

// Strong reports whether nothing a program starts can outlive its run
// and all its CPU time is charged.
func (c Containment) Strong() bool { return c.PIDNamespace && c.Cgroup != "" }
