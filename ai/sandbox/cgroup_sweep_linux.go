//go:build linux

package sandbox

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"cabezacat/ai/sandbox/tempdirs"
)

// sweepCgroups ends what a cabezacat process that is gone (killed with
// kill -9, say) left running in dir, the cgroup its runs were made
// under: every run's cgroup is named cabezacat-<pid>-<n> (startIn), and
// one whose process no longer exists is killed whole (cgroup.kill) and
// removed. Without it a program whose arena was killed runs on, holding
// its uid, until it ends by itself.
func sweepCgroups(dir string) (swept int) {
	groups, _ := filepath.Glob(filepath.Join(dir, "cabezacat-*-*"))
	for _, g := range groups {
		name := strings.TrimPrefix(filepath.Base(g), "cabezacat-")
		if !tempdirs.OwnerGone(strings.TrimPrefix(name, "probe-")) {
			continue // its cabezacat runs on (or we cannot tell)
		}
		if err := os.WriteFile(filepath.Join(g, "cgroup.kill"), []byte("1"), 0); err != nil {
			continue
		}
		// The kill is delivered at once; the processes take a moment
		// to exit. One stuck in the kernel keeps its cgroup for the
		// next sweep rather than hold this start up.
		for i := 0; i < 1000 && cgroupPopulated(g); i++ {
			time.Sleep(time.Millisecond)
		}
		if removeCgroup(g) == nil {
			swept++
		}
	}
	return swept
}
