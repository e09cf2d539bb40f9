package cabezaconsole

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"cabezacat/ai/internal/cabezatest"
	"cabezacat/cabeza"
)

// console runs a script through a fresh console, one command after the
// other to its end, and returns its output. (Run reads on while a search
// runs, so stop and quit can end it: see the Run tests.)
func console(t *testing.T, script string) string {
	t.Helper()
	var out strings.Builder
	c := New(&out)
	for _, line := range strings.Split(strings.TrimSuffix(script, "\n"), "\n") {
		if c.Exec(context.Background(), line) {
			break
		}
	}
	return out.String()
}

func lines(s string) []string { return strings.Split(strings.TrimRight(s, "\n"), "\n") }

func TestConsoleFenPrintsAndSetsThePosition(t *testing.T) {
	out := console(t, "fen\nfen "+cabezatest.MiddlegameString+"\nfen\n")
	want := cabeza.StartString + "\n" + cabezatest.MiddlegameString + "\n"
	if out != want {
		t.Fatalf("got %q, want %q", out, want)
	}
}

func TestConsoleMoveAndAliasPlayUndoAndReset(t *testing.T) {
	out := console(t, "move Hne\nfen\nm fss\nfen\nundo\nfen\nu\nfen\nu\nm Hn\nreset\nfen\n")
	got := lines(out)
	want := []string{
		// Hne: the Chato standing on g1–g2 rolls n, then e flat onto h3–i4.
		"3hcmf3/3hoof3/4oo4/10/10/10/7HH1/4OO1HH1/3FOO4/3FMC4 b 1",
		// fss: blue's Flaco lying on g9–g10 stands up on g8, then lies on g6–g7.
		"3hcm4/3hoo4/4oo4/6f3/6f3/10/7HH1/4OO1HH1/3FOO4/3FMC4 r 2",
		"3hcmf3/3hoof3/4oo4/10/10/10/7HH1/4OO1HH1/3FOO4/3FMC4 b 1",
		cabeza.StartString,
		"error: no move to undo",
		cabeza.StartString,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant\n%s", out, strings.Join(want, "\n"))
	}
}

func TestConsoleTurnTogglesAndSets(t *testing.T) {
	out := console(t, "turn\nfen\nt\nt blue\nt b\nt red\nt r\nt green\nfen\n")
	want := []string{
		"blue to move",
		"3hcmf3/3hoof3/4oo4/10/10/10/10/4OO4/3FOOH3/3FMCH3 b 1",
		"red to move", "blue to move", "blue to move", "red to move", "red to move",
		`error: turn "green": want red, r, blue or b`,
		cabeza.StartString,
	}
	if got := lines(out); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s", out)
	}
}

var infoLine = regexp.MustCompile(`^info depth (\d+) score (\S+|win \d+|loss \d+) nodes \d+ nps \d+ time \d+ pv( [CMFHOcmfho][nsew]{1,4})+$`)

func TestConsoleSearchPrintsInfoPerDepthThenBestmove(t *testing.T) {
	for _, cmd := range []string{"search", "s"} {
		out := console(t, "depth 4\n"+cmd+"\nfen\n")
		got := lines(out)
		if len(got) != 6 {
			t.Fatalf("%s: got %d lines:\n%s", cmd, len(got), out)
		}
		for d := 1; d <= 4; d++ {
			m := infoLine.FindStringSubmatch(got[d-1])
			if m == nil || m[1] != string(rune('0'+d)) {
				t.Fatalf("%s: line %q is not an info line of depth %d", cmd, got[d-1], d)
			}
		}
		if !regexp.MustCompile(`^bestmove [CMFHO][nsew]{1,4}$`).MatchString(got[4]) {
			t.Fatalf("%s: %q is not a bestmove line", cmd, got[4])
		}
		if got[5] != cabeza.StartString {
			t.Fatalf("%s: search changed the position: %s", cmd, got[5])
		}
	}
}

