package cabezaconsole

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"cabezacat/ai/cabezaengine"
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// The engine programs of the tests are this test binary, started again
// with "fake-engine=KIND" as its first argument: TestMain runs the fake
// instead of the tests. KIND is one of
//
//	ours          this project's console (the real one)
//	ours-original the same in the original's dialect (-tty: as on a terminal)
//	original      the author's engine as the rules page describes it:
//	              banner, "> " prompt, echo, colours, "best move: X" with
//	              G for the Opa, upper case always, "en"/"ws" diagonals,
//	              FEN error for a two-square piece lying along rank 10 or
//	              file j, a crash at the end of input without quit
//	original-2023 the original as rebuilt from its last stored sources and
//	              run by hand: as original, but "fen" ignores the side
//	              after the comma (red is to move after it), "turn" sets
//	              it, search prints "Searching hash H" and ends with
//	              "time: T" and no "best move:" line (its move is the
//	              first of the last PV), and PV letters have either case
//	illegal       answers search with a move the rules forbid
//	garbage       answers search with a junk line, then a move that is no move
//	binary        prints a line of binary at once, then nothing
//	binary-search answers search with a depth, then a line with a control
//	              character no console prints, then nothing
//	original-binary the original, whose depth line at search ends in bytes
//	              that are not UTF-8, then nothing
//	trickle       this project's console after a banner (UTF-8, CRLF, a
//	              tab), every answer written a few bytes at a time: cut
//	              inside characters, escape sequences and lines
//	trickle-original the original so
//	bytewise      this project's console after the banner, every byte of
//	              every answer written by itself (bytewise-original: the
//	              original so)
//	unended-binary prints binary at once, no newline, then reads and says nothing
//	unended-garbage prints a banner a byte at a time that turns to a
//	              control character no console prints, never ends the
//	              line, then reads and says nothing
//	endless-line  prints a banner's text for ever, never ending the line
//	silent        never answers search
//	dies          exits with a message on stderr at search
//	child         starts a child that sleeps for the marker's seconds, then is silent
//	deaf          ignores quit and the end of input, and sleeps
//	babble        prints 100 lines of chatter, then reads and says nothing
//
// A further argument "log=FILE" appends every command read to FILE;
// "id=FILE" writes to FILE the uid it runs as and the CapEff and
// NoNewPrivs lines of its /proc/self/status. FILE must be where the
// program's uid may write (programDir: as root it has a uid of its own).
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], "fake-engine=") {
		os.Exit(fakeEngine(strings.TrimPrefix(os.Args[1], "fake-engine="), os.Args[2:], os.Stdin, os.Stdout))
	}
	os.Exit(m.Run())
}

// FakeCommand is the command line of a fake engine program (exported for
// match_program_test.go, in package cabezaconsole_test).
func FakeCommand(t testing.TB, kind string, extra ...string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := "'" + exe + "' fake-engine=" + kind
	for _, e := range extra {
		cmd += " '" + e + "'"
	}
	return cmd
}

// statusLines are the lines of /proc/self/status that start with one of
// prefixes.
func statusLines(prefixes ...string) string {
	b, _ := os.ReadFile("/proc/self/status")
	var out strings.Builder
	for _, line := range strings.Split(string(b), "\n") {
		for _, p := range prefixes {
			if strings.HasPrefix(line, p) {
				out.WriteString(line + "\n")
			}
		}
	}
	return out.String()
}

