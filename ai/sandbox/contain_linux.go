//go:build linux

package sandbox

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// AgentUIDBase is the first of the uids agents run under when we are
// root: one per jail of a Workspace while it is open, group likewise.
// EngineUIDBase is the first of the engine programs' (StartEngine): one
// each while it runs. BuildUIDBase is the first of the compiler's
// (BuildCourseAgent): one per compile while it runs. Each is leased
// machine-wide while in use (uidPool), so no two cabezacat processes
// hand out the same one at once. They own nothing on the machine but
// their private directories.
const (
	AgentUIDBase   = 61000
	agentUIDCount  = 1000
	EngineUIDBase  = AgentUIDBase + agentUIDCount
	engineUIDCount = 1000
	BuildUIDBase   = EngineUIDBase + engineUIDCount
	buildUIDCount  = 100
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
	uids := root && uidsMapped()
	cg := cgroupBase()
	var candidates []Containment
	for _, pid := range []bool{true, false} {
		for _, withCg := range []string{cg, ""} {
			if withCg == "" && cg != "" && len(candidates) > 0 && candidates[len(candidates)-1].Cgroup == "" {
				continue
			}
			c := Containment{PIDNamespace: pid, UserNamespace: pid && !root, Cgroup: withCg,
				AgentUIDs: uids, Rlimits: true, Affinity: true}
			candidates = append(candidates, c)
		}
	}
	candidates = append(candidates, Containment{})
	// The probe runs under an agent's uid leased for it (where none is
	// left, under ours: the first jail then says why it has none).
	var probeUID int
	if uids {
		if uid, err := agentUIDs.take(); err == nil {
			probeUID = uid
			defer agentUIDs.release(uid)
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
	return isolate(Containment{}, Command{Path: truePath})
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

// uidsMapped reports whether the agents', the engine programs' and the
// compiler's uids exist in our user namespace.
func uidsMapped() bool {
	b, err := os.ReadFile("/proc/self/uid_map")
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 {
			continue
		}
		inside, _ := strconv.ParseUint(f[0], 10, 32)
		n, _ := strconv.ParseUint(f[2], 10, 32)
		if inside <= AgentUIDBase && BuildUIDBase+buildUIDCount <= inside+n {
			return true
		}
	}
	return false
}

// cgroupBase is the cgroup v2 directory of this process if runs can be
// made under it with cgroup.kill and cpu.stat, else "".
func cgroupBase() string {
	mount := cgroup2Mount()
	if mount == "" {
		return ""
	}
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return ""
	}
	var path string
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "0::"); ok {
			path = rest
		}
	}
	if path == "" {
		return ""
	}
	dir := filepath.Join(mount, path)
	sweepCgroups(dir)
	probe := filepath.Join(dir, fmt.Sprintf("cabezacat-probe-%d", os.Getpid()))
	if err := os.Mkdir(probe, 0o755); err != nil {
		return ""
	}
	defer os.Remove(probe)
	for _, f := range []string{"cgroup.kill", "cpu.stat", "cgroup.events"} {
		if _, err := os.Stat(filepath.Join(probe, f)); err != nil {
			return ""
		}
	}
	return dir
}

// cgroup2Mount is where the cgroup v2 hierarchy is mounted (alone, or
// beside v1 in a hybrid layout), or "".
func cgroup2Mount() string {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// ... mount-point ... - fstype source options
		line := sc.Text()
		i := strings.Index(line, " - ")
		if i < 0 {
			continue
		}
		if fs := strings.Fields(line[i+3:]); len(fs) > 0 && fs[0] == "cgroup2" {
			if f := strings.Fields(line[:i]); len(f) >= 5 {
				return f[4]
			}
		}
	}
	return ""
}

// tree is the contained process tree of one run.
type tree struct {
	cont  Containment
	pid   int
	proc  *os.Process // signals through a pidfd: never a reused pid
	cgDir string
	cgFD  int
	once  sync.Once
	final time.Duration

	viaInit bool // the child is our init (startThroughInit), which execs the program

	mu       sync.Mutex
	released bool // the program was reaped and its tree ended: nothing left to kill
}

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
	rl := rlimitsFor(c.Limits, agentUID)
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
// grader's processes too).
func rlimitsFor(lim Limits, agentUID bool) []rlimit {
	var rl []rlimit
	if lim.Processes > 0 && agentUID {
		rl = append(rl, rlimit{unix.RLIMIT_NPROC, uint64(lim.Processes)})
	}
	if lim.Memory > 0 {
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

// chargesTree reports whether cpu() sees the whole tree while it runs.
func (t *tree) chargesTree() bool { return t.cgDir != "" }

// cpu is the tree's CPU time so far, from the cgroup.
func (t *tree) cpu() time.Duration {
	if t.cgDir == "" {
		return 0
	}
	return readCgroupCPU(t.cgDir)
}

func readCgroupCPU(dir string) time.Duration {
	b, err := os.ReadFile(filepath.Join(dir, "cpu.stat"))
	if err != nil {
		return 0
	}
	for _, line := range bytes.Split(b, []byte("\n")) {
		if v, ok := bytes.CutPrefix(line, []byte("usage_usec ")); ok {
			n, _ := strconv.ParseInt(string(v), 10, 64)
			return time.Duration(n) * time.Microsecond
		}
	}
	return 0
}

// kill ends the whole tree: the cgroup at once, the PID namespace with
// its init, or the process group.
func (t *tree) kill() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.released {
		t.killLocked()
	}
}

func (t *tree) killLocked() {
	if t.cgDir != "" {
		_ = os.WriteFile(filepath.Join(t.cgDir, "cgroup.kill"), []byte("1"), 0)
		return
	}
	if t.proc != nil {
		_ = t.proc.Kill() // the init of a PID namespace takes the rest with it
	}
	if !t.cont.PIDNamespace && t.pid > 0 {
		// The leader may be gone; while members remain, the group id
		// cannot be reused by another process.
		_ = syscall.Kill(-t.pid, syscall.SIGKILL)
	}
}

// release runs after the program was waited for: it kills the rest of
// the tree, waits until it is gone, and returns the CPU time charged.
func (t *tree) release(ps *os.ProcessState) time.Duration {
	t.once.Do(func() {
		t.mu.Lock()
		t.killLocked()
		t.released = true
		t.mu.Unlock()
		if t.cgDir != "" {
			t.waitEmpty()
			t.final = readCgroupCPU(t.cgDir)
			t.closeCgroup()
			return
		}
		if ps != nil {
			t.final = ps.UserTime() + ps.SystemTime()
		}
	})
	return t.final
}

// waitEmpty waits until no process is left in the cgroup (the kill is
// delivered; the processes take a moment to exit).
func (t *tree) waitEmpty() {
	for cgroupPopulated(t.cgDir) {
		time.Sleep(200 * time.Microsecond)
	}
}

// cgroupPopulated reports whether a process is left in the cgroup dir
// (false once it cannot be read).
func cgroupPopulated(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "cgroup.events"))
	return err == nil && !bytes.Contains(b, []byte("populated 0"))
}

func (t *tree) closeCgroup() {
	if t.cgFD >= 0 {
		unix.Close(t.cgFD)
		t.cgFD = -1
	}
	if t.cgDir != "" {
		for range 100 {
			if err := os.Remove(t.cgDir); err == nil || !errors.Is(err, syscall.EBUSY) {
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
}

// isCPURlimitKill reports a process the kernel stopped for its CPU rlimit.
func isCPURlimitKill(ps *os.ProcessState) bool {
	if ps == nil {
		return false
	}
	ws, ok := ps.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == syscall.SIGXCPU
}

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
