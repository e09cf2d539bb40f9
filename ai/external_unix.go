//go:build unix

package ai

import (
	"errors"
	"os/exec"
	"syscall"
)

// ownProcessGroup starts the program as the leader of a new process
// group, and makes cancelling its context kill the whole group: a shell
// script's children die with it instead of running on.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		killProcessGroup(cmd)
		return nil
	}
}

// killProcessGroup sends SIGKILL to the program's group. After the
// leader has exited this reaches what it left behind; while members
// remain, the group id cannot be reused by another process.
func killProcessGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// isTextBusy reports whether starting failed because the program file
// was still open for writing somewhere.
func isTextBusy(err error) bool { return errors.Is(err, syscall.ETXTBSY) }
