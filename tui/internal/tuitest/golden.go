package tuitest

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// updating reports -update, the flag teatest's golden package defines
// (defining it again would panic).
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// Golden compares a view with testdata/name.golden (written with -update).
// Trailing spaces are cut from each line, so the files stay readable.
func Golden(t *testing.T, name, view string) {
	t.Helper()
	lines := strings.Split(view, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	got := strings.Join(lines, "\n") + "\n"
	path := filepath.Join("testdata", name+".golden")
	if updating() {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./tui -update to write it)", err)
	}
	if got != string(want) {
		t.Errorf("view differs from %s (run with -update if the change is right)\n--- got:\n%s\n--- want:\n%s", path, got, want)
	}
}
