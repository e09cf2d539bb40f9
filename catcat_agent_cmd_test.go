package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"cabezacat/ai"
	"cabezacat/catcat"
)

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
	f.Fuzz(func(t *testing.T, text string) {
		pos, perr := catcat.ParseState(text)
		for _, level := range []ai.CatcatLevel{ai.CatcatEasy, ai.CatcatHard} {
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
