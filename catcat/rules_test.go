package catcat

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// mustState reads a state text or fails the test.
func mustState(t *testing.T, text string) Position {
	t.Helper()
	p, err := ParseState(text)
	if err != nil {
		t.Fatalf("ParseState: %v\n%s", err, text)
	}
	return p
}

func mustPlay(t *testing.T, p Position, c Cell) Position {
	t.Helper()
	q, err := p.Play(c)
	if err != nil {
		t.Fatalf("Play(%v) on %v: %v", c, p, err)
	}
	return q
}

// wantRule checks that playing c is refused for breaking rule, by the
// side to move, leaving the position as it was.
func wantRule(t *testing.T, p Position, c Cell, rule error) {
	t.Helper()
	q, err := p.Play(c)
	if !errors.Is(err, rule) {
		t.Fatalf("Play(%v) error = %v, want %v", c, err, rule)
	}
	var me *MoveError
	if !errors.As(err, &me) || me.Side != p.Turn() || me.Cell != c {
		t.Fatalf("Play(%v) error %#v does not name the side %v and the cell", c, err, p.Turn())
	}
	if q != p {
		t.Fatalf("Play(%v) changed the position on an invalid move", c)
	}
	if i := p.Size().Index(c); i >= 0 && p.Legal(i) {
		t.Fatalf("Legal(%v) = true for an invalid move", c)
	}
}

// A 9×9 board: cat at 0,0, blocked 1,0 and -1,-1, cat to move.
const ruleBoard = `C 9 0 0
. . . . . . . . .
 . . . . . . . . .
. . . . . . . . .
 . . . # . . . . .
. . . . C # . . .
 . . . . . . . . .
. . . . . . . . .
 . . . . . . . . .
. . . . . . . . .
`

func TestRuleCatStartsOnCentreAndMovesFirst(t *testing.T) {
	for _, s := range Sizes() {
		p, err := Start(s)
		if err != nil {
			t.Fatal(err)
		}
		if p.Cat() != (Cell{}) || p.Turn() != CatToMove || p.BlockedCount() != 0 {
			t.Errorf("Start(%d) = %v", s, p)
		}
		r, err := RandomStart(s, DefaultDensity, 3)
		if err != nil || r.Cat() != (Cell{}) || r.Turn() != CatToMove {
			t.Errorf("RandomStart(%d) = %v, %v", s, r, err)
		}
	}
	if _, err := Start(7); !errors.Is(err, ErrBadSize) {
		t.Errorf("Start(7) error = %v", err)
	}
}

func TestRulePlayersAlternate(t *testing.T) {
	p := mustState(t, ruleBoard)
	p = mustPlay(t, p, Cell{-1, 0})
	if p.Turn() != CatcherToMove || p.Cat() != (Cell{-1, 0}) {
		t.Fatalf("after the cat's move: %v", p)
	}
	p = mustPlay(t, p, Cell{3, 3})
	if p.Turn() != CatToMove || !p.IsBlocked(Cell{3, 3}) || p.BlockedCount() != 3 {
		t.Fatalf("after the catcher's move: %v", p)
	}
}

func TestRuleCatMovesToNeighbourOnly(t *testing.T) {
	p := mustState(t, ruleBoard)
	// Neighbours of 0,0 (even row): W -1,0  E 1,0  NW -1,-1  NE 0,-1  SW -1,1  SE 0,1;
	// E and NW are blocked.
	want := []Cell{{-1, 0}, {0, -1}, {-1, 1}, {0, 1}}
	if got := p.LegalMoves(); !slices.Equal(got, want) {
		t.Errorf("cat's legal moves = %v, want %v", got, want)
	}
	for _, c := range want {
		q := mustPlay(t, p, c)
		if q.Cat() != c || q.BlockedCount() != p.BlockedCount() {
			t.Errorf("cat to %v gave %v", c, q)
		}
	}
}

func TestRuleCatMustNotMoveToBlockedCell(t *testing.T) {
	p := mustState(t, ruleBoard)
	wantRule(t, p, Cell{1, 0}, ErrBlockedCell)
	wantRule(t, p, Cell{-1, -1}, ErrBlockedCell)
}

func TestRuleCatMustNotMoveToCellNotNeighbour(t *testing.T) {
	p := mustState(t, ruleBoard)
	wantRule(t, p, Cell{2, 0}, ErrNotNeighbour)
	wantRule(t, p, Cell{1, 1}, ErrNotNeighbour) // the SE neighbour of an odd row, not of 0,0
	wantRule(t, p, Cell{4, 4}, ErrNotNeighbour)
}

