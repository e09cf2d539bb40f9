//go:build linux

package coursebuild

import (
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"

	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/uids"
)

// As root (where the containment allows agent uids), the compiler is a
// stranger's tool for the time of a compile: the submission steers what
// it reads (#include, .incbin) and writes. So it gets what an engine
// program gets: a uid of its own from the compiler's range
// (uids.Compilers), with no
// capabilities and no_new_privs (through setpriv) and a process count
// of its own.

// CompilerProcesses is the most processes and threads the compiler under a
// uid of its own may have at once (RLIMIT_NPROC): a driver, its
// compiler proper, assembler and linker, with room to spare.
const CompilerProcesses = 64

// buildUID is the uid a compile runs under: ours (0) unless cont allows
// uids of their own, then one of the compiler's, given back by done.
func buildUID(cont sandbox.Containment) (uid int, done func(), err error) {
	if !cont.AgentUIDs {
		return 0, func() {}, nil
	}
	if uid, err = uids.Compilers.Take(); err != nil {
		return 0, nil, err
	}
	return uid, func() { uids.Compilers.Release(uid) }, nil
}

// compilerShown checks that uid may run the compiler (and its script's
// interpreter) and work in work, and lists what a private /tmp must
// show it besides. Under our own uid (0) there is nothing to check.
func compilerShown(compiler string, uid int, work string, cont sandbox.Containment) ([]string, error) {
	interp, script := sandbox.Interpreter(compiler)
	// A toolchain outside the system's directories (a GCC built into
	// /home/you/gcc) finds its cc1, as and libraries from its bin's
	// parent: the hidden file system shows all of it.
	shown := []string{toolchainRoot(compiler)}
	if interp != "" {
		shown = append(shown, interp)
	}
	if uid == 0 {
		return shown, nil
	}
	if script && interp != "" && !uids.MayReach(uid, interp, 1) {
		return nil, uids.CannotRun(compiler+" is a script run by "+interp, "the compiler", uid, interp)
	}
	need := uint32(1)
	if script {
		need |= 4 // its interpreter reads it
	}
	if !uids.MayReach(uid, compiler, need) {
		return nil, uids.CannotRun("the compiler is "+compiler, "the compiler", uid, compiler)
	}
	// A private /tmp shows work through directories anyone may pass.
	if !uids.MayReach(uid, work, 7) && !(cont.PrivateTmp && sandbox.UnderSharedTmp(work)) {
		return nil, fmt.Errorf("the compiler's uid %d cannot reach its private directory %s (as root, the compiler runs "+
			"under a uid of its own): let others pass through the temporary directory %s and those above it (chmod o+x), "+
			"or set $TMPDIR to one they may",
			uid, work, os.TempDir())
	}
	return shown, nil
}

// openNoFollow makes opening a submission's file fail on a link.
const openNoFollow = unix.O_NOFOLLOW

// toolchainRoot is the directory a compiler's installation lies in: the
// parent of its bin directory (symlinks resolved), else its directory;
// never a top-level directory (a /tmp named would stay shared).
func toolchainRoot(compiler string) string {
	if r, err := filepath.EvalSymlinks(compiler); err == nil {
		compiler = r
	}
	dir := filepath.Dir(compiler)
	if root := filepath.Dir(dir); filepath.Base(dir) == "bin" && filepath.Dir(root) != "/" {
		return root
	}
	return dir
}
