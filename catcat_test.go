package main

import (
	"bytes"
	"context"
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
	"time"

	"github.com/spf13/cobra"

	"cabezacat/ai/arena"
	"cabezacat/ai/catcatagent"
	"cabezacat/ai/sandbox"
	"cabezacat/assets"
	"cabezacat/catcat"
	"cabezacat/tui"
)

// parsedGameCmd is `cabezacat GAME` with args parsed, not run.
func parsedGameCmd(t *testing.T, game string, args ...string) *cobra.Command {
	t.Helper()
	root := newRootCmd()
	cmd, rest, err := root.Find(append([]string{game}, args...))
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.ParseFlags(rest); err != nil {
		t.Fatalf("flags %q: %v", args, err)
	}
	return cmd
}

func TestCatcatFlagsMakeTheSetup(t *testing.T) {
	cmd := parsedGameCmd(t, gameCatcat, "--cat", "ai:hard", "--catcher", "human", "--size", "21", "--density", "0.1", "--seed", "42")
	s, err := catcatSetup(cmd)
	if err != nil {
		t.Fatal(err)
	}
	want := tui.CatcatSetup{Cat: tui.Computer(3), Catcher: tui.Human(), Size: 21, Density: 0.1, Seed: 42}
	if s != want {
		t.Fatalf("setup %+v, want %+v", s, want)
	}
}

func TestCatcatFlagDefaults(t *testing.T) {
	s, err := catcatSetup(parsedGameCmd(t, gameCatcat))
	if err != nil {
		t.Fatal(err)
	}
	if s.Cat != tui.Human() || !s.Catcher.AI || s.Size != 13 || s.Density != 0.05 {
		t.Fatalf("defaults %+v", s)
	}
}

func TestCatcatBadFlagsExitTwo(t *testing.T) {
	cases := []struct {
		args []string
		say  string
	}{
		{[]string{"catcat", "--size", "12"}, "--size 12"},
		{[]string{"catcat", "--size", "49"}, "--size 49"},
		{[]string{"catcat", "--density", "0.9"}, "--density"},
		{[]string{"catcat", "--cat", "robot"}, "--cat"},
		{[]string{"catcat", "--catcher", "ai:expert"}, "--catcher"},
		{[]string{"catcat", "--seed", "-1"}, "seed"},
	}
	for _, c := range cases {
		var code int
		out := captureStderr(t, func() { code = run(c.args) })
		if code != 2 {
			t.Errorf("run(%q) = %d, want 2 (stderr %q)", c.args, code, out)
		}
		if !strings.Contains(out, c.say) || strings.Count(strings.TrimRight(out, "\n"), "\n") != 0 {
			t.Errorf("run(%q) stderr %q, want one line naming %s", c.args, out, c.say)
		}
	}
}

func TestCatcatStartPrintsTheRandomStart(t *testing.T) {
	cases := []struct {
		args    []string
		size    catcat.Size
		density float64
		seed    uint64
	}{
		{[]string{"catcat", "start", "--seed", "7"}, catcat.DefaultSize, catcat.DefaultDensity, 7},
		{[]string{"catcat", "start", "--size", "21", "--seed", "123", "--density", "0.2"}, 21, 0.2, 123},
		{[]string{"catcat", "start", "--size=5", "--seed=0", "--density=0"}, 5, 0, 0},
	}
	for _, c := range cases {
		var code int
		out := captureStdout(t, func() { code = run(c.args) })
		if code != 0 {
			t.Fatalf("run(%q) = %d", c.args, code)
		}
		want, err := catcat.RandomStart(c.size, c.density, c.seed)
		if err != nil {
			t.Fatal(err)
		}
		if out != want.StateText() {
			t.Errorf("run(%q) printed\n%s\nwant\n%s", c.args, out, want.StateText())
		}
		if !strings.HasPrefix(out, "CAT "+c.size.String()+" 0 0\n") {
			t.Errorf("run(%q) header: %q", c.args, strings.SplitN(out, "\n", 2)[0])
		}
	}
}

