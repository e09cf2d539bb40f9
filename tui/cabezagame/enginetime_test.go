package cabezagame

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"cabezacat/ai/sandbox/sandboxtest"
	"cabezacat/tui/common"
	"cabezacat/tui/gamesetup"
	"cabezacat/tui/internal/tuitest"
	"cabezacat/tui/shell"
)

// The time per move is what the program is told: "timeout MS" before its
// search; without one, the TUI's default.
func TestEngineTimeReachesTheProgram(t *testing.T) {
	fastPrograms(t) // depth 1, so the move comes at once whatever the time
	for given, want := range map[time.Duration]string{700 * time.Millisecond: "timeout 700", 0: fmt.Sprintf("timeout %d", cabezaProgramLimits.Time.Milliseconds())} {
		log := filepath.Join(sandboxtest.PassableDir(t, 0o777), "commands")
		marker := fmt.Sprintf("marker-%d", rand.Int64())
		blue := gamesetup.EngineProgram(engineCommand(t, "logs", marker) + " '" + log + "'")
		blue.EngineTime = given
		s, err := New(common.Options{}, gamesetup.CabezaSetup{Red: gamesetup.Human(), Blue: blue, Position: "3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 b 1"})
		if err != nil {
			t.Fatal(err)
		}
		final := runCabeza(t, s.(Model), tuitest.UntilMsg(func(m tea.Model) bool {
			g := m.(shell.Model).Screen().(Model)
			return g.Game.Ply() == 1 || g.progs.lost != nil
		}))
		if final.progs.lost != nil {
			t.Fatalf("the program failed: %v", final.progs.lost.reason)
		}
		waitGone(t, marker)
		text, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains("\n"+string(text), "\n"+want+"\n") {
			t.Fatalf("given %v, the program read:\n%s\nwant the line %q", given, text, want)
		}
	}
}
