//go:build unix

package sandbox

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/sandbox/sandboxtest"
)

// waitGone polls until no process carries marker; the kernel reaps a
// killed process soon, but not at once.
func waitGone(t *testing.T, marker string) {
	t.Helper()
	for i := 0; i < 500; i++ {
		if len(sandboxtest.Running(marker)) == 0 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("processes left behind: %v", sandboxtest.Running(marker))
}

func TestKillTakesTheWholeGroup(t *testing.T) {
	if _, err := os.Stat("/proc/self/cmdline"); err != nil {
		t.Skip("no /proc")
	}
	// A sleep that nobody else runs: its length is the marker. The
	// script computes it, so only the sleeps carry it, not the shell.
	n := 4000 + rand.IntN(100000)
	secs := fmt.Sprint(n)
	sleep := fmt.Sprintf("sleep $((%d+1-1))", n)
	script := sleep + " & " + sleep + " & echo ready; while read l; do echo \"got $l\"; done"
	p, err := StartEngine([]string{"sh", "-c", script})
	if err != nil {
		t.Fatal(err)
	}
	lines := p.Lines()
	if l := <-lines; l.Text != "ready" {
		t.Fatalf("first line %q", l.Text)
	}
	fmt.Fprintln(p.Stdin(), "hello")
	if l := <-lines; l.Text != "got hello" {
		t.Fatalf("answer %q", l.Text)
	}
	for i := 0; len(sandboxtest.Running("sleep "+secs)) < 2; i++ {
		if i > 500 {
			t.Fatalf("want 2 sleeps running before the kill, found %v", sandboxtest.Running("sleep "+secs))
		}
		time.Sleep(10 * time.Millisecond) // the shell forks them in the background
	}
	p.Kill()
	waitGone(t, "sleep "+secs)
	for range lines { // the output ends
	}
	if p.ExitReason() == "" {
		t.Error("no exit reason after Kill")
	}
	p.Kill() // a second Kill is harmless
}

func TestExitReasonHasStderr(t *testing.T) {
	p, err := StartEngine([]string{"sh", "-c", "echo first >&2; echo 'out of tables' >&2; exit 3"})
	if err != nil {
		t.Fatal(err)
	}
	for range p.Lines() {
	}
	<-p.Exited()
	if got := p.ExitReason(); got != "exit status 3: out of tables" {
		t.Errorf("ExitReason = %q", got)
	}
	p.Kill()
}

func TestStartFailsForAMissingProgram(t *testing.T) {
	if _, err := StartEngine([]string{"/nonexistent/engine"}); err == nil {
		t.Fatal("a missing program started")
	}
	if _, err := StartEngine(nil); err == nil {
		t.Fatal("an empty command started")
	}
}

func TestReadLineCutsLongLines(t *testing.T) {
	in := strings.Repeat("x", 100) + "\nshort\r\n" + strings.Repeat("y", 10)
	r := bufio.NewReaderSize(strings.NewReader(in), 16)
	for _, want := range []struct {
		text string
		cut  bool
	}{{strings.Repeat("x", 40), true}, {"short", false}, {strings.Repeat("y", 10), false}} {
		text, cut, _ := readLine(r, 40)
		if text != want.text || cut != want.cut {
			t.Errorf("readLine = %q cut %v, want %q cut %v", text, cut, want.text, want.cut)
		}
	}
}

// A program that never reads: writing to it gives up at the deadline
// instead of blocking on the full pipe.
func TestWriteLineGivesUpOnAProgramThatDoesNotRead(t *testing.T) {
	p, err := StartEngine([]string{"sleep", "1000"})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Kill()
	line := strings.Repeat("x", 1000)
	for i := 0; i < 10000; i++ { // 10 MB: far more than a pipe holds
		if err = p.WriteLine(line, time.Now().Add(20*time.Millisecond)); err != nil {
			break
		}
	}
	if !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("error %v, want the deadline", err)
	}
}
