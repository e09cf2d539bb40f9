//go:build linux

package sandbox

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// hiddenTestDir is a fresh directory, readable by everyone, inside a
// top-level directory that the hidden view covers: where a grader keeps
// the class's submissions or the results.
func hiddenTestDir(t *testing.T) string {
	t.Helper()
	// Named here, not taken from hiddenDirs: a test of what is hidden
	// must not ask the code under test where to look.
	dirs := []string{"/srv", "/mnt", "/media", "/home", "/var/lib", "/var/cache", "/var/opt"}
	if dir := freshDirIn(t, dirs, 0o005, 0o755); dir != "" {
		return dir
	}
	t.Skip("no directory here that others may read and we may write outside the system's")
	return ""
}

// An agent under its own uid cannot read another's submission or the
// grader's files that the world may read, once the rest of the file
// system is hidden; what its command line names stays seen, and it can
// write in none of the covers. The same agent with the files shown does
// read the submission: the attempt is real.
func TestSandboxHidesTheRestOfTheFileSystem(t *testing.T) {
	c := Detect()
	if !c.HiddenFiles || !c.AgentUIDs {
		t.Skipf("this machine cannot hide the file system from a uid of the agent's own (containment: %s)", c)
	}
	agentsCanReachTempDir(t)
	base := hiddenTestDir(t)
	other := filepath.Join(base, "submissions", "bob")
	shown := filepath.Join(base, "shown")
	for _, d := range []string{other, shown} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(other, "agent.cpp"), []byte("bob's secret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(shown, "table"), []byte("a table it was given\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The other's path is in the script, not on its command line.
	peek := script(t, "peek.sh", `cat `+other+`/agent.cpp 2>&1 | sed 's/^/other: /'
ls `+base+` 2>&1 | sed 's/^/listed: /'
cat "$1"/table 2>&1 | sed 's/^/given: /'
touch `+filepath.Dir(base)+`/written 2>&1 | sed 's/^/write: /'
echo ok > /tmp/mine && echo tmp: $(cat /tmp/mine)
`)
	run := func(cont Containment) string { return runInNewWorkspace(t, cont, peek, shown) }
	open := c
	open.HiddenFiles = false
	if out := run(open); !strings.Contains(out, "other: bob's secret") {
		t.Fatalf("with the files shown the agent should read the other's submission; it printed:\n%s", out)
	}
	out := run(c)
	if strings.Contains(out, "secret") || strings.Contains(out, "listed: submissions") {
		t.Errorf("the agent read another's files:\n%s", out)
	}
	if !strings.Contains(out, "given: a table it was given") {
		t.Errorf("the directory its command line names is not seen:\n%s", out)
	}
	if !strings.Contains(out, "write: ") || !strings.Contains(out, "Read-only file system") || !strings.Contains(out, "tmp: ok") {
		t.Errorf("a cover is writable, or its private /tmp is not:\n%s", out)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(base), "written")); err == nil {
		os.Remove(filepath.Join(filepath.Dir(base), "written"))
		t.Errorf("the agent wrote in the host's %s", filepath.Dir(base))
	}
}

