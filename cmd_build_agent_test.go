package main

import (
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/coursebuild"
	"cabezacat/assets"
	"cabezacat/catcat"
)

func writeSubmission(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func submissionWith(name, text string) map[string]string {
	files := map[string]string{}
	for k, v := range courseSubmission {
		files[k] = v
	}
	if text == "" {
		delete(files, name)
	} else {
		files[name] = text
	}
	return files
}

func needCxxCompiler(t *testing.T) {
	t.Helper()
	if _, err := coursebuild.FindCompiler(); err != nil {
		t.Skip("no C++ compiler:", err)
	}
}

// The compiled submission is shared by the tests that run it, and kept
// between runs under a name that hashes the bridge and the submission:
// compiling takes seconds, and fuzzing runs many processes.
var (
	courseAgentOnce sync.Once
	courseAgentPath string
	courseAgentErr  error
)

func courseAgent(t *testing.T) string {
	t.Helper()
	needCxxCompiler(t)
	courseAgentOnce.Do(func() {
		h := sha256.New()
		h.Write(assets.BridgeMain)
		names := make([]string, 0, len(courseSubmission))
		for name := range courseSubmission {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			h.Write([]byte(name + "\x00" + courseSubmission[name] + "\x00"))
		}
		courseAgentPath = filepath.Join(os.TempDir(), fmt.Sprintf("cabezacat-course-agent-%x", h.Sum(nil)[:8]))
		if _, err := os.Stat(courseAgentPath); err == nil {
			return
		}
		dir, err := os.MkdirTemp("", "cabezacat-course-submission-")
		if err != nil {
			courseAgentErr = err
			return
		}
		defer os.RemoveAll(dir)
		for name, text := range courseSubmission {
			if courseAgentErr = os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); courseAgentErr != nil {
				return
			}
		}
		tmp := filepath.Join(dir, "agent")
		if _, stderr, err := runCatcatCmd(t, "", "catcat", "build-agent", dir, "-o", tmp); err != nil {
			courseAgentErr = fmt.Errorf("%v\n%s", err, stderr)
			return
		}
		courseAgentErr = os.Rename(tmp, courseAgentPath) // atomic: another process may be doing the same
	})
	if courseAgentErr != nil {
		t.Fatal(courseAgentErr)
	}
	return courseAgentPath
}

// The course agent's moves, worked out in Go.
func firstFreeNeighbour(p catcat.Position) catcat.Cell {
	for _, n := range p.Cat().Neighbours() {
		if p.Size().Contains(n) && !p.IsBlocked(n) {
			return n
		}
	}
	return p.Cat()
}

func firstFreeCell(p catcat.Position) catcat.Cell {
	s := p.Size()
	for i := range s.Cells() {
		if i != p.CatIndex() && !p.IsBlockedIndex(i) {
			return s.CellAt(i)
		}
	}
	return catcat.Cell{}
}

// The bridge reads the course format, hands the agent the IAgent world
// (index (y+N/2)·N + x+N/2), applies its answer and prints the next state
// exactly as catcat writes it — in both roles, on every size.
func TestBuildAgentBridgeAgreesWithTheRules(t *testing.T) {
	agent := courseAgent(t)
	for _, size := range []catcat.Size{5, 9, 21, 45} {
		for seed := uint64(1); seed <= 3; seed++ {
			start, err := catcat.RandomStart(size, 0.1, seed)
			if err != nil {
				t.Fatal(err)
			}
			pos := start
			for ply := 0; ply < 6 && !pos.Outcome().Over(); ply++ {
				want := firstFreeCell(pos)
				if pos.Turn() == catcat.CatToMove {
					want = firstFreeNeighbour(pos)
				}
				next, err := pos.Play(want)
				if err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command(agent)
				cmd.Stdin = strings.NewReader(pos.StateText())
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("size %d seed %d ply %d: %v", size, seed, ply, err)
				}
				if string(out) != next.StateText() {
					t.Fatalf("size %d seed %d ply %d: the bridge printed\n%s\nwant\n%s", size, seed, ply, out, next.StateText())
				}
				pos = next
			}
		}
	}
}

func TestBuildAgentBridgeRejectsBadStates(t *testing.T) {
	agent := courseAgent(t)
	for _, bad := range []string{"", "X 5 0 0\n", "CATS 5 0 0\n", "CA 5 0 0\n", "CAT 7 0 0\n", "C 7 0 0\n", "C 5 0 0\n. . C\n", "C 5 9 9\n", "C 5 1 0\n" + strings.Repeat(". ", 12) + "C " + strings.Repeat(". ", 12)} {
		cmd := exec.Command(agent)
		cmd.Stdin = strings.NewReader(bad)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
			t.Errorf("%q: exit %v, want status 2", bad, err)
		}
		if len(out) != 0 || !strings.HasPrefix(stderr.String(), "bridge: ") {
			t.Errorf("%q: stdout %q, stderr %q", bad, out, stderr.String())
		}
	}
}