func TestRuleCatMustNotStayPut(t *testing.T) {
	wantRule(t, mustState(t, ruleBoard), Cell{0, 0}, ErrStayPut)
}

func TestRuleCatMustNotMoveOffBoard(t *testing.T) {
	p := mustState(t, ruleBoard)
	wantRule(t, p, Cell{5, 0}, ErrOffBoard)
	wantRule(t, p, Cell{0, -100}, ErrOffBoard)
}

func TestRuleCatcherBlocksAnyFreeCellButTheCat(t *testing.T) {
	p := mustPlay(t, mustState(t, ruleBoard), Cell{0, 1})
	moves := p.LegalMoves()
	if len(moves) != 81-1-2 {
		t.Fatalf("catcher has %d moves, want 78", len(moves))
	}
	for _, c := range moves {
		if c == p.Cat() || p.IsBlocked(c) {
			t.Fatalf("catcher may play %v", c)
		}
		q := mustPlay(t, p, c)
		if !q.IsBlocked(c) || q.Cat() != p.Cat() || q.BlockedCount() != p.BlockedCount()+1 {
			t.Fatalf("block %v gave %v", c, q)
		}
		if a := p.Apply(p.Size().Index(c)); a != q {
			t.Fatalf("Apply(%v) = %v, Play gave %v", c, a, q)
		}
	}
}

func TestRuleCatcherMustNotBlockAlreadyBlockedCell(t *testing.T) {
	p := mustPlay(t, mustState(t, ruleBoard), Cell{0, 1})
	wantRule(t, p, Cell{1, 0}, ErrAlreadyBlocked)
}

func TestRuleCatcherMustNotBlockOffBoard(t *testing.T) {
	p := mustPlay(t, mustState(t, ruleBoard), Cell{0, 1})
	wantRule(t, p, Cell{-5, 0}, ErrOffBoard)
	wantRule(t, p, Cell{0, 5}, ErrOffBoard)
}

func TestRuleCatcherMustNotBlockCatCell(t *testing.T) {
	p := mustPlay(t, mustState(t, ruleBoard), Cell{0, 1})
	wantRule(t, p, Cell{0, 1}, ErrCatCell)
}

func TestRuleCatWinsOnBorderCell(t *testing.T) {
	p := mustState(t, `C 5 1 0
. . . . .
 . . . . .
. . . C .
 . . . . .
. . . . .`)
	if p.Outcome() != Ongoing {
		t.Fatalf("before the move: %v", p.Outcome())
	}
	q := mustPlay(t, p, Cell{2, 0})
	if q.Outcome() != CatEscaped {
		t.Fatalf("cat on 2,0: %v, want escaped", q.Outcome())
	}
	if w, ok := q.Outcome().Winner(); !ok || w != CatToMove {
		t.Errorf("winner = %v %v", w, ok)
	}
	if moves := q.LegalMoves(); len(moves) != 0 {
		t.Errorf("moves after the game: %v", moves)
	}
	wantRule(t, q, Cell{0, 0}, ErrGameOver)
}

func TestRuleCatcherWinsWhenSixNeighboursBlocked(t *testing.T) {
	// The cat on 0,0 with five neighbours blocked; the catcher blocks the sixth.
	p := mustState(t, `T 5 0 0
. . . . .
 . # # . .
. # C . .
 . # # . .
. . . . .`)
	if p.Outcome() != Ongoing {
		t.Fatalf("before the move: %v", p.Outcome())
	}
	q := mustPlay(t, p, Cell{1, 0})
	if q.Outcome() != CatTrapped {
		t.Fatalf("after blocking 1,0: %v, want trapped", q.Outcome())
	}
	if w, ok := q.Outcome().Winner(); !ok || w != CatcherToMove {
		t.Errorf("winner = %v %v", w, ok)
	}
	if q.CatHasMove() {
		t.Error("a trapped cat has a move")
	}
	wantRule(t, q, Cell{2, 2}, ErrGameOver)
}