// The hidden view covers every top-level directory but the system's and
// the shared /tmp ones, outer first, and keeps what the program was
// pointed at inside them: its program's directory, its working
// directory, the paths its command line names. A covered directory it
// is asked to work in stays shown.
func TestSandboxHiddenViewKeepsWhatTheProgramNeeds(t *testing.T) {
	hidden := hiddenDirs()
	if len(hidden) == 0 {
		t.Skip("no top-level directory to hide on this machine")
	}
	for _, d := range hidden {
		if slices.Contains(systemDirs, strings.TrimPrefix(d, "/")) {
			t.Errorf("%s is a system directory and is hidden", d)
		}
	}
	for _, d := range []string{"/usr", "/etc", "/proc", "/dev"} {
		if slices.Contains(hidden, d) {
			t.Errorf("%s is hidden", d)
		}
	}
	base := hiddenTestDir(t)
	for _, d := range []string{"engines", "run", "books", "scripts"} {
		if err := os.Mkdir(filepath.Join(base, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	prog := filepath.Join(base, "engines", "eng")
	if err := os.WriteFile(prog, nil, 0o755); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(base, "scripts", "engine.py")
	if err := os.WriteFile(script, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	masks, keep := privateView(prog, filepath.Join(base, "run"), []string{"--book=" + filepath.Join(base, "books", "new.txt"), script}, true)
	for _, d := range append(slices.Clone(hidden), sharedTmpDirs()...) {
		if !slices.Contains(masks, d) {
			t.Errorf("%s is not covered (covers %q)", d, masks)
		}
	}
	want := []string{filepath.Join(base, "run"), filepath.Join(base, "books"), filepath.Join(base, "engines"), filepath.Join(base, "scripts")}
	if fmt.Sprint(keep) != fmt.Sprint(want) {
		t.Errorf("keeps %q; want %q", keep, want)
	}
	h := hidden[0]
	masks, _ = privateView("/bin/true", h, nil, true)
	if slices.Contains(masks, h) {
		t.Errorf("the working directory %s is covered", h)
	}
	masks, _ = privateView("/bin/true", "/", nil, false)
	if slices.Contains(masks, h) {
		t.Errorf("%s is covered without hiding: %q", h, masks)
	}
}

func TestSandboxContainmentSaysWhetherFilesAreHidden(t *testing.T) {
	for _, c := range []struct {
		cont Containment
		open bool
	}{
		{Containment{NetNamespace: true, PrivateTmp: true}, true},
		{Containment{NetNamespace: true, HiddenFiles: true}, true},
		{Containment{NetNamespace: true, PrivateTmp: true, HiddenFiles: true}, false},
	} {
		s := c.cont.String()
		if strings.Contains(s, "every file their uid may read") != c.open || strings.Contains(s, "other files hidden") == c.open {
			t.Errorf("%+v: %q", c.cont, s)
		}
	}
}

// Runs start side by side (an arena's workers): their views must share
// nothing they write. Under -race this fails if one view is built in
// another's backing array.
func TestSandboxViewsOfParallelStartsShareNothing(t *testing.T) {
	want := fmt.Sprint(privateView("/bin/true", "/", nil, true))
	var wg sync.WaitGroup
	got := make([]string, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = fmt.Sprint(privateView("/bin/true", "/", []string{"/usr/share/" + strconv.Itoa(i)}, true))
		}()
	}
	wg.Wait()
	for i, g := range got {
		if g != want {
			t.Errorf("start %d saw %s; want %s", i, g, want)
		}
	}
}

// Under its own uid, with the files hidden, a program sees only its own
// processes in /proc: not ours (the grader's, whose command line names
// the class's directories). With the files shown it does: the attempt
// is real. /proc's own files still read.
func TestSandboxHidesOtherProcesses(t *testing.T) {
	c := Detect()
	if !c.HiddenFiles || !c.AgentUIDs {
		t.Skipf("this machine cannot hide the file system from a uid of the agent's own (containment: %s)", c)
	}
	agentsCanReachTempDir(t)
	peek := script(t, "ps.sh", `test -e /proc/`+strconv.Itoa(os.Getpid())+`/cmdline && echo sees the grader
test -e /proc/self/status && echo sees itself
grep -q processor /proc/cpuinfo && echo reads cpuinfo
`)
	run := func(cont Containment) string { return runInNewWorkspace(t, cont, peek) }
	open := c
	open.HiddenFiles = false
	if out := run(open); !strings.Contains(out, "sees the grader") {
		t.Fatalf("with the files shown the program should see our process; it printed:\n%s", out)
	}
	out := run(c)
	if strings.Contains(out, "sees the grader") || !strings.Contains(out, "sees itself") || !strings.Contains(out, "reads cpuinfo") {
		t.Errorf("with the files hidden it printed:\n%s", out)
	}
}

// runInNewWorkspace is runJailed in a workspace of its own for cont.
func runInNewWorkspace(t *testing.T, cont Containment, prog string, args ...string) string {
	t.Helper()
	ws, err := NewWorkspace(cont)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	return runJailed(t, ws, prog, args...)
}
