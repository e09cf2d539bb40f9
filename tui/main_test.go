package tui

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestMain points the records folder (XDG_DATA_HOME) at a temporary
// folder, so no test saves into the home folder of whoever runs it. Run
// with "fake-engine=KIND" first, the test binary is an engine program
// instead (cabeza_ai_program_test.go).
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], "fake-engine=") {
		os.Exit(fakeEngine(strings.TrimPrefix(os.Args[1], "fake-engine=")))
	}
	dir, err := os.MkdirTemp("", "cabezacat-tui-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("XDG_DATA_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
