//go:build linux

package sandbox

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/ai/sandbox/sandboxtest"
	"cabezacat/ai/sandbox/uids"
)

// needEngineUIDs skips where Detect gives no uids of their own to the
// programs, and fails where it should and does not: as root with those
// uids in our user namespace (this machine, CI).
func needEngineUIDs(t *testing.T) Containment {
	t.Helper()
	c := Detect()
	if os.Geteuid() == 0 && uids.Mapped() && !c.AgentUIDs {
		t.Fatalf("root, with the programs' uids mapped, but Detect gives them none: %s", c)
	}
	if !c.AgentUIDs {
		t.Skipf("not root: engine programs run under our own uid (containment: %s)", c)
	}
	return c
}

// reportScript says who it runs as and what it may do, then echoes
// its input: "ours" ($1) is a file of ours it tries to write, "secret"
// ($2) one of ours it tries to read.
const reportScript = `echo "uid $(id -u)"
grep -E '^(CapEff|CapPrm|NoNewPrivs):' /proc/self/status
grep 'Max processes' /proc/self/limits
echo "home $HOME"
echo "cwd $(pwd)"
echo "prog $0"
echo pwned > "$1" 2>/dev/null && echo "wrote-ours yes"
cat "$2" 2>/dev/null
echo pwned >> "$0" 2>/dev/null && echo "wrote-program yes"
echo fine > "$HOME/scratch" && echo "wrote-home yes"
echo ready
while read l; do echo "got $l"; done
`

// startReport starts argv as an engine program and returns what it
// printed up to "ready", as "key value" pairs, with the program (to Kill).
func startReport(t *testing.T, argv ...string) (map[string]string, *EngineProcess) {
	t.Helper()
	p, err := StartEngine(argv)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Kill)
	lines := p.Lines()
	report := map[string]string{}
	for l := range lines {
		if l.Text == "ready" {
			fmt.Fprintln(p.Stdin(), "hello")
			if l := <-lines; l.Text != "got hello" {
				t.Fatalf("it does not talk on stdin and stdout: %q", l.Text)
			}
			return report, p
		}
		if f := strings.Fields(l.Text); len(f) > 0 {
			report[strings.TrimSuffix(f[0], ":")] = strings.Join(f[1:], " ")
		}
	}
	<-p.Exited()
	t.Fatalf("it ended before ready (%s); it said %q", p.ExitReason(), report)
	return nil, nil
}