func TestConsolePlayPlaysTheBestMove(t *testing.T) {
	for _, cmd := range []string{"play", "P"} {
		out := console(t, "depth 3\n"+cmd+"\nfen\n")
		got := lines(out)
		best := strings.TrimPrefix(got[len(got)-2], "bestmove ")
		g := cabeza.NewGame(cabeza.Start())
		if _, err := g.PlayText(best); err != nil {
			t.Fatalf("%s: bestmove %q: %v", cmd, best, err)
		}
		if p := g.Position(); got[len(got)-1] != p.String() {
			t.Fatalf("%s: position after play %q, want %q", cmd, got[len(got)-1], p.String())
		}
	}
}

func TestConsoleSearchScoresAWinInMoves(t *testing.T) {
	out := console(t, "fen "+cabezatest.CrushInOne+"\ndepth 3\nsearch\n")
	if !strings.Contains(out, "score win 1 ") || !strings.Contains(out, "bestmove Mn\n") {
		t.Fatalf("got\n%s", out)
	}
}

func TestConsoleRefusesMovesAfterTheGameEnds(t *testing.T) {
	out := console(t, "fen "+cabezatest.CrushInOne+"\nm Mn\nm cs\nsearch\nplay\nmoves\nu\nm Mn\n")
	want := []string{
		"game over: red crushed blue's Cabeza",
		"error: the game is over: red crushed blue's Cabeza",
		"error: the game is over: red crushed blue's Cabeza",
		"error: the game is over: red crushed blue's Cabeza",
		"",
		"game over: red crushed blue's Cabeza",
	}
	if got := lines(out); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s", out)
	}
}

func TestConsoleDrawShowsPiecesHeightsAndSide(t *testing.T) {
	out := console(t, "draw\nm On\nd\n")
	got := lines(out)
	if len(got) != 2*13 {
		t.Fatalf("want two boards of 13 lines, got %d:\n%s", len(got), out)
	}
	if got[1] != " 10  .  .  .  h2 c  m1 f1 .  .  .  10" || got[10] != "  1  .  .  .  F1 M1 C  H2 .  .  .  1" {
		t.Fatalf("start board:\n%s", out)
	}
	if got[11] != "red to move, move 1" || got[13+11] != "blue to move, move 1" {
		t.Fatalf("side lines %q, %q", got[11], got[13+11])
	}
	// After On the Opa stands two high on e4–f5.
	if got[13+7] != "  4  .  .  .  .  O2 O2 .  .  .  .  4" || got[13+8] != "  3  .  .  .  .  .  .  .  .  .  .  3" {
		t.Fatalf("after On rank 4 is %q", got[13+7])
	}
}

func TestConsoleTimeoutAndDepthSettings(t *testing.T) {
	out := console(t, "timeout\ndepth\ntimeout 250\ndepth 7\ntimeout\ndepth\ntimeout -1\ndepth x\ndepth 99\ntimeout 0\ndepth 0\ntimeout\ndepth\n")
	want := []string{
		"timeout 3000", "depth 0", "timeout 250", "depth 7",
		`error: timeout "-1": want milliseconds from 0 (none) to 86400000`,
		`error: depth "x": want a whole number from 0 (none) to 64`,
		`error: depth "99": want a whole number from 0 (none) to 64`,
		"timeout 0", "depth 0",
	}
	if got := lines(out); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s", out)
	}
}

func TestConsolePerftDivideMoves(t *testing.T) {
	out := console(t, "perft 2\ndivide 1\nmoves\nperft 0\nperft 8\ndivide\n")
	got := lines(out)
	if !strings.HasPrefix(got[0], "perft 2 nodes 167 time ") {
		t.Fatalf("perft line %q", got[0])
	}
	startMoves := "Fn Fnn Fnw Fw Fwn Fww He Hee Hen Hn Hne Hnn On"
	var divided []string
	for _, l := range got[1:14] {
		name, n, _ := strings.Cut(l, " ")
		if n != "1" {
			t.Fatalf("divide 1 line %q", l)
		}
		divided = append(divided, name)
	}
	if strings.Join(divided, " ") != startMoves || got[14] != "total 13" || got[15] != startMoves {
		t.Fatalf("got\n%s", out)
	}
	want := []string{
		`error: depth "0": want a whole number from 1 to 7`,
		`error: depth "8": want a whole number from 1 to 7`,
		"error: divide needs a depth 1–7",
	}
	if strings.Join(got[16:], "\n") != strings.Join(want, "\n") {
		t.Fatalf("errors:\n%s", strings.Join(got[16:], "\n"))
	}
}

