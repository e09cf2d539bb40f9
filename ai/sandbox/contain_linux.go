//go:build linux

package sandbox

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

var runSeq atomic.Int64

// setprivPath is util-linux's setpriv, or "".
var setprivPath = sync.OnceValue(func() string {
	p, _ := exec.LookPath("setpriv")
	return p
})

// startContained starts the command with every containment cont allows.
// With rlimits or cores to set, the program is stopped at its exec
// (ptrace), given them, and let go: they hold from its first
// instruction, for every process it starts.
func startContained(newCmd func(path string, args []string) *exec.Cmd, c Command, cont Containment) (*exec.Cmd, *tree, error) {
	closeInheritedOnExec()
	start := func(c Command) (*exec.Cmd, *tree, error) { return startIn(newCmd, c, cont) }
	if cont.PrivateTmp && cont.UserNamespace {
		return startThroughInit(newCmd, c, cont)
	}
	if cont.PrivateTmp {
		return startWithPrivateTmp(c, cont.HiddenFiles, start)
	}
	return start(c)
}

// startIn starts the command in the namespaces of the calling thread.
func startIn(newCmd func(path string, args []string) *exec.Cmd, c Command, cont Containment) (*exec.Cmd, *tree, error) {
	t := &tree{cont: cont, cgFD: -1, viaInit: c.viaInit}
	attr := &syscall.SysProcAttr{Setpgid: true}
	if cont.PIDNamespace {
		attr.Cloneflags = syscall.CLONE_NEWPID
		if cont.UserNamespace {
			attr.Cloneflags |= syscall.CLONE_NEWUSER
			attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: os.Getuid(), HostID: os.Getuid(), Size: 1}}
			attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: os.Getgid(), HostID: os.Getgid(), Size: 1}}
		}
	}
	if cont.NetNamespace {
		attr.Cloneflags |= syscall.CLONE_NEWNET
	}
	if c.viaInit {
		// A uid other than 0 loses its capabilities at exec, even in a
		// user namespace of its own: the init keeps the one its mounts
		// need as ambient, and drops it before it execs the program.
		attr.Cloneflags |= syscall.CLONE_NEWNS
		attr.AmbientCaps = []uintptr{unix.CAP_SYS_ADMIN}
	}
	agentUID := cont.AgentUIDs && c.UID != 0
	memCgroup := cont.Cgroup != "" && cont.MemoryCgroup && c.Limits.Memory > 0
	rl := rlimitsFor(c.Limits, agentUID, memCgroup)
	path, args := c.Path, c.Args
	switch {
	case agentUID && setprivPath() != "":
		// setpriv switches to the program's uid, with no capability
		// left and no_new_privs (no setuid program or file capability
		// gives it root back), and runs it. Limits can be set only on a
		// process of our own uid (we lack CAP_SYS_RESOURCE in many
		// containers): they are set on setpriv, which keeps them.
		u := strconv.Itoa(c.UID)
		args = append([]string{"--reuid=" + u, "--regid=" + u, "--clear-groups", "--no-new-privs", "--", path}, args...)
		path = setprivPath()
	case agentUID:
		attr.Credential = &syscall.Credential{Uid: uint32(c.UID), Gid: uint32(c.UID), Groups: []uint32{}}
	}
	if cont.Cgroup != "" {
		t.cgDir = filepath.Join(cont.Cgroup, fmt.Sprintf("cabezacat-%d-%d", os.Getpid(), runSeq.Add(1)))
		if err := os.Mkdir(t.cgDir, 0o755); err != nil {
			return nil, nil, err
		}
		fd, err := unix.Open(t.cgDir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
		if err != nil {
			os.Remove(t.cgDir)
			return nil, nil, err
		}
		t.cgFD = fd
		attr.UseCgroupFD, attr.CgroupFD = true, fd
		if memCgroup {
			// Set before the program is cloned into it: it holds from
			// the first page the program touches.
			if err := limitMemory(t.cgDir, c.Limits.Memory); err != nil {
				t.closeCgroup()
				return nil, nil, err
			}
			t.memLimit = c.Limits.Memory
		}
	}
	stopAtExec := cont.Rlimits && len(rl) > 0 || cont.Affinity && len(c.CPUs) > 0
	if stopAtExec {
		// The tracer is this thread: the one that forks, waits and lets go.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		attr.Ptrace = true
	}
	var cmd *exec.Cmd
	var err error
	for try := 0; ; try++ {
		cmd = newCmd(path, args)
		cmd.Dir = c.Dir // a private /tmp makes it absolute
		cmd.SysProcAttr = attr
		err = cmd.Start()
		// A program written a moment ago can still be open for writing
		// in a child another goroutine is forking (Go issue 22315); that
		// passes within milliseconds.
		if err == nil || !errors.Is(err, syscall.ETXTBSY) || try == 20 {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err != nil {
		t.closeCgroup()
		return nil, nil, err
	}
	t.pid, t.proc = cmd.Process.Pid, cmd.Process
	if stopAtExec {
		if err := t.setUp(rl, c.CPUs, cont); err != nil {
			t.kill()
			cmd.Wait()
			t.release(nil)
			return nil, nil, err
		}
	}
	return cmd, t, nil
}

type rlimit struct {
	resource int
	value    uint64
}

// rlimitsFor lists the rlimits of lim. The process count is per uid, so
// it is set only under an agent's own uid (under ours it would count the
// grader's processes too). The memory limit is the address space of
// each process only where the run's cgroup does not cap the memory of
// the whole tree (memCgroup): the cap is the rule, and address space a
// program reserves but never touches (a Go or Java runtime's) costs the
// machine nothing.
func rlimitsFor(lim Limits, agentUID, memCgroup bool) []rlimit {
	var rl []rlimit
	if lim.Processes > 0 && agentUID {
		rl = append(rl, rlimit{unix.RLIMIT_NPROC, uint64(lim.Processes)})
	}
	if lim.Memory > 0 && !memCgroup {
		rl = append(rl, rlimit{unix.RLIMIT_AS, uint64(lim.Memory)})
	}
	if lim.FileSize > 0 {
		rl = append(rl, rlimit{unix.RLIMIT_FSIZE, uint64(lim.FileSize)})
	}
	if lim.OpenFiles > 0 {
		rl = append(rl, rlimit{unix.RLIMIT_NOFILE, uint64(lim.OpenFiles)})
	}
	if lim.CPU > 0 {
		// Per process, a backstop to the tree's limit (and the only CPU
		// limit where there is no cgroup): whole seconds, one more.
		rl = append(rl, rlimit{unix.RLIMIT_CPU, uint64(lim.CPU.Seconds()) + 1})
	}
	return rl
}

// waitChange waits for the traced pid's next change of state (a stop or
// its end), again when a signal interrupts the wait.
func waitChange(pid int) (syscall.WaitStatus, error) {
	var ws syscall.WaitStatus
	for {
		_, err := syscall.Wait4(pid, &ws, syscall.WALL, nil)
		if err != syscall.EINTR {
			return ws, err
		}
	}
}

// setUp waits for the program to stop at its exec, gives it its limits
// and cores, and lets it run.
func (t *tree) setUp(rl []rlimit, cpus []int, cont Containment) error {
	ws, err := waitChange(t.pid)
	if err != nil {
		return err
	}
	if !ws.Stopped() {
		return fmt.Errorf("the program did not stop at its start (%v)", ws)
	}
	if t.viaInit {
		if err := t.followInit(); err != nil {
			return err
		}
	}
	var firstErr error
	if cont.Rlimits {
		for _, r := range rl {
			lim := unix.Rlimit{Cur: r.value, Max: r.value}
			if err := unix.Prlimit(t.pid, r.resource, &lim, nil); err != nil && firstErr == nil {
				firstErr = fmt.Errorf("setting a limit: %w", err)
			}
		}
	}
	if cont.Affinity && len(cpus) > 0 {
		var set unix.CPUSet
		for _, c := range cpus {
			set.Set(c)
		}
		if err := unix.SchedSetaffinity(t.pid, &set); err != nil && firstErr == nil {
			firstErr = fmt.Errorf("pinning to cores %v: %w", cpus, err)
		}
	}
	if err := syscall.PtraceDetach(t.pid); err != nil && firstErr == nil {
		firstErr = err
	}
	return firstErr
}
