//go:build linux

package tempdirs

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// sweepTempDirs removes the private places (see Kind) that cabezacat
// processes now gone left behind.
func sweepTempDirs() {
	for _, kind := range kinds {
		prefix := string(kind)
		dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), prefix+"*"))
		for _, d := range dirs {
			var st unix.Stat_t
			if unix.Lstat(d, &st) != nil || st.Mode&unix.S_IFMT != unix.S_IFDIR || st.Uid != uint32(os.Geteuid()) {
				continue // not one of ours
			}
			if OwnerGone(strings.TrimPrefix(filepath.Base(d), prefix)) {
				RemoveTree(d)
			}
		}
	}
}

// OwnerGone reports whether name, "<pid>-…" (what follows a prefix of
// ours in the name of a directory or cgroup made for a run), names a
// cabezacat process that no longer exists. A name that is not one, our
// own pid, or a process we cannot tell about is not gone. (The sandbox
// sweeps the cgroups of runs so.)
func OwnerGone(name string) bool {
	pid, _, _ := strings.Cut(name, "-")
	if _, err := strconv.Atoi(pid); err != nil || pid == strconv.Itoa(os.Getpid()) {
		return false
	}
	_, err := os.Stat("/proc/" + pid)
	return errors.Is(err, os.ErrNotExist)
}
