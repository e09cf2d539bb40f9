//go:build linux

package sandbox

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// A private /tmp needs mounts made inside the program's new mount
// namespace before the program runs, and Go's exec runs no code of ours
// between clone and exec. So the child first executes this very binary
// (/proc/self/exe) under the name initName; the package's init sees that
// name before main runs, mounts, gives itself the program's limits,
// cores and uid, and executes the program in its place. No shell and no
// other tool is involved, and nothing of ours runs once the program does.

// initName is argv[0] of this binary re-executed as a run's init.
const initName = "cabezacat-sandbox-init"

// PrivateTmpSize caps each fresh /tmp, /var/tmp and /dev/shm (a tmpfs,
// charged to the run's cgroup and freed with its mount namespace).
const PrivateTmpSize = 64 << 20

// initSpec is what the re-executed init does before it becomes the
// program; it travels as JSON in argv[1].
type initSpec struct {
	Masks   []string    // directories covered by a fresh tmpfs
	Keep    []string    // paths under them bound back: the program's directory, its working directory
	Size    int64       // bytes per tmpfs
	Dir     string      // working directory, entered again once the mounts are made
	Rlimits [][2]uint64 // resource, value
	CPUs    []int
	UID     int // 0: stay ours
}

func init() {
	if len(os.Args) >= 4 && os.Args[0] == initName {
		runInit(os.Args[1], os.Args[2], os.Args[3:])
	}
}

// sharedTmpDirs are the world-writable directories a private /tmp
// covers, as they are on this machine (symlinks resolved, once each).
var sharedTmpDirs = sync.OnceValue(func() []string {
	var dirs []string
	for _, d := range []string{"/tmp", "/var/tmp", "/dev/shm"} {
		real, err := filepath.EvalSymlinks(d)
		if err != nil {
			continue
		}
		if fi, err := os.Stat(real); err != nil || !fi.IsDir() || contains(dirs, real) {
			continue
		}
		dirs = append(dirs, real)
	}
	return dirs
})

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// initCommand turns a program to run with a private /tmp into this
// binary's init: the path and arguments to start, argv[0] to give it.
// The program is found here (as exec would find it) so that a missing
// one is an error of Start, not of the run.
func initCommand(c Command, rl []rlimit, cpus []int, uid int) (path string, args []string, err error) {
	dir := c.Dir
	if dir == "" {
		if dir, err = os.Getwd(); err != nil {
			return "", nil, err
		}
	}
	if dir, err = filepath.Abs(dir); err != nil {
		return "", nil, err
	}
	prog := c.Path
	switch {
	case !strings.Contains(prog, "/"):
		if prog, err = exec.LookPath(prog); err != nil {
			return "", nil, err
		}
	case !filepath.IsAbs(prog):
		prog = filepath.Join(dir, prog)
	}
	if _, err := exec.LookPath(prog); err != nil { // exists, is executable
		return "", nil, err
	}
	// Where they really are: the mounts are made on real paths.
	if prog, err = filepath.EvalSymlinks(prog); err != nil {
		return "", nil, err
	}
	if dir, err = filepath.EvalSymlinks(dir); err != nil {
		return "", nil, err
	}
	spec := initSpec{Size: PrivateTmpSize, Dir: dir, CPUs: cpus, UID: uid}
	spec.Masks, spec.Keep = privateView(prog, dir, c.Keep)
	for _, r := range rl {
		spec.Rlimits = append(spec.Rlimits, [2]uint64{uint64(r.resource), r.value})
	}
	b, err := json.Marshal(spec)
	if err != nil {
		return "", nil, err
	}
	// The program is told the name it was started by, as exec would.
	return "/proc/self/exe", append([]string{string(b), prog, c.Path}, c.Args...), nil
}

// privateView lists the shared directories to cover and the paths
// under them bound back: the program's directory (the program alone
// when it lies directly in /tmp), its working directory and the
// caller's Keep. Nothing else of the shared directories stays visible.
// A program asked to work in /tmp itself, or a Keep of /tmp itself,
// shares that directory: the caller wants it seen.
func privateView(prog, dir string, extra []string) (masks, keep []string) {
	resolve := func(p string) string {
		if abs, err := filepath.Abs(p); err == nil {
			p = abs
		}
		if real, err := filepath.EvalSymlinks(p); err == nil {
			p = real
		}
		return p
	}
	whole := []string{resolve(dir)}
	for _, p := range extra {
		whole = append(whole, resolve(p))
	}
	for _, m := range sharedTmpDirs() {
		if !contains(whole, m) {
			masks = append(masks, m)
		}
	}
	progDir := resolve(filepath.Dir(prog))
	if contains(masks, progDir) {
		whole = append(whole, resolve(prog))
	} else {
		whole = append(whole, progDir)
	}
	for _, p := range whole {
		for _, m := range masks {
			if strings.HasPrefix(p, m+"/") && !contains(keep, p) {
				keep = append(keep, p)
			}
		}
	}
	return masks, keep
}

