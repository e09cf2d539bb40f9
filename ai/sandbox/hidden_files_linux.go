//go:build linux

package sandbox

import (
	"os"
	"slices"
	"sync"
)

// systemDirs are the top-level directories a program sees as the host
// has them: the system's programs, libraries and settings (and the
// places other package managers put theirs), and the kernel's views.
// Where they are links (/bin → usr/bin) the link is seen and leads
// where it leads. /tmp is the private /tmp's.
var systemDirs = []string{
	"bin", "sbin", "lib", "lib32", "lib64", "libx32", "usr", "etc", "opt",
	"dev", "proc", "sys", "nix", "gnu", "snap", "tmp",
}

// hiddenDirs are the top-level directories of this machine that a
// program with the rest of the file system hidden does not see: every
// one that is not a system directory or a link (homes, /root, /srv,
// /mnt, /media, /var, /run, /boot, a grader's /work or /data...). Read
// once: a directory made at the top later is seen.
var hiddenDirs = sync.OnceValue(func() []string {
	entries, err := os.ReadDir("/")
	if err != nil {
		return nil
	}
	var dirs []string
	for _, e := range entries {
		// A link is not covered: where it leads is (or is a system
		// directory).
		if e.Type()&os.ModeSymlink != 0 || !e.IsDir() || slices.Contains(systemDirs, e.Name()) {
			continue
		}
		dirs = append(dirs, "/"+e.Name())
	}
	return dirs
})
