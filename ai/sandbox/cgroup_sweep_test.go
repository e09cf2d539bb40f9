//go:build linux

package sandbox

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
)

// What a killed cabezacat left running is ended by the next one: a
// cgroup named for a process that is gone is killed and removed; one
// named for a live process is left alone.
func TestSweepEndsWhatAGoneCabezacatLeftRunning(t *testing.T) {
	needStrong(t)
	base := Detect().Cgroup
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	// A process in a cgroup named for owner.
	sleeper := func(owner int) (*exec.Cmd, string) {
		dir := filepath.Join(base, fmt.Sprintf("cabezacat-%d-1", owner))
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("sleep", "1000")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			cmd.Process.Kill()
			cmd.Wait()
			os.Remove(dir)
		})
		if err := os.WriteFile(filepath.Join(dir, "cgroup.procs"), []byte(strconv.Itoa(cmd.Process.Pid)), 0); err != nil {
			t.Fatal(err)
		}
		return cmd, dir
	}
	orphan, orphanDir := sleeper(gone.Process.Pid)
	kept, keptDir := sleeper(os.Getppid()) // our parent, the go command: alive
	if n := sweepCgroups(base); n != 1 {
		t.Errorf("swept %d cgroups, want 1 (the gone process's)", n)
	}
	if _, err := os.Stat(orphanDir); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the cgroup of a gone cabezacat is still there (%v)", err)
	}
	// The cgroup could go only once empty: the orphan is dead.
	err := orphan.Wait()
	if ws, ok := orphan.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
		t.Errorf("the orphan ended with %v, want killed", err)
	}
	if _, err := os.Stat(keptDir); err != nil {
		t.Errorf("the cgroup of a live cabezacat was removed: %v", err)
	}
	if err := kept.Process.Signal(syscall.Signal(0)); err != nil {
		t.Errorf("the program of a live cabezacat was ended: %v", err)
	}
}