func fakeEngine(kind string, args []string, in io.Reader, out io.Writer) int {
	var log io.Writer = io.Discard
	for _, a := range args {
		if f, ok := strings.CutPrefix(a, "id="); ok {
			if os.WriteFile(f, []byte(fmt.Sprintf("uid %d\n%s", os.Getuid(), statusLines("CapEff:", "NoNewPrivs:"))), 0o644) != nil {
				return 3
			}
		}
		if f, ok := strings.CutPrefix(a, "log="); ok {
			lf, err := os.OpenFile(f, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
			if err != nil {
				return 3
			}
			defer lf.Close()
			log = lf
		}
	}
	switch kind {
	case "ours":
		if err := New(out).Run(context.Background(), io.TeeReader(in, log)); err != nil {
			return 1
		}
		return 0
	case "ours-original", "ours-original-tty": // this project's console in the original's dialect
		if err := NewOriginal(out, kind == "ours-original-tty").Run(context.Background(), io.TeeReader(in, log)); err != nil {
			return 1
		}
		return 0
	case "original", "original-2023", "original-binary":
		return fakeOriginal(bufio.NewReader(io.TeeReader(in, log)), out, kind)
	case "trickle", "trickle-original", "bytewise", "bytewise-original":
		var tw io.Writer = trickleWriter{out}
		if strings.HasPrefix(kind, "bytewise") {
			tw = byteWriter{out}
		}
		for _, piece := range trickleBanner {
			out.Write([]byte(piece))
			time.Sleep(time.Millisecond)
		}
		if kind == "trickle" || kind == "bytewise" {
			if err := New(tw).Run(context.Background(), io.TeeReader(in, log)); err != nil {
				return 1
			}
			return 0
		}
		return fakeOriginal(bufio.NewReader(io.TeeReader(in, log)), tw, "original")
	}
	return fakeMisbehaving(kind, args, bufio.NewReader(io.TeeReader(in, log)), out)
}

const (
	ansiRed   = "\x1b[31m"
	ansiBlue  = "\x1b[34m"
	ansiReset = "\x1b[0m"
)

// trickleBanner is a banner of a program's own, written in pieces cut
// inside its characters ("—", "ó", "♞") and between \r and \n.
var trickleBanner = []string{"Motor de Cabeza \xe2", "\x80\x94 versi\xc3", "\xb3n 0.1 \xe2\x99", "\x9e\r", "\n\tlisto\r\n"}

// trickleWriter writes what it is given one to three bytes at a time,
// pausing between: a reader sees lines, characters and escape sequences
// arrive cut anywhere.
type trickleWriter struct{ w io.Writer }

func (t trickleWriter) Write(p []byte) (int, error) {
	for i, n := 0, 0; i < len(p); i += n {
		n = min(1+i%3, len(p)-i)
		if _, err := t.w.Write(p[i : i+n]); err != nil {
			return i, err
		}
		time.Sleep(100 * time.Microsecond)
	}
	return len(p), nil
}

// byteWriter writes what it is given a byte at a time, pausing between:
// a reader sees every line start before the line ends.
type byteWriter struct{ w io.Writer }

func (b byteWriter) Write(p []byte) (int, error) {
	for i := range p {
		if _, err := b.w.Write(p[i : i+1]); err != nil {
			return i, err
		}
		time.Sleep(50 * time.Microsecond)
	}
	return len(p), nil
}

// fakeOriginal answers as brunogle/cabeza-engine does: as the rules page
// describes it ("original"), or as its last stored sources do
// ("original-2023"); "original-binary" ends its first depth line at
// search with bytes that are not UTF-8 and says nothing more.
func fakeOriginal(in *bufio.Reader, out io.Writer, kind string) int {
	rebuilt := kind == "original-2023"
	w := bufio.NewWriter(out)
	defer w.Flush()
	fmt.Fprint(w, "Welcome to Cabeza Engine. Default configuration set to:\ntime: 30000ms, depth: 12\n\n")
	pos := cabeza.Start()
	depth := 12
	eng := cabezaengine.New(cabezaengine.Options{Seed: 1})
	colour := func(pl cabeza.Player) string {
		if pl == cabeza.Red {
			return ansiRed
		}
		return ansiBlue
	}
	for {
		fmt.Fprint(w, "> ")
		w.Flush()
		line, err := in.ReadString('\n')
		if err != nil {
			// readline returns NULL; std::string(NULL) throws.
			fmt.Fprintln(os.Stderr, "terminate called after throwing an instance of 'std::logic_error'")
			w.Flush()
			return 134
		}
		fmt.Fprint(w, line) // readline's echo
		f := strings.Fields(line)
		op := ""
		if len(f) > 0 {
			op = f[0]
		}
		switch {
		case op == "fen" && len(f) == 2:
			ranks, side, _ := strings.Cut(f[1], ",")
			p, err := cabeza.ParsePosition(ranks + " " + side)
			if err != nil || lyingAlongFarEdge(p) {
				fmt.Fprintln(w, "FEN error")
				continue
			}
			if rebuilt && p.Side() == cabeza.Blue { // its parser leaves red to move
				p = withSide(p, cabeza.Red)
			}
			pos = p
			fmt.Fprintln(w, "FEN ok")
		case rebuilt && (op == "turn" || op == "t") && len(f) == 2:
			side := cabeza.Red
			switch f[1] {
			case "blue", "b":
				side = cabeza.Blue
			case "red", "r":
			default:
				continue // it says nothing
			}
			pos = withSide(pos, side)
			fmt.Fprintf(w, "turn is now: %s%s%s\n", colour(side), side, ansiReset)
		case (op == "move" || op == "m") && len(f) == 2:
			m, err := cabeza.ParseMove(pos, normalizeMoveText(f[1], pos.Side()))
			if err != nil {
				fmt.Fprintln(w, "move error")
				continue
			}
			pos = pos.Play(m)
			fmt.Fprintln(w, "move ok")
			if m.IsWin() {
				fmt.Fprintf(w, "Player %s won\n", m.Player())
			}
		case op == "search" || op == "s":
			if rebuilt {
				fmt.Fprintf(w, "Searching hash %016x\n", uint64(0xd84b50a689c4a3ec))
			} else {
				fmt.Fprintf(w, "Searching FEN: %s\n", originalFEN(pos))
			}
			g := cabeza.NewGame(pos)
			res := eng.Search(context.Background(), *g, search.Limits{Depth: min(depth, 2)}, func(info search.Info) {
				fmt.Fprintf(w, "depth %d pv: ", info.Depth)
				side := pos.Side()
				for i, m := range info.PV {
					text := originalStyle(m)
					if rebuilt && i%2 == 1 { // its PV moves' player field is often wrong
						text = strings.ToLower(text)
					}
					fmt.Fprintf(w, "%s%s %s", colour(side), text, ansiReset)
					side = side.Opponent()
				}
				if kind == "original-binary" {
					fmt.Fprintf(w, "(%d nodes, \b\b) \xc3\x28\xa0\xa1\n", info.Nodes)
					w.Flush()
					io.Copy(io.Discard, in) // and says nothing more
					os.Exit(0)
				}
				fmt.Fprintf(w, "(%d nodes, \b\b) \n", info.Nodes)
			})
			if !rebuilt {
				fmt.Fprintf(w, "best move: %s%s%s\n", colour(pos.Side()), originalStyle(res.Move.String()), ansiReset)
			}
			fmt.Fprintln(w, "time: 3")
		case op == "timeout" && len(f) == 2:
			fmt.Fprintf(w, "timeout set to %sms\n", f[1])
		case op == "depth" && len(f) == 2:
			d, err := strconv.Atoi(f[1])
			if err != nil || d <= 0 {
				fmt.Fprintln(w, "depth set error")
				continue
			}
			depth = d
			fmt.Fprintf(w, "depth set to %d\n", d)
		case op == "reset":
			pos = cabeza.Start()
		case op == "quit" || op == "q":
			return 0
		case op == "":
		default:
			fmt.Fprintln(w, "Invalid command")
		}
	}
}

// withSide is p with side to move.
func withSide(p cabeza.Position, side cabeza.Player) cabeza.Position {
	f := strings.Fields(p.String())
	f[1] = "r"
	if side == cabeza.Blue {
		f[1] = "b"
	}
	q, err := cabeza.ParsePosition(strings.Join(f, " "))
	if err != nil {
		panic(err)
	}
	return q
}

// originalStyle writes a move as the original prints it: G for the Opa,
// upper case whoever moves, a single diagonal e/w first.
func originalStyle(m string) string {
	b := []byte(strings.ToUpper(m[:1]) + m[1:])
	if b[0] == 'O' {
		b[0] = 'G'
	}
	if (b[0] == 'C' || b[0] == 'M') && len(b) == 3 && strings.IndexByte("ns", b[1]) >= 0 && strings.IndexByte("ew", b[2]) >= 0 {
		b[1], b[2] = b[2], b[1]
	}
	return string(b)
}

// lyingAlongFarEdge is the original parser's bug: a two-square piece
// lying along rank 10 or along file j is refused.
func lyingAlongFarEdge(p cabeza.Position) bool {
	for pl := cabeza.Red; pl <= cabeza.Blue; pl++ {
		for _, k := range []cabeza.Kind{cabeza.Flaco, cabeza.Chato} {
			at := p.Placement(pl, k)
			if at.W*at.D != 2 {
				continue
			}
			if at.D == 1 && at.Y == cabeza.Ranks-1 || at.W == 1 && at.X == cabeza.Files-1 {
				return true
			}
		}
	}
	return false
}

// fakeMisbehaving speaks this project's dialect until search, where it
// misbehaves as kind says.
func fakeMisbehaving(kind string, args []string, in *bufio.Reader, out io.Writer) int {
	if kind == "babble" {
		for i := 0; i < 100; i++ {
			fmt.Fprintf(out, "hello %d, anyone there?\n", i)
		}
		io.Copy(io.Discard, in)
		return 0
	}
	if kind == "binary" {
		out.Write([]byte("\x00\x01\x02\xff\xfeELF\x02\x01\x01\x00\x00\n"))
		io.Copy(io.Discard, in)
		return 0
	}
	switch kind {
	case "unended-binary":
		out.Write([]byte("\x7fELF\x02\x01\x01\x00\x00\x00"))
		io.Copy(io.Discard, in)
		return 0
	case "unended-garbage":
		byteWriter{out}.Write([]byte("Motor de Cabeza \xe2\x99\x9e versi\xc3\xb3n 1 \x10\x11"))
		io.Copy(io.Discard, in)
		return 0
	case "endless-line":
		for {
			if _, err := out.Write([]byte("Motor de Cabeza, versi\xc3\xb3n 1. ")); err != nil {
				return 0
			}
		}
	}
	if kind == "child" {
		marker := ""
		for _, a := range args {
			if s, ok := strings.CutPrefix(a, "marker="); ok {
				marker = s
			}
		}
		if err := exec.Command("sleep", marker).Start(); err != nil {
			return 4
		}
	}
	game := cabeza.NewGame(cabeza.Start())
	for {
		line, err := in.ReadString('\n')
		if err != nil {
			if kind == "deaf" {
				select {}
			}
			return 0
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "fen":
			if len(f) == 1 {
				p := game.Position()
				fmt.Fprintln(out, p.String())
			} else if p, err := cabeza.ParsePosition(strings.Join(f[1:], " ")); err == nil {
				game = cabeza.NewGame(p)
			}
		case "reset":
			game = cabeza.NewGame(cabeza.Start())
		case "move":
			game.PlayText(f[1])
		case "quit":
			if kind == "deaf" {
				continue
			}
			return 0
		case "search":
			switch kind {
			case "illegal":
				fmt.Fprintln(out, "info depth 1 score +0.00 nodes 1 nps 1 time 0 pv Fs")
				fmt.Fprintln(out, "bestmove "+illegalMoveText(game.Position()))
			case "garbage":
				fmt.Fprintln(out, "what is a move?")
				fmt.Fprintln(out, "bestmove ☃☃")
			case "binary-search":
				fmt.Fprintln(out, "info depth 1 score +0.00 nodes 1 nps 1 time 0 pv Fs")
				fmt.Fprintln(out, "info depth 2 \a\x10\x11\x12 pv Fs")
			case "dies":
				fmt.Fprintln(os.Stderr, "Segmentation fault (core dumped)")
				return 139
			}
			// silent, child, deaf: no answer
		}
	}
}

// illegalMoveText is a move-shaped text that p forbids.
func illegalMoveText(p cabeza.Position) string {
	for _, k := range []cabeza.Kind{cabeza.Flaco, cabeza.Chato, cabeza.Opa, cabeza.Mini, cabeza.Cabeza} {
		for _, d := range []string{"s", "w", "e", "n"} {
			text := string(k.Letter(p.Side())) + d
			if _, err := cabeza.ParseMove(p, text); err != nil {
				return text
			}
		}
	}
	return "Fss"
}
