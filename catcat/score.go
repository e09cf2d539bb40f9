package catcat

import "time"

// DefaultK is the default weight of CPU seconds in the score.
const DefaultK = 1.0

// Tally is what the competition score of a finished game depends on.
type Tally struct {
	Size         Size
	Winner       Turn
	CatMoves     int           // moves the cat made
	CatcherMoves int           // cells the catcher blocked
	CPUCat       time.Duration // CPU time the cat's agent spent
	CPUCatcher   time.Duration // CPU time the catcher's agent spent
}

// Points is the course competition score with S = floor(N·N/2): the
// winner scores S less its moves, the loser its moves, and each loses
// k per CPU second. A game ended by an invalid move counts the same way.
func (t Tally) Points(k float64) (catPoints, catcherPoints float64) {
	s := float64(t.Size.Cells() / 2)
	catPoints = float64(t.CatMoves) - k*t.CPUCat.Seconds()
	catcherPoints = float64(t.CatcherMoves) - k*t.CPUCatcher.Seconds()
	if t.Winner == CatToMove {
		catPoints = s - float64(t.CatMoves) - k*t.CPUCat.Seconds()
	} else {
		catcherPoints = s - float64(t.CatcherMoves) - k*t.CPUCatcher.Seconds()
	}
	return catPoints, catcherPoints
}

// Tally collects a finished game's figures for the score; ok is false
// while the game goes on.
func (g *Game) Tally(cpuCat, cpuCatcher time.Duration) (t Tally, ok bool) {
	w, ok := g.result.Outcome.Winner()
	if !ok {
		return Tally{}, false
	}
	return Tally{
		Size:         g.Start().Size(),
		Winner:       w,
		CatMoves:     g.CatMoves(),
		CatcherMoves: g.CatcherMoves(),
		CPUCat:       cpuCat,
		CPUCatcher:   cpuCatcher,
	}, true
}
