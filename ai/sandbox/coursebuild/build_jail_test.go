//go:build linux

package coursebuild

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/sandboxtest"
	"cabezacat/ai/sandbox/uids"
)

// compileReport is a fake compiler: it writes into its -o file who it
// runs as and what it may do: read "secret" ($CABEZACAT_SECRET is not
// passed; the path is baked in), write "ours", see the submission's
// own directory, and which files its -I directory holds.
func compileReport(secret, ours, original string) string {
	return `out=; inc=; prev=
for a in "$@"; do
	[ "$prev" = -o ] && out=$a
	[ "$prev" = -I ] && inc=$a
	prev=$a
done
{
echo "uid $(id -u)"
grep -E '^(CapEff|CapPrm|NoNewPrivs):' /proc/self/status
grep 'Max processes' /proc/self/limits
echo "args $*"
echo "files $(cd "$inc" && ls -A | tr '\n' ' ')"
cat ` + secret + ` 2>/dev/null
(echo pwned > ` + ours + `) 2>/dev/null && echo "wrote-ours yes"
ls ` + original + ` >/dev/null 2>&1 && echo "read-original yes"
} > "$out"
exit 0
`
}

// As root, the compiler runs under a uid of the compiler's range with
// no capability, no_new_privs and a process limit; it is handed a copy
// of the submission, not its directory, cannot read a root-only file
// nor write one of ours, and what it writes at -o becomes the program.
// The same compiler under our uid does read and write them: the
// attempts are real. (Without a private /tmp, which would hide the
// test's files under /tmp from both: the uid alone keeps them out.)
func TestBuildCompilerRunsUnprivilegedAsRoot(t *testing.T) {
	c := needCompilerUIDs(t)
	c.PrivateTmp = false
	dir := sandboxtest.PassableDir(t, 0o755)
	secret, ours := filepath.Join(dir, "secret"), filepath.Join(dir, "ours")
	if err := os.WriteFile(secret, []byte("s3cret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	sub := fakeSubmission(t)
	if err := os.Chmod(sub, 0o700); err != nil { // ours only
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(sub, "Cat.cpp"), []byte("// the cat\n"), 0o644)
	os.Mkdir(filepath.Join(sub, "notes"), 0o755)
	t.Setenv("CXX", passableScript(t, "cxx", compileReport(secret, ours, sub)))

	report := func(cont sandbox.Containment) map[string]string {
		t.Helper()
		if err := os.WriteFile(ours, []byte("ours\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), "agent")
		if err := build(context.Background(), sub, out, Options{}, cont); err != nil {
			var be *Error
			errors.As(err, &be)
			t.Fatalf("%v\n%s", err, be.QuotedOutput())
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if fi, _ := os.Stat(out); fi.Mode().Perm() != 0o755 {
			t.Errorf("the program's mode is %v, want 0755", fi.Mode())
		}
		r := map[string]string{}
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) > 0 {
				r[strings.TrimSuffix(f[0], ":")] = strings.Join(f[1:], " ")
			}
		}
		return r
	}

	asUs := c
	asUs.AgentUIDs = false
	if r := report(asUs); r["uid"] != "0" || !hasKey(r, "s3cret") || r["wrote-ours"] != "yes" {
		t.Fatalf("under our own uid the compiler should be root and read and write our files; it wrote %q", r)
	}

	r := report(c)
	sandboxtest.CheckUnprivileged(t, r, uids.CompilerBase, uids.CompilerCount, "compiles", CompilerProcesses)
	if hasKey(r, "s3cret") || r["wrote-ours"] != "" || r["read-original"] != "" {
		t.Errorf("it read our secret, wrote our file or read the submission's directory: %q", r)
	}
	if b, _ := os.ReadFile(ours); string(b) != "ours\n" {
		t.Errorf("our file is now %q", b)
	}
	if strings.Contains(r["args"], sub) {
		t.Errorf("the compiler was pointed at the submission's own directory: %s", r["args"])
	}
	if r["files"] != "Cat.cpp Cat.h Catcher.h IAgent.h" {
		t.Errorf("the copy holds %q, want the submission's regular files only", r["files"])
	}
}

func hasKey(m map[string]string, k string) bool {
	_, ok := m[k]
	return ok
}

// A link in the submission, to a file or a directory, inside it or
// out, is refused, named, before any compiler runs; so is a FIFO.
func TestBuildRefusesLinksAndSpecialFiles(t *testing.T) {
	t.Setenv("CXX", "/nonexistent/compiler-not-reached")
	elsewhere := t.TempDir()
	os.WriteFile(filepath.Join(elsewhere, "Cat.cpp"), []byte("// bob's\n"), 0o600)
	for _, c := range []struct {
		name string
		make func(dir string) error
		want string
	}{
		{"file link out", func(d string) error {
			return os.Symlink(filepath.Join(elsewhere, "Cat.cpp"), filepath.Join(d, "Cat.cpp"))
		},
			"Cat.cpp is a symbolic link (to " + filepath.Join(elsewhere, "Cat.cpp") + ")"},
		{"directory link", func(d string) error { return os.Symlink(elsewhere, filepath.Join(d, "bob")) },
			"bob is a symbolic link (to " + elsewhere + ")"},
		{"link inside", func(d string) error { return os.Symlink("Cat.h", filepath.Join(d, "Cat2.h")) },
			"Cat2.h is a symbolic link (to Cat.h)"},
		{"header link", func(d string) error {
			os.Remove(filepath.Join(d, "Cat.h"))
			return os.Symlink("/etc/passwd", filepath.Join(d, "Cat.h"))
		}, "Cat.h is a symbolic link (to /etc/passwd)"},
		{"fifo", func(d string) error { return syscall.Mkfifo(filepath.Join(d, "pipe.cpp"), 0o644) },
			"pipe.cpp is not a regular file"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := fakeSubmission(t)
			if err := c.make(dir); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(t.TempDir(), "agent")
			err := Build(context.Background(), dir, out, Options{})
			if !errors.Is(err, ErrBadSubmission) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v, want a bad submission saying %q", err, c.want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Error("a program was written")
			}
		})
	}
}

// The file behind a listed name must be the one listed: a link put in
// its place between the listing and the copy is not followed.
func TestBuildCopyRefusesAFileSwappedForALink(t *testing.T) {
	dir, to := t.TempDir(), t.TempDir()
	from := filepath.Join(dir, "Cat.cpp")
	if err := os.Symlink("/etc/passwd", from); err != nil {
		t.Fatal(err)
	}
	_, err := copySubmissionFile(from, filepath.Join(to, "Cat.cpp"), 0, MaxSubmission)
	if !errors.Is(err, ErrBadSubmission) {
		t.Fatalf("err %v, want the link refused", err)
	}
	if _, err := os.Stat(filepath.Join(to, "Cat.cpp")); err == nil {
		t.Error("the link's target was copied")
	}
}

// A temporary directory the compiler's uid cannot pass is said to be
// one, with what to do, unless a private /tmp shows the compiler its
// place through directories anyone may pass.
func TestBuildTemporaryDirectoryTheCompilerCannotReach(t *testing.T) {
	c := needCompilerUIDs(t)
	t.Setenv("CXX", passableScript(t, "cxx", "prev=\nfor a; do [ \"$prev\" = -o ] && echo built > \"$a\"; prev=$a; done\n"))
	hidden := sandboxtest.HiddenDir(t)
	t.Setenv("TMPDIR", hidden)
	sub := fakeSubmission(t)
	out := filepath.Join(t.TempDir(), "agent")
	noPrivateTmp := c
	noPrivateTmp.PrivateTmp = false
	err := build(context.Background(), sub, out, Options{}, noPrivateTmp)
	if err == nil || !strings.Contains(err.Error(), "cannot reach its private directory") || !strings.Contains(err.Error(), hidden+" and those above it (chmod o+x)") {
		t.Fatalf("err %v, want one saying the compiler cannot reach %s", err, hidden)
	}
	if !c.PrivateTmp || !sandbox.UnderSharedTmp(hidden) {
		t.Skipf("no private /tmp here, or %s is not in it", hidden)
	}
	if err := build(context.Background(), sub, out, Options{}, c); err != nil {
		t.Fatalf("with a private /tmp: %v", err)
	}
	if b, _ := os.ReadFile(out); string(b) != "built\n" {
		t.Errorf("the program is %q", b)
	}
}

// needRootCompile skips unless the compiler runs under uids of its own
// and a C++ compiler is found.
func needRootCompile(t *testing.T) sandbox.Containment {
	t.Helper()
	c := needCompilerUIDs(t)
	if _, err := FindCompiler(); err != nil {
		t.Skip("no C++ compiler:", err)
	}
	return c
}

// courseFiles is a course submission that compiles, with extra files
// (replacing the course's of the same name).
func courseFiles(t *testing.T, extra map[string]string) string {
	t.Helper()
	files := map[string]string{
		"IAgent.h":    "#pragma once\n#include <vector>\n#include <utility>\nstruct IAgent {\n    virtual std::pair<int,int> move(const std::vector<bool>& world, std::pair<int,int> catPos, int sideSize) = 0;\n};\n",
		"Cat.h":       "#pragma once\n#include \"IAgent.h\"\nstruct Cat : public IAgent {\n    std::pair<int,int> move(const std::vector<bool>&, std::pair<int,int>, int) override;\n};\n",
		"Catcher.h":   "#pragma once\n#include \"IAgent.h\"\nstruct Catcher : public IAgent {\n    std::pair<int,int> move(const std::vector<bool>&, std::pair<int,int>, int) override;\n};\n",
		"Cat.cpp":     "#include \"Cat.h\"\nstd::pair<int,int> Cat::move(const std::vector<bool>&, std::pair<int,int> p, int) { return {p.first - 1, p.second}; }\n",
		"Catcher.cpp": "#include \"Catcher.h\"\nstd::pair<int,int> Catcher::move(const std::vector<bool>&, std::pair<int,int>, int n) { return {-(n / 2), -(n / 2)}; }\n",
	}
	for k, v := range extra {
		files[k] = v
	}
	dir := t.TempDir()
	for k, v := range files {
		if err := os.WriteFile(filepath.Join(dir, k), []byte(v), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// rootSecret is a root-only (0600) file in a directory every uid may
// pass, so only its mode keeps the compiler out.
func rootSecret(t *testing.T) (path, text string) {
	t.Helper()
	text = "CABEZACAT_SECRET_" + strconv.Itoa(os.Getpid()) + "_XYZ"
	path = filepath.Join(sandboxtest.PassableDir(t, 0o755), "secret")
	if err := os.WriteFile(path, []byte(text+";\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return path, text
}

// A submission that #includes a root-only file does not compile, and
// the file's contents appear nowhere in what we say or show; under our
// own uid (root) the same submission does show them. The compiler's
// messages name the submission's files by its own directory. (Without
// a private /tmp, which would hide the secret from both: the uid alone
// keeps it out.)
func TestBuildIncludeOfARootOnlyFileFails(t *testing.T) {
	c := needRootCompile(t)
	c.PrivateTmp = false
	secret, text := rootSecret(t)
	dir := courseFiles(t, map[string]string{"Cat.cpp": "#include \"" + secret + "\"\n#include \"Cat.h\"\n"})
	compile := func(cont sandbox.Containment) (*Error, string) {
		t.Helper()
		out := filepath.Join(t.TempDir(), "agent")
		err := build(context.Background(), dir, out, Options{}, cont)
		var be *Error
		if !errors.As(err, &be) {
			t.Fatalf("err %v, want a failed compile", err)
		}
		if _, err := os.Stat(out); err == nil {
			t.Error("a program was written")
		}
		return be, err.Error() + "\n" + be.QuotedOutput()
	}
	asUs := c
	asUs.AgentUIDs = false
	if _, shown := compile(asUs); !strings.Contains(shown, text) {
		t.Fatalf("under our own uid the compiler should show the secret; it said:\n%s", shown)
	}
	be, shown := compile(c)
	if strings.Contains(shown, text) {
		t.Errorf("the secret is shown:\n%s", shown)
	}
	if !strings.Contains(shown, secret) || !strings.Contains(shown, "Permission denied") {
		t.Errorf("want the compiler's refusal to read %s; it said:\n%s", secret, shown)
	}
	if !strings.Contains(string(be.Output), filepath.Join(dir, "Cat.cpp")+":1") {
		t.Errorf("the messages do not name %s:\n%s", filepath.Join(dir, "Cat.cpp"), be.Output)
	}
}

// A submission that .incbin's a root-only file into the program does
// not build (the assembler cannot read it); under our own uid it does,
// and the program holds the secret. (Without a private /tmp, as above.)
func TestBuildIncbinOfARootOnlyFileFails(t *testing.T) {
	c := needRootCompile(t)
	c.PrivateTmp = false
	secret, text := rootSecret(t)
	dir := courseFiles(t, map[string]string{"Steal.cpp": "asm(\".section .rodata\\n.globl stolen\\nstolen: .incbin \\\"" + secret + "\\\"\\n.text\");\n"})
	asUs := c
	asUs.AgentUIDs = false
	out := filepath.Join(t.TempDir(), "agent")
	if err := build(context.Background(), dir, out, Options{}, asUs); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(out); !strings.Contains(string(b), text) {
		t.Fatal("under our own uid the program should hold the secret")
	}
	os.Remove(out)
	err := build(context.Background(), dir, out, Options{}, c)
	var be *Error
	if !errors.As(err, &be) || !strings.Contains(string(be.Output), secret) {
		t.Fatalf("err %v, want a failed compile naming %s", err, secret)
	}
	if b, err := os.ReadFile(out); err == nil && strings.Contains(string(b), text) {
		t.Error("the program holds the secret")
	}
	if strings.Contains(string(be.Output), text) {
		t.Errorf("the secret is shown:\n%s", be.Output)
	}
}

// A good submission still builds under the compiler's uid, its program
// plays (the cat steps west), and the program at -o replaces what was
// there.
func TestBuildGoodSubmissionAsRoot(t *testing.T) {
	needRootCompile(t)
	dir := courseFiles(t, nil)
	os.Chmod(dir, 0o700) // ours only: the compiler reads the copy
	out := filepath.Join(t.TempDir(), "agent")
	os.WriteFile(out, []byte("old"), 0o644)
	if err := Build(context.Background(), dir, out, Options{}); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(out)
	cmd.Stdin = strings.NewReader("CAT 5 0 0\n. . . . .\n . . . . .\n. . C . .\n . . . . .\n. . . . .\n")
	got, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if want := "CATCHER 5 -1 0\n"; !strings.HasPrefix(string(got), want) {
		t.Errorf("the program answered %q, want %q first", got, want)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(out), ".agent.tmp-*"))
	if len(left) > 0 {
		t.Errorf("left behind: %q", left)
	}
}

// Where the compiler runs under our uid, the warning says what that
// leaves open; under a uid of its own there is none.
func TestCompilerWarning(t *testing.T) {
	if w := CompilerWarning(sandbox.Containment{AgentUIDs: true}); w != "" {
		t.Errorf("with uids of its own: %q", w)
	}
	if w := CompilerWarning(sandbox.Containment{}); !strings.Contains(w, "#include or .incbin can read any file you can") {
		t.Errorf("under our uid: %q", w)
	}
	if w := CompilerWarning(sandbox.Containment{PrivateTmp: true, HiddenFiles: true}); !strings.Contains(w, "can read any file you can in the system's directories") {
		t.Errorf("under our uid, the rest hidden: %q", w)
	}
}
