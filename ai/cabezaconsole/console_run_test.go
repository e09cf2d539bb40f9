package cabezaconsole

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/internal/cabezatest"
	"cabezacat/cabeza"
)

// liveConsole runs a console on pipes, so a test can write a command,
// read what comes back, and write the next.
type liveConsole struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
}

func startLiveConsole(t *testing.T, c func(io.Writer) *Console) *liveConsole {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	l := &liveConsole{t: t, in: inW, out: bufio.NewReader(outR), done: make(chan error, 1)}
	go func() {
		err := c(outW).Run(context.Background(), inR)
		outW.Close()
		l.done <- err
	}()
	t.Cleanup(func() { inW.Close(); outR.Close() })
	return l
}

func (l *liveConsole) send(cmd string) {
	l.t.Helper()
	if _, err := io.WriteString(l.in, cmd+"\n"); err != nil {
		l.t.Fatalf("send %q: %v", cmd, err)
	}
}

// until reads lines up to one that starts with prefix and returns them all.
func (l *liveConsole) until(prefix string) []string {
	l.t.Helper()
	var got []string
	for {
		line, err := l.out.ReadString('\n')
		if err != nil {
			l.t.Fatalf("output ended before %q; got %q", prefix, got)
		}
		got = append(got, strings.TrimSuffix(line, "\n"))
		if strings.HasPrefix(line, prefix) {
			return got
		}
	}
}

// finished waits for Run to return; the watchdog only turns a hang into
// a failure and is far above any machine's time for it.
func (l *liveConsole) finished() error {
	l.t.Helper()
	select {
	case err := <-l.done:
		return err
	case <-time.After(2 * time.Minute):
		l.t.Fatal("Run did not return")
		return nil
	}
}

func TestConsoleStopEndsASearchWithItsBestMoveAndQueuedCommandsRunAfter(t *testing.T) {
	l := startLiveConsole(t, New)
	l.send("timeout 3600000")
	l.send("search")
	l.until("info depth 1 ")
	l.send("fen")  // waits for the search
	l.send("stop") // ends it
	rest := l.until("bestmove ")
	if got := l.until(""); got[0] != cabeza.StartString {
		t.Fatalf("after the search: %q (search printed %q)", got, rest)
	}
	l.in.Close()
	if err := l.finished(); err != nil {
		t.Fatal(err)
	}
}

func TestConsoleQuitEndsARunningSearch(t *testing.T) {
	l := startLiveConsole(t, New)
	l.send("timeout 3600000")
	l.send("search")
	l.until("info depth 1 ")
	l.send("quit")
	l.until("bestmove ")
	if err := l.finished(); err != nil {
		t.Fatal(err)
	}
}

// A piped script gets every answer it asked for: the end of the input
// right behind two searches and a count lets each run to its end, in
// order, and then the console leaves.
func TestConsoleEndOfInputFinishesEveryCommandInOrder(t *testing.T) {
	var out strings.Builder
	script := "depth 5\nsearch\nfen " + cabezatest.MiddlegameString + "\nsearch\nperft 3\nfen\n"
	if err := New(&out).Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	var answers []string
	for _, l := range lines(out.String()) {
		switch {
		case strings.HasPrefix(l, "info depth 5 "):
			answers = append(answers, "depth 5")
		case strings.HasPrefix(l, "bestmove "):
			answers = append(answers, "bestmove")
		case strings.HasPrefix(l, "perft 3 nodes "):
			answers = append(answers, "perft")
		case strings.HasPrefix(l, "info depth "):
		default:
			answers = append(answers, l)
		}
	}
	want := []string{"depth 5", "bestmove", "depth 5", "bestmove", "perft", cabezatest.MiddlegameString}
	if strings.Join(answers, "|") != strings.Join(want, "|") {
		t.Fatalf("answers %q, want %q; output:\n%s", answers, want, out.String())
	}
}

// stop and quit in a piped script still act as soon as they are read:
// the hour-long search before them ends with its best move so far; the
// commands after stop run, and quit drops every command still waiting.
func TestConsolePipedStopAndQuitActAtOnce(t *testing.T) {
	for script, fens := range map[string]int{
		"timeout 3600000\nsearch\nstop\nfen\n":      1,
		"timeout 3600000\nsearch\nfen\nquit\nfen\n": 0,
	} {
		var out strings.Builder
		if err := New(&out).Run(context.Background(), strings.NewReader(script)); err != nil {
			t.Fatal(err)
		}
		s := out.String()
		if strings.Count(s, "bestmove ") != 1 || strings.Count(s, cabeza.StartString) != fens {
			t.Errorf("%q: want a best move and %d position strings:\n%s", script, fens, s)
		}
	}
}

