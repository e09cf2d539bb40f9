package main

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"cabezacat/ai"
	"cabezacat/assets"
	"cabezacat/catcat"
)

// A tiny course submission, written for these tests: a cat that takes
// the first free neighbour (W, E, NW, NE, SW, SE) and a catcher that
// blocks the first free cell in IAgent order.
var courseSubmission = map[string]string{
	"IAgent.h": `#pragma once
#include <vector>
#include <utility>

// NO NOT CHANGE THIS FILE
struct IAgent {
public:
    virtual std::pair<int,int> move(const std::vector<bool>& world, std::pair<int,int> catPos, int sideSize ) = 0;
};
`,
	"Cat.h": `#pragma once
#include "IAgent.h"
struct Cat : public IAgent {
    std::pair<int,int> move(const std::vector<bool>& world, std::pair<int,int> catPos, int sideSize) override;
};
`,
	"Catcher.h": `#pragma once
#include "IAgent.h"
class Catcher : public IAgent {
public:
    std::pair<int,int> move(const std::vector<bool>& world, std::pair<int,int> catPos, int sideSize) override;
};
`,
	"Cat.cpp": `#include "Cat.h"
// Not a main: "int main(" in a comment or a "main(" string is no main.
std::pair<int,int> Cat::move(const std::vector<bool>& world, std::pair<int,int> p, int n) {
    const char* note = "int main() {}";
    (void)note;
    int x = p.first, y = p.second, h = n / 2;
    bool odd = (y & 1) != 0;
    std::pair<int,int> nb[6] = {
        {x-1,y}, {x+1,y},
        {odd ? x : x-1, y-1}, {odd ? x+1 : x, y-1},
        {odd ? x : x-1, y+1}, {odd ? x+1 : x, y+1}};
    for (auto& c : nb) {
        if (c.first < -h || c.first > h || c.second < -h || c.second > h) continue;
        if (!world[(c.second + h) * n + (c.first + h)]) return c;
    }
    return p;
}
`,
	"Catcher.cpp": `#include "Catcher.h"
std::pair<int,int> Catcher::move(const std::vector<bool>& world, std::pair<int,int> p, int n) {
    int h = n / 2;
    for (int i = 0; i < n * n; ++i) {
        int x = i % n - h, y = i / n - h;
        if (!world[i] && !(x == p.first && y == p.second)) return {x, y};
    }
    return {0, 0};
}
`,
}

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
	if _, err := findCompiler(); err != nil {
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
	for _, bad := range []string{"", "X 5 0 0\n", "C 7 0 0\n", "C 5 0 0\n. . C\n", "C 5 9 9\n", "C 5 1 0\n" + strings.Repeat(". ", 12) + "C " + strings.Repeat(". ", 12)} {
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
	out, _, err := runCatcatCmd(t, "", "catcat", "arena", "--size", "9", "--states", "3", "--move-timeout", "20s", agent, "builtin:easy")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"builtin:easy", agent, "invalid cat/catcher"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	cfg := ai.DefaultArenaConfig()
	cfg.Size, cfg.States, cfg.MoveTimeout = 9, 3, 20*time.Second
	p, err := ai.ParseArenaPlayer(agent, cfg.MoveTimeout)
	if err != nil {
		t.Fatal(err)
	}
	easy, _ := ai.ParseArenaPlayer("builtin:easy", 0)
	a, err := ai.RunArena(context.Background(), cfg, []ai.ArenaPlayer{p, easy})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range a.Games {
		if g.Failure != 0 {
			t.Errorf("cat %d vs catcher %d: %s", g.Cat, g.Catcher, g.Reason)
		}
		if g.Cat == 0 && g.CPUCat <= 0 {
			t.Errorf("the program's CPU time was not counted")
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

// The bridge's reader agrees with the project's: it accepts exactly the
// states catcat.ParseState accepts (exit 0, or 3 for an answer it cannot
// print) and rejects the others with status 2; it never crashes.
func FuzzBridgeReader(f *testing.F) {
	f.Add("C 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n")
	f.Add("T 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n")
	f.Add("C 5 0 0 ..#.........C....#......")
	f.Add("C\n5\n0\n0\n..#.........C....#......")
	f.Add("C 5 +0 -0 ..#.........C....#......")
	f.Add("T 9 1 1\n")
	f.Add("C 0005 0 0 ..#.........C....#......")
	f.Add("C 5 0 0 x ..#.........C....#......")
	f.Add("C 5 99999999999999999999 0 ..#.........C....#......")
	f.Fuzz(func(t *testing.T, text string) {
		agent := courseAgent(t)
		_, perr := catcat.ParseState(text)
		cmd := exec.Command(agent)
		cmd.Stdin = strings.NewReader(text)
		out, err := cmd.Output()
		code := 0
		if err != nil {
			ee, ok := err.(*exec.ExitError)
			if !ok || ee.ExitCode() < 0 {
				t.Fatalf("the bridge died: %v", err)
			}
			code = ee.ExitCode()
		}
		switch {
		case code == 2 && perr == nil:
			t.Fatalf("the bridge rejects a state the reader accepts:\n%q", text)
		case code != 2 && perr != nil:
			t.Fatalf("the bridge accepts (exit %d) a state the reader rejects (%v):\n%q", code, perr, text)
		case code == 0:
			if _, err := catcat.ParseState(string(out)); err != nil {
				t.Fatalf("the bridge printed an unreadable state: %v\n%s", err, out)
			}
		}
	})
}
