package main

import (
	"errors"
	"strings"
	"testing"
	"time"

	"cabezacat/catcat"
)

// `catcat solve`: the value and its line, what it proved when the time
// ran out, its flags, and its threads.
func TestCatcatSolveCommand(t *testing.T) {
	out, _, err := runCatcatCmd(t, "", "catcat", "solve", "CAT 5 0 0 ..#.........C...#........")
	if err != nil || !strings.HasPrefix(out, "cat escapes in 2 ") || !strings.Contains(out, "\nline: ") {
		t.Errorf("solve the rules' 5×5 start: %q, %v", out, err)
	}
	// The line is legal and ends with the cat out after 2 of its moves.
	_, lineText, _ := strings.Cut(out, "line: ")
	pos, _ := catcat.ParseState("CAT 5 0 0 ..#.........C...#........")
	g := catcat.NewGame(pos)
	for _, f := range strings.Fields(lineText) {
		c, err := catcat.ParseCell(f)
		if err != nil || g.Play(c) != nil {
			t.Fatalf("line move %q: %v", f, err)
		}
	}
	if g.Result().Outcome != catcat.CatEscaped || g.CatMoves() != 2 {
		t.Errorf("the line ends %v after %d cat moves", g.Result(), g.CatMoves())
	}
	// A trapped-in cat, from stdin, in the course format.
	shut := "CATCHER 9 0 0\n" +
		". . . . . . . . .\n" +
		" . . . . . . . . .\n" +
		". . . . . . . . .\n" +
		" . . . # # . . . .\n" +
		". . . # C # . . .\n" +
		" . . . # . . . . .\n" +
		". . . . # # . . .\n" +
		" . . . . . . . . .\n" +
		". . . . . . . . .\n"
	out, _, err = runCatcatCmd(t, shut, "catcat", "solve", "-")
	if err != nil || !strings.HasPrefix(out, "catcher traps in ") {
		t.Errorf("solve a nearly shut-in cat: %q, %v", out, err)
	}
	_, _, err = runCatcatCmd(t, "", "catcat", "solve", "XAT 5 0 0")
	var ue usageError
	if !errors.As(err, &ue) {
		t.Errorf("a bad state: %v, want a usage error", err)
	}
	// --winner: the bounded provers settle this one, with its count.
	out, _, err = runCatcatCmd(t, "", "catcat", "solve", "--winner", "CAT 5 0 0 ..#.........C...#........")
	if err != nil || !strings.HasPrefix(out, "cat escapes in 2 ") {
		t.Errorf("solve --winner the rules' 5×5 start: %q, %v", out, err)
	}
	if _, _, err := runCatcatCmd(t, "", "catcat", "solve", "--time", "0s", "CAT 5 0 0 ..#.........C...#........"); err == nil {
		t.Error("--time 0s accepted")
	}
	for _, n := range []string{"0", "9", "-1"} {
		_, _, err := runCatcatCmd(t, "", "catcat", "solve", "--threads", n, "CAT 5 0 0 ..#.........C...#........")
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), "--threads: want 1 to 8") {
			t.Errorf("--threads %s: %v, want a usage error naming 1 to 8", n, err)
		}
	}
	// A position df-pn settles (the bounded provers' first budget does
	// not), on two threads: the winner, and a line that it wins.
	out, _, err = runCatcatCmd(t, "", "catcat", "solve", "--winner", "--threads", "2", "--time", "10m", dfpnGamePosition)
	if err != nil || !strings.HasPrefix(out, "catcher traps (proven") {
		t.Fatalf("solve --winner --threads 2: %q, %v", out, err)
	}
	_, lineText, _ = strings.Cut(out, "line: ")
	pos, _ = catcat.ParseState(dfpnGamePosition)
	g = catcat.NewGame(pos)
	for _, f := range strings.Fields(lineText) {
		c, err := catcat.ParseCell(f)
		if err != nil || g.Play(c) != nil {
			t.Fatalf("line move %q: %v", f, err)
		}
	}
	if g.Result().Outcome != catcat.CatTrapped {
		t.Errorf("the line ends %v", g.Result())
	}
}

// dfpnGamePosition is ply 12 of the 13×13 hard agents' game from the
// start of seed 5: a catcher's win that df-pn settles in a fraction of a
// second, past the bounded provers' first budget.
const dfpnGamePosition = `CAT 13 4 -2
# . . . . . . . . . . . .
 . . . . . . . . . . . . .
. . . . . . . . . . . . .
 . . . . . # # # # # # . .
. . . . # . . . . . C . #
 . . . . . . . . . . . # .
. . . . . . . . . . . . #
 . . . . . . . . . . # . .
. . . . . . . . . # . . .
 . . . . . . # . . . . . .
. . . . . . . . . . . . .
 . . . . . . . . . . . . .
. . . . . . . . . . . . .`

// A solve's time is written to what is worth reading, never "0s" for a
// start solved in under a millisecond.
func TestSolveTimeIsReadable(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{312499 * time.Nanosecond, "312µs"},
		{3449 * time.Microsecond, "3.4ms"},
		{1234567 * time.Microsecond, "1.235s"},
		{0, "0s"},
	} {
		if got := solveTime(c.d).String(); got != c.want {
			t.Errorf("solveTime(%v) = %s, want %s", c.d, got, c.want)
		}
	}
	out, _, err := runCatcatCmd(t, "", "catcat", "solve", "CAT 5 0 0 ..#.........C...#........")
	if err != nil || strings.Contains(out, " 0s)") {
		t.Errorf("the rules' 5×5 start: %q, %v", out, err)
	}
}
