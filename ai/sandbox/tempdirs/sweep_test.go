//go:build linux

package tempdirs

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The private places of agents, engine programs and compiles whose
// cabezacat is gone (killed) are removed by the next one; those of a
// live cabezacat, or not ours, stay.
func TestPrivateDirsOfGoneProcessesAreSwept(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	dirs := map[string]bool{ // name: swept
		string(Engine) + "x-4": false,
	}
	for _, prefix := range []Kind{Agents, Engine, Build} {
		dirs[fmt.Sprintf("%s%d-1", prefix, gone.Process.Pid)] = true
		dirs[fmt.Sprintf("%s%d-2", prefix, os.Getpid())] = false
		dirs[fmt.Sprintf("%s%d-3", prefix, os.Getppid())] = false
	}
	for name := range dirs {
		if err := os.MkdirAll(filepath.Join(os.TempDir(), name, "home"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	sweepTempDirs()
	for name, swept := range dirs {
		_, err := os.Stat(filepath.Join(os.TempDir(), name))
		if os.IsNotExist(err) != swept {
			t.Errorf("%s: removed %v, want %v", name, os.IsNotExist(err), swept)
		}
	}
}
