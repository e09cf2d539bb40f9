package tuitest

import (
	"fmt"
	"os"
	"testing"
)

// Main runs a package's tests with the records folder (XDG_DATA_HOME) at
// a temporary folder, so no test saves into the home folder of whoever
// runs it. A package's TestMain calls it.
func Main(m *testing.M) {
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