func TestCatcatStartBadFlagsExitTwoWithOneLine(t *testing.T) {
	cases := []struct {
		args []string
		says string
	}{
		{[]string{"catcat", "start"}, "--seed is required"},
		{[]string{"catcat", "start", "--seed", "x"}, "--seed"},
		{[]string{"catcat", "start", "--seed", "-1"}, "--seed"},
		{[]string{"catcat", "start", "--seed", "1", "--size", "7"}, "5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45"},
		{[]string{"catcat", "start", "--seed", "1", "--size", "49"}, "--size"},
		{[]string{"catcat", "start", "--seed", "1", "--density", "1.5"}, "--density"},
		{[]string{"catcat", "start", "--seed", "1", "--density", "-0.1"}, "--density"},
		{[]string{"catcat", "start", "--seed", "1", "--density", "NaN"}, "--density"},
		{[]string{"catcat", "start", "--seed", "1", "--size", "5", "--density", "1"}, "no playable start"},
		{[]string{"catcat", "start", "--seed", "1", "--bogus"}, "bogus"},
		{[]string{"catcat", "start", "--seed", "1", "extra"}, "no arguments"},
	}
	for _, c := range cases {
		var code int
		var stdout string
		stderr := captureStderr(t, func() {
			stdout = captureStdout(t, func() { code = run(c.args) })
		})
		if code != 2 {
			t.Errorf("run(%q) = %d, want 2", c.args, code)
		}
		if strings.Count(strings.TrimRight(stderr, "\n"), "\n") != 0 || !strings.Contains(stderr, c.says) {
			t.Errorf("run(%q) stderr = %q, want one line saying %q", c.args, stderr, c.says)
		}
		if stdout != "" {
			t.Errorf("run(%q) printed %q on stdout", c.args, stdout)
		}
	}
}

// runCatcatCmd runs the command line in-process with the given stdin and
// returns stdout, stderr and the error.
func runCatcatCmd(t *testing.T, stdin string, args ...string) (string, string, error) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetArgs(args)
	root.SetIn(strings.NewReader(stdin))
	root.SetOut(&out)
	root.SetErr(&errOut)
	err := root.Execute()
	return out.String(), errOut.String(), err
}

// The agent answers a state with the next state: one move by the side
// to move, turn flipped, in the course format.
func TestCatcatAgentBothRoles(t *testing.T) {
	for _, level := range []string{"easy", "medium", "hard"} {
		for seed := uint64(1); seed <= 3; seed++ {
			start, err := catcat.RandomStart(13, catcat.DefaultDensity, seed)
			if err != nil {
				t.Fatal(err)
			}
			pos := start
			for ply := 0; ply < 6 && !pos.Outcome().Over(); ply++ {
				out, _, err := runCatcatCmd(t, pos.StateText(), "catcat", "agent", "--level", level)
				if err != nil {
					t.Fatalf("%s seed %d ply %d: %v", level, seed, ply, err)
				}
				next, err := catcat.ParseState(out)
				if err != nil {
					t.Fatalf("the answer is not a state: %v\n%s", err, out)
				}
				if out != next.StateText() {
					t.Errorf("the answer is not in the course's exact format:\n%q", out)
				}
				if next.Turn() != pos.Turn().Other() {
					t.Fatalf("turn %v after %v", next.Turn(), pos.Turn())
				}
				// Exactly one legal move leads there.
				found := false
				for _, c := range pos.LegalMoves() {
					if q, _ := pos.Play(c); q == next {
						found = true
					}
				}
				if !found {
					t.Fatalf("%s: no legal move of the %v leads from\n%s to\n%s", level, pos.Turn(), pos.StateText(), out)
				}
				pos = next
			}
		}
	}
}

