//go:build linux

package sandbox

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// As root with CAP_SYS_ADMIN, where util-linux's unshare can make a
// network and a mount namespace, Detect must turn on both: the tests
// below then really run here and on any CI machine like this one.
func TestSandboxDetectIsolatesWhereAllowed(t *testing.T) {
	if os.Geteuid() != 0 || !capSysAdmin() {
		t.Skip("not root with CAP_SYS_ADMIN: no network namespace or private /tmp expected")
	}
	unshare, err := exec.LookPath("unshare")
	if err != nil {
		t.Skip("no util-linux unshare to tell whether this machine allows namespaces")
	}
	if out, err := exec.Command(unshare, "--net", "--mount", "--propagation", "private", "true").CombinedOutput(); err != nil {
		t.Skipf("this machine forbids new network or mount namespaces: %v %s", err, out)
	}
	c := Detect()
	if !c.NetNamespace || !c.PrivateTmp || !c.HiddenFiles {
		t.Errorf("Detect() = %s; want a network namespace, a private /tmp and the host's files hidden", c)
	}
	if !strings.Contains(c.String(), "no network") || !strings.Contains(c.String(), "a private /tmp per run") {
		t.Errorf("the report does not name them: %s", c)
	}
}

func TestSandboxContainmentSaysWhatIsOpen(t *testing.T) {
	open := Containment{PIDNamespace: true}.String()
	if !strings.Contains(open, "programs can reach the host's network and the shared /tmp") {
		t.Errorf("without them: %q", open)
	}
	closed := Containment{NetNamespace: true, PrivateTmp: true, HiddenFiles: true}.String()
	if strings.Contains(closed, "can reach") {
		t.Errorf("with them: %q", closed)
	}
}

func capSysAdmin() bool {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "CapEff:"); ok {
			caps, err := strconv.ParseUint(strings.TrimSpace(v), 16, 64)
			return err == nil && caps&(1<<21) != 0
		}
	}
	return false
}

// TestSandboxHelperProcess is not a test: it is the contained program of
// the tests below (this binary run again), told what to do by its
// environment.
func TestSandboxHelperProcess(t *testing.T) {
	if os.Getenv("CABEZACAT_SANDBOX_HELPER") != "connect" {
		return
	}
	// It talks over stdin and stdout...
	line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	fmt.Printf("echo %s", line)
	// ...and tries the host's loopback.
	var up []string
	ifs, _ := net.Interfaces()
	for _, i := range ifs {
		if i.Flags&net.FlagUp != 0 {
			up = append(up, i.Name)
		}
	}
	fmt.Printf("interfaces up: %q\n", up)
	conn, err := net.Dial("tcp", os.Getenv("CABEZACAT_SANDBOX_ADDR"))
	if err != nil {
		fmt.Println("no connection")
		os.Exit(0)
	}
	got, _ := bufio.NewReader(conn).ReadString('\n')
	fmt.Printf("connected, read %q\n", got)
	os.Exit(0)
}

// A contained program cannot connect to a listener on the host's
// 127.0.0.1, and still talks over its stdin and stdout. The same
// program without the network namespace does connect: the attempt is real.
func TestSandboxProgramHasNoNetwork(t *testing.T) {
	c := Detect()
	if !c.NetNamespace {
		t.Skipf("this machine allows no network namespace (containment: %s)", c)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		for {
			conn, err := l.Accept()
			if err != nil {
				return
			}
			conn.Write([]byte("host secret\n"))
			conn.Close()
		}
	}()
	run := func(cont Containment) string {
		cmd := Command{
			Path: os.Args[0], Args: []string{"-test.run=^TestSandboxHelperProcess$"},
			Env:         append(MinimalEnv("/"), "CABEZACAT_SANDBOX_HELPER=connect", "CABEZACAT_SANDBOX_ADDR="+l.Addr().String()),
			Containment: &cont, Limits: Limits{Wall: time.Hour},
		}
		res, err := Run(context.Background(), cmd, []byte("ping\n"))
		if err != nil {
			t.Fatal(err)
		}
		if res.Reason != Exited || res.Err != nil {
			t.Fatalf("the program ended by %v, %v: %s", res.Reason, res.Err, res.Stderr)
		}
		return string(res.Stdout)
	}
	open := c
	open.NetNamespace = false
	if out := run(open); !strings.Contains(out, `connected, read "host secret\n"`) {
		t.Fatalf("without a network namespace the program should connect; it printed:\n%s", out)
	}
	out := run(c)
	if !strings.HasPrefix(out, "echo ping\n") {
		t.Errorf("stdin/stdout broken: %q", out)
	}
	if !strings.Contains(out, "interfaces up: []\n") || !strings.Contains(out, "no connection\n") {
		t.Errorf("the contained program reached the network:\n%s", out)
	}
}

