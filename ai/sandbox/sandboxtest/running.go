package sandboxtest

import (
	"os"
	"path/filepath"
	"strings"
)

// Running lists the command lines (arguments joined by spaces) of the
// processes whose command line contains marker, from /proc (empty where
// there is none). Tests start programs with a marker among their
// arguments and use it to see that nothing of them is left.
func Running(marker string) []string {
	var found []string
	files, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		if line := strings.ReplaceAll(string(b), "\x00", " "); strings.Contains(line, marker) {
			found = append(found, line)
		}
	}
	return found
}
