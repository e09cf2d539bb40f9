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

	"cabezacat/ai/sandbox/tempdirs"
	"cabezacat/ai/sandbox/uids"
)

// An engine program started while we are root (where the containment
// allows agent uids) is a stranger like an agent and gets what an agent
// gets: a uid of its own with no capabilities and no_new_privs (through
// setpriv), a process count of its own, a private home, and, where its
// uid cannot reach the program, a read-only copy of it. Its uid is one
// of the engine programs' range, one per engine program running at once
// on the machine (uids.Engines' lease), handed out in turn (from a place that
// depends on our pid) so that a uid just freed is not at once given
// again.

// EngineProcesses is the most processes and threads an engine program
// under a uid of its own may have at once (RLIMIT_NPROC): room for any
// engine's threads, none for a fork bomb.
const EngineProcesses = 512

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
	uid, err := uids.Engines.Take()
	if err != nil {
		return Command{}, nil, err
	}
	dir, err := tempdirs.New(tempdirs.Engine)
	if err != nil {
		uids.Engines.Release(uid)
		return Command{}, nil, err
	}
	done = func() {
		tempdirs.RemoveTree(dir)
		uids.Engines.Release(uid)
	}
	fail := func(err error) (Command, func(), error) {
		done()
		return Command{}, nil, err
	}
	interp, script := Interpreter(prog)
	if script && interp != "" && !uids.MayReach(uid, interp, 1) {
		return fail(uids.CannotRun(prog+" is a script run by "+interp, "the engine program", uid, interp))
	}
	need := uint32(1)
	if script {
		need |= 4 // its interpreter reads it
	}
	if !uids.MayReach(uid, prog, need) {
		// As an agent's: a copy its uid can run and cannot change.
		if prog, err = copyProgram(prog, dir); err != nil {
			return fail(err)
		}
	}
	home := filepath.Join(dir, "home")
	if err := tempdirs.MakeHome(home, uid); err != nil {
		return fail(err)
	}
	work := home
	if uids.MayReach(uid, cwd, 1) {
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

// Interpreter is the program named after a "#!" at the start of prog
// ("" if none is named), and whether there is one: where a program runs
// under a uid of its own, that uid must be able to run its interpreter
// too, and a private /tmp must show it.
func Interpreter(prog string) (string, bool) {
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
