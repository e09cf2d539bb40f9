package ai

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"cabezacat/catcat"
)

// testAgentPrefix names a copy of this test binary that plays as an
// agent program: "cabezacat-test-agent-hard" is builtin:hard behind the
// course's contract (state in, next state out). An honest program that
// the sandbox runs like any other, built in the test (TestMain, in
// cabeza_program_fake_test.go, plays it).
const testAgentPrefix = "cabezacat-test-agent-"

func playTestAgent(levelText string) int {
	level, err := ParseCatcatLevel(levelText)
	if err != nil {
		return 2
	}
	text, err := io.ReadAll(io.LimitReader(os.Stdin, 1<<20))
	if err != nil {
		return 2
	}
	pos, err := catcat.ParseState(string(text))
	if err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		return 2
	}
	c := CatMove(pos, level)
	if pos.Turn() == catcat.CatcherToMove {
		c = CatcherMove(pos, level)
	}
	next, err := pos.Play(c)
	if err != nil {
		return 3
	}
	os.Stdout.WriteString(next.StateText())
	return 0
}

// testAgentProgram copies this test binary into a test directory as the
// agent program of a built-in level.
func testAgentProgram(t testing.TB, level string) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), testAgentPrefix+level)
	in, err := os.Open(self)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}