// What one contained program writes in /tmp, /var/tmp or /dev/shm is
// seen neither by the next one nor by the host, and the host's files
// there are not seen by either; each still has a writable /tmp, capped
// at PrivateTmpSize. The same programs with the shared /tmp do leak:
// the attempt is real.
func TestSandboxPrivateTmpPerProgram(t *testing.T) {
	c := Detect()
	if !c.PrivateTmp {
		t.Skipf("this machine allows no private /tmp (containment: %s)", c)
	}
	agentsCanReachTempDir(t)
	mark := "cabezacat-" + filepath.Base(filepath.Dir(t.TempDir()))
	host := filepath.Join(os.TempDir(), mark+"-host")
	if err := os.WriteFile(host, []byte("host file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(host)
	big := filepath.Join("/tmp", mark+"-big")
	var leaks []string
	for _, d := range sharedTmpDirs() {
		leaks = append(leaks, filepath.Join(d, mark))
	}
	t.Cleanup(func() {
		for _, d := range leaks {
			os.Remove(d)
		}
	})
	// The paths are in the scripts, not on their command lines (paths a
	// command line names stay visible).
	files := strings.Join(leaks, " ")
	writer := script(t, "writer.sh", `for f in `+files+`; do echo left by the writer > "$f" && echo wrote "$f"; done
cat `+host+` 2>/dev/null | sed 's/^/host: /'
`)
	reader := script(t, "reader.sh", `umount /tmp 2>/dev/null
for f in `+files+`; do cat "$f" 2>/dev/null; done
cat `+host+` 2>/dev/null | sed 's/^/host: /'
dd if=/dev/zero of=`+big+` bs=1M count=80 2>/dev/null
echo big: $(wc -c < `+big+`)
rm -f `+big+`
`)
	run := func(cont Containment) (string, string) {
		ws, err := NewWorkspace(cont)
		if err != nil {
			t.Fatal(err)
		}
		defer ws.Close()
		return runJailed(t, ws, writer), runJailed(t, ws, reader)
	}
	shared := c
	shared.PrivateTmp = false
	if _, read := run(shared); !strings.Contains(read, "left by the writer") || !strings.Contains(read, "host: host file") {
		t.Fatalf("with the shared /tmp the reader should see the writer's and the host's files; it printed:\n%s", read)
	}
	for _, d := range leaks {
		os.Remove(d)
	}
	wrote, read := run(c)
	if strings.Count(wrote, "wrote ") != len(leaks) || strings.Contains(wrote, "host:") {
		t.Errorf("the writer could not use its own /tmp, or saw the host's:\n%s", wrote)
	}
	if strings.Contains(read, "left by the writer") || strings.Contains(read, "host:") {
		t.Errorf("the reader saw another's files:\n%s", read)
	}
	if want := fmt.Sprintf("big: %d\n", PrivateTmpSize); !strings.Contains(read, want) {
		t.Errorf("the private /tmp is not capped at %d bytes:\n%s", PrivateTmpSize, read)
	}
	for _, d := range leaks {
		if _, err := os.Stat(d); err == nil {
			t.Errorf("the writer's %s reached the host", d)
		}
	}
}

// agentsCanReachTempDir points TMPDIR (where workspaces are made) at a
// directory other uids can pass through, so that without a private
// /tmp the agents can run at all (some machines make /tmp 0700).
func agentsCanReachTempDir(t *testing.T) {
	if dir := freshDirIn(t, append([]string{os.TempDir()}, sharedTmpDirs()...), 0o001, 0o711); dir != "" {
		t.Setenv("TMPDIR", dir)
		return
	}
	t.Skip("no temporary directory that other uids can pass through")
}

// freshDirIn makes a fresh directory of mode in the first of dirs (a
// directory, not a link) that grants others need (0o001: pass through,
// 0o005: read too), removed after the test; "" if none will do.
func freshDirIn(t *testing.T, dirs []string, need, mode os.FileMode) string {
	t.Helper()
	for _, d := range dirs {
		if fi, err := os.Lstat(d); err != nil || !fi.IsDir() || fi.Mode().Perm()&need != need {
			continue
		}
		dir, err := os.MkdirTemp(d, "cabezacat-test-")
		if err != nil {
			continue
		}
		t.Cleanup(func() { os.RemoveAll(dir) })
		if err := os.Chmod(dir, mode); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	return ""
}

// The private view keeps what the program was pointed at of the shared
// directories and nothing else.
func TestSandboxPrivateViewKeepsOnlyWhatTheProgramNeeds(t *testing.T) {
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil || !strings.HasPrefix(base, "/tmp/") || !slices.Contains(sharedTmpDirs(), "/tmp") {
		t.Skipf("the temporary directory %s is not under a /tmp that a private /tmp covers", base)
	}
	for _, d := range []string{"ws/agent-1/program", "ws/agent-1/run-1", "sub/x", "a/b"} {
		os.MkdirAll(filepath.Join(base, d), 0o755)
	}
	engine := filepath.Join("/tmp", filepath.Base(base)+"-engine")
	os.WriteFile(engine, nil, 0o755)
	defer os.Remove(engine)
	p := func(rel string) string { return filepath.Join(base, rel) }
	for _, c := range []struct {
		name, prog, dir string
		args            []string
		wantKeep        []string
		tmpCovered      bool
	}{
		{"program and home under /tmp", p("ws/agent-1/program/a"), p("ws/agent-1/run-1"), nil,
			[]string{p("ws/agent-1/run-1"), p("ws/agent-1/program")}, true},
		{"program directly in /tmp", engine, "/", nil, []string{engine}, true},
		{"program elsewhere", "/bin/true", "/", nil, nil, true},
		{"paths on its command line", "/bin/true", "/", []string{"-I", p("sub"), "log=" + p("sub/x/log"), p("a/b/new"), "fake=1"},
			[]string{p("sub"), p("a/b")}, true},
		{"asked to work in /tmp", "/bin/true", "/tmp", nil, nil, false},
		{"asked to write a file in /tmp", "/bin/true", "/", []string{"--log=/tmp/" + filepath.Base(base) + "-new.log"}, nil, false},
	} {
		masks, keep := privateView(c.prog, c.dir, c.args, false)
		if slices.Contains(masks, "/tmp") != c.tmpCovered || fmt.Sprint(keep) != fmt.Sprint(c.wantKeep) {
			t.Errorf("%s: covers %q, keeps %q; want /tmp covered %v, keeping %q", c.name, masks, keep, c.tmpCovered, c.wantKeep)
		}
	}
}
