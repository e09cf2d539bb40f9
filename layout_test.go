package main

import (
	"os/exec"
	"strings"
	"testing"
)

// deps lists every package that pkg imports, directly or not (go list -deps).
func deps(t *testing.T, pkg string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", pkg).Output()
	if err != nil {
		t.Fatalf("go list -deps %s: %v", pkg, err)
	}
	return strings.Fields(string(out))
}

// The dependency direction of DESIGN.md: tui → ai → cabeza, catcat. The
// rules packages import nothing of the project and no UI; ai imports no UI.
func TestLayoutDependencyDirection(t *testing.T) {
	ui := []string{"github.com/charmbracelet/bubbletea", "github.com/charmbracelet/lipgloss", "github.com/charmbracelet/bubbles"}
	cases := []struct {
		pkg       string
		forbidden []string
	}{
		{"cabezacat/cabeza", append([]string{"cabezacat/"}, ui...)},
		{"cabezacat/catcat", append([]string{"cabezacat/"}, ui...)},
		{"cabezacat/ai", append([]string{"cabezacat/tui"}, ui...)},
	}
	for _, c := range cases {
		for _, d := range deps(t, c.pkg) {
			if d == c.pkg {
				continue
			}
			for _, f := range c.forbidden {
				if d == f || strings.HasPrefix(d, f) {
					t.Errorf("%s imports %s (forbidden: %s)", c.pkg, d, f)
				}
			}
		}
	}
}

// The check above must be able to fail: tui does import bubbletea.
func TestLayoutCheckSeesUIImports(t *testing.T) {
	found := false
	for _, d := range deps(t, "cabezacat/tui") {
		if d == "github.com/charmbracelet/bubbletea" {
			found = true
		}
	}
	if !found {
		t.Fatal("go list -deps cabezacat/tui does not show bubbletea; the layout test would be blind")
	}
}
