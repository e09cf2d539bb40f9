package main

import (
	"regexp"
	"strings"
	"testing"
)

func TestCabezaMatchPrintsTheResult(t *testing.T) {
	out, err := runWithInput(t, "", "cabeza", "match", "--a", "depth=2", "--b", "depth=1", "--games", "4", "--plies", "2", "--quiet")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimRight(out, "\n"), "\n")
	summary := regexp.MustCompile(`^games 4: \+\d =\d -\d  score \d+\.\d%  Elo [+-]\d+ ± \d+  \(red won \d, blue won \d\)$`)
	if len(got) != 3 || got[0] != "A: depth=2" || got[1] != "B: depth=1" || !summary.MatchString(got[2]) {
		t.Fatalf("got:\n%s", out)
	}
}

func TestCabezaMatchBadSettingsAreUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--a", "level=0"},
		{"--b", "warp=9"},
		{"--games", "0"},
		{"--plies", "-1"},
		{"--jobs", "-2"},
		{"extra"},
	} {
		if code := run(append([]string{"cabeza", "match"}, args...)); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
