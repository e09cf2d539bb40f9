//go:build linux

package sandbox

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// nobody is the unprivileged uid and gid the non-root tests run as.
const nobody = 65534

// A teacher's run, not root, gets what root's does but the uids where the
// machine allows unprivileged user namespaces: a private, empty /tmp
// (the host's file there unseen, its own file not reaching the host),
// the rest of the file system hidden (another student's submission
// unseen) and a /proc showing its own processes alone, with no
// capability left, its limits set and no longer traced; the report names them; and a mount the init cannot
// make is the start's error, the program not run. This binary is run again as nobody (the outer helper),
// which runs it a third time contained (the inner one). The same inner
// run without the private view does see the host's files: the attempt
// is real.
func TestSandboxNonRootGetsAPrivateView(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: cannot run this binary as another, unprivileged uid")
	}
	base := hiddenTestDir(t) // outside /tmp: the private /tmp is then empty
	bin := filepath.Join(base, "bin", "sandbox.test")
	other := filepath.Join(base, "submissions", "bob")
	for _, d := range []string{filepath.Dir(bin), other} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := copyFile(os.Args[0], bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(other, "agent.cpp"), []byte("bob's secret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mark := "cabezacat-userns-" + filepath.Base(base)
	host := filepath.Join("/tmp", mark+"-host")
	if err := os.WriteFile(host, []byte("host file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	leak := filepath.Join("/tmp", mark+"-leak")
	t.Cleanup(func() { os.Remove(host); os.Remove(leak) })

	cmd := exec.Command(bin, "-test.run=^TestSandboxNonRootHelper$", "-test.v")
	cmd.Dir = "/"
	cmd.Env = append(MinimalEnv("/"), "CABEZACAT_USERNS_HELPER=outer",
		"CABEZACAT_USERNS_HOST="+host, "CABEZACAT_USERNS_OTHER="+other, "CABEZACAT_USERNS_LEAK="+leak)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: nobody, Gid: nobody, Groups: []uint32{}}}
	b, err := cmd.CombinedOutput()
	out := string(b)
	if reason, ok := strings.CutPrefix(lineWith(out, "skip: "), "skip: "); ok {
		t.Skip(reason)
	}
	if err != nil {
		t.Fatalf("the helper as uid %d: %v\n%s", nobody, err, out)
	}
	report := lineWith(out, "report: ")
	if !strings.Contains(report, "PID+user namespace per run") || !strings.Contains(report, "a private /tmp per run") ||
		!strings.Contains(report, "the host's other files hidden") || strings.Contains(report, "can reach") {
		t.Errorf("the report does not name a private /tmp and the files hidden:\n%s", out)
	}
	open, closed, _ := strings.Cut(out, "contained:\n")
	if !strings.Contains(open, "host: host file") || !strings.Contains(open, "other: bob's secret") {
		t.Fatalf("without the private view the program should see the host's files; it printed:\n%s", out)
	}
	for _, want := range []string{"tmp: []\n", "proc: [\"1\"]\n", "CapEff:\t0000000000000000\n", "TracerPid:\t0\n", "nofile: 20 20\n", "pid: 1\n", "wrote: ok\n", "marker: \n"} {
		if !strings.Contains(closed, want) {
			t.Errorf("the contained program does not print %q:\n%s", want, closed)
		}
	}
	if e := lineWith(out, "missing dir: "); !strings.Contains(e, "cannot start the program") || !strings.Contains(e, "making a private /tmp") ||
		!strings.Contains(e, "missing: no such file or directory") {
		t.Errorf("an init that cannot make its mounts does not say so as the start's error: %q", e)
	}
	if strings.Contains(closed, "host: host file") || strings.Contains(closed, "secret") {
		t.Errorf("the contained program saw the host's files:\n%s", closed)
	}
	if _, err := os.Stat(leak); err == nil {
		t.Errorf("what the contained program wrote in /tmp reached the host's %s", leak)
	}
}

// TestSandboxNonRootHelper is not a test: it is the outer (as nobody)
// and the inner (contained) program of TestSandboxNonRootGetsAPrivateView.
func TestSandboxNonRootHelper(t *testing.T) {
	switch os.Getenv("CABEZACAT_USERNS_HELPER") {
	case "outer":
		outerHelper()
	case "inner":
		innerHelper()
	}
}

func outerHelper() {
	c := Detect()
	// Whether the machine lets us make such namespaces and mounts is
	// asked of util-linux, not of the code under test.
	unshare, err := exec.LookPath("unshare")
	if err != nil {
		fmt.Println("skip: no util-linux unshare to tell whether this machine allows unprivileged user namespaces")
		os.Exit(0)
	}
	if out, err := exec.Command(unshare, "--map-root-user", "--mount", "--pid", "--net", "--fork", "--mount-proc",
		"sh", "-c", "mount -t tmpfs none /tmp").CombinedOutput(); err != nil {
		fmt.Printf("skip: this machine forbids unprivileged user namespaces or their mounts: %v %s\n", err, bytes.TrimSpace(out))
		os.Exit(0)
	}
	fmt.Printf("report: %s\n", c)
	run := func(cont Containment) {
		env := MinimalEnv("/")
		for _, v := range []string{"CABEZACAT_USERNS_HOST", "CABEZACAT_USERNS_OTHER", "CABEZACAT_USERNS_LEAK"} {
			env = append(env, v+"="+os.Getenv(v))
		}
		res, err := Run(context.Background(), Command{
			Path: os.Args[0], Args: []string{"-test.run=^TestSandboxNonRootHelper$"}, Dir: "/",
			Env: append(env, "CABEZACAT_USERNS_HELPER=inner"), Containment: &cont, Limits: Limits{Wall: time.Hour, OpenFiles: 20},
		}, nil)
		if err != nil || res.Reason != Exited || res.Err != nil {
			fmt.Printf("the inner helper: %v %v %v\n%s", err, res.Reason, res.Err, res.Stderr)
			os.Exit(1)
		}
		os.Stdout.Write(res.Stdout)
	}
	open := c
	open.PrivateTmp, open.HiddenFiles = false, false
	run(open)
	os.Remove(os.Getenv("CABEZACAT_USERNS_LEAK"))
	fmt.Println("contained:")
	run(c)
	// A mount the init cannot make (a directory to work in that is not
	// there) is the start's error, and the program does not run.
	missing := filepath.Join(os.Getenv("CABEZACAT_USERNS_OTHER"), "missing")
	p, err := Start(context.Background(), Command{
		Path: "/bin/sh", Args: []string{"-c", "echo > " + os.Getenv("CABEZACAT_USERNS_LEAK")}, Dir: missing, Containment: &c,
	})
	if err == nil {
		p.Wait()
	}
	fmt.Printf("missing dir: %v\n", err)
	os.Exit(0)
}

func innerHelper() {
	if b, err := os.ReadFile(os.Getenv("CABEZACAT_USERNS_HOST")); err == nil {
		fmt.Printf("host: %s", b)
	}
	if b, err := os.ReadFile(filepath.Join(os.Getenv("CABEZACAT_USERNS_OTHER"), "agent.cpp")); err == nil {
		fmt.Printf("other: %s", b)
	}
	var tmp, procs []string
	entries, _ := os.ReadDir("/tmp")
	for _, e := range entries {
		tmp = append(tmp, e.Name())
	}
	entries, _ = os.ReadDir("/proc")
	for _, e := range entries {
		if strings.Trim(e.Name(), "0123456789") == "" {
			procs = append(procs, e.Name())
		}
	}
	fmt.Printf("tmp: %q\nproc: %q\npid: %d\n", tmp, procs, os.Getpid())
	status, _ := os.ReadFile("/proc/self/status")
	fmt.Println(lineWith(string(status), "CapEff:"))
	fmt.Println(lineWith(string(status), "TracerPid:"))
	var nofile syscall.Rlimit
	syscall.Getrlimit(syscall.RLIMIT_NOFILE, &nofile)
	fmt.Printf("nofile: %d %d\n", nofile.Cur, nofile.Max)
	if os.WriteFile(os.Getenv("CABEZACAT_USERNS_LEAK"), []byte("left by the program\n"), 0o644) == nil {
		fmt.Println("wrote: ok")
	}
	fmt.Printf("marker: %s\n", os.Getenv(initEnv))
	os.Exit(0)
}

// The marker set on a program of ours that is not a sandbox's init
// (here: this binary, called as the init and handed two pipes, but in
// the host's namespaces) makes it refuse, not run what its config says.
func TestSandboxInitRefusesOutsideItsNamespaces(t *testing.T) {
	made := filepath.Join(t.TempDir(), "made")
	cfgR, cfgW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer errR.Close()
	fmt.Fprintf(cfgW, `{"Path":"/bin/sh","Argv":["sh","-c","echo > %s"],"Dir":"/"}`+"\n", made)
	cfgW.Close()
	cmd := exec.Command(os.Args[0])
	cmd.Args = []string{initArg0}
	cmd.Env = []string{initEnv + "=1"}
	cmd.ExtraFiles = []*os.File{cfgR, errW}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err = cmd.Run()
	cfgR.Close()
	errW.Close()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 125 || !strings.Contains(stderr.String(), "not a sandbox's init") {
		t.Errorf("the marked program ended with %v, saying %q; want status 125 and a refusal", err, stderr.String())
	}
	if _, err := os.Stat(made); err == nil {
		t.Errorf("the marked program ran what its config said")
	}
}

// lineWith is the first line of out that starts with prefix, or "".
func lineWith(out, prefix string) string {
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, prefix) {
			return line
		}
	}
	return ""
}
