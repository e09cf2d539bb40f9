package catcat

// Game is a game in progress or finished: its start, the moves played
// and the position after each, and the result. An invalid move ends the
// game (the side that made it loses) without changing the board.
type Game struct {
	positions []Position // positions[0] is the start
	moves     []Cell
	result    Result
}

// NewGame starts a game from p.
func NewGame(p Position) *Game {
	return &Game{positions: []Position{p}, result: Result{Outcome: p.Outcome()}}
}

// Start is the position the game began from.
func (g *Game) Start() Position { return g.positions[0] }

// Position is the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// Positions are the start and the position after each move; the slice
// is a copy.
func (g *Game) Positions() []Position { return append([]Position(nil), g.positions...) }

// Moves are the valid moves played, in order; the slice is a copy.
func (g *Game) Moves() []Cell { return append([]Cell(nil), g.moves...) }

// Result is how the game stands.
func (g *Game) Result() Result { return g.result }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.result.Outcome.Over() }

// Play makes the side to move play c. An invalid move ends the game as a
// loss for that side and is returned as a *MoveError; once the game is
// over, Play refuses every move with ErrGameOver and changes nothing.
func (g *Game) Play(c Cell) error {
	cur := g.Position()
	if g.Over() {
		return &MoveError{Side: cur.Turn(), Cell: c, Rule: ErrGameOver}
	}
	next, err := cur.Play(c)
	if err != nil {
		g.result = ResultOf(err)
		return err
	}
	g.positions = append(g.positions, next)
	g.moves = append(g.moves, c)
	g.result = Result{Outcome: next.Outcome()}
	return nil
}

// Undo takes back the last event: an invalid move that ended the game
// (the board had not changed) or else the last valid move. It reports
// false when there is nothing to undo.
func (g *Game) Undo() bool {
	if g.result.Invalid != nil {
		g.result = Result{Outcome: g.Position().Outcome()}
		return true
	}
	if len(g.moves) == 0 {
		return false
	}
	g.positions = g.positions[:len(g.positions)-1]
	g.moves = g.moves[:len(g.moves)-1]
	g.result = Result{Outcome: g.Position().Outcome()}
	return true
}

// CatMoves counts the moves the cat made.
func (g *Game) CatMoves() int { return g.countMoves(CatToMove) }

// CatcherMoves counts the cells the catcher blocked.
func (g *Game) CatcherMoves() int { return g.countMoves(CatcherToMove) }

func (g *Game) countMoves(side Turn) int {
	n := 0
	for _, p := range g.positions[:len(g.positions)-1] {
		if p.Turn() == side {
			n++
		}
	}
	return n
}
