//go:build linux

package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"

	"golang.org/x/sys/unix"
)

// Not root, a thread cannot unshare a mount namespace (that needs a user
// namespace, which a multithreaded process cannot enter), so the private
// /tmp of private_tmp_linux.go cannot be made before the fork. Instead
// the child is cloned into new user, mount, PID and network namespaces
// running this very program again (initEnv set, its config on a pipe):
// before anything else of ours runs, its package init (sandbox_init_linux.go)
// makes the same mounts with privateTmp, inside the namespaces it owns,
// and execs the program, which stays PID 1 of its namespace. Its limits
// are set when it execs the program (setUp follows the init to that
// exec), so they hold from the program's first instruction, and not on
// the init.

// initEnv and initArg0 mark our program run as a sandbox's init.
const (
	initEnv  = "CABEZACAT_SANDBOX_INIT"
	initArg0 = "cabezacat-sandbox-init"
)

// initConfig is what the init is told over its pipe: the mounts to make
// and the program to exec, with the argv, environment and directory the
// sandbox would have started it with.
type initConfig struct {
	Path  string
	Argv  []string
	Env   []string
	Dir   string
	Masks []string
	Keep  []string
	Hide  bool
}

// selfExe is our own program, opened once: the init is the program
// that started, not whatever has been installed at its path since.
var selfExe = sync.OnceValues(func() (string, error) {
	fd, err := unix.Open("/proc/self/exe", unix.O_PATH|unix.O_CLOEXEC, 0)
	if err != nil {
		return "", fmt.Errorf("opening our own program: %w", err)
	}
	return fmt.Sprintf("/proc/self/fd/%d", fd), nil
})

// startThroughInit starts c through the init with a private /tmp (and,
// with cont.HiddenFiles, the rest of the file system and /proc hidden).
// The program never runs uncontained: if the init cannot make the
// mounts it exits without exec, and its message is the start's error.
func startThroughInit(newCmd func(path string, args []string) *exec.Cmd, c Command, cont Containment) (*exec.Cmd, *tree, error) {
	c, plan, err := privatePlan(c, cont.HiddenFiles)
	if err != nil {
		return nil, nil, err
	}
	exe, err := selfExe()
	if err != nil {
		return nil, nil, err
	}
	cfgR, cfgW, err := os.Pipe()
	if err != nil {
		return nil, nil, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		cfgR.Close()
		cfgW.Close()
		return nil, nil, err
	}
	defer errR.Close()
	// The program's argv and environment as the caller's command has them.
	tmpl := newCmd(c.Path, c.Args)
	cfg := initConfig{Path: plan.prog, Argv: tmpl.Args, Env: tmpl.Environ(), Dir: c.Dir, Masks: plan.masks, Keep: plan.keep, Hide: cont.HiddenFiles}
	initCmd := func(path string, args []string) *exec.Cmd {
		cmd := newCmd(path, args)
		cmd.Path, cmd.Args, cmd.Env, cmd.Err = exe, []string{initArg0}, []string{initEnv + "=1"}, nil
		cmd.ExtraFiles = []*os.File{cfgR, errW} // fds 3 and 4 of the init
		return cmd
	}
	// Written meanwhile: startIn may hold until the init has read it and
	// exec'd the program. Our closing cfgR ends a write no init reads.
	go func() {
		json.NewEncoder(cfgW).Encode(cfg)
		cfgW.Close()
	}()
	ic := c
	ic.Dir, ic.viaInit = "/", true // the init enters c.Dir after its mounts
	cmd, t, err := startIn(initCmd, ic, cont)
	cfgR.Close()
	errW.Close()
	msg, _ := io.ReadAll(errR) // empty once the program is exec'd: the pipe closes on exec
	if err == nil && len(msg) == 0 {
		return cmd, t, nil
	}
	if err == nil {
		t.kill()
		cmd.Wait()
		t.release(nil)
	}
	if len(msg) > 0 {
		err = errors.New(strings.TrimSpace(string(msg))) // what the init says is the cause
	}
	return nil, nil, err
}

// errInitEnded is an init that ended before it exec'd the program; its
// message is on its error pipe.
var errInitEnded = errors.New("the sandbox's init ended before the program started")

// followInit lets the init, stopped at its own exec, run until it execs
// the program (where setUp then sets the limits), passing on the signals
// it gets meanwhile (the Go runtime's own).
func (t *tree) followInit() error {
	if err := unix.PtraceSetOptions(t.pid, unix.PTRACE_O_TRACEEXEC|unix.PTRACE_O_EXITKILL); err != nil {
		return fmt.Errorf("following the sandbox's init: %w", err)
	}
	sig := 0
	for {
		if err := unix.PtraceCont(t.pid, sig); err != nil {
			return fmt.Errorf("following the sandbox's init: %w", err)
		}
		ws, err := waitChange(t.pid)
		if err != nil {
			return err
		}
		switch {
		case !ws.Stopped():
			return errInitEnded
		case ws.StopSignal() == unix.SIGTRAP && ws.TrapCause() == unix.PTRACE_EVENT_EXEC:
			return nil
		case ws.StopSignal() == unix.SIGTRAP:
			sig = 0
		default:
			sig = int(ws.StopSignal())
		}
	}
}
