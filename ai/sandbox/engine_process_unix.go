//go:build unix

package sandbox

import (
	"errors"
	"os/exec"
	"syscall"
)

// ownGroup starts the program as the leader of a new process group, so a
// signal to the group reaches whatever it started.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup sends SIGKILL to the program's group. While members remain,
// the group id cannot be reused by another process.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

func isTextBusy(err error) bool { return errors.Is(err, syscall.ETXTBSY) }
