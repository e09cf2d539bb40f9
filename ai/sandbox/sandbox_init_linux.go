//go:build linux

package sandbox

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// A package init, so that the sandbox's init (startThroughInit) acts
// before any command line is read or anything else of ours runs, in
// every program that links this package (cabezacat, its tests).
func init() {
	if _, ok := os.LookupEnv(initEnv); !ok {
		return
	}
	if err := initRefusal(); err != nil {
		// Someone set the marker on a program of ours: it does nothing
		// a sandbox's init would, and says why.
		fmt.Fprintf(os.Stderr, "cabezacat: %s is set, but this is not a sandbox's init (%v): refusing to run\n", initEnv, err)
		os.Exit(125)
	}
	errPipe := os.NewFile(4, "init errors")
	err := runInit(os.NewFile(3, "init config"))
	// Only an error comes back: on success the program runs in our place.
	fmt.Fprintf(errPipe, "%v\n", err)
	os.Exit(127)
}

// initRefusal says why this process is not one startThroughInit started:
// that is PID 1 of a new PID namespace, in a new user namespace mapping
// only our own uid and gid, called initArg0, and handed two pipes (its
// config and its error pipe). A process set up so by whoever sets the
// marker could as well exec what it likes itself: honouring it gives
// nothing away.
func initRefusal() error {
	if len(os.Args) != 1 || os.Args[0] != initArg0 {
		return fmt.Errorf("called %q", os.Args)
	}
	if os.Getpid() != 1 {
		return fmt.Errorf("not PID 1 of its own PID namespace")
	}
	for _, m := range []struct {
		file string
		id   int
	}{{"/proc/self/uid_map", os.Getuid()}, {"/proc/self/gid_map", os.Getgid()}} {
		b, err := os.ReadFile(m.file)
		if err != nil {
			return err
		}
		// The host's is "0 0 4294967295"; ours maps one id to itself.
		own := strconv.Itoa(m.id)
		if f := strings.Fields(string(b)); len(f) != 3 || f[0] != own || f[1] != own || f[2] != "1" {
			return fmt.Errorf("not in a user namespace of its own (%s: %q)", m.file, strings.TrimSpace(string(b)))
		}
	}
	for _, fd := range []int{3, 4} {
		var st unix.Stat_t
		if err := unix.Fstat(fd, &st); err != nil || st.Mode&unix.S_IFMT != unix.S_IFIFO {
			return fmt.Errorf("no pipe at fd %d", fd)
		}
	}
	return nil
}

// runInit reads its config, makes the private view and execs the
// program; it returns only an error, before any of the program ran.
func runInit(cfgFile *os.File) error {
	unix.CloseOnExec(4) // the error pipe reads as closed once the program runs
	var cfg initConfig
	if err := json.NewDecoder(cfgFile).Decode(&cfg); err != nil {
		return fmt.Errorf("reading the sandbox's config: %w", err)
	}
	cfgFile.Close()
	// The mounts are the thread's namespace; the exec must be the same
	// thread's.
	runtime.LockOSThread()
	if err := privateTmp(cfg.Masks, cfg.Keep, cfg.Hide); err != nil {
		return fmt.Errorf("making a private /tmp: %w", err)
	}
	if err := os.Chdir(cfg.Dir); err != nil {
		return err
	}
	// The program gets no capability: with none ambient, the exec of a
	// file that grants none leaves it none (it runs as our uid, not as
	// its namespace's root).
	if err := unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0); err != nil {
		return fmt.Errorf("dropping the init's capabilities: %w", err)
	}
	err := syscall.Exec(cfg.Path, cfg.Argv, cfg.Env)
	// A program written a moment ago can still be open for writing in a
	// child our parent is forking (Go issue 22315; startIn waits likewise):
	// that passes within milliseconds.
	for try := 0; err == syscall.ETXTBSY && try < 20; try++ {
		time.Sleep(5 * time.Millisecond)
		err = syscall.Exec(cfg.Path, cfg.Argv, cfg.Env)
	}
	return fmt.Errorf("starting %s: %w", cfg.Path, err)
}
