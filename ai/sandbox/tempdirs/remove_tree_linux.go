//go:build linux

package tempdirs

import (
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// maxWritableDepth bounds how deep makeTreeWritable goes: it holds one
// descriptor per level.
const maxWritableDepth = 256

// makeTreeWritable gives every directory of ours in the tree at dir the
// mode 0700. The tree may be a stranger's, still changing: every
// directory is opened relative to its parent's descriptor with
// O_NOFOLLOW, so a name swapped for a symbolic link is refused instead
// of followed, and the mode is set on the directory opened, through
// /proc/self/fd (an O_PATH descriptor, the only kind a directory of
// mode 0 can be opened as, cannot be fchmod'ed). What cannot be changed
// (not ours, gone meanwhile) is skipped: the removal reports it.
func makeTreeWritable(dir string) {
	fd, err := unix.Open(dir, unix.O_PATH|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	makeWritableAt(fd, 0)
}

// makeWritableAt makes the directory open as fd (O_PATH) and those in
// it writable, and closes fd.
func makeWritableAt(fd, depth int) {
	defer unix.Close(fd)
	if unix.Chmod("/proc/self/fd/"+strconv.Itoa(fd), 0o700) != nil || depth >= maxWritableDepth {
		return
	}
	rfd, err := unix.Openat(fd, ".", unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	f := os.NewFile(uintptr(rfd), "")
	entries, _ := f.ReadDir(-1)
	f.Close()
	for _, e := range entries {
		if !e.IsDir() { // a link to a directory is not one
			continue
		}
		child, err := unix.Openat(fd, e.Name(), unix.O_PATH|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
		if err == nil {
			makeWritableAt(child, depth+1)
		}
	}
}