// The course submission in the arena against builtin:easy: it plays by
// the rules (no invalid move in any game) and every game ends.
func TestBuildAgentProgramInTheArena(t *testing.T) {
	agent := courseAgent(t)
	out, _, err := runCatcatCmd(t, "", "catcat", "arena", "--size", "9", "--states", "3", "--move-cpu", "1h", "--move-timeout", "1h", agent, "builtin:easy")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"builtin:easy", agent, "invalid cat/catcher"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	for _, g := range arenaAgainstEasy(t, agent, 3).Games {
		if g.Failure != 0 {
			t.Errorf("cat %d vs catcher %d: %s", g.Cat, g.Catcher, g.Reason)
		}
		if g.Cat == 0 && g.CPUCat <= 0 {
			t.Errorf("the program's CPU time was not counted")
		}
	}
}

// A program built on the course's own simulator writes CATCHER again
// after a catcher's move. The arena judges answers by their boards, so
// such a program plays every game to its end without an invalid move.
func TestArenaAcceptsTheCourseSimulatorsRepeatedCatcher(t *testing.T) {
	agent, err := os.ReadFile(courseAgent(t))
	if err != nil {
		t.Fatal(err)
	}
	// The agent travels inside its wrapper: a contained program sees
	// nothing of the shared /tmp, where the course agent is kept.
	wrapper := filepath.Join(t.TempDir(), "course-sim-agent")
	script := "#!/bin/sh\nbase64 -d > \"$HOME/agent\" <<'END'\n" + base64.StdEncoding.EncodeToString(agent) +
		"\nEND\nchmod +x \"$HOME/agent\"\n\"$HOME/agent\" | sed '1s/^CAT /CATCHER /'\n"
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	// The wrapper really does answer a catcher's move with CATCHER.
	cmd := exec.Command(wrapper)
	cmd.Env = sandbox.MinimalEnv(t.TempDir()) // a fresh home, as in the arena
	cmd.Stdin = strings.NewReader(courseShapedStates[1])
	out, err := cmd.Output()
	if err != nil || !strings.HasPrefix(string(out), "CATCHER 5 1 0\n") {
		t.Fatalf("the wrapper answered %q, %v", out, err)
	}
	for _, g := range arenaAgainstEasy(t, wrapper, 2).Games {
		if g.Cat == 0 || g.Catcher == 0 {
			if g.Failure != 0 {
				t.Errorf("cat %d vs catcher %d: %s", g.Cat, g.Catcher, g.Reason)
			}
		}
	}
}

func TestBuildAgentRejectsBadSubmissions(t *testing.T) {
	needCxxCompiler(t)
	cases := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"no Cat.h", submissionWith("Cat.h", ""), "lacks Cat.h"},
		{"no IAgent.h", submissionWith("IAgent.h", ""), "lacks IAgent.h"},
		{"a main", submissionWith("Extra.cpp", "// helper\n\nint main(int argc, char** argv) { return 0; }\n"), "main in Extra.cpp line 3"},
		{"does not compile", submissionWith("Cat.cpp", "#include \"Cat.h\"\nthis is not C++;\n"), "compiling"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := writeSubmission(t, c.files)
			out := filepath.Join(t.TempDir(), "agent")
			_, stderr, err := runCatcatCmd(t, "", "catcat", "build-agent", dir, "-o", out)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v, want one saying %q", err, c.want)
			}
			if c.name == "does not compile" && !strings.Contains(stderr, "error") {
				t.Errorf("the compiler's output is not shown: %q", stderr)
			}
			if _, err := os.Stat(out); err == nil {
				t.Error("an agent was written anyway")
			}
		})
	}
}

// A link in the submission is refused as a usage error naming it, the
// compiler never run; the warning about the compiler's uid is printed
// exactly where the compiler would run under ours.
func TestBuildAgentRefusesLinks(t *testing.T) {
	dir := writeSubmission(t, submissionWith("Cat.cpp", ""))
	if err := os.Symlink("/etc/passwd", filepath.Join(dir, "Cat.cpp")); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "agent")
	_, stderr, err := runCatcatCmd(t, "", "catcat", "build-agent", dir, "-o", out)
	var ue usageError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "Cat.cpp is a symbolic link (to /etc/passwd)") {
		t.Fatalf("err %v, want a usage error naming the link", err)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an agent was written anyway")
	}
	warned := strings.Contains(stderr, "build-agent: warning: the compiler runs as")
	if own := sandbox.Detect().AgentUIDs; warned == own {
		t.Errorf("compiler under a uid of its own: %v; warned: %v (stderr %q)", own, warned, stderr)
	}
}

func TestBuildAgentNoCompiler(t *testing.T) {
	t.Setenv("CXX", "no-such-compiler-cabezacat")
	dir := writeSubmission(t, courseSubmission)
	_, _, err := runCatcatCmd(t, "", "catcat", "build-agent", dir, "-o", filepath.Join(t.TempDir(), "agent"))
	if err == nil || !strings.Contains(err.Error(), "no-such-compiler-cabezacat") {
		t.Fatalf("err %v, want one naming the missing compiler", err)
	}
}