// runInit is the re-executed init: it executes path with argv, or
// exits; it never returns.
func runInit(specJSON, path string, argv []string) {
	runtime.LockOSThread() // credentials and cores are the thread's; exec keeps them
	var s initSpec
	if err := json.Unmarshal([]byte(specJSON), &s); err != nil {
		initFail("reading its setup", err)
	}
	if err := privateTmp(s); err != nil {
		initFail("making a private /tmp", err)
	}
	if err := unix.Chdir(s.Dir); err != nil {
		initFail("entering "+s.Dir, err)
	}
	if len(s.CPUs) > 0 {
		var set unix.CPUSet
		for _, c := range s.CPUs {
			set.Set(c)
		}
		if err := unix.SchedSetaffinity(0, &set); err != nil {
			initFail(fmt.Sprintf("pinning to cores %v", s.CPUs), err)
		}
	}
	pathp, err := syscall.BytePtrFromString(path)
	if err != nil {
		initFail("the program's path", err)
	}
	argvp, err := syscall.SlicePtrFromStrings(argv)
	if err != nil {
		initFail("the program's arguments", err)
	}
	envp, err := syscall.SlicePtrFromStrings(os.Environ())
	if err != nil {
		initFail("the program's environment", err)
	}
	// From here on: raw calls on this thread, no allocation (the address
	// space limit may be below what this Go runtime already holds).
	if s.UID != 0 {
		// As setpriv --reuid --regid --clear-groups --no-new-privs.
		u := uintptr(s.UID)
		rawOrFail("dropping groups", unix.SYS_SETGROUPS, 0, 0, 0)
		rawOrFail("switching gid", unix.SYS_SETRESGID, u, u, u)
		rawOrFail("switching uid", unix.SYS_SETRESUID, u, u, u)
	}
	rawOrFail("no_new_privs", unix.SYS_PRCTL, unix.PR_SET_NO_NEW_PRIVS, 1, 0)
	for i := range s.Rlimits {
		lim := unix.Rlimit{Cur: s.Rlimits[i][1], Max: s.Rlimits[i][1]}
		if _, _, e := unix.RawSyscall6(unix.SYS_PRLIMIT64, 0, uintptr(s.Rlimits[i][0]), uintptr(unsafe.Pointer(&lim)), 0, 0, 0); e != 0 {
			rawFail("setting a limit", e)
		}
	}
	_, _, e := unix.RawSyscall(unix.SYS_EXECVE, uintptr(unsafe.Pointer(pathp)), uintptr(unsafe.Pointer(&argvp[0])), uintptr(unsafe.Pointer(&envp[0])))
	rawFail("starting the program", e)
}

// privateTmp covers each shared directory with a fresh tmpfs and binds
// back the kept paths, opened before they were covered.
func privateTmp(s initSpec) error {
	fds := make([]int, len(s.Keep))
	for i, k := range s.Keep {
		fd, err := unix.Open(k, unix.O_PATH|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("%s: %w", k, err)
		}
		fds[i] = fd
	}
	for _, m := range s.Masks {
		opts := fmt.Sprintf("size=%d,mode=1777", s.Size)
		if err := unix.Mount("tmpfs", m, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, opts); err != nil {
			return fmt.Errorf("tmpfs on %s: %w", m, err)
		}
	}
	for i, k := range s.Keep {
		var st unix.Stat_t
		if err := unix.Fstat(fds[i], &st); err != nil {
			return fmt.Errorf("%s: %w", k, err)
		}
		if st.Mode&unix.S_IFMT == unix.S_IFDIR {
			if err := os.MkdirAll(k, 0o755); err != nil {
				return err
			}
		} else {
			if err := os.MkdirAll(filepath.Dir(k), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(k, nil, 0o644); err != nil {
				return err
			}
		}
		if err := unix.Mount(fmt.Sprintf("/proc/self/fd/%d", fds[i]), k, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
			return fmt.Errorf("keeping %s: %w", k, err)
		}
		unix.Close(fds[i])
	}
	return nil
}

// initExit is the init's exit status when it could not become the
// program (as a shell's 127 for a command it could not run).
const initExit = 127

func initFail(what string, err error) {
	fmt.Fprintf(os.Stderr, "cabezacat sandbox: %s: %v\n", what, err)
	os.Exit(initExit)
}

func rawOrFail(what string, trap, a1, a2, a3 uintptr) {
	if _, _, e := unix.RawSyscall(trap, a1, a2, a3); e != 0 {
		rawFail(what, e)
	}
}

// rawFail reports a failure without allocating, and exits.
func rawFail(what string, e syscall.Errno) {
	for _, s := range []string{"cabezacat sandbox: ", what, ": ", e.Error(), "\n"} {
		unix.RawSyscall(unix.SYS_WRITE, 2, uintptr(unsafe.Pointer(unsafe.StringData(s))), uintptr(len(s)))
	}
	unix.RawSyscall(unix.SYS_EXIT_GROUP, initExit, 0, 0)
}
