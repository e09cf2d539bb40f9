//go:build linux

package sandbox

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"golang.org/x/sys/unix"
)

// A private /tmp needs mounts made in the program's own mount namespace
// before it runs, and Go's exec runs no code of ours between clone and
// exec. So the mounts are made before the clone, by the thread that
// forks: a fresh OS thread, locked to its goroutine, unshares a mount
// namespace of its own (only it: threads may), makes it private, covers
// the shared directories with fresh tmpfs, forks the program into that
// namespace, and dies with its goroutine, so no other code of ours ever
// runs in it. Nothing is re-executed and no tool is involved; stopping
// the program at its exec for its limits works as without.

// PrivateTmpSize caps each fresh /tmp, /var/tmp and /dev/shm (a tmpfs,
// charged to the run's cgroup and freed with its mount namespace).
const PrivateTmpSize = 64 << 20

// sharedTmpDirs are the world-writable directories a private /tmp
// covers, as they are on this machine (symlinks resolved, once each).
var sharedTmpDirs = sync.OnceValue(func() []string {
	var dirs []string
	for _, d := range []string{"/tmp", "/var/tmp", "/dev/shm"} {
		real, err := filepath.EvalSymlinks(d)
		if err != nil {
			continue
		}
		if fi, err := os.Stat(real); err != nil || !fi.IsDir() || slices.Contains(dirs, real) {
			continue
		}
		dirs = append(dirs, real)
	}
	return dirs
})

// UnderSharedTmp reports whether path lies in one of the directories a
// private /tmp covers (Containment.PrivateTmp): there such a path, when
// a program is pointed at it, is shown to it through fresh directories
// any uid may pass, whatever the host's above it.
func UnderSharedTmp(path string) bool {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return false
	}
	return slices.ContainsFunc(sharedTmpDirs(), func(m string) bool { return strings.HasPrefix(real, m+"/") })
}

// privateView lists the shared directories to cover and the paths
// under them bound back: what the program was pointed at. That is its
// program's directory (the program alone when it lies directly in a
// covered directory such as /tmp), its working directory, and every
// absolute path its command line names (as an argument or after an
// "="; a file with its directory as the program is; one not made yet
// keeps its nearest existing directory): the command line is the
// caller's, not the program's. A shared directory named itself, or as
// the working directory, or as the place of a file yet to be made,
// stays shared.
// Nothing else of the shared directories stays visible. With hide, the
// top-level directories that are not the system's (hiddenDirs) are
// covered as well, keeping likewise what the program was pointed at.
func privateView(prog, dir string, args []string, hide bool) (masks, keep []string) {
	real := func(p string) string {
		if r, err := filepath.EvalSymlinks(p); err == nil {
			return r
		}
		return p
	}
	wanted := []string{real(dir)}
	var files []string
	for _, a := range args {
		for _, p := range []string{a, a[strings.Index(a, "=")+1:]} {
			if !filepath.IsAbs(p) {
				continue
			}
			p = nearestExisting(filepath.Clean(p))
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
				files = append(files, p)
			} else {
				wanted = append(wanted, p)
			}
		}
	}
	covered := sharedTmpDirs()
	if hide {
		covered = slices.Concat(hiddenDirs(), covered) // a new slice: both are shared
	}
	for _, m := range covered {
		if !slices.Contains(wanted, m) {
			masks = append(masks, m)
		}
	}
	if progDir := real(filepath.Dir(prog)); slices.Contains(masks, progDir) {
		wanted = append(wanted, real(prog))
	} else {
		wanted = append(wanted, progDir)
	}
	// A file named is shown with its directory, as the program is (an
	// engine's script finds its modules beside it), unless that
	// directory is covered itself.
	for _, f := range files {
		if d := filepath.Dir(f); !slices.Contains(masks, d) {
			f = d
		}
		wanted = append(wanted, f)
	}
	// Outer paths first: one inside a kept path is kept with it.
	slices.SortStableFunc(wanted, func(a, b string) int { return len(a) - len(b) })
	for _, p := range wanted {
		under := func(m string) bool { return strings.HasPrefix(p, m+"/") }
		if slices.ContainsFunc(masks, under) && !slices.ContainsFunc(keep, under) && !slices.Contains(keep, p) {
			keep = append(keep, p)
		}
	}
	return masks, keep
}

// nearestExisting is p, or its nearest existing directory, symlinks
// resolved.
func nearestExisting(p string) string {
	for {
		if r, err := filepath.EvalSymlinks(p); err == nil {
			return r
		}
		parent := filepath.Dir(p)
		if parent == p {
			return p
		}
		p = parent
	}
}

