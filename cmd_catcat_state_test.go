package main

import (
	"cabezacat/tui/ptytest"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/ai/catcatagent"
	"cabezacat/catcat"
)

const rulesStart = "CAT 5 0 0 ..#.........C...#........" // the rules' 5×5 start

// solve and agent take their STATE as command lines take a file: a
// path reads the file (it used to be read as a state: `turn "<path>"`),
// a state text still works and "-" reads stdin.
func TestCatcatSolveAndAgentReadAStateFile(t *testing.T) {
	dir := t.TempDir()
	pos, _ := catcat.ParseState(rulesStart)
	file := filepath.Join(dir, "start.txt")
	if err := os.WriteFile(file, []byte(pos.StateText()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		stdin string
		args  []string
	}{{"", []string{file}}, {"", []string{rulesStart}}, {pos.StateText(), []string{"-"}}, {pos.StateText(), nil}} {
		out, _, err := runCatcatCmd(t, c.stdin, append([]string{"catcat", "solve"}, c.args...)...)
		if err != nil || !strings.HasPrefix(out, "cat escapes in 2 ") {
			t.Errorf("solve %.30q: %q, %v", c.args, out, err)
		}
	}
	want, _ := catcatAgentMove(rulesStart, catcatagent.Easy)
	for _, c := range []struct {
		stdin string
		args  []string
	}{{"", []string{file}}, {"", []string{rulesStart}}, {pos.StateText(), []string{"-"}}, {pos.StateText(), nil}} {
		out, _, err := runCatcatCmd(t, c.stdin, append([]string{"catcat", "agent", "--level", "easy"}, c.args...)...)
		if err != nil || out != want.StateText() {
			t.Errorf("agent %q: %q, %v; want\n%s", c.args, out, err, want.StateText())
		}
	}
}

// Without STATE, solve and agent read a pipe; on a terminal they say
// what they want and stop (status 2) rather than wait, unseen, for a
// state typed by someone who ran the command alone.
func TestCatcatStateLeftOutOnATerminalIsAskedFor(t *testing.T) {
	if !ptytest.Supported {
		t.Skip("needs a pseudo-terminal (Linux)")
	}
	for _, sub := range []string{"solve", "agent"} {
		out, err := runOnPTY(t, []string{"catcat", sub}, nil)
		var exit *exec.ExitError
		want := "cabezacat: cabezacat catcat " + sub + " wants the position STATE (a file, a state, or - to type it on stdin); stdin is a terminal"
		if !errors.As(err, &exit) || exit.ExitCode() != 2 || strings.Join(strings.Fields(out), " ") != want {
			t.Errorf("catcat %s on a terminal: %v, wrote %q; want status 2 and %q", sub, err, out, want)
		}
	}
}

// Each way a STATE argument can be wrong is a usage error that says
// which: the missing file by name, a directory, a file too long to be a
// state (read no further than the bound), a bad state in a file (its
// name first), too many arguments.
func TestCatcatStateArgumentErrorsSayWhatIsWrong(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(big, make([]byte, catcatMaxStateInput+10), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("XAT 5 0 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.txt")
	cases := []struct {
		stdin string
		args  []string
		want  string
	}{
		{"", []string{"solve", missing}, `no file "` + missing + `", and it is not a state`},
		{"", []string{"agent", missing}, `no file "` + missing + `", and it is not a state`},
		{"", []string{"solve", dir}, `"` + dir + `" is a directory`},
		{"", []string{"solve", big}, `"` + big + `" is over 1048576 bytes: not a state`},
		{strings.Repeat(".", catcatMaxStateInput+1), []string{"solve", "-"}, "stdin is over 1048576 bytes: not a state"},
		{"", []string{"solve", bad}, `"` + bad + `": state: line 1, column 1: turn "XAT"`},
		{"", []string{"solve", "XAT 5 0 0"}, `state: line 1, column 1: turn "XAT"`},
		{"", []string{"agent", rulesStart, rulesStart}, "wants at most one STATE (got 2 arguments)"},
	}
	for _, c := range cases {
		out, _, err := runCatcatCmd(t, c.stdin, append([]string{"catcat"}, c.args...)...)
		var ue usageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), c.want) || out != "" {
			t.Errorf("%.60q: %v (out %q), want a usage error with %q", c.args, err, out, c.want)
		}
	}
}
