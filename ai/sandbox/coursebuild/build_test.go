//go:build linux

package coursebuild

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/sandboxtest"
	"cabezacat/ai/sandbox/uids"
)

// passableScript is a shell script that every uid may run (the
// compiler's, as root, included).
func passableScript(t *testing.T, name, body string) string {
	t.Helper()
	path := filepath.Join(sandboxtest.PassableDir(t, 0o755), name)
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// needStrong skips where the kernel lacks PID namespaces or cgroup v2
// (as the sandbox's own tests do).
func needStrong(t *testing.T) {
	t.Helper()
	if c := sandbox.Detect(); !c.Strong() {
		t.Skipf("the kernel lacks PID namespaces or cgroup v2 here (containment: %s)", c)
	}
}

// needCompilerUIDs skips where Detect gives no uids of their own to the
// programs (the compiler's among them), and fails where it should and
// does not: as root with those uids in our user namespace (this machine,
// CI).
func needCompilerUIDs(t *testing.T) sandbox.Containment {
	t.Helper()
	c := sandbox.Detect()
	if os.Geteuid() == 0 && uids.Mapped() && !c.AgentUIDs {
		t.Fatalf("root, with the programs' uids mapped, but Detect gives them none: %s", c)
	}
	if !c.AgentUIDs {
		t.Skipf("not root: the compiler runs under our own uid (containment: %s)", c)
	}
	return c
}

// fakeSubmission is a directory with the course's three headers.
func fakeSubmission(t *testing.T) string {
	dir := t.TempDir()
	for _, h := range []string{"IAgent.h", "Cat.h", "Catcher.h"} {
		os.WriteFile(filepath.Join(dir, h), []byte("#pragma once\n"), 0o644)
	}
	return dir
}

// A compiler that never ends is stopped, with what it started, at the
// time limit; one that floods is stopped at the output cap; both say so.
func TestBuildCourseAgentLimitsTheCompiler(t *testing.T) {
	needStrong(t)
	marker := "cabezacat-build-test-" + filepath.Base(t.TempDir())
	for _, c := range []struct {
		name, body string
		opt        Options
		want       string
	}{
		{"hang", "sh -c 'sleep 86400; :' " + marker + " &\nsleep 86400\n", Options{Timeout: 300 * time.Millisecond}, "took longer than 300ms"},
		{"flood", "printf '\\033[2Jerror: ' >&2\nexec yes 'error: expected ;'\n", Options{MaxOutput: 1000}, "printed more than 1000 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("CXX", passableScript(t, "cxx", c.body))
			err := Build(context.Background(), fakeSubmission(t), filepath.Join(t.TempDir(), "agent"), c.opt)
			var be *Error
			if !errors.As(err, &be) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v, want a Error saying %q", err, c.want)
			}
			if len(be.Output) > 1000 && c.opt.MaxOutput == 1000 {
				t.Errorf("kept %d bytes of output", len(be.Output))
			}
			if strings.ContainsRune(be.QuotedOutput(), 0x1b) {
				t.Error("the compiler's output is shown with its escape sequences")
			}
		})
	}
	if left := sandboxtest.Running(marker); len(left) > 0 {
		t.Errorf("the compiler's child survived: %q", left)
	}
}

func TestBuildCourseAgentRefusesNonSubmissions(t *testing.T) {
	dir := t.TempDir()
	err := Build(context.Background(), dir, filepath.Join(t.TempDir(), "agent"), Options{})
	if !errors.Is(err, ErrBadSubmission) || !strings.Contains(err.Error(), "lacks IAgent.h, Cat.h, Catcher.h") {
		t.Errorf("err %v", err)
	}
}
