package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/arena"
)

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

// Issue 26, item 9: what "catcat arena --help" says an agent can reach
// of files, the network and /tmp is the arena manual's paragraph, from
// one source (arena.ContainmentHelp), and no longer that nothing is
// hidden. The paragraph moved from the README to the manual (issue 31,
// item 12), which `cabezacat help arena` prints and the README links.
func TestArenaHelpAndManualSayTheSameOfContainment(t *testing.T) {
	const arenaManual = "assets/manual/arena.md"
	flat := func(s string) string { return strings.Join(strings.Fields(strings.ReplaceAll(s, "`", "")), " ") }
	out, _, err := runCatcatCmd(t, "", "catcat", "arena", "--help")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(arenaManual)
	if err != nil {
		t.Fatal(err)
	}
	help, manual, want := flat(out), flat(string(b)), flat(arena.ContainmentHelp)
	if !strings.Contains(help, want) {
		t.Errorf("catcat arena --help does not print arena.ContainmentHelp:\n%s", out)
	}
	if !strings.Contains(manual, want) {
		// Show the manual's paragraph that begins as the text does.
		first := strings.Join(strings.Fields(want)[:4], " ")
		got := "(none begins so)"
		if i := strings.Index(manual, first); i >= 0 {
			got = manual[i:min(len(manual), i+len(want)+40)]
		}
		t.Errorf("%s and catcat arena --help disagree on what an agent can reach.\nhelp:   %s\nmanual: %s", arenaManual, want, got)
	}
	for _, stale := range []string{"does not hide the file system", "nor the network"} {
		if strings.Contains(help, stale) || strings.Contains(manual, stale) {
			t.Errorf("still says %q", stale)
		}
	}
	for _, both := range []string{"As root", "not as root", "private /tmp", "no network", "file system hidden"} {
		if !strings.Contains(want, both) {
			t.Errorf("arena.ContainmentHelp does not say %q", both)
		}
	}
}
