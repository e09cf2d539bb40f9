package arena

import (
	"errors"
	"strings"
	"testing"

	"cabezacat/ai/forfeit"
	"cabezacat/catcat"
)

// A 5×5 state with the cat on the centre and two blocks (the rules
// page's example).
const answerStart = `CAT 5 0 0
. . # . .
 . . . . .
. . C . .
 . # . . .
. . . . .
`

func mustCatcatState(t *testing.T, text string) catcat.Position {
	t.Helper()
	p, err := catcat.ParseState(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestReadAgentAnswerCatMove(t *testing.T) {
	before := mustCatcatState(t, answerStart)
	after, err := before.Play(catcat.Cell{X: 1, Y: 0})
	if err != nil {
		t.Fatal(err)
	}
	c, err := ReadAgentAnswer(before, []byte(after.StateText()))
	if err != nil || c != (catcat.Cell{X: 1, Y: 0}) {
		t.Fatalf("got %v, %v; want 1,0", c, err)
	}
}

func TestReadAgentAnswerCatcherBlock(t *testing.T) {
	before := mustCatcatState(t, strings.Replace(answerStart, "CAT 5", "CATCHER 5", 1))
	after, err := before.Play(catcat.Cell{X: -2, Y: 2})
	if err != nil {
		t.Fatal(err)
	}
	// Spacing may vary between cells: the reader skips other characters.
	header, board, _ := strings.Cut(after.StateText(), "\n")
	text := header + "\n" + strings.ReplaceAll(board, " ", "")
	c, err := ReadAgentAnswer(before, []byte(text))
	if err != nil || c != (catcat.Cell{X: -2, Y: 2}) {
		t.Fatalf("got %v, %v; want -2,2", c, err)
	}
}

// Answers that are a single move but break a rule come back as that
// move, for Play to reject with the rule's name.
func TestReadAgentAnswerLeavesRulesToPlay(t *testing.T) {
	before := mustCatcatState(t, answerStart)
	// The cat onto the blocked cell 0,1 (the block shows as gone).
	onBlock := `CATCHER 5 -1 1
. . # . .
 . . . . .
. . . . .
 . C . . .
. . . . .
`
	c, err := ReadAgentAnswer(before, []byte(onBlock))
	if err != nil || c != (catcat.Cell{X: -1, Y: 1}) {
		t.Fatalf("got %v, %v; want the move -1,1", c, err)
	}
	if _, err := before.Play(c); !errors.Is(err, catcat.ErrBlockedCell) {
		t.Errorf("Play(%v) = %v, want ErrBlockedCell", c, err)
	}
	// Staying put: the same board with the turn flipped.
	stay := strings.Replace(answerStart, "CAT 5", "CATCHER 5", 1)
	c, err = ReadAgentAnswer(before, []byte(stay))
	if err != nil || c != before.Cat() {
		t.Fatalf("got %v, %v; want the cat's own cell", c, err)
	}
	if _, err := before.Play(c); !errors.Is(err, catcat.ErrStayPut) {
		t.Errorf("Play(%v) = %v, want ErrStayPut", c, err)
	}
}

// RULES-catcat.md, "the state format": the arena judges an answer by
// its board and accepts either word in its header. The course's own
// simulator writes CATCHER again after a catcher's move, so a program
// built on it answers that way; a cat's answer may say CAT as well.
func TestRuleArenaJudgesTheAnswerByItsBoardEitherWord(t *testing.T) {
	catTurn := mustCatcatState(t, answerStart)
	catcherTurn := mustCatcatState(t, strings.Replace(answerStart, "CAT 5", "CATCHER 5", 1))
	cases := []struct {
		name   string
		before catcat.Position
		move   catcat.Cell
		header string
	}{
		{"catcher answers CATCHER (the course simulator)", catcherTurn, catcat.Cell{X: -2, Y: 2}, "CATCHER 5 0 0"},
		{"catcher answers CAT", catcherTurn, catcat.Cell{X: -2, Y: 2}, "CAT 5 0 0"},
		{"catcher answers t", catcherTurn, catcat.Cell{X: 1, Y: -1}, "t 5 0 0"},
		{"cat answers CATCHER", catTurn, catcat.Cell{X: 1, Y: 0}, "CATCHER 5 1 0"},
		{"cat answers CAT", catTurn, catcat.Cell{X: 1, Y: 0}, "CAT 5 1 0"},
		{"cat answers c", catTurn, catcat.Cell{X: -1, Y: -1}, "c 5 -1 -1"},
	}
	for _, c := range cases {
		after, err := c.before.Play(c.move)
		if err != nil {
			t.Fatal(err)
		}
		_, board, _ := strings.Cut(after.StateText(), "\n")
		got, err := ReadAgentAnswer(c.before, []byte(c.header+"\n"+board))
		if err != nil || got != c.move {
			t.Errorf("%s: got %v, %v; want %v", c.name, got, err, c.move)
		}
	}
}

func TestReadAgentAnswerFailures(t *testing.T) {
	catTurn := mustCatcatState(t, answerStart)
	catcherTurn := mustCatcatState(t, strings.Replace(answerStart, "CAT 5", "CATCHER 5", 1))
	cases := []struct {
		name   string
		before catcat.Position
		answer string
		want   forfeit.Kind
	}{
		{"empty", catTurn, "", forfeit.Garbage},
		{"blank", catTurn, "  \n\n", forfeit.Garbage},
		{"words", catTurn, "hello world\n", forfeit.Garbage},
		{"binary", catTurn, "\xff\xfe\x00", forfeit.Garbage},
		{"header only", catTurn, "CATCHER 5 1 0\n", forfeit.WrongFormat},
		{"too many cells", catTurn, "CATCHER 5 1 0\n" + strings.Repeat(". ", 24) + "C .\n", forfeit.WrongFormat},
		{"other size", catTurn, "CATCHER 9 0 0\n" + strings.Repeat(". ", 40) + "C " + strings.Repeat(". ", 40) + "\n", forfeit.WrongFormat},
		{"cat also blocks", catTurn, "CATCHER 5 1 0\n# . # . .\n . . . . .\n. . . C .\n . # . . .\n. . . . .\n", forfeit.ChangedCells},
		{"cat unblocks", catTurn, "CATCHER 5 1 0\n. . . . .\n . . . . .\n. . . C .\n . # . . .\n. . . . .\n", forfeit.ChangedCells},
		{"catcher moves the cat", catcherTurn, "CAT 5 1 0\n# . # . .\n . . . . .\n. . . C .\n . # . . .\n. . . . .\n", forfeit.ChangedCells},
		{"catcher unblocks", catcherTurn, "CAT 5 0 0\n# . . . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n", forfeit.ChangedCells},
		{"catcher blocks two", catcherTurn, "CAT 5 0 0\n# # # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n", forfeit.TwoMoves},
		{"catcher blocks none", catcherTurn, answerStart, forfeit.NoMove},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cell, err := ReadAgentAnswer(c.before, []byte(c.answer))
			if got := forfeit.KindOf(err); got != c.want {
				t.Fatalf("ReadAgentAnswer = %v, %v; want %v", cell, err, c.want)
			}
		})
	}
}

func FuzzReadAgentAnswer(f *testing.F) {
	f.Add(answerStart, "CATCHER 5 1 0\n. . # . .\n . . . . .\n. . . C .\n . # . . .\n. . . . .\n")
	f.Add(strings.Replace(answerStart, "CAT 5", "CATCHER 5", 1), "CAT 5 0 0\n# # # . .\n . . . . .\n. . C . .\n . # . . .\n. . . . .\n")
	f.Add(answerStart, "garbage")
	f.Fuzz(func(t *testing.T, state, answer string) {
		before, err := catcat.ParseState(state)
		if err != nil {
			return
		}
		c, err := ReadAgentAnswer(before, []byte(answer))
		if err != nil {
			if forfeit.KindOf(err) == 0 {
				t.Fatalf("error %v is not a *forfeit.Failure", err)
			}
			return
		}
		// One move: the answer must be what that move gives, when the
		// move is legal, and nothing else is different.
		if next, err := before.Play(c); err == nil {
			after, _ := catcat.ParseState(answer)
			if next != after {
				t.Fatalf("answer read as %v, but playing it gives\n%s\nnot\n%s", c, next.StateText(), after.StateText())
			}
		}
	})
}
