//go:build !linux

package ptytest

import (
	"errors"
	"os"
	"os/exec"
)

// Supported reports whether Start works on this system.
const Supported = false

// Start is implemented on Linux only.
func Start(cmd *exec.Cmd, cols, rows int) (*os.File, error) {
	return nil, errors.New("ptytest: pseudo-terminals are supported on Linux only")
}
