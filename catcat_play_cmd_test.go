package main

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"

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
