package main

import (
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/catcat"
)

// cpp20Cat is the test submission's cat written as students of the
// course write it for today's g++: std::span, a designated initializer,
// a defaulted <=> and std::ranges, none of which C++17 has.
const cpp20Cat = `#include "Cat.h"
#include <algorithm>
#include <compare>
#include <ranges>
#include <span>

struct Cell {
    int x, y;
    auto operator<=>(const Cell&) const = default;
};

static bool inside(Cell c, int h) { return c.x >= -h && c.x <= h && c.y >= -h && c.y <= h; }

std::pair<int,int> Cat::move(const std::vector<bool>& world, std::pair<int,int> p, int n) {
    const Cell at{.x = p.first, .y = p.second};
    const int h = n / 2;
    const bool odd = (at.y & 1) != 0;
    const Cell nb[6] = {
        {at.x-1, at.y}, {at.x+1, at.y},
        {odd ? at.x : at.x-1, at.y-1}, {odd ? at.x+1 : at.x, at.y-1},
        {odd ? at.x : at.x-1, at.y+1}, {odd ? at.x+1 : at.x, at.y+1}};
    std::span<const Cell> around(nb);
    auto free = [&](Cell c) { return inside(c, h) && !world[(c.y + h) * n + (c.x + h)] && c != at; };
    auto it = std::ranges::find_if(around, free);
    if (it == around.end()) return p;
    return {it->x, it->y};
}
`

// A submission that uses C++20 builds, as the newest standard the
// compiler accepts (it was compiled as C++17 and refused), and plays as
// the C++17 one does; asked for C++17 with --std it fails, and the error
// names the standard; a standard not offered is a usage error.
func TestBuildAgentCompilesCpp20Submissions(t *testing.T) {
	needCxxCompiler(t)
	dir := writeSubmission(t, submissionWith("Cat.cpp", cpp20Cat))
	agent := filepath.Join(t.TempDir(), "agent")
	if _, stderr, err := runCatcatCmd(t, "", "catcat", "build-agent", dir, "-o", agent); err != nil {
		t.Fatalf("a C++20 submission: %v\n%s", err, stderr)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		pos, err := catcat.RandomStart(9, 0.1, seed)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := pos.Play(firstFreeNeighbour(pos))
		cmd := exec.Command(agent)
		cmd.Stdin = strings.NewReader(pos.StateText())
		out, err := cmd.Output()
		if err != nil || string(out) != want.StateText() {
			t.Fatalf("seed %d: the C++20 cat answered %q (%v), want\n%s", seed, out, err, want.StateText())
		}
	}
	_, stderr, err := runCatcatCmd(t, "", "catcat", "build-agent", "--std", "c++17", dir, "-o", filepath.Join(t.TempDir(), "agent"))
	if err == nil || !strings.Contains(err.Error(), " as C++17 with ") || !strings.Contains(stderr, "span") {
		t.Errorf("built as C++17: %v\n%s", err, stderr)
	}
	_, _, err = runCatcatCmd(t, "", "catcat", "build-agent", "--std", "c++98", dir, "-o", filepath.Join(t.TempDir(), "agent"))
	var ue usageError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), `--std "c++98": want c++23, c++20, c++17, or newest`) {
		t.Errorf("--std c++98: %v", err)
	}
}
