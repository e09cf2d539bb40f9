//go:build linux

package sandbox

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// sweepTempDirs removes the private places (see tempDirPrefixes) that
// cabezacat processes now gone left behind.
func sweepTempDirs() {
	for _, prefix := range tempDirPrefixes {
		dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), prefix+"*"))
		for _, d := range dirs {
			pid, _, _ := strings.Cut(strings.TrimPrefix(filepath.Base(d), prefix), "-")
			var st unix.Stat_t
			if _, err := strconv.Atoi(pid); err != nil || unix.Lstat(d, &st) != nil ||
				st.Mode&unix.S_IFMT != unix.S_IFDIR || st.Uid != uint32(os.Geteuid()) {
				continue // not one of ours
			}
			if _, err := os.Stat("/proc/" + pid); errors.Is(err, os.ErrNotExist) {
				os.RemoveAll(d)
			}
		}
	}
}
