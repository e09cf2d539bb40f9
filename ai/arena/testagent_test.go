package arena

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/ai/catcatagent"
	"cabezacat/catcat"
)

// testAgentPrefix names a copy of this test binary that plays as an
// agent program: "cabezacat-test-agent-hard" is builtin:hard behind the
// course's contract (state in, next state out). An honest program that
// the sandbox runs like any other, built in the test (TestMain plays it).
const testAgentPrefix = "cabezacat-test-agent-"

// TestMain runs the test agent instead of the tests when this test
// binary was started as one (testAgentProgram).
func TestMain(m *testing.M) {
	if level, ok := strings.CutPrefix(filepath.Base(os.Args[0]), testAgentPrefix); ok {
		os.Exit(playTestAgent(level))
	}
	os.Exit(m.Run())
}

func playTestAgent(levelText string) int {
	level, err := catcatagent.ParseLevel(levelText)
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
	c := catcatagent.CatMove(pos, level)
	if pos.Turn() == catcat.CatcherToMove {
		c = catcatagent.CatcherMove(pos, level)
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
