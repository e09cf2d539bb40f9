//go:build linux

package uids

import (
	"fmt"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// What a program under a uid of its own may reach of ours: the sandbox
// checks it before it starts an engine program or a compiler under such
// a uid, and says what to do where it may not.

// CannotRun is the error for file (what it is: a program, a script's
// interpreter), which who, run as root under uid, cannot run.
func CannotRun(what, who string, uid int, file string) error {
	return fmt.Errorf("%s, which %s's uid %d cannot run (as root, %s runs under a uid of its own): "+
		"make %s and its directories readable and executable by others (chmod o+rx), or run cabezacat as another user",
		what, who, uid, who, file)
}

// MayReach reports whether uid (its gid the same, no other group) may
// pass through every directory on the way to path and has the access
// want (4 read, 2 write, 1 execute, or'ed) to path itself. It reads the
// permission bits only: an ACL that allows more makes it say no.
func MayReach(uid int, path string, want uint32) bool {
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
