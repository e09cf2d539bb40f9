//go:build linux

package sandbox

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// cgroupBase is the cgroup v2 directory of this process if runs can be
// made under it with cgroup.kill and cpu.stat, else "".
func cgroupBase() string {
	mount := cgroup2Mount()
	if mount == "" {
		return ""
	}
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return ""
	}
	var path string
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "0::"); ok {
			path = rest
		}
	}
	if path == "" {
		return ""
	}
	dir := filepath.Join(mount, path)
	sweepCgroups(dir)
	probe := filepath.Join(dir, fmt.Sprintf("cabezacat-probe-%d", os.Getpid()))
	if err := os.Mkdir(probe, 0o755); err != nil {
		return ""
	}
	defer os.Remove(probe)
	for _, f := range []string{"cgroup.kill", "cpu.stat", "cgroup.events"} {
		if _, err := os.Stat(filepath.Join(probe, f)); err != nil {
			return ""
		}
	}
	return dir
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
