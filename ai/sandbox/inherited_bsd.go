//go:build unix && !linux

package sandbox

// closeInheritedOnExec marks every file above stderr close-on-exec (see
// the Linux version for why).
func closeInheritedOnExec() { markOpenFiles("/dev/fd") }