// Course-shaped states, written by hand from the rules page ("the state
// format"): the header words CAT and CATCHER the course's simulator and
// its tests use, and the older letters in any case. Both the agent
// command and a bridge-built program answer each, in both roles, with
// the next state: the other side's word in the header and the board one
// legal move on.
var courseShapedStates = []string{
	"CAT 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n",
	"CATCHER 5 1 0\n. . # . .\n . . . . .\n. . . C .\n . # . . .\n. . . . .\n",
	"CAT 9 -1 1\n" +
		". . . . . . . . .\n" +
		" . . # . . . . . .\n" +
		". . . . . . . # .\n" +
		" . . . . . . . . .\n" +
		". # . . . . . . .\n" +
		" . . . C . . . . .\n" +
		". . . . . # . . .\n" +
		" . . . . . . . . .\n" +
		". . . . . . . . .\n",
	"CATCHER 9 -1 1\n" +
		". . . . . . . . .\n" +
		" . . # . . . . . .\n" +
		". . . . . . . # .\n" +
		" . . . . . . . . .\n" +
		". # . . . . . . .\n" +
		" . . . C . . . . .\n" +
		". . . . . # . . .\n" +
		" . . . . . . . . .\n" +
		". . . . . . . . .\n",
	"cat 5 0 0\r\n. . # . .\r\n . . . . .\r\n. . C . .\r\n . # . . .\r\n. . . . .\r\n",
	"Catcher 5 0 0 ..#.........C...#........",
	"C 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n",
	"t 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n",
}

// checkCourseAnswer checks that answer is state's next state as the
// course writes it.
func checkCourseAnswer(t *testing.T, who, state, answer string) {
	t.Helper()
	pos, err := catcat.ParseState(state)
	if err != nil {
		t.Fatalf("the test's state does not read: %v", err)
	}
	wantWord := map[catcat.Turn]string{catcat.CatToMove: "CATCHER", catcat.CatcherToMove: "CAT"}[pos.Turn()]
	if f := strings.Fields(answer); len(f) == 0 || f[0] != wantWord {
		t.Fatalf("%s answered %q to %q: the header should start with %s", who, answer, state, wantWord)
	}
	next, err := catcat.ParseState(answer)
	if err != nil {
		t.Fatalf("%s: the answer does not read: %v", who, err)
	}
	if answer != next.StateText() {
		t.Errorf("%s: the answer is not in the course's exact shape:\n%q", who, answer)
	}
	for _, c := range pos.LegalMoves() {
		if q, _ := pos.Play(c); q == next {
			return
		}
	}
	t.Fatalf("%s: no legal move of the %v leads from\n%s to\n%s", who, pos.Turn(), state, answer)
}

func TestCourseShapedStatesThroughTheAgentCommand(t *testing.T) {
	for _, state := range courseShapedStates {
		for _, level := range []string{"easy", "medium", "hard"} {
			out, _, err := runCatcatCmd(t, state, "catcat", "agent", "--level", level)
			if err != nil {
				t.Fatalf("agent --level %s on %q: %v", level, state, err)
			}
			checkCourseAnswer(t, "agent --level "+level, state, out)
		}
	}
}

func TestCourseShapedStatesThroughABridgeBuiltProgram(t *testing.T) {
	agent := courseAgent(t)
	for _, state := range courseShapedStates {
		cmd := exec.Command(agent)
		cmd.Stdin = strings.NewReader(state)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("the bridge-built program on %q: %v (%s)", state, err, stderr.String())
		}
		checkCourseAnswer(t, "the bridge-built program", state, string(out))
	}
}

func TestCatcatAgentBadStateIsUsageError(t *testing.T) {
	cases := map[string]string{
		"bad turn":      "X 5 0 0\n. . . . .\n . . . . .\n. . C . .\n . . . . .\n. . . . .\n",
		"bad size":      "C 6 0 0\n",
		"too few cells": "C 5 0 0\n. . C\n",
		"empty":         "",
		"game over":     "C 5 2 0\n. . . . .\n . . . . .\n. . . . C\n . . . . .\n. . . . .\n",
	}
	for name, state := range cases {
		out, _, err := runCatcatCmd(t, state, "catcat", "agent")
		var ue usageError
		if !errors.As(err, &ue) {
			t.Errorf("%s: err %v, want a usage error (exit 2)", name, err)
		}
		if out != "" {
			t.Errorf("%s: printed %q on stdout", name, out)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: the error is not one line: %q", name, err)
		}
	}
	if _, _, err := runCatcatCmd(t, "", "catcat", "agent", "--level", "expert"); err == nil {
		t.Error("--level expert accepted")
	}
}

