//go:build linux

package sandbox

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// cgroupBase is the cgroup v2 directory of this process if runs can be
// made under it with cgroup.kill and cpu.stat, else "", and whether its
// runs' cgroups tell how long they waited for a CPU (cpu.pressure).
func cgroupBase() (base string, pressure bool) {
	mount := cgroup2Mount()
	if mount == "" {
		return "", false
	}
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return "", false
	}
	var path string
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "0::"); ok {
			path = rest
		}
	}
	if path == "" {
		return "", false
	}
	dir := filepath.Join(mount, path)
	sweepCgroups(dir)
	probe := filepath.Join(dir, fmt.Sprintf("cabezacat-probe-%d", os.Getpid()))
	if err := os.Mkdir(probe, 0o755); err != nil {
		return "", false
	}
	defer os.Remove(probe)
	for _, f := range []string{"cgroup.kill", "cpu.stat", "cgroup.events"} {
		if _, err := os.Stat(filepath.Join(probe, f)); err != nil {
			return "", false
		}
	}
	_, pressure = readCPUWait(probe)
	return dir, pressure
}

// cgroup2Mount is where the cgroup v2 hierarchy is mounted (alone, or
// beside v1 in a hybrid layout), or "".
func cgroup2Mount() string {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// ... mount-point ... - fstype source options
		line := sc.Text()
		i := strings.Index(line, " - ")
		if i < 0 {
			continue
		}
		if fs := strings.Fields(line[i+3:]); len(fs) > 0 && fs[0] == "cgroup2" {
			if f := strings.Fields(line[:i]); len(f) >= 5 {
				return f[4]
			}
		}
	}
	return ""
}

func readCgroupCPU(dir string) time.Duration {
	b, err := os.ReadFile(filepath.Join(dir, "cpu.stat"))
	if err != nil {
		return 0
	}
	for _, line := range bytes.Split(b, []byte("\n")) {
		if v, ok := bytes.CutPrefix(line, []byte("usage_usec ")); ok {
			n, _ := strconv.ParseInt(string(v), 10, 64)
			return time.Duration(n) * time.Microsecond
		}
	}
	return 0
}

// cgroupPopulated reports whether a process is left in the cgroup dir
// (false once it cannot be read).
func cgroupPopulated(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "cgroup.events"))
	return err == nil && !bytes.Contains(b, []byte("populated 0"))
}

// removeCgroup removes the cgroup dir, empty of processes, with the
// cgroups a program of it made inside it (a cabezacat run there, which
// makes its runs' cgroups and its own leaf there, see cgroupMemory):
// a cgroup that has some cannot be removed.
func removeCgroup(dir string) error {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.IsDir() {
			removeCgroup(filepath.Join(dir, e.Name()))
		}
	}
	return os.Remove(dir)
}

// cgroupMemory makes the memory controller available to the runs'
// cgroups made under dir and reports whether it is. dir's parent must
// grant it (dir's cgroup.controllers), and dir may hand it on only
// while no process is in dir itself (cgroup v2's rule for every cgroup
// but the root). When this process is alone in dir (started so, e.g.
// by systemd-run --scope -p Delegate=yes), it moves into a leaf of its
// own beside the runs' cgroups, cabezacat-<pid>-self (swept like a
// run's once we are gone), and enables the controller; when others
// share dir, it leaves them be, and memory is limited per process.
func cgroupMemory(dir string) bool {
	if !hasWord(filepath.Join(dir, "cgroup.controllers"), "memory") {
		return false
	}
	control := filepath.Join(dir, "cgroup.subtree_control")
	if !hasWord(control, "memory") {
		err := os.WriteFile(control, []byte("+memory"), 0)
		if err != nil && errors.Is(err, syscall.EBUSY) && aloneIn(dir) {
			leaf := filepath.Join(dir, fmt.Sprintf("cabezacat-%d-self", os.Getpid()))
			if err := os.Mkdir(leaf, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
				return false
			}
			if err := os.WriteFile(filepath.Join(leaf, "cgroup.procs"), []byte(strconv.Itoa(os.Getpid())), 0); err != nil {
				os.Remove(leaf)
				return false
			}
			err = os.WriteFile(control, []byte("+memory"), 0)
		}
		if err != nil {
			return false
		}
	}
	probe := filepath.Join(dir, fmt.Sprintf("cabezacat-probe-%d", os.Getpid()))
	if err := os.Mkdir(probe, 0o755); err != nil {
		return false
	}
	defer os.Remove(probe)
	for _, f := range []string{"memory.max", "memory.events"} {
		if _, err := os.Stat(filepath.Join(probe, f)); err != nil {
			return false
		}
	}
	return true
}

// hasWord reports whether the file lists word (cgroup.controllers,
// cgroup.subtree_control).
func hasWord(file, word string) bool {
	b, err := os.ReadFile(file)
	return err == nil && slices.Contains(strings.Fields(string(b)), word)
}

// aloneIn reports whether this process is the only one in the cgroup dir.
func aloneIn(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
	return err == nil && strings.TrimSpace(string(b)) == strconv.Itoa(os.Getpid())
}

// limitMemory caps the memory of everything in the run's cgroup dir at
// limit bytes, none of it in swap, and makes the kernel's out-of-memory
// kill take the whole tree, not one process of it.
func limitMemory(dir string, limit int64) error {
	if err := os.WriteFile(filepath.Join(dir, "memory.max"), []byte(strconv.FormatInt(limit, 10)), 0); err != nil {
		return fmt.Errorf("limiting the run's memory: %w", err)
	}
	// Without swap accounting (or swap) the file is missing: nothing to
	// spill into then, or nothing we can bound.
	if err := os.WriteFile(filepath.Join(dir, "memory.swap.max"), []byte("0"), 0); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("limiting the run's swap: %w", err)
	}
	// Before 4.19 there is no group kill: the kernel kills the largest
	// process alone.
	if err := os.WriteFile(filepath.Join(dir, "memory.oom.group"), []byte("1"), 0); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("making the run's out-of-memory kill take the whole tree: %w", err)
	}
	return nil
}

// readCPUWait is how long the processes of the cgroup dir were runnable
// but waiting for a CPU, from its pressure figures: the time during
// which at least one of them waited ("some ... total=" microseconds),
// which is never more than the time that passed. ok is false where the
// kernel keeps no such figures (no PSI).
func readCPUWait(dir string) (wait time.Duration, ok bool) {
	b, err := os.ReadFile(filepath.Join(dir, "cpu.pressure"))
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || f[0] != "some" {
			continue
		}
		for _, kv := range f[1:] {
			if v, ok := strings.CutPrefix(kv, "total="); ok {
				us, err := strconv.ParseInt(v, 10, 64)
				return time.Duration(us) * time.Microsecond, err == nil
			}
		}
	}
	return 0, false
}

// readOOMKills is how many processes of the cgroup dir the kernel killed
// for want of memory (memory.events oom_kill).
func readOOMKills(dir string) int64 {
	b, err := os.ReadFile(filepath.Join(dir, "memory.events"))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "oom_kill "); ok {
			n, _ := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			return n
		}
	}
	return 0
}

// readMemoryPeak is the most memory the cgroup dir's processes held at
// once (memory.peak, Linux 5.19 on), or 0.
func readMemoryPeak(dir string) int64 {
	b, err := os.ReadFile(filepath.Join(dir, "memory.peak"))
	if err != nil {
		return 0
	}
	n, _ := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	return n
}
