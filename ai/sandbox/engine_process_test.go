//go:build unix

package sandbox

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
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
	// Read whole, and a byte at a time: the lines are the same.
	for _, r := range []io.Reader{strings.NewReader(in), iotest.OneByteReader(strings.NewReader(in))} {
		var got []Line
		readLines(r, 40, false, func(l Line) bool { got = append(got, l); return true })
		want := []Line{{Text: strings.Repeat("x", 40), Cut: true}, {Text: "short"}, {Text: strings.Repeat("y", 10)}}
		if !slices.Equal(got, want) {
			t.Errorf("readLines = %+v, want %+v", got, want)
		}
	}
}

// A line that never ends is passed on, cut at MaxLine, while the program
// still prints it, not at its end.
func TestLinesPassOnALineThatNeverEndsCut(t *testing.T) {
	p, err := StartEngine([]string{"sh", "-c", "yes | tr -d '\\n'"})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Kill()
	select {
	case l, ok := <-p.Lines():
		if !ok || !l.Cut || l.Text != strings.Repeat("y", MaxLine) {
			t.Fatalf("got %d bytes %.20q… cut %v (open %v), want the first %d bytes cut", len(l.Text), l.Text, l.Cut, ok, MaxLine)
		}
	case <-time.After(time.Minute):
		t.Fatal("no line within a minute of a line that never ends")
	}
}

// LinesAsRead passes on the start of a line as far as it is printed
// (a program that waits between its pieces), then the line whole; Lines
// passes on the line whole alone.
func TestLinesAsReadPassesOnTheStartOfALine(t *testing.T) {
	const script = "printf ab; read x; printf c; read x; printf 'd\\r\\n'; read x"
	p, err := StartEngine([]string{"sh", "-c", script})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Kill()
	lines := p.LinesAsRead()
	next := func() Line {
		t.Helper()
		select {
		case l := <-lines:
			return l
		case <-time.After(time.Minute):
			t.Fatal("nothing passed on within a minute")
		}
		return Line{}
	}
	for _, piece := range []string{"ab", "abc"} {
		// The start may come in smaller pieces; each is a start of the line.
		for l := next(); ; l = next() {
			if !l.Partial || !strings.HasPrefix(piece, l.Text) {
				t.Fatalf("got %+v, want the partial line %q or a start of it", l, piece)
			}
			if l.Text == piece {
				break
			}
		}
		fmt.Fprintln(p.Stdin(), "go on")
	}
	if l := next(); l != (Line{Text: "abcd"}) {
		t.Fatalf("got %+v, want the whole line abcd", l)
	}

	q, err := StartEngine([]string{"sh", "-c", script})
	if err != nil {
		t.Fatal(err)
	}
	defer q.Kill()
	fmt.Fprint(q.Stdin(), "1\n2\n3\n")
	select {
	case l := <-q.Lines():
		if l != (Line{Text: "abcd"}) {
			t.Fatalf("Lines passed on %+v, want the whole line abcd alone", l)
		}
	case <-time.After(time.Minute):
		t.Fatal("no line within a minute")
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