// Whatever the input, the agent either refuses it or answers with a
// position one legal move on.
func FuzzCatcatAgentMove(f *testing.F) {
	f.Add("C 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n")
	f.Add("T 5 0 0\n. . # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n")
	f.Add("C 5 0 0 ..#.........C....#......")
	f.Add("T 9 1 1\n")
	for _, s := range courseShapedStates {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		pos, perr := catcat.ParseState(text)
		for _, level := range []catcatagent.Level{catcatagent.Easy, catcatagent.Hard} {
			next, err := catcatAgentMove(text, level)
			if err != nil {
				continue
			}
			if perr != nil {
				t.Fatalf("answered a state the reader rejects: %v", perr)
			}
			legal := false
			for _, c := range pos.LegalMoves() {
				if q, _ := pos.Play(c); q == next {
					legal = true
				}
			}
			if !legal {
				t.Fatalf("%v: no legal move leads from\n%s to\n%s", level, pos.StateText(), next.StateText())
			}
		}
	})
}

func TestCatcatArenaCommandReportAndFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "results")
	out, stderr, err := runCatcatCmd(t, "", "catcat", "arena", "--size", "9", "--states", "4", "--seed", "5", "--out", dir, "builtin:easy", "builtin:medium")
	if err != nil {
		t.Fatal(err)
	}
	// Not a terminal: progress as plain lines, the last one at the end.
	if !strings.HasSuffix(stderr, "arena: 16/16 games, ") && !strings.Contains(stderr, "arena: 16/16 games, ") || strings.Contains(stderr, "\r") {
		t.Errorf("stderr is not a terminal: want progress lines ending at 16/16, got %q", stderr)
	}
	for _, want := range []string{"9×9, 4 starts", "seed 5", "16 games", "agent", "points", "as cat", "as catcher", "builtin:easy", "builtin:medium", "cat wins"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	// Two leaderboard lines and four pair lines name the agents.
	if n := strings.Count(out, "builtin:medium"); n != 1+4 {
		t.Errorf("builtin:medium appears %d times, want 5 (1 standing + 4 pairs):\n%s", n, out)
	}
	for _, name := range []string{"leaderboard.csv", "pairs.csv", "games.csv", "arena.json"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
	replays, _ := filepath.Glob(filepath.Join(dir, "replays", "*.catcat"))
	if len(replays) != 16 {
		t.Errorf("%d replays, want 16", len(replays))
	}
}

// The same flags print the same games: everything but the CPU columns.
func TestCatcatArenaCommandRepeats(t *testing.T) {
	args := []string{"catcat", "arena", "--size", "9", "--states", "3", "--k", "0", "builtin:easy", "builtin:hard"}
	a, _, err := runCatcatCmd(t, "", args...)
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := runCatcatCmd(t, "", args...)
	// With K = 0 the points do not depend on CPU time; drop the CPU columns.
	strip := func(s string) string {
		var lines []string
		for _, l := range strings.Split(s, "\n") {
			f := strings.Fields(l)
			if len(f) > 10 && strings.HasPrefix(f[1], "builtin:") && !strings.HasPrefix(f[0], "builtin:") {
				f = append(f[:9], f[11:]...) // the CPU and CPU/move columns
			}
			lines = append(lines, strings.Join(f, " "))
		}
		return strings.Join(lines, "\n")
	}
	if strip(a) != strip(b) {
		t.Errorf("two runs differ:\n%s\n---\n%s", a, b)
	}
}

func TestCatcatArenaCommandUsage(t *testing.T) {
	cases := [][]string{
		{"catcat", "arena"},
		{"catcat", "arena", "--size", "7", "builtin:easy"},
		{"catcat", "arena", "--states", "0", "builtin:easy"},
		{"catcat", "arena", "--density", "2", "builtin:easy"},
		{"catcat", "arena", "--move-timeout", "0s", "builtin:easy"},
		{"catcat", "arena", "builtin:grandmaster"},
		{"catcat", "arena", "/no/such/agent"},
		{"catcat", "arena", "--move-cpu", "0s", "builtin:easy"},
		{"catcat", "arena", "--max-processes", "0", "builtin:easy"},
		{"catcat", "arena", "builtin:easy", "builtin:EASY"},
		{"catcat", "arena", "--out", t.TempDir(), "builtin:easy"}, // exists: --force
		{"catcat", "arena", "--shard", "3/2", "builtin:easy"},
		{"catcat", "arena", "--shard", "x", "builtin:easy"},
		{"catcat", "arena", "--resume", t.TempDir()}, // no run there
		{"catcat", "arena", "merge"},
		{"catcat", "arena", "merge", t.TempDir()},
	}
	for _, args := range cases {
		_, _, err := runCatcatCmd(t, "", args...)
		var ue usageError
		if !errors.As(err, &ue) {
			t.Errorf("%q: err %v, want a usage error", args, err)
		}
	}
}

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
	if _, err := sandbox.FindCompiler(); err != nil {
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

func TestCatcatSolveCommand(t *testing.T) {
	out, _, err := runCatcatCmd(t, "", "catcat", "solve", "CAT 5 0 0 ..#.........C...#........")
	if err != nil || !strings.HasPrefix(out, "cat escapes in 2 ") || !strings.Contains(out, "\nline: ") {
		t.Errorf("solve the rules' 5×5 start: %q, %v", out, err)
	}
	// The line is legal and ends with the cat out after 2 of its moves.
	_, lineText, _ := strings.Cut(out, "line: ")
	pos, _ := catcat.ParseState("CAT 5 0 0 ..#.........C...#........")
	g := catcat.NewGame(pos)
	for _, f := range strings.Fields(lineText) {
		c, err := catcat.ParseCell(f)
		if err != nil || g.Play(c) != nil {
			t.Fatalf("line move %q: %v", f, err)
		}
	}
	if g.Result().Outcome != catcat.CatEscaped || g.CatMoves() != 2 {
		t.Errorf("the line ends %v after %d cat moves", g.Result(), g.CatMoves())
	}
	// A trapped-in cat, from stdin, in the course format.
	shut := "CATCHER 9 0 0\n" +
		". . . . . . . . .\n" +
		" . . . . . . . . .\n" +
		". . . . . . . . .\n" +
		" . . . # # . . . .\n" +
		". . . # C # . . .\n" +
		" . . . # . . . . .\n" +
		". . . . # # . . .\n" +
		" . . . . . . . . .\n" +
		". . . . . . . . .\n"
	out, _, err = runCatcatCmd(t, shut, "catcat", "solve", "-")
	if err != nil || !strings.HasPrefix(out, "catcher traps in ") {
		t.Errorf("solve a nearly shut-in cat: %q, %v", out, err)
	}
	_, _, err = runCatcatCmd(t, "", "catcat", "solve", "XAT 5 0 0")
	var ue usageError
	if !errors.As(err, &ue) {
		t.Errorf("a bad state: %v, want a usage error", err)
	}
	if _, _, err := runCatcatCmd(t, "", "catcat", "solve", "--time", "0s", "CAT 5 0 0 ..#.........C...#........"); err == nil {
		t.Error("--time 0s accepted")
	}
}

// withoutCPU drops the leaderboard's two CPU columns (the only part of a
// report that differs between two runs of the same games at --k 0).
func withoutCPU(report string) string {
	var b strings.Builder
	for _, line := range strings.Split(report, "\n") {
		f := strings.Fields(line)
		if len(f) == 12 && f[1] != "agent" { // a leaderboard row: ... avg CPU CPU/move invalid
			f = append(f[:9], f[11])
		}
		b.WriteString(strings.Join(f, " ") + "\n")
	}
	return b.String()
}

// A class-sized run spread over machines: the shards' directories,
// merged, give the report of a single run; a stopped run resumed from
// its directory does too.
func TestCatcatArenaShardsMergeAndResume(t *testing.T) {
	base := []string{"catcat", "arena", "--size", "9", "--states", "3", "--k", "0"}
	agents := []string{"builtin:easy", "builtin:medium"}
	tmp := t.TempDir()
	run := func(extra ...string) string {
		t.Helper()
		out, stderr, err := runCatcatCmd(t, "", append(append(slices.Clone(base), extra...), agents...)...)
		if err != nil {
			t.Fatal(err, stderr)
		}
		return out
	}
	single := run("--out", filepath.Join(tmp, "single"))
	run("--shard", "1/2", "--out", filepath.Join(tmp, "a"))
	run("--shard", "2/2", "--out", filepath.Join(tmp, "b"))
	merged, stderr, err := runCatcatCmd(t, "", "catcat", "arena", "merge", "--out", filepath.Join(tmp, "m"), filepath.Join(tmp, "a"), filepath.Join(tmp, "b"))
	if err != nil || stderr != "" {
		t.Fatal(err, stderr)
	}
	if withoutCPU(merged) != withoutCPU(single) {
		t.Errorf("merged shards:\n%s\nsingle run:\n%s", merged, single)
	}
	for _, name := range []string{arena.PairsCSV, arena.GamesCSV} {
		a, _ := os.ReadFile(filepath.Join(tmp, "single", name))
		b, _ := os.ReadFile(filepath.Join(tmp, "m", name))
		if name == arena.GamesCSV { // its CPU columns differ
			a, b = []byte(withoutCPUColumns(string(a))), []byte(withoutCPUColumns(string(b)))
		}
		if len(a) == 0 || string(a) != string(b) {
			t.Errorf("%s of the merged shards differs from the single run's", name)
		}
	}
	_, stderr, _ = runCatcatCmd(t, "", "catcat", "arena", "merge", filepath.Join(tmp, "a"))
	if !strings.Contains(stderr, "6 of 12 games are missing") {
		t.Errorf("merging one shard of two: stderr %q", stderr)
	}

	// Stop the single run's log after 4 games (and a torn line), resume.
	dir := filepath.Join(tmp, "single")
	text, _ := os.ReadFile(filepath.Join(dir, arena.GamesJSONL))
	lines := strings.SplitAfter(string(text), "\n")
	os.WriteFile(filepath.Join(dir, arena.GamesJSONL), []byte(strings.Join(lines[:4], "")+`{"game":`), 0o644)
	resumed, stderr, err := runCatcatCmd(t, "", "catcat", "arena", "--resume", dir)
	if err != nil {
		t.Fatal(err, stderr)
	}
	if withoutCPU(resumed) != withoutCPU(single) {
		t.Errorf("resumed run:\n%s\nsingle run:\n%s", resumed, single)
	}
	if _, _, err := runCatcatCmd(t, "", "catcat", "arena", "--resume", dir, "--seed", "4"); err == nil {
		t.Error("--resume with a flag that decides the games was accepted")
	}
}

// withoutCPUColumns drops games.csv's cpu_cat_s and cpu_catcher_s.
func withoutCPUColumns(csv string) string {
	var b strings.Builder
	for _, line := range strings.Split(csv, "\n") {
		f := strings.Split(line, ",")
		if len(f) == 14 {
			f = append(f[:9], f[11:]...)
		}
		b.WriteString(strings.Join(f, ",") + "\n")
	}
	return b.String()
}

// arenaAgainstEasy runs the arena on 9×9 with the agent program against
// builtin:easy from the given number of starts, with limits no honest
// move reaches on a loaded machine.
func arenaAgainstEasy(t *testing.T, agent string, states int) *arena.Result {
	t.Helper()
	cfg := arena.DefaultConfig()
	cfg.Size, cfg.States, cfg.MoveCPU, cfg.MoveTimeout = 9, states, time.Hour, time.Hour
	p, err := arena.ParsePlayer(agent)
	if err != nil {
		t.Fatal(err)
	}
	easy, _ := arena.ParsePlayer("builtin:easy")
	a, err := arena.Run(context.Background(), cfg, []arena.Player{p, easy})
	if err != nil {
		t.Fatal(err)
	}
	return a
}
