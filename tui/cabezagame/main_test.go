package cabezagame

import (
	"os"
	"strings"
	"testing"

	"cabezacat/tui/internal/tuitest"
)

// TestMain: run with "fake-engine=KIND" first, the test binary is an
// engine program (programs_test.go); else the tests run with the records
// folder in a temporary folder (see tuitest.Main).
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], "fake-engine=") {
		os.Exit(fakeEngine(strings.TrimPrefix(os.Args[1], "fake-engine=")))
	}
	tuitest.Main(m)
}