func TestRuleInvalidMoveLosesAtOnce(t *testing.T) {
	cases := []struct {
		name    string
		moves   []Cell
		outcome Outcome
		rule    error
	}{
		{"cat to a blocked cell", []Cell{{1, 0}}, CatInvalidMove, ErrBlockedCell},
		{"cat stays put", []Cell{{0, 0}}, CatInvalidMove, ErrStayPut},
		{"cat jumps", []Cell{{0, 2}}, CatInvalidMove, ErrNotNeighbour},
		{"cat off the board", []Cell{{9, 9}}, CatInvalidMove, ErrOffBoard},
		{"catcher blocks a blocked cell", []Cell{{0, 1}, {-1, -1}}, CatcherInvalidMove, ErrAlreadyBlocked},
		{"catcher blocks the cat", []Cell{{0, 1}, {0, 1}}, CatcherInvalidMove, ErrCatCell},
		{"catcher off the board", []Cell{{0, 1}, {-9, 0}}, CatcherInvalidMove, ErrOffBoard},
	}
	for _, c := range cases {
		g := NewGame(mustState(t, ruleBoard))
		var err error
		for _, m := range c.moves {
			err = g.Play(m)
		}
		if !errors.Is(err, c.rule) {
			t.Errorf("%s: error %v, want %v", c.name, err, c.rule)
		}
		r := g.Result()
		if r.Outcome != c.outcome || r.Invalid == nil || !errors.Is(r.Invalid, c.rule) {
			t.Errorf("%s: result %v", c.name, r)
		}
		if !g.Over() || len(g.Moves()) != len(c.moves)-1 {
			t.Errorf("%s: over=%v moves=%v", c.name, g.Over(), g.Moves())
		}
		if err := g.Play(Cell{-1, 0}); !errors.Is(err, ErrGameOver) {
			t.Errorf("%s: move after the end: %v", c.name, err)
		}
		loser := CatToMove
		if c.outcome == CatcherInvalidMove {
			loser = CatcherToMove
		}
		if w, _ := r.Outcome.Winner(); w != loser.Other() {
			t.Errorf("%s: winner %v", c.name, w)
		}
	}
}

func TestResultStrings(t *testing.T) {
	g := NewGame(mustState(t, ruleBoard))
	_ = g.Play(Cell{0, 1})
	_ = g.Play(Cell{0, 1})
	if got, want := g.Result().String(), "the catcher made an invalid move: block 0,1 (the catcher may not block the cat's cell)"; got != want {
		t.Errorf("result = %q, want %q", got, want)
	}
	for o, want := range map[Outcome]string{
		Ongoing: "the game goes on", CatEscaped: "the cat escaped", CatTrapped: "the cat is trapped",
		CatInvalidMove: "the cat made an invalid move",
	} {
		if got := (Result{Outcome: o}).String(); got != want {
			t.Errorf("%d: %q, want %q", o, got, want)
		}
	}
	_, err := mustState(t, ruleBoard).Play(Cell{2, 0})
	if got := err.Error(); got != "the cat cannot move to 2,0: the cat may only move to one of its six neighbours" {
		t.Errorf("error text %q", got)
	}
}

// S = floor(N·N/2): 12 on 5×5, 1012 on 45×45.
func TestRuleScore(t *testing.T) {
	sec := func(f float64) time.Duration { return time.Duration(f * float64(time.Second)) }
	cases := []struct {
		tally        Tally
		k            float64
		cat, catcher float64
		what         string
	}{
		{Tally{Size: 5, Winner: CatToMove, CatMoves: 2, CatcherMoves: 1, CPUCat: sec(0.5), CPUCatcher: sec(0.25)}, 1,
			12 - 2 - 0.5, 1 - 0.25, "cat wins"},
		{Tally{Size: 5, Winner: CatcherToMove, CatMoves: 3, CatcherMoves: 3, CPUCat: sec(1), CPUCatcher: sec(2)}, 2,
			3 - 2, 12 - 3 - 4, "catcher wins, K=2"},
		{Tally{Size: 45, Winner: CatToMove, CatMoves: 10, CatcherMoves: 10}, 1, 1012 - 10, 10, "S on 45"},
		{Tally{Size: 13, Winner: CatcherToMove, CatMoves: 0, CatcherMoves: 0, CPUCatcher: sec(3)}, 0, 0, 84, "K=0 ignores CPU"},
	}
	for _, c := range cases {
		cat, catcher := c.tally.Points(c.k)
		if diff(cat, c.cat) > 1e-9 || diff(catcher, c.catcher) > 1e-9 {
			t.Errorf("%s: points %v, %v, want %v, %v", c.what, cat, catcher, c.cat, c.catcher)
		}
	}
}