func TestConsoleBadInputSaysWhatIsWrongAndCarriesOn(t *testing.T) {
	out := console(t, "jump\nm\nmove Zn\nm fn\nm Fns\nm Onn\ndraw now\nfen 10/10 r\n\n   \nfen\n")
	want := []string{
		`error: unknown command "jump" (help lists them)`,
		"error: move needs a move, e.g. Fne",
		`error: "Zn": unknown piece letter 'Z'`,
		`error: "fn": it is red's turn`,
		`error: "Fns": null move`,
		`error: "Onn": the Opa rolls once per turn`,
		`error: draw takes no argument, got "now"`,
		"error: position string: 2 ranks, want 10 separated by /",
		cabeza.StartString,
	}
	if got := lines(out); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant\n%s", out, strings.Join(want, "\n"))
	}
}

func TestConsoleQuitStopsAndEndOfInputEnds(t *testing.T) {
	if out := console(t, "fen\nquit\nfen\n"); out != cabeza.StartString+"\n" {
		t.Fatalf("quit did not stop: %q", out)
	}
	if out := console(t, "fen"); out != cabeza.StartString+"\n" {
		t.Fatalf("last line without newline: %q", out)
	}
	if out := console(t, ""); out != "" {
		t.Fatalf("empty input: %q", out)
	}
}

func TestConsoleHelpListsEveryCommand(t *testing.T) {
	out := console(t, "help\n")
	for _, use := range []string{"draw/d", "move/m <", "turn/t [red|r|blue|b]", "search/s", "play/P", "fen [", "undo/u", "reset", "timeout [", "depth [", "threads [", "quit", "perft <", "divide <", "moves", "help"} {
		if !strings.Contains(out, use) {
			t.Errorf("help lacks %q", use)
		}
	}
}

func FuzzConsole(f *testing.F) {
	for _, s := range []string{
		"d\nm Fne\nt\nfen\nu\nreset",
		"fen " + cabezatest.CrushInOne + "\nm Mn\nm cs",
		"turn b\nmoves\nm hs\nundo\nundo",
		"fen 10/10/10 r\nm \xff\ntimeout 1\ndepth 1\ns",
		"perft 1\ndivide 2\nhelp\nquit",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, script string) {
		// Searches are cut to depth 1 so the fuzzer keeps its pace: any
		// depth or timeout command in the script is dropped.
		var kept []string
		for _, l := range strings.Split(script, "\n") {
			name, _, _ := strings.Cut(strings.TrimSpace(l), " ")
			if name == "depth" || name == "timeout" || name == "perft" || name == "divide" || name == "threads" {
				continue
			}
			kept = append(kept, l)
		}
		var out strings.Builder
		c := New(&out)
		c.depth = 1
		if err := c.Run(context.Background(), strings.NewReader(strings.Join(kept, "\n"))); err != nil && !strings.Contains(err.Error(), "token too long") {
			t.Fatalf("Run: %v", err)
		}
		// The console always holds a sound game, whatever it was fed: its
		// position string reads back (but after a crush, whose string
		// shows the block over the Cabeza and is final).
		p := c.game.Position()
		if c.game.Status().Reason == cabeza.Crush {
			return
		}
		if _, err := cabeza.ParsePosition(p.String()); err != nil {
			t.Fatalf("console position %q does not parse: %v", p.String(), err)
		}
	})
}
