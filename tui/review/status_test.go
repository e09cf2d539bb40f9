package review

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"cabezacat/tui/common"
	"cabezacat/tui/internal/tuitest"
)

// Where w saved the game is shown whole, wrapped rather than cut at the
// screen's edge, and the screen keeps its height.
func TestReviewSavedPathIsShownWhole(t *testing.T) {
	home := t.TempDir() // the records' folder is ~/.local/share/cabezacat
	t.Setenv("HOME", home)
	t.Setenv("XDG_DATA_HOME", "")
	data := filepath.Join(home, ".local", "share")
	for _, size := range [][2]int{{64, 20}, {80, 24}, {100, 30}} {
		m := reviewed(t, "cabeza-reviewed.cabeza", common.Options{}, size[0], size[1])
		m = send(m, tuitest.KeyRunes("w"))
		files, _ := filepath.Glob(filepath.Join(data, "cabezacat", "*"))
		if len(files) == 0 {
			t.Fatalf("nothing saved: %q", m.status)
		}
		v := ansi.Strip(m.View())
		tuitest.CheckFits(t, fmt.Sprintf("%dx%d", size[0], size[1]), v, size[0], size[1])
		name := filepath.Base(files[len(files)-1])
		if !strings.Contains(strings.ReplaceAll(v, "\n", ""), name) {
			t.Fatalf("%dx%d: the file's name %s is not shown whole:\n%s", size[0], size[1], name, v)
		}
		for _, f := range files {
			_ = os.Remove(f)
		}
	}
}