// timeout 0 with depth 0 searches until stop, as an analysis client
// expects, and prints its best move then.
func TestConsoleSearchWithoutLimitsRunsUntilStop(t *testing.T) {
	l := startLiveConsole(t, New)
	l.send("timeout 0")
	l.send("depth 0")
	l.send("search")
	if got := l.until(""); !strings.HasPrefix(got[0], "info depth 1 ") {
		t.Fatalf("search answered %q", got)
	}
	l.until("info depth 3 ")
	l.send("stop")
	l.until("bestmove ")
	l.send("fen")
	if got := l.until(""); got[0] != cabeza.StartString {
		t.Fatalf("after the search: %q", got)
	}
	l.in.Close()
	if err := l.finished(); err != nil {
		t.Fatal(err)
	}
}

// Nothing could stop a search without limits once the input has ended,
// so the end stops it (as stop would): whether it ends while the search
// runs or before it starts, the console answers and leaves.
func TestConsoleEndOfInputStopsASearchWithoutLimits(t *testing.T) {
	for _, script := range []string{
		"timeout 0\ndepth 0\nsearch\nfen\n",
		"depth 4\nsearch\ndepth 0\ntimeout 0\nsearch\nfen\n",
	} {
		var out strings.Builder
		if err := New(&out).Run(context.Background(), strings.NewReader(script)); err != nil {
			t.Fatal(err)
		}
		s := out.String()
		if strings.Count(s, "bestmove ") != strings.Count(script, "search") || !strings.HasSuffix(s, cabeza.StartString+"\n") {
			t.Errorf("%q: a best move per search, then the position string:\n%s", script, s)
		}
	}
}

// A perft or divide with a bad depth never runs: its error is the whole
// answer, and the commands after it in a piped script are carried out
// (not dropped by the end of the input as if a count were running).
func TestConsoleBadPerftDepthDoesNotDropTheNextCommands(t *testing.T) {
	for _, cmd := range []string{"perft 0", "divide 99", "perft x"} {
		var out strings.Builder
		if err := New(&out).Run(context.Background(), strings.NewReader(cmd+"\nmoves\n")); err != nil {
			t.Fatal(err)
		}
		got := out.String()
		if !strings.HasPrefix(got, "error: depth ") || !strings.Contains(got, "\nFn Fnn ") {
			t.Errorf("%s, moves: %q, want the depth error and then the moves", cmd, got)
		}
	}
}

func TestPerftUntilCountsAsPerft(t *testing.T) {
	p := cabeza.Start()
	for d := 1; d <= 4; d++ {
		n, ok := perftUntil(context.Background(), p, d)
		if !ok || n != cabeza.Perft(p, d) {
			t.Errorf("depth %d: %d %v, want %d", d, n, ok, cabeza.Perft(p, d))
		}
	}
	got, ok := divideUntil(context.Background(), p, 3)
	want := cabeza.Divide(p, 3)
	if !ok || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("divide: %v, want %v", got, want)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, ok := perftUntil(ctx, p, 6); ok {
		t.Error("a cancelled perft says it finished")
	}
}

func TestConsoleLongLineIsAnErrorAndTheConsoleCarriesOn(t *testing.T) {
	var out strings.Builder
	script := "fen\n" + strings.Repeat("m Fn", 1<<18) + "\nfen\n"
	if err := New(&out).Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	want := cabeza.StartString + "\nerror: line 2 is longer than 65536 bytes: ignored\n" + cabeza.StartString + "\n"
	if out.String() != want {
		t.Fatalf("got %q", out.String())
	}
}

func TestConsoleErrorsClipLongInput(t *testing.T) {
	long := strings.Repeat("x", 5000)
	out := console(t, long+"\nm "+long+"\nfen "+long+"\nturn "+long+"\ndepth "+long+"\ntimeout "+long+"\nperft "+long+"\ndraw "+long+"\n")
	for _, l := range lines(out) {
		if !strings.HasPrefix(l, "error: ") || len(l) > 160 {
			t.Errorf("error line of %d bytes: %.100q", len(l), l)
		}
	}
	if n := len(lines(out)); n != 8 {
		t.Errorf("%d lines, want an error for each of 8 commands:\n%s", n, out)
	}
}

