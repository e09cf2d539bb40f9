//go:build linux

package sandbox

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/sandbox/sandboxtest"
)

func script(t *testing.T, name, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// runJailed runs prog with args in a new jail of ws, in a fresh home,
// and returns what it printed.
func runJailed(t *testing.T, ws *Workspace, prog string, args ...string) string {
	t.Helper()
	j, err := ws.Jail(prog)
	if err != nil {
		t.Fatal(err)
	}
	home, remove, err := j.Home()
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	cmd := j.Command(home, Limits{Wall: time.Hour}, nil)
	cmd.Args = args
	res, err := Run(context.Background(), cmd, nil)
	if err != nil {
		t.Fatal(err)
	}
	return string(res.Stdout)
}

func needStrong(t *testing.T) {
	t.Helper()
	if c := Detect(); !c.Strong() {
		t.Skipf("the kernel lacks PID namespaces or cgroup v2 here (containment: %s)", c)
	}
}

// The program sees only PATH, HOME (its directory) and LANG=C, and the
// limits and cores asked for (set while it is stopped at its exec), with
// a private /tmp (forked from a thread in its own mount namespace) and
// without.
func TestRunMinimalEnvironmentAndLimits(t *testing.T) {
	t.Setenv("CABEZACAT_TEST_SECRET", "s3cret")
	ptraced := Detect()
	ptraced.PrivateTmp = false
	for _, cont := range []Containment{Detect(), ptraced} {
		dir := t.TempDir()
		lim := Limits{OpenFiles: 37, FileSize: 1 << 20, Wall: time.Hour}
		cpu := Cores()[len(Cores())-1]
		body := "env | sort\nulimit -n\nulimit -f\ngrep Cpus_allowed_list /proc/self/status\npwd\n"
		res, err := Run(context.Background(), Command{Path: script(t, "env.sh", body), Dir: dir, Limits: lim, CPUs: []int{cpu}, Containment: &cont}, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := "HOME=" + dir + "\nLANG=C\nPATH=/usr/local/bin:/usr/bin:/bin\n"
		got := string(res.Stdout)
		if !strings.HasPrefix(got, want) {
			t.Errorf("%s: environment:\n%s\nwant only:\n%s", cont, got, want)
		}
		if cont.Rlimits && !strings.Contains(got, "\n37\n2048\n") {
			t.Errorf("%s: limits not in force (open files 37, file size 2048 blocks):\n%s", cont, got)
		}
		if cont.Affinity && !strings.Contains(got, fmt.Sprintf("Cpus_allowed_list:\t%d\n", cpu)) {
			t.Errorf("%s: not pinned to core %d:\n%s", cont, cpu, got)
		}
		if !strings.HasSuffix(got, dir+"\n") {
			t.Errorf("%s: not run in its directory:\n%s", cont, got)
		}
	}
}

// The CPU limit counts every process of the tree; the wall clock is only
// the backstop.
func TestRunCPULimitStopsTheWholeTree(t *testing.T) {
	needStrong(t)
	spin := "for i in 1 2; do sh -c 'while :; do :; done' & done\nwait\n"
	res, err := Run(context.Background(), Command{Path: script(t, "spin.sh", spin), Limits: Limits{CPU: 200 * time.Millisecond, Wall: time.Hour}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason != StoppedCPU || res.CPU < 200*time.Millisecond {
		t.Errorf("stopped by %v after %v of CPU; want the CPU limit, at least 200ms", res.Reason, res.CPU)
	}
}

func TestRunFloodAndCancel(t *testing.T) {
	res, err := Run(context.Background(), Command{Path: script(t, "yes.sh", "exec yes\n"), Limits: Limits{Output: 100, Wall: time.Hour}}, nil)
	if err != nil || !res.Flooded || len(res.Stdout) != 100 {
		t.Errorf("flood: flooded %v, %d bytes kept, %v", res.Flooded, len(res.Stdout), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err = Run(ctx, Command{Path: script(t, "sleep.sh", "sleep 86400\n"), Limits: Limits{Wall: time.Hour}}, nil)
	if err != nil || res.Reason != StoppedCancel {
		t.Errorf("cancelled: %v, %v", res.Reason, err)
	}
}

func TestRunMissingProgramIsNotStarted(t *testing.T) {
	_, err := Run(context.Background(), Command{Path: filepath.Join(t.TempDir(), "none")}, nil)
	if !errors.Is(err, ErrNotStarted) {
		t.Errorf("err %v, want ErrNotStarted", err)
	}
}

// A long-lived program (an engine) started with Start: Kill ends it and
// its children; Wait reports the kill.
func TestStartLongLivedAndKill(t *testing.T) {
	needStrong(t)
	marker := "cabezacat-sandbox-test-" + filepath.Base(t.TempDir())
	r, w, _ := os.Pipe()
	p, err := Start(context.Background(), Command{Path: script(t, "engine.sh", "sh -c 'sleep 86400; :' "+marker+" &\necho ready\nsleep 86400\n"), Stdout: w})
	w.Close()
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 6)
	if _, err := r.Read(buf); err != nil || string(buf) != "ready\n" {
		t.Fatalf("read %q, %v", buf, err)
	}
	p.Kill()
	u := p.Wait()
	r.Close()
	if u.Reason != StoppedKill {
		t.Errorf("reason %v, want killed", u.Reason)
	}
	if left := sandboxtest.Running(marker); len(left) > 0 {
		t.Errorf("%q survived the kill", left)
	}
}

// As root each jail runs under its own uid: it cannot write its program
// copy, another jail's home, or a file of ours.
func TestJailsKeepAgentsApart(t *testing.T) {
	c := Detect()
	if !c.AgentUIDs {
		t.Skip("not root: agents run under our own uid")
	}
	ws, err := NewWorkspace(c)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	ours := filepath.Join(t.TempDir(), "ours")
	os.WriteFile(ours, []byte("ours"), 0o644)
	a, err := ws.Jail(script(t, "a.sh", "cat >/dev/null\n"))
	if err != nil {
		t.Fatal(err)
	}
	homeA, removeA, _ := a.Home()
	defer removeA()
	os.WriteFile(filepath.Join(homeA, "secret"), []byte("a"), 0o600)
	os.Chown(filepath.Join(homeA, "secret"), a.UID(), a.UID())
	vandal := "for f in \"$1\" \"$2\" \"$3\"; do echo pwned > \"$f\" && echo wrote \"$f\"; done; cat \"$2\"\ntrue\n"
	b, err := ws.Jail(script(t, "b.sh", vandal))
	if err != nil {
		t.Fatal(err)
	}
	home, remove, err := b.Home()
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	cmd := b.Command(home, Limits{Wall: time.Hour}, nil)
	cmd.Args = []string{a.Program, filepath.Join(homeA, "secret"), ours}
	res, err := Run(context.Background(), cmd, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Nothing written (no "wrote"), nothing read (no "a").
	if len(res.Stdout) != 0 {
		t.Errorf("agent b reached what is not its own: %q", res.Stdout)
	}
	if b, _ := os.ReadFile(a.Program); string(b) != "#!/bin/sh\ncat >/dev/null\n" {
		t.Errorf("agent a's program is now %q", b)
	}
	if b, _ := os.ReadFile(ours); string(b) != "ours" {
		t.Error("our file was written")
	}
}
