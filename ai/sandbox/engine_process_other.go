//go:build !unix

package sandbox

import "os/exec"

// Without process groups only the program itself can be killed.
func ownGroup(*exec.Cmd) {}

func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}

func isTextBusy(error) bool { return false }