// The console's turn keeps the moves before it: m, t, u takes the move
// back (the turn switch goes with it), and undo with nothing to undo
// changes nothing.
func TestConsoleTurnKeepsTheUndoHistory(t *testing.T) {
	first := cabeza.NewGame(cabeza.Start()).LegalMoves()[0]
	out := console(t, "m "+first.String()+"\nt\nu\nfen\nt\nu\nfen\n")
	want := []string{"red to move", cabeza.StartString, "blue to move", "error: no move to undo", strings.Replace(cabeza.StartString, " r ", " b ", 1)}
	if got := lines(out); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant\n%s", out, strings.Join(want, "\n"))
	}
}

// A script in the original engine's style, as its users write them.
func TestConsoleOriginalDialectAnswersAsTheOriginal(t *testing.T) {
	start := originalFEN(cabeza.Start())
	first := cabeza.NewGame(cabeza.Start()).LegalMoves()[0].String()
	script := strings.Join([]string{
		"fen " + start, "fen 10/10,r", "fen", "move " + first, "move Zz", "t", "t b", "t x", "u", "draw",
		"timeout 0", "timeout 900", "depth 99", "depth 2", "search", "frobnicate", "", "quit", "fen",
	}, "\n") + "\n"
	var out strings.Builder
	if err := NewOriginal(&out, false).Run(context.Background(), strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	got := lines(out.String())
	want := []string{
		"FEN ok", "FEN error", start, "move ok", "move error", "turn is now: red", "turn is now: blue", "player error",
	}
	if len(got) < len(want) || strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s", out.String())
	}
	got = got[len(want):]
	// draw: ten ranks of two-letter squares, then the turn.
	if len(got) < 11 || !strings.HasPrefix(got[10], "          Turn:") {
		t.Fatalf("draw:\n%s", strings.Join(got[:min(11, len(got))], "\n"))
	}
	for _, r := range got[:10] {
		if !regexp.MustCompile(`^((\.\.|CC|MM|FF|HH|OO|cc|mm|ff|hh|oo) ){10}$`).MatchString(r) {
			t.Fatalf("draw rank %q", r)
		}
	}
	got = got[11:]
	want = []string{"timeout set error", "timeout set to 900ms", "depth set error", "depth set to 2", "Searching FEN: " + start}
	if len(got) < len(want) || strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Fatalf("settings and search:\n%s", strings.Join(got, "\n"))
	}
	got = got[len(want):]
	depthLine := regexp.MustCompile(`^depth (\d) pv: ([CMFHOcmfho][nsew]{1,4} )+\(\d+ nodes, (red can force win, |blue can force win, )?\)$`)
	for d := 1; d <= 2; d++ {
		if m := depthLine.FindStringSubmatch(got[d-1]); m == nil || m[1] != fmt.Sprint(d) {
			t.Fatalf("depth line %q", got[d-1])
		}
	}
	if !regexp.MustCompile(`^best move: [CMFHO][nsew]{1,4}$`).MatchString(got[2]) || !regexp.MustCompile(`^time: \d+$`).MatchString(got[3]) {
		t.Fatalf("best move and time: %q", got[2:])
	}
	if got[4] != "Invalid command" || len(got) != 5 {
		t.Fatalf("after the search: %q (quit must end it)", got[4:])
	}
	if strings.ContainsAny(out.String(), "\x1b>") {
		t.Error("prompt or colour written to a pipe")
	}
}

func TestConsoleOriginalDialectOnATerminalPromptsAndColours(t *testing.T) {
	var out strings.Builder
	if err := NewOriginal(&out, true).Run(context.Background(), strings.NewReader("depth 1\nsearch\nquit\n")); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	if !strings.HasPrefix(s, "Welcome to Cabeza Engine. Default configuration set to:\ntime: 30000ms, depth: 12\n\n> ") {
		t.Fatalf("greeting: %q", s)
	}
	if !strings.Contains(s, "best move: "+colourRed) || strings.Count(s, "> ") != 3 {
		t.Fatalf("want three prompts and a red best move: %q", s)
	}
}

// Our own client drives our console in the original's dialect, piped
// and as on a terminal (prompt and colours), through a game.
func TestProgramDrivesOurConsoleInTheOriginalDialect(t *testing.T) {
	for _, kind := range []string{"ours-original", "ours-original-tty"} {
		t.Run(kind, func(t *testing.T) {
			p := newTestProgram(t, kind)
			g := cabeza.NewGame(cabeza.Start())
			if infos := playProgramGame(t, p, p, g, 8); infos == 0 {
				t.Error("no depth reported")
			}
			if p.Dialect() != DialectOriginal {
				t.Errorf("dialect %v", p.Dialect())
			}
		})
	}
}