// As root, an engine program runs under a uid of its own with no
// capability, cannot write a file of ours nor read our secret, and
// keeps a home of its own, removed after it. The same program under our
// uid does write and read them: the attempts are real.
func TestEngineProgramRunsUnprivilegedAsRoot(t *testing.T) {
	c := needEngineUIDs(t)
	dir := sandboxtest.PassableDir(t, 0o755)
	ours, secret := filepath.Join(dir, "ours"), filepath.Join(dir, "secret")
	prog := script(t, "engine.sh", reportScript)
	writeOurs := func() {
		if err := os.WriteFile(ours, []byte("ours\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	writeOurs()
	if err := os.WriteFile(secret, []byte("s3cret\n"), 0o600); err != nil {
		t.Fatal(err)
	}

	asUs := c
	asUs.AgentUIDs = false
	cmd, done, err := engineCommand([]string{script(t, "as-us.sh", reportScript), ours, secret}, asUs)
	if err != nil {
		t.Fatal(err)
	}
	cmd.Containment = &asUs
	cmd.Dir = t.TempDir() // what it writes in its home goes there
	cmd.Env = MinimalEnv(cmd.Dir)
	res, err := Run(context.Background(), cmd, nil)
	done()
	if err != nil {
		t.Fatal(err)
	}
	if out := string(res.Stdout); !strings.Contains(out, "uid 0\n") || !strings.Contains(out, "wrote-ours yes") || !strings.Contains(out, "s3cret") {
		t.Fatalf("under our own uid the program should be root and write and read our files; it printed:\n%s", out)
	}
	writeOurs()

	report, p := startReport(t, prog, ours, secret)
	sandboxtest.CheckUnprivileged(t, report, uids.EngineBase, uids.EngineCount, "engine programs", EngineProcesses)
	if report["wrote-ours"] != "" || report["wrote-program"] != "" {
		t.Errorf("it wrote our file or its program: %v", report)
	}
	if report["wrote-home"] != "yes" {
		t.Errorf("it could not write in its home: %v", report)
	}
	if _, ok := report["s3cret"]; ok {
		t.Error("it read our secret")
	}
	if b, _ := os.ReadFile(ours); string(b) != "ours\n" {
		t.Errorf("our file is now %q", b)
	}
	home := report["home"]
	if !strings.Contains(home, "cabezacat-engine-") {
		t.Errorf("home %q, want a private one", home)
	}
	p.Kill()
	<-p.Exited()
	if _, err := os.Stat(filepath.Dir(home)); !os.IsNotExist(err) {
		t.Errorf("its private place %s is left after it: %v", filepath.Dir(home), err)
	}
}

// A program its uid cannot reach (in a directory of ours only we may
// enter) runs as a read-only copy; one it can reach runs where it is. It
// works in our directory when it may enter it, else in its home.
func TestEngineProgramRunsACopyOnlyWhereItMust(t *testing.T) {
	needEngineUIDs(t)
	dir := sandboxtest.PassableDir(t, 0o755)
	hidden := filepath.Join(sandboxtest.HiddenDir(t), "hidden.sh")
	open := filepath.Join(dir, "open.sh")
	for _, p := range []string{open, hidden} {
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"+reportScript), 0o755); err != nil {
			t.Fatal(err)
		}
	}

	t.Chdir(dir)
	report, _ := startReport(t, "./open.sh")
	if report["prog"] != open {
		t.Errorf("a program it may run ran as %q, want %q", report["prog"], open)
	}
	if report["cwd"] != dir {
		t.Errorf("it works in %q, want our directory %q, which it may enter", report["cwd"], dir)
	}

	t.Chdir(filepath.Dir(hidden))
	report, _ = startReport(t, "./hidden.sh")
	if p := report["prog"]; p == hidden || filepath.Base(p) != "hidden.sh" || !strings.Contains(p, "cabezacat-engine-") {
		t.Errorf("a program it may not reach ran as %q, want a copy in its private place", p)
	}
	if report["cwd"] != report["home"] {
		t.Errorf("it works in %q, want its home %q (it may not enter ours)", report["cwd"], report["home"])
	}
	if report["wrote-program"] != "" {
		t.Errorf("it wrote its program: %v", report)
	}
}

// A script whose interpreter its uid cannot run is refused with what to
// do; one it can run is found, even in a /tmp made private.
func TestEngineProgramScriptsInterpreterIsCheckedAndShown(t *testing.T) {
	needEngineUIDs(t)
	dir := sandboxtest.PassableDir(t, 0o755)
	shown := sandboxtest.PassableDir(t, 0o755) // not the program's: hidden by a private /tmp unless shown
	for _, interpDir := range []string{sandboxtest.HiddenDir(t), shown} {
		interp := filepath.Join(interpDir, "sh")
		if err := copyFile("/bin/sh", interp, 0o755); err != nil {
			t.Fatal(err)
		}
		prog := filepath.Join(dir, "engine")
		os.Remove(prog)
		if err := os.WriteFile(prog, []byte("#!"+interp+"\necho ready\nwhile read l; do echo \"got $l\"; done\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		if interpDir == shown {
			startReport(t, prog) // it talks
			continue
		}
		_, err := StartEngine([]string{prog})
		if err == nil || !strings.Contains(err.Error(), interp) || !strings.Contains(err.Error(), "chmod o+rx") {
			t.Fatalf("error %v, want one naming %s and what to do", err, interp)
		}
	}
}

// Two engine programs at once have a uid each; one freed is not given
// again at once.
func TestEngineUIDsOneEachInTurn(t *testing.T) {
	a, err := uids.Engines.Take()
	if err != nil {
		t.Fatal(err)
	}
	b, err := uids.Engines.Take()
	if err != nil {
		t.Fatal(err)
	}
	uids.Engines.Release(a)
	c, err := uids.Engines.Take()
	if err != nil {
		t.Fatal(err)
	}
	uids.Engines.Release(b)
	uids.Engines.Release(c)
	if a == b || c == a || c == b {
		t.Errorf("uids %d, %d, then %d after the first was freed", a, b, c)
	}
	for _, u := range []int{a, b, c} {
		if u < uids.EngineBase || u >= uids.EngineBase+uids.EngineCount || u < uids.AgentBase+uids.AgentCount {
			t.Errorf("uid %d outside the engine programs' range or inside the agents'", u)
		}
	}
	needEngineUIDs(t)
	prog := script(t, "engine.sh", reportScript)
	one, _ := startReport(t, prog)
	two, _ := startReport(t, prog)
	if one["uid"] == two["uid"] {
		t.Errorf("two engine programs at once share uid %s", one["uid"])
	}
}