func TestBuildAgentUsage(t *testing.T) {
	if _, _, err := runCatcatCmd(t, "", "catcat", "build-agent", t.TempDir()); err == nil || !strings.Contains(err.Error(), "-o") {
		t.Errorf("no -o: %v", err)
	}
	if _, _, err := runCatcatCmd(t, "", "catcat", "build-agent", "-o", "x"); err == nil {
		t.Error("no DIR accepted")
	}
}

// Answers the bridge cannot print as a state (off the board; the
// catcher blocking the cat's own cell) make it exit with status 3 and
// say why, which the arena records as the program's crash.
func TestBuildAgentBridgeUnprintableAnswers(t *testing.T) {
	needCxxCompiler(t)
	files := submissionWith("Cat.cpp", `#include "Cat.h"
std::pair<int,int> Cat::move(const std::vector<bool>&, std::pair<int,int>, int n) { return {n, 0}; }
`)
	files["Catcher.cpp"] = `#include "Catcher.h"
std::pair<int,int> Catcher::move(const std::vector<bool>&, std::pair<int,int> p, int) { return p; }
`
	dir := writeSubmission(t, files)
	agent := filepath.Join(t.TempDir(), "agent")
	if _, stderr, err := runCatcatCmd(t, "", "catcat", "build-agent", dir, "-o", agent); err != nil {
		t.Fatal(err, stderr)
	}
	start, _ := catcat.Start(5)
	catcherTurn, _ := start.Play(catcat.Cell{X: 1, Y: 0})
	for _, c := range []struct {
		pos  catcat.Position
		want string
	}{{start, "off the board"}, {catcherTurn, "the cat's own cell"}} {
		cmd := exec.Command(agent)
		cmd.Stdin = strings.NewReader(c.pos.StateText())
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 3 {
			t.Errorf("%v to move: exit %v, want status 3", c.pos.Turn(), err)
		}
		if len(out) != 0 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%v to move: stdout %q, stderr %q; want %q", c.pos.Turn(), out, stderr.String(), c.want)
		}
	}
}

// bridgeReaderInputs are the states the bridge's reader is checked on:
// edge cases of the format, and each of them cut short and with a byte
// changed (a fixed generator, so every run checks the same inputs). The
// reader's own logic is fuzzed in Go (catcat's FuzzParseState); this
// checks that the compiled bridge agrees with it.
func bridgeReaderInputs() []string {
	seeds := []string{
		"C 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n",
		"T 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n",
		"C 5 0 0 ..#.........C....#......",
		"C\n5\n0\n0\n..#.........C....#......",
		"C 5 +0 -0 ..#.........C....#......",
		"T 9 1 1\n",
		"C 0005 0 0 ..#.........C....#......",
		"C 5 0 0 x ..#.........C....#......",
		"C 5 99999999999999999999 0 ..#.........C....#......",
		"",
		"C 7 0 0 .........................C.......................",
		"C 5 1 0 ..#..........C...#......",
		"CAT 5 0 0 ..#.........C...#........",
		"CATCHER 5 0 0 ..#.........C...#........",
		"cat 5 0 0 ..#.........C...#........",
		"Catcher 5 0 0 ..#.........C...#........",
		"t 5 0 0 ..#.........C...#........",
		"CATCH 5 0 0 ..#.........C...#........",
		"CATCHERS 5 0 0 ..#.........C...#........",
	}
	r := rand.New(rand.NewPCG(16, 13))
	alphabet := []byte("CATHERcat#. \n\t-+0123456789x{},")
	out := slices.Clone(seeds)
	for _, s := range seeds {
		if len(s) == 0 {
			continue
		}
		out = append(out, s[:r.IntN(len(s))])
		for range 4 {
			b := []byte(s)
			b[r.IntN(len(b))] = alphabet[r.IntN(len(alphabet))]
			out = append(out, string(b))
		}
	}
	return out
}

// The bridge's reader agrees with the project's: it accepts exactly the
// states catcat.ParseState accepts (exit 0, or 3 for an answer it cannot
// print) and rejects the others with status 2; it never crashes.
func TestBridgeReaderAgreesWithParseState(t *testing.T) {
	agent := courseAgent(t)
	for _, text := range bridgeReaderInputs() {
		_, perr := catcat.ParseState(text)
		cmd := exec.Command(agent)
		cmd.Stdin = strings.NewReader(text)
		out, err := cmd.Output()
		code := 0
		if err != nil {
			ee, ok := err.(*exec.ExitError)
			if !ok || ee.ExitCode() < 0 {
				t.Fatalf("the bridge died on %q: %v", text, err)
			}
			code = ee.ExitCode()
		}
		switch {
		case code == 2 && perr == nil:
			t.Errorf("the bridge rejects a state the reader accepts:\n%q", text)
		case code != 2 && perr != nil:
			t.Errorf("the bridge accepts (exit %d) a state the reader rejects (%v):\n%q", code, perr, text)
		case code == 0:
			if _, err := catcat.ParseState(string(out)); err != nil {
				t.Errorf("the bridge printed an unreadable state: %v\n%s", err, out)
			}
		}
	}
}
