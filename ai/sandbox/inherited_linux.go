//go:build linux

package sandbox

import (
	"math"

	"golang.org/x/sys/unix"
)

// closeInheritedOnExec marks every file above stderr close-on-exec, so
// that a program we start gets only the stdin, stdout and stderr it is
// given. Go opens its own files close-on-exec, but a file this process
// inherited (a pipe a shell or a CI runner left open on fd 251, say) is
// passed on to every program it starts, which could write into it or
// read from it. It runs before each start (one system call), as a file
// can be inherited by a library at any time, e.g. from a socket passed
// in.
func closeInheritedOnExec() {
	if unix.CloseRange(3, math.MaxUint32, unix.CLOSE_RANGE_CLOEXEC) == nil {
		return
	}
	// Kernels before 5.11: one by one.
	markOpenFiles("/proc/self/fd")
}
