package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cabezacat/cabeza"
	"cabezacat/catcat"
)

// review prints the record annotated, the progress and the summary on
// stderr; --out writes the record instead; a reviewed record is printed
// without a search.
func TestReviewPrintsTheRecordAnnotated(t *testing.T) {
	game := filepath.Join("ai", "review", "testdata", "cabeza-60.cabeza")
	out, errOut, err := runCatcatCmd(t, "", "cabeza", "review", "--threads", "2", game)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := cabeza.ParseRecord(out)
	if err != nil {
		t.Fatalf("stdout is no record: %v\n%s", err, out)
	}
	if v, _ := rec.Tag("Review"); !strings.HasPrefix(v, "quick") || len(rec.Notes) != 60 || !strings.Contains(rec.Notes[0].Comment, "best ") {
		t.Errorf("not annotated: review %q, %d notes", v, len(rec.Notes))
	}
	if !strings.Contains(errOut, "review: 61/61 positions") || !strings.Contains(errOut, "red: accuracy ") || !strings.Contains(errOut, "turning points: ") {
		t.Errorf("stderr:\n%s", errOut)
	}
	dir := t.TempDir()
	reviewed := filepath.Join(dir, "r.cabeza")
	if err := os.WriteFile(reviewed, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	again, errOut, err := runCatcatCmd(t, "", "cabeza", "review", reviewed)
	if err != nil || again != out || !strings.Contains(errOut, "no search") {
		t.Errorf("a reviewed record was searched again or changed: %v\n%s", err, errOut)
	}

	cgame := filepath.Join("ai", "review", "testdata", "catcat-21.catcat")
	cout := filepath.Join(dir, "c.catcat")
	stdout, _, err := runCatcatCmd(t, "", "catcat", "review", "--out", cout, cgame)
	if err != nil || stdout != "" {
		t.Fatalf("--out: %v, stdout %q", err, stdout)
	}
	text, _ := os.ReadFile(cout)
	crec, err := catcat.ParseRecord(string(text))
	if err != nil || crec.Review == "" || len(crec.Notes) != len(crec.Moves) {
		t.Errorf("--out wrote %v:\n%s", err, text)
	}
}

func TestReviewUsageErrors(t *testing.T) {
	game := filepath.Join("ai", "review", "testdata", "cabeza-60.cabeza")
	for _, args := range [][]string{
		{"cabeza", "review", "--budget", "slow", game},
		{"cabeza", "review", "--threads", "0", game},
		{"catcat", "review", game}, // a Cabeza record
		{"cabeza", "review", "no-such-file"},
	} {
		_, _, err := runCatcatCmd(t, "", args...)
		var u usageError
		if !errors.As(err, &u) {
			t.Errorf("%q: %v, want a usage error", args, err)
		}
	}
}

// A file that is not there is named once, with what is wrong: not
// "PATH: open PATH: no such file or directory" (puzzles check) nor
// "open PATH: …" (review).
func TestMissingFileIsNamedOnce(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "none.txt")
	for _, args := range [][]string{{"cabeza", "review", missing}, {"catcat", "review", missing}, {"cabeza", "puzzles", "check", missing}} {
		var code int
		errOut := captureStderr(t, func() { code = run(args) })
		if want := "cabezacat: " + missing + ": no such file or directory\n"; code != 2 || errOut != want {
			t.Errorf("%q: exit %d, stderr %q; want 2, %q", args, code, errOut, want)
		}
	}
}
