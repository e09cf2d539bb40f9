package main

import (
	"bytes"
	"errors"
	"os/exec"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"cabezacat/ai/catcatagent"
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
