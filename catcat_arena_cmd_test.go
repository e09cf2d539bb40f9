package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCatcatArenaCommandReportAndFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "results")
	out, stderr, err := runCatcatCmd(t, "", "catcat", "arena", "--size", "9", "--states", "4", "--seed", "5", "--out", dir, "builtin:easy", "builtin:medium")
	if err != nil {
		t.Fatal(err)
	}
	if stderr != "" {
		t.Errorf("stderr is not a terminal, yet got %q", stderr)
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
	}
	for _, args := range cases {
		_, _, err := runCatcatCmd(t, "", args...)
		var ue usageError
		if !errors.As(err, &ue) {
			t.Errorf("%q: err %v, want a usage error", args, err)
		}
	}
}
