//go:build linux

package sandbox

import (
	"context"
	"os"
	"os/exec"
	"sync"

	"golang.org/x/sys/unix"

	"cabezacat/ai/sandbox/uids"
)

var (
	detectOnce sync.Once
	detected   Containment
)

// Detect finds, once, the strongest containment this machine allows, by
// trying each on a harmless program.
func Detect() Containment {
	detectOnce.Do(func() { detected = detect() })
	return detected
}

func detect() Containment {
	truePath, err := exec.LookPath("true")
	if err != nil {
		return Containment{}
	}
	root := os.Geteuid() == 0
	mapped := root && uids.Mapped()
	cg, pressure := cgroupBase()
	memory := cg != "" && cgroupMemory(cg)
	schedstat := schedstatAvailable()
	var candidates []Containment
	for _, pid := range []bool{true, false} {
		for _, withCg := range []string{cg, ""} {
			if withCg == "" && cg != "" && len(candidates) > 0 && candidates[len(candidates)-1].Cgroup == "" {
				continue
			}
			c := Containment{PIDNamespace: pid, UserNamespace: pid && !root, Cgroup: withCg,
				AgentUIDs: mapped, Rlimits: true, Affinity: true,
				MemoryCgroup: withCg != "" && memory, CPUPressure: withCg != "" && pressure, Schedstat: schedstat}
			candidates = append(candidates, c)
		}
	}
	candidates = append(candidates, Containment{Schedstat: schedstat})
	// The probe runs under an agent's uid leased for it (where none is
	// left, under ours: the first jail then says why it has none).
	var probeUID int
	if mapped {
		if uid, err := uids.Agents.Take(); err == nil {
			probeUID = uid
			defer uids.Agents.Release(uid)
		}
	}
	for _, c := range candidates {
		c := c
		cmd := Command{Path: truePath, Containment: &c, Limits: Limits{OpenFiles: 16}, CPUs: []int{firstCPU()}}
		if c.AgentUIDs {
			cmd.UID = probeUID
		}
		if probe(cmd) {
			return isolate(c, cmd)
		}
		// Maybe only stopping it at exec (ptrace) is forbidden.
		c.Rlimits, c.Affinity = false, false
		cmd.Limits, cmd.CPUs = Limits{}, nil
		if probe(cmd) {
			return isolate(c, cmd)
		}
	}
	return isolate(Containment{Schedstat: schedstat}, Command{Path: truePath})
}

// isolate adds to c what the machine allows of a network namespace, a
// private /tmp and the rest of the file system hidden, each tried on the
// command c was found with.
func isolate(c Containment, cmd Command) Containment {
	for _, add := range []func(*Containment){
		func(c *Containment) { c.NetNamespace = true },
		func(c *Containment) { c.PrivateTmp = true },
		func(c *Containment) { c.HiddenFiles = c.PrivateTmp },
	} {
		try := c
		add(&try)
		cmd.Containment = &try
		if probe(cmd) {
			c = try
		}
	}
	return c
}

func probe(c Command) bool {
	p, err := Start(context.Background(), c)
	if err != nil {
		return false
	}
	u := p.Wait()
	return u.Err == nil && u.Reason == Exited
}

// firstCPU is a core this process may run on.
func firstCPU() int { return Cores()[0] }

// Cores lists the cores this process may run on, for pinning programs.
func Cores() []int {
	var set unix.CPUSet
	var cores []int
	if unix.SchedGetaffinity(0, &set) == nil {
		for i := range 1024 {
			if set.IsSet(i) {
				cores = append(cores, i)
			}
		}
	}
	if len(cores) == 0 {
		cores = []int{0}
	}
	return cores
}
