package cabezaconsole

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/forfeit"
	"cabezacat/ai/sandbox"
	"cabezacat/ai/sandbox/sandboxtest"
	"cabezacat/ai/sandbox/uids"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// generous is a move time no test expects to run out: a fake answers
// at once, however loaded the machine.
const generous = 20 * time.Second

func newTestProgram(t *testing.T, kind string, extra ...string) *Program {
	t.Helper()
	p, err := NewProgram(FakeCommand(t, kind, extra...))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	return p
}

// playProgramGame plays a game between two programs (or one against
// itself) from g, checking every move is legal, and returns the game.
func playProgramGame(t *testing.T, red, blue *Program, g *cabeza.Game, maxPlies int) (infos int) {
	t.Helper()
	for ply := 0; ply < maxPlies && !g.Status().Over(); ply++ {
		p := red
		pos := g.Position()
		if pos.Side() == cabeza.Blue {
			p = blue
		}
		m, err := p.Move(context.Background(), *g, search.Limits{Time: generous, Depth: 2}, func(in ProgramInfo) {
			infos++
			for i, mv := range in.PV {
				if strings.ContainsAny(mv, "Gg\x1b") {
					t.Errorf("PV move %d %q not in our notation", i, mv)
				}
			}
		})
		if err != nil {
			t.Fatalf("ply %d (%s): %v", ply, originalFEN(pos), err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("ply %d: %v", ply, err)
		}
	}
	return infos
}

func TestProgramSpeaksTheOriginalDialect(t *testing.T) {
	p := newTestProgram(t, "original")
	g := cabeza.NewGame(cabeza.Start())
	infos := playProgramGame(t, p, p, g, 16)
	if p.Dialect() != DialectOriginal {
		t.Errorf("dialect %v, want original", p.Dialect())
	}
	if infos == 0 {
		t.Error("no depth reported")
	}
	if g.Ply() == 0 {
		t.Error("no move played")
	}
}

func TestProgramSpeaksOurDialect(t *testing.T) {
	p := newTestProgram(t, "ours")
	g := cabeza.NewGame(cabeza.Start())
	infos := playProgramGame(t, p, p, g, 6)
	if p.Dialect() != DialectOurs {
		t.Errorf("dialect %v, want cabezacat", p.Dialect())
	}
	if infos == 0 {
		t.Error("no depth reported")
	}
}

// A position the original's parser refuses: the client replays the game
// from reset with moves, and the program's move is legal there.
func TestProgramReplaysWhenTheOriginalRefusesAPosition(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	var g *cabeza.Game
	for try := 0; try < 2000 && g == nil; try++ {
		c := cabeza.NewGame(cabeza.Start())
		for c.Ply() < 30 && !c.Status().Over() {
			moves := c.LegalMoves()
			var open []cabeza.Move
			for _, m := range moves {
				if !m.IsWin() {
					open = append(open, m)
				}
			}
			if len(open) == 0 {
				break
			}
			c.Play(open[rng.IntN(len(open))])
			if lyingAlongFarEdge(c.Position()) && !c.Status().Over() {
				if _, wins := c.Position().WinningMove(); !wins {
					g = c
					break
				}
			}
		}
	}
	if g == nil {
		t.Fatal("no game reached a position the original refuses")
	}
	log := filepath.Join(sandboxtest.PassableDir(t, 0o777), "commands")
	p := newTestProgram(t, "original", "log="+log)
	m, err := p.Move(context.Background(), *g, search.Limits{Time: generous}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if g.Play(m) != nil {
		t.Fatalf("move %v not legal", m)
	}
	b, _ := os.ReadFile(log)
	sent := string(b)
	if !strings.Contains(sent, "\nreset\n") || strings.Count(sent, "\nmove ") != g.Ply()-1 {
		t.Errorf("want reset and the %d moves after the FEN error; sent:\n%s", g.Ply()-1, sent)
	}
}

func waitGone(t *testing.T, marker string) {
	t.Helper()
	for i := 0; i < 500 && len(sandboxtest.Running(marker)) > 0; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if left := sandboxtest.Running(marker); len(left) > 0 {
		t.Fatalf("processes left behind: %q", left)
	}
}

func TestMisbehavingProgramsLose(t *testing.T) {
	g := cabeza.NewGame(cabeza.Start())
	for _, c := range []struct {
		kind   string
		time   time.Duration
		want   forfeit.Kind
		detail string
	}{
		{"illegal", generous, forfeit.IllegalMove, "answered"},
		{"garbage", generous, forfeit.Garbage, "☃"},
		{"silent", 10 * time.Millisecond, forfeit.Timeout, "no move (10ms and 50ms grace) within"},
		{"dies", generous, forfeit.Crash, "Segmentation fault"},
	} {
		t.Run(c.kind, func(t *testing.T) {
			marker := fmt.Sprintf("marker-%s-%d", c.kind, rand.Int64())
			p := newTestProgram(t, c.kind, marker)
			p.Grace = 50 * time.Millisecond
			_, err := p.Move(context.Background(), *g, search.Limits{Time: c.time}, nil)
			if forfeit.KindOf(err) != c.want || !strings.Contains(err.Error(), c.detail) {
				t.Fatalf("error %v, want %v with %q", err, c.want, c.detail)
			}
			waitGone(t, marker)
		})
	}
}

// A program that starts a child and never answers: on time the program
// and its child are gone.
func TestProgramTreeGoneAfterATimeout(t *testing.T) {
	n := 5000 + rand.IntN(100000)
	p := newTestProgram(t, "child", fmt.Sprintf("marker=%d", n))
	p.Grace = 20 * time.Millisecond
	_, err := p.Move(context.Background(), *cabeza.NewGame(cabeza.Start()), search.Limits{Time: 10 * time.Millisecond}, nil)
	if forfeit.KindOf(err) != forfeit.Timeout {
		t.Fatalf("error %v, want a timeout", err)
	}
	waitGone(t, fmt.Sprintf("sleep %d", n))
}

func TestProgramCancelKillsIt(t *testing.T) {
	marker := fmt.Sprintf("marker-cancel-%d", rand.Int64())
	p := newTestProgram(t, "silent", marker)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := p.Move(ctx, *cabeza.NewGame(cabeza.Start()), search.Limits{Time: time.Hour}, nil)
		done <- err
	}()
	for len(sandboxtest.Running(marker)) == 0 {
		time.Sleep(5 * time.Millisecond)
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
	waitGone(t, marker)
}

// Close ends a program that ignores quit and the end of its input.
func TestCloseKillsADeafProgram(t *testing.T) {
	marker := fmt.Sprintf("marker-deaf-%d", rand.Int64())
	p := newTestProgram(t, "deaf", marker)
	// "fen" is answered: the program is running when Close comes.
	if _, err := p.Move(context.Background(), *cabeza.NewGame(cabeza.Start()), search.Limits{Time: 10 * time.Millisecond}, nil); forfeit.KindOf(err) != forfeit.Timeout {
		t.Fatalf("error %v, want a timeout", err)
	}
	p2 := newTestProgram(t, "deaf", marker+"b")
	p2.mu.Lock()
	if err := p2.start(context.Background()); err != nil {
		t.Fatal(err)
	}
	p2.mu.Unlock()
	p2.Close()
	waitGone(t, marker)
}

// A program that babbles instead of answering the first command.
func TestProgramThatIsNoConsoleIsGarbage(t *testing.T) {
	p := newTestProgram(t, "babble")
	_, err := p.Move(context.Background(), *cabeza.NewGame(cabeza.Start()), search.Limits{Time: generous}, nil)
	if forfeit.KindOf(err) != forfeit.Garbage || !strings.Contains(err.Error(), "does not answer like a Cabeza engine console") {
		t.Fatalf("error %v", err)
	}
}

func TestProgramRefusesDeepDepths(t *testing.T) {
	p := newTestProgram(t, "original")
	if _, err := p.Move(context.Background(), *cabeza.NewGame(cabeza.Start()), search.Limits{Depth: 13}, nil); err == nil {
		t.Fatal("depth 13 was sent to a program")
	}
	if p.proc != nil {
		t.Error("the program was started for a depth it cannot take")
	}
}

// Two engine programs play a whole game; as root (where the containment
// gives programs uids of their own) each runs under a uid of its own,
// not ours, with no capability and no way to gain one.
func TestProgramPlaysAWholeGameUnprivileged(t *testing.T) {
	dir := sandboxtest.PassableDir(t, 0o777)
	ids := []string{filepath.Join(dir, "red"), filepath.Join(dir, "blue")}
	red := newTestProgram(t, "ours", "id="+ids[0])
	blue := newTestProgram(t, "ours-original", "id="+ids[1])
	g := cabeza.NewGame(cabeza.Start())
	playProgramGame(t, red, blue, g, 10000)
	if !g.Status().Over() {
		t.Fatalf("the game is not over after %d plies", g.Ply())
	}
	var ranAs []string
	for _, f := range ids {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		report := string(b)
		uid := strings.TrimPrefix(strings.SplitN(report, "\n", 2)[0], "uid ")
		ranAs = append(ranAs, uid)
		if !sandbox.Detect().AgentUIDs {
			if uid != fmt.Sprint(os.Getuid()) {
				t.Errorf("without uids of their own, the program ran as %s, not as us (%d)", uid, os.Getuid())
			}
			continue
		}
		if n, err := strconv.Atoi(uid); err != nil || n < uids.EngineBase {
			t.Errorf("ran as uid %s, want one of the engine programs' (%d and on)", uid, uids.EngineBase)
		}
		if !strings.Contains(report, "CapEff:\t0000000000000000\n") || !strings.Contains(report, "NoNewPrivs:\t1\n") {
			t.Errorf("it kept privileges:\n%s", report)
		}
	}
	if sandbox.Detect().AgentUIDs && ranAs[0] == ranAs[1] {
		t.Errorf("both programs ran as uid %s", ranAs[0])
	}
	t.Logf("%d plies, %v; uids %v", g.Ply(), g.Status(), ranAs)
}

// A program that prints bytes no console prints loses with
// forfeit.Garbage at once, however long it had to answer: the first
// answer and the move have an hour here, and the test waits a minute
// (its programs print their garbage as soon as they start or search).
func TestProgramPrintingBinaryLosesAtOnce(t *testing.T) {
	for _, c := range []struct{ kind, detail string }{
		{"binary", `at byte 0 of a line (NUL): "\x00\x01\x02\xff\xfeELF\x02\x01\x01\x00\x00"`},
		{"binary-search", `at byte 14 of a line (control character 0x10): "info depth 2 \x07\x10\x11\x12 pv Fs"`},
		{"original-binary", `of a line (0xc3, not UTF-8): …"`},
	} {
		t.Run(c.kind, func(t *testing.T) {
			t.Parallel()
			p := newTestProgram(t, c.kind)
			p.StartTime, p.Grace = time.Hour, time.Hour
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan error, 1)
			go func() {
				_, err := p.Move(ctx, *cabeza.NewGame(cabeza.Start()), search.Limits{Time: time.Hour, Depth: 2}, nil)
				done <- err
			}()
			select {
			case err := <-done:
				if forfeit.KindOf(err) != forfeit.Garbage || !strings.Contains(err.Error(), c.detail) {
					t.Fatalf("error %v, want garbage with %q", err, c.detail)
				}
				t.Log(err)
			case <-time.After(time.Minute):
				t.Fatal("no forfeit within a minute of a move of an hour")
			}
		})
	}
}

// A program that prints what cannot begin an answer and never ends the
// line loses at once, as soon as that is printed: binary (at once, or at
// the end of a banner written a byte at a time) with forfeit.Garbage, a
// line longer than any console prints with forfeit.Flood. Its first
// answer has an hour here, and the test waits a minute.
func TestProgramPrintingWithoutANewlineLosesAtOnce(t *testing.T) {
	for _, c := range []struct {
		kind   string
		want   forfeit.Kind
		detail string
	}{
		{"unended-binary", forfeit.Garbage, `at byte 0 of a line (control character 0x7f): "\x7fELF\x02\x01\x01\x00\x00\x00"`},
		{"unended-garbage", forfeit.Garbage, `at byte 31 of a line (control character 0x10): …"beza ♞ versión 1 \x10`},
		{"endless-line", forfeit.Flood, fmt.Sprintf("printed a line longer than %d bytes", sandbox.MaxLine)},
	} {
		t.Run(c.kind, func(t *testing.T) {
			t.Parallel()
			p := newTestProgram(t, c.kind)
			p.StartTime, p.Grace = time.Hour, time.Hour
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan error, 1)
			go func() {
				_, err := p.Move(ctx, *cabeza.NewGame(cabeza.Start()), search.Limits{Time: time.Hour, Depth: 2}, nil)
				done <- err
			}()
			select {
			case err := <-done:
				if forfeit.KindOf(err) != c.want || !strings.Contains(err.Error(), c.detail) {
					t.Fatalf("error %v, want %v with %q", err, c.want, c.detail)
				}
				t.Log(err)
			case <-time.After(time.Minute):
				t.Fatal("no forfeit within a minute of a first answer of an hour")
			}
		})
	}
}

// A program that writes its answers a few bytes at a time, or a byte at
// a time (a banner cut inside its characters, lines and escape sequences
// cut anywhere) is read as if it wrote them whole, in both dialects: the
// start of a line is never judged as a whole line.
func TestProgramWritingInPiecesIsRead(t *testing.T) {
	for _, c := range []struct {
		kind string
		want Dialect
	}{{"trickle", DialectOurs}, {"trickle-original", DialectOriginal}, {"bytewise", DialectOurs}, {"bytewise-original", DialectOriginal}} {
		t.Run(c.kind, func(t *testing.T) {
			t.Parallel()
			p := newTestProgram(t, c.kind)
			g := cabeza.NewGame(cabeza.Start())
			if infos := playProgramGame(t, p, p, g, 3); infos == 0 {
				t.Error("no depth reported")
			}
			if p.Dialect() != c.want {
				t.Errorf("dialect %v, want %v", p.Dialect(), c.want)
			}
		})
	}
}
