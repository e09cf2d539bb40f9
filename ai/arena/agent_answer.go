package arena

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"cabezacat/ai/forfeit"
	"cabezacat/catcat"
)

// ReadAgentAnswer reads an agent program's output as its move in
// before: the next state, in the course format, that differs from
// before by exactly one move of the side to move. It returns the cell
// moved to or blocked; whether the rules allow that move is left to
// Play. The answer's header may name either side (CAT or CATCHER, as
// RULES-catcat.md decides): the side asked is before's, and the answer
// is judged by its board. Anything else is a *forfeit.Failure: forfeit.Garbage
// (not a state at all), forfeit.WrongFormat (a state the reader rejects, or
// another size), forfeit.ChangedCells, forfeit.TwoMoves or forfeit.NoMove.
func ReadAgentAnswer(before catcat.Position, output []byte) (catcat.Cell, error) {
	text := string(output)
	if strings.TrimSpace(text) == "" {
		return catcat.Cell{}, forfeit.Errorf(forfeit.Garbage, "empty output")
	}
	if !utf8.ValidString(text) {
		return catcat.Cell{}, forfeit.Errorf(forfeit.Garbage, "the output is not text")
	}
	after, err := catcat.ParseState(text)
	if err != nil {
		if errors.Is(err, catcat.ErrBadTurn) || errors.Is(err, catcat.ErrBadHeader) {
			return catcat.Cell{}, forfeit.Errorf(forfeit.Garbage, "%v", err)
		}
		return catcat.Cell{}, forfeit.Errorf(forfeit.WrongFormat, "%v", err)
	}
	if after.Size() != before.Size() {
		return catcat.Cell{}, forfeit.Errorf(forfeit.WrongFormat, "the answer is a %d×%d board, the state was %d×%d", after.Size(), after.Size(), before.Size(), before.Size())
	}
	// The answer's turn word is not judged: the course's simulator
	// writes CATCHER again after a catcher's move, so programs built on
	// it answer with that word. Who moved is known (before's turn), and
	// the board alone says what the move was.

	s := before.Size()
	var added, removed []catcat.Cell
	for i := range s.Cells() {
		a, b := before.IsBlockedIndex(i), after.IsBlockedIndex(i)
		switch {
		case b && !a:
			added = append(added, s.CellAt(i))
		case a && !b:
			removed = append(removed, s.CellAt(i))
		}
	}
	if before.Turn() == catcat.CatToMove {
		to := after.Cat()
		// A cat moved onto a blocked cell shows as that block gone:
		// that is one (invalid) move, for Play to judge.
		if len(added) == 0 && (len(removed) == 0 || len(removed) == 1 && removed[0] == to) {
			return to, nil
		}
		return catcat.Cell{}, forfeit.Errorf(forfeit.ChangedCells, "the cat's answer also %s", describeChanges(added, removed))
	}
	if after.Cat() != before.Cat() {
		return catcat.Cell{}, forfeit.Errorf(forfeit.ChangedCells, "the catcher's answer moves the cat from %v to %v", before.Cat(), after.Cat())
	}
	if len(removed) > 0 {
		return catcat.Cell{}, forfeit.Errorf(forfeit.ChangedCells, "the catcher's answer %s", describeChanges(nil, removed))
	}
	switch len(added) {
	case 0:
		return catcat.Cell{}, forfeit.Errorf(forfeit.NoMove, "the catcher's answer blocks no new cell (it answered the state unchanged, or blocked an already blocked cell)")
	case 1:
		return added[0], nil
	}
	return catcat.Cell{}, forfeit.Errorf(forfeit.TwoMoves, "the catcher's answer blocks %d cells: %s", len(added), cellList(added))
}

func describeChanges(added, removed []catcat.Cell) string {
	var parts []string
	if len(added) > 0 {
		parts = append(parts, "blocks "+cellList(added))
	}
	if len(removed) > 0 {
		parts = append(parts, "unblocks "+cellList(removed))
	}
	return strings.Join(parts, " and ")
}

// cellList names up to five cells, then how many more.
func cellList(cells []catcat.Cell) string {
	var b strings.Builder
	for i, c := range cells {
		if i == 5 {
			fmt.Fprintf(&b, " and %d more", len(cells)-5)
			break
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// Move runs the program on pos and reads its answer: the cell it moves
// to or blocks, the CPU time it used, and a *forfeit.Failure if it did
// not answer with one move. The rules are not checked here: Play does.
func (a ExternalAgent) Move(ctx context.Context, pos catcat.Position) (catcat.Cell, time.Duration, error) {
	ans, err := a.Run(ctx, []byte(pos.StateText()))
	if err != nil {
		return catcat.Cell{}, ans.CPU, err
	}
	c, err := ReadAgentAnswer(pos, ans.Output)
	return c, ans.CPU, err
}
