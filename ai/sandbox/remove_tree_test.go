//go:build linux

package sandbox

import (
	"os"
	"strings"
	"testing"
)

// A program under our own uid (no agent uids: not root) that makes its
// home read-only inside used to leave the home, and its workspace with
// the read-only copy of its program, in the temporary directory: an
// owner cannot unlink the entries of a directory it cannot write. (As
// root both were removed anyway; the test above covers what RemoveTree
// adds there.)
func TestWorkspaceAndHomesAreRemovedWhateverTheProgramMadeReadOnly(t *testing.T) {
	ws, err := NewWorkspace(Containment{})
	if err != nil {
		t.Fatal(err)
	}
	// The program prints its home (its working directory), which
	// runJailed removes after the run.
	out := runJailed(t, ws, script(t, "ro.sh", "mkdir -p keep/deeper && touch keep/f keep/deeper/g && chmod 0 keep/deeper && chmod 500 keep . && pwd\n"))
	home := strings.TrimSpace(out)
	if !strings.HasPrefix(home, ws.Dir+"/") {
		t.Fatalf("the program did not make its home read-only: %q", out)
	}
	if _, err := os.Lstat(home); !os.IsNotExist(err) {
		t.Errorf("its home is still there: %v", err)
	}
	if err := ws.Close(); err != nil {
		t.Errorf("closing the workspace: %v", err)
	}
	if _, err := os.Lstat(ws.Dir); !os.IsNotExist(err) {
		t.Errorf("the workspace is still there: %v", err)
	}
}
