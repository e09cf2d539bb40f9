package main

import (
	"os"
	"strings"
	"testing"

	"cabezacat/ai/arena"
)

// Issue 26, item 9: what "catcat arena --help" says an agent can reach
// of files, the network and /tmp is the README's paragraph, from one
// source (arena.ContainmentHelp), and no longer that nothing is hidden.
func TestArenaHelpAndREADMESayTheSameOfContainment(t *testing.T) {
	flat := func(s string) string { return strings.Join(strings.Fields(strings.ReplaceAll(s, "`", "")), " ") }
	out, _, err := runCatcatCmd(t, "", "catcat", "arena", "--help")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	help, readme, want := flat(out), flat(string(b)), flat(arena.ContainmentHelp)
	if !strings.Contains(help, want) {
		t.Errorf("catcat arena --help does not print arena.ContainmentHelp:\n%s", out)
	}
	if !strings.Contains(readme, want) {
		// Show the README's paragraph that begins as the text does.
		first := strings.Join(strings.Fields(want)[:4], " ")
		got := "(none begins so)"
		if i := strings.Index(readme, first); i >= 0 {
			got = readme[i:min(len(readme), i+len(want)+40)]
		}
		t.Errorf("the README and catcat arena --help disagree on what an agent can reach.\nhelp:   %s\nREADME: %s", want, got)
	}
	for _, stale := range []string{"does not hide the file system", "nor the network"} {
		if strings.Contains(help, stale) || strings.Contains(readme, stale) {
			t.Errorf("still says %q", stale)
		}
	}
	for _, both := range []string{"As root", "not as root", "private /tmp", "no network", "file system hidden"} {
		if !strings.Contains(want, both) {
			t.Errorf("arena.ContainmentHelp does not say %q", both)
		}
	}
}
