//go:build unix

package sandbox

import (
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// markOpenFiles marks every file above stderr listed in dir (the
// process's own file descriptors, /proc/self/fd or /dev/fd)
// close-on-exec.
func markOpenFiles(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if fd, err := strconv.Atoi(e.Name()); err == nil && fd > 2 {
			unix.CloseOnExec(fd)
		}
	}
}
