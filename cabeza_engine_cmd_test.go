package main

import (
	"strings"
	"testing"
)

// runWithInput runs the command line with stdin and stdout replaced.
func runWithInput(t *testing.T, input string, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	root.SetArgs(args)
	root.SetIn(strings.NewReader(input))
	var out strings.Builder
	root.SetOut(&out)
	err := root.Execute()
	return out.String(), err
}

func TestCabezaEngineReadsCommandsFromStdin(t *testing.T) {
	out, err := runWithInput(t, "fen\nm On\nfen\nbogus\ndepth 2\nsearch\nquit\nfen\n", "cabeza", "engine")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(got) != 6 {
		t.Fatalf("got %d lines:\n%s", len(got), out)
	}
	if got[0] != "2oocmhh2/2ooffhh2/10/10/10/10/10/10/2OOFFHH2/2OOCMHH2 r 1" ||
		got[1] != "2oocmhh2/2ooffhh2/10/10/10/10/2OO6/2OO6/4FFHH2/4CMHH2 b 1" ||
		got[2] != `error: unknown command "bogus" (help lists them)` ||
		!strings.HasPrefix(got[3], "info depth 1 score ") || !strings.HasPrefix(got[4], "info depth 2 score ") ||
		!strings.HasPrefix(got[5], "bestmove ") {
		t.Fatalf("got:\n%s", out)
	}
}

func TestCabezaEngineTakesNoArguments(t *testing.T) {
	if code := run([]string{"cabeza", "engine", "extra"}); code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
}