// A game ended by an invalid move is scored as a win for the other side.
func TestRuleScoreOfInvalidMoveGame(t *testing.T) {
	g := NewGame(mustState(t, ruleBoard))
	if _, ok := g.Tally(0, 0); ok {
		t.Fatal("an unfinished game has a tally")
	}
	_ = g.Play(Cell{0, 1})  // cat
	_ = g.Play(Cell{3, 3})  // catcher
	_ = g.Play(Cell{-1, 1}) // cat
	_ = g.Play(Cell{-1, 1}) // catcher blocks the cat: the cat wins
	tally, ok := g.Tally(time.Second, 2*time.Second)
	if !ok || tally.Winner != CatToMove || tally.CatMoves != 2 || tally.CatcherMoves != 1 || tally.Size != 9 {
		t.Fatalf("tally = %+v, %v", tally, ok)
	}
	cat, catcher := tally.Points(DefaultK)
	if cat != 40-2-1 || catcher != 1-2 {
		t.Errorf("points %v, %v, want 37, -1", cat, catcher)
	}
}

func diff(a, b float64) float64 {
	if a > b {
		return a - b
	}
	return b - a
}

func TestNewPositionRejectsImpossibleParts(t *testing.T) {
	if _, err := NewPosition(5, Cell{3, 0}, CatToMove, nil); !errors.Is(err, ErrCatOffBoard) {
		t.Errorf("cat off the board: %v", err)
	}
	if _, err := NewPosition(5, Cell{1, 0}, CatToMove, []Cell{{1, 0}}); !errors.Is(err, ErrCatBlocked) {
		t.Errorf("cat blocked: %v", err)
	}
	if _, err := NewPosition(5, Cell{}, CatToMove, []Cell{{0, 3}}); !errors.Is(err, ErrOffBoard) {
		t.Errorf("block off the board: %v", err)
	}
	if _, err := NewPosition(5, Cell{}, Turn(7), nil); err == nil || !strings.Contains(err.Error(), "turn") {
		t.Errorf("bad turn: %v", err)
	}
	p, err := NewPosition(5, Cell{1, 1}, CatcherToMove, []Cell{{0, 0}, {-2, 2}, {0, 0}})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Blocked(); !slices.Equal(got, []Cell{{0, 0}, {-2, 2}}) || p.Cat() != (Cell{1, 1}) || p.Turn() != CatcherToMove {
		t.Errorf("NewPosition = %v, blocked %v", p, got)
	}
}

func TestPlayEdgeCases(t *testing.T) {
	p := mustState(t, ruleBoard)
	if _, err := p.PlayIndex(-1); !errors.Is(err, ErrOffBoard) {
		t.Errorf("PlayIndex(-1): %v", err)
	}
	if _, err := p.PlayIndex(81); !errors.Is(err, ErrOffBoard) {
		t.Errorf("PlayIndex(81): %v", err)
	}
	if p.Legal(-1) || p.Legal(81) || !p.Legal(p.Size().Index(Cell{-1, 0})) {
		t.Error("Legal wrong at the edges")
	}
	q := mustPlay(t, p, Cell{0, 1})
	_, err := q.Play(Cell{0, 1})
	if got := err.Error(); got != "the catcher cannot block 0,1: the catcher may not block the cat's cell" {
		t.Errorf("catcher error text %q", got)
	}
	// Once the game is over every move is refused as such, off the board too.
	won := mustPlay(t, mustState(t, "C 5 1 0 "+"....."+"....."+"...C."+"....."+"....."), Cell{2, 0})
	_, overErr := won.Play(Cell{9, 9})
	if !errors.Is(overErr, ErrGameOver) {
		t.Errorf("off-board move after the end: %v", overErr)
	}
	if r := ResultOf(errors.New("other")); r.Outcome != Ongoing {
		t.Errorf("ResultOf(other error) = %v", r)
	}
	if r := ResultOf(overErr); r.Outcome != Ongoing {
		t.Errorf("ResultOf(game over) = %v", r)
	}
	if r := ResultOf(err); r.Outcome != CatcherInvalidMove {
		t.Errorf("ResultOf(catcher blocks the cat) = %v", r)
	}
	if CatToMove.String() != "cat" || CatcherToMove.String() != "catcher" || CatToMove.Other() != CatcherToMove {
		t.Error("Turn names")
	}
}