// startWithPrivateTmp runs start on a thread of its own in a fresh,
// private mount namespace whose shared directories are fresh tmpfs (and,
// with hide, whose other directories than the system's are covered);
// the thread ends when start has returned.
func startWithPrivateTmp(c Command, hide bool, start func(c Command) (*exec.Cmd, *tree, error)) (*exec.Cmd, *tree, error) {
	c, plan, err := privatePlan(c, hide)
	if err != nil {
		return nil, nil, err
	}
	type started struct {
		cmd *exec.Cmd
		t   *tree
		err error
	}
	done := make(chan started, 1)
	go func() {
		// Never unlocked: the thread, in its own namespace, ends with
		// this goroutine.
		runtime.LockOSThread()
		if err := privateTmp(plan.masks, plan.keep, hide); err != nil {
			done <- started{err: fmt.Errorf("making a private /tmp: %w", err)}
			return
		}
		cmd, t, err := start(c)
		done <- started{cmd, t, err}
	}()
	r := <-done
	return r.cmd, r.t, r.err
}

// viewPlan is what a private view is made of: the program's file (as
// exec finds it) and what the view covers and keeps.
type viewPlan struct {
	prog        string
	masks, keep []string
}

// privatePlan makes c's working directory absolute (the child enters it
// after the mounts: never through a working directory of ours that they
// cover) and plans its private view.
func privatePlan(c Command, hide bool) (Command, viewPlan, error) {
	dir := c.Dir
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return c, viewPlan{}, err
		}
		dir = wd
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return c, viewPlan{}, err
	}
	c.Dir = dir
	prog, err := execPath(c.Path, dir)
	if err != nil {
		return c, viewPlan{}, err
	}
	masks, keep := privateView(prog, dir, append(slices.Clip(c.Args), c.Shown...), hide)
	return c, viewPlan{prog, masks, keep}, nil
}

// execPath is the file path names, as exec finds it from dir: a bare
// name on our PATH, a relative one under dir (unlike programPath, not
// checked: exec says what is wrong with it).
func execPath(path, dir string) (string, error) {
	switch {
	case !strings.Contains(path, "/"):
		return exec.LookPath(path)
	case !filepath.IsAbs(path):
		return filepath.Join(dir, path), nil
	}
	return path, nil
}

// privateTmp covers each shared directory with a fresh tmpfs and binds
// back the kept paths, opened before they were covered.
func privateTmp(masks, keep []string, hide bool) error {
	if err := unix.Unshare(unix.CLONE_NEWNS); err != nil {
		return err
	}
	// Private: nothing mounted here reaches the host's namespace.
	if err := unix.Mount("none", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return err
	}
	fds := make([]int, 0, len(keep))
	defer func() {
		for _, fd := range fds {
			unix.Close(fd)
		}
	}()
	for _, k := range keep {
		fd, err := unix.Open(k, unix.O_PATH|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("%s: %w", k, err)
		}
		fds = append(fds, fd)
	}
	// Outer masks first: /var/tmp is made again in the /var that covers
	// the host's.
	slices.SortStableFunc(masks, func(a, b string) int { return len(a) - len(b) })
	tmps := sharedTmpDirs()
	for _, m := range masks {
		opts, flags := fmt.Sprintf("size=%d,mode=1777", PrivateTmpSize), uintptr(unix.MS_NOSUID|unix.MS_NODEV)
		if !slices.Contains(tmps, m) {
			opts, flags = "size=1m,mode=755", flags|unix.MS_NOEXEC
		}
		if err := os.MkdirAll(m, 0o755); err != nil {
			return err
		}
		if err := unix.Mount("tmpfs", m, "tmpfs", flags, opts); err != nil {
			return fmt.Errorf("tmpfs on %s: %w", m, err)
		}
	}
	for i, k := range keep {
		var st unix.Stat_t
		if err := unix.Fstat(fds[i], &st); err != nil {
			return fmt.Errorf("%s: %w", k, err)
		}
		if st.Mode&unix.S_IFMT == unix.S_IFDIR {
			if err := os.MkdirAll(k, 0o755); err != nil {
				return err
			}
		} else {
			if err := os.MkdirAll(filepath.Dir(k), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(k, nil, 0o644); err != nil {
				return err
			}
		}
		if err := unix.Mount(fmt.Sprintf("/proc/self/fd/%d", fds[i]), k, "", unix.MS_BIND|unix.MS_REC, ""); err != nil {
			return fmt.Errorf("keeping %s: %w", k, err)
		}
	}
	if hide {
		if err := hideProcesses(); err != nil {
			return err
		}
	}
	// A cover holds only the places of what is kept: nothing may be
	// written there.
	for _, m := range masks {
		if slices.Contains(tmps, m) {
			continue
		}
		if err := unix.Mount("", m, "", unix.MS_REMOUNT|unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, ""); err != nil {
			return fmt.Errorf("making the cover of %s read-only: %w", m, err)
		}
	}
	return nil
}
