//go:build linux

package sandbox

import (
	"fmt"
	"os"
	"slices"
	"sync"

	"golang.org/x/sys/unix"
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

// hideProcesses mounts a /proc of its own over the host's in the
// program's mount namespace, one that shows a process only to its own
// uid (hidepid=2): the program (under a uid of its own) sees its own
// processes, not the grader's command lines nor the other programs'.
// The PID namespace alone does not do it: its /proc would have to be
// mounted from inside, after the clone, where Go runs no code of ours.
// The system's files of /proc (cpuinfo, meminfo, self) stay.
func hideProcesses() error {
	if err := unix.Mount("proc", "/proc", "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "hidepid=2"); err != nil {
		return fmt.Errorf("a /proc of its own: %w", err)
	}
	return nil
}
