//go:build linux

package sandbox

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/sys/unix"
)

// An engine program started while we are root (where the containment
// allows agent uids) is a stranger like an agent and gets what an agent
// gets: a uid of its own with no capabilities and no_new_privs (through
// setpriv), a process count of its own, a private home, and, where its
// uid cannot reach the program, a read-only copy of it. Its uid is one
// of EngineUIDBase's range, one per engine program running at once on
// the machine (a uidPool's lease), handed out in turn (from a place that
// depends on our pid) so that a uid just freed is not at once given
// again.

// EngineProcesses is the most processes and threads an engine program
// under a uid of its own may have at once (RLIMIT_NPROC): room for any
// engine's threads, none for a fork bomb.
const EngineProcesses = 512

var engineUIDs = newUIDPool(EngineUIDBase, engineUIDCount, "engine programs")

// engineCommand is how the engine program argv is started under cont:
// under our uid, in our working directory; or as root, where cont
// allows agent uids, under a uid of its own (see above), in our working
// directory if that uid may enter it (so that the relative paths of its
// command line mean what they mean to us), else in its private home.
// done removes what was made for it; call it once its tree is gone.
func engineCommand(argv []string, cont Containment) (c Command, done func(), err error) {
	cwd, err := os.Getwd()
	if err != nil {
		return Command{}, nil, err
	}
	if !cont.AgentUIDs {
		return Command{Path: argv[0], Args: argv[1:], Env: MinimalEnv(cwd)}, func() {}, nil
	}
	prog, err := programPath(argv[0], cwd)
	if err != nil {
		return Command{}, nil, err
	}
	uid, err := engineUIDs.take()
	if err != nil {
		return Command{}, nil, err
	}
	dir, err := passableTempDir(engineDirPrefix)
	if err != nil {
		engineUIDs.release(uid)
		return Command{}, nil, err
	}
	done = func() {
		RemoveTree(dir)
		engineUIDs.release(uid)
	}
	fail := func(err error) (Command, func(), error) {
		done()
		return Command{}, nil, err
	}
	interp, script := interpreter(prog)
	if script && interp != "" && !mayReach(uid, interp, 1) {
		return fail(cannotRun(prog+" is a script run by "+interp, "the engine program", uid, interp))
	}
	need := uint32(1)
	if script {
		need |= 4 // its interpreter reads it
	}
	if !mayReach(uid, prog, need) {
		// As an agent's: a copy its uid can run and cannot change.
		if prog, err = copyProgram(prog, dir); err != nil {
			return fail(err)
		}
	}
	home := filepath.Join(dir, "home")
	if err := makeHome(home, uid); err != nil {
		return fail(err)
	}
	work := home
	if mayReach(uid, cwd, 1) {
		work = cwd
	}
	shown := []string{home}
	if interp != "" {
		shown = append(shown, interp) // a private /tmp must not hide it
	}
	return Command{
		Path: prog, Args: argv[1:], Dir: work, Env: MinimalEnv(home), UID: uid,
		Shown: shown, Limits: Limits{Processes: EngineProcesses},
	}, done, nil
}

// programPath is the absolute path of the program name: found on our
// PATH if it has no slash, else taken from dir.
func programPath(name, dir string) (string, error) {
	if !strings.Contains(name, "/") {
		return exec.LookPath(name)
	}
	if !filepath.IsAbs(name) {
		name = filepath.Join(dir, name)
	}
	fi, err := os.Stat(name)
	switch {
	case err != nil:
		return "", err
	case !fi.Mode().IsRegular():
		return "", fmt.Errorf("%s is not a file", name)
	}
	return name, nil
}

// interpreter is the program named after a "#!" at the start of prog
// ("" if none is named), and whether there is one.
func interpreter(prog string) (string, bool) {
	f, err := os.Open(prog)
	if err != nil {
		return "", false
	}
	defer f.Close()
	line, err := bufio.NewReader(f).ReadString('\n')
	if err != nil && !errors.Is(err, bufio.ErrBufferFull) && line == "" {
		return "", false
	}
	rest, ok := strings.CutPrefix(line, "#!")
	if !ok {
		return "", false
	}
	if f := strings.Fields(rest); len(f) > 0 {
		return f[0], true
	}
	return "", true
}

// cannotRun is the error for file (what it is: a program, a script's
// interpreter), which who, run as root under uid, cannot run.
func cannotRun(what, who string, uid int, file string) error {
	return fmt.Errorf("%s, which %s's uid %d cannot run (as root, %s runs under a uid of its own): "+
		"make %s and its directories readable and executable by others (chmod o+rx), or run cabezacat as another user",
		what, who, uid, who, file)
}

// mayReach reports whether uid (its gid the same, no other group) may
// pass through every directory on the way to path and has the access
// want (4 read, 2 write, 1 execute, or'ed) to path itself. It reads the
// permission bits only: an ACL that allows more makes it say no.
func mayReach(uid int, path string, want uint32) bool {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return false
	}
	for _, p := range []string{filepath.Clean(path), real} {
		for d := filepath.Dir(p); ; d = filepath.Dir(d) {
			if !allows(uid, d, 1) {
				return false
			}
			if d == "/" || d == "." {
				break
			}
		}
	}
	return allows(uid, real, want)
}

// allows reports whether path's permission bits give uid the access want.
func allows(uid int, path string, want uint32) bool {
	var st unix.Stat_t
	if unix.Stat(path, &st) != nil {
		return false
	}
	bits := st.Mode & 7
	switch {
	case st.Uid == uint32(uid):
		bits = st.Mode >> 6 & 7
	case st.Gid == uint32(uid):
		bits = st.Mode >> 3 & 7
	}
	return bits&want == want
}
