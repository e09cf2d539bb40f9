//go:build !unix

package ai

import "os/exec"

// Without process groups only the program itself can be killed.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.Cancel = func() error { return cmd.Process.Kill() }
}

func killProcessGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}

func isTextBusy(error) bool { return false }
