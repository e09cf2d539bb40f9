package main

import (
	"cabezacat/ai/cabezaengine"
	"cabezacat/cabeza"
)

// sample is one quiet position of the data set: what the evaluation
// counts in it and how the game ended for the side to move (1 a win, ½ a
// draw, 0 a loss).
type sample struct {
	f      cabezaengine.Features
	result float64
}

// samplesOf are the quiet positions of games, labelled. A position is
// quiet where the search would evaluate it: the side to move has no win
// on the move and faces no threat (the search looks further at those,
// so the evaluation never judges them). The opening's random plies are
// left out, and so is the last position (the game is over there).
func samplesOf(games []selfPlayGame) []sample {
	var out []sample
	for _, g := range games {
		st := g.game.Status()
		for ply := g.opening; ply < g.game.Ply(); ply++ {
			pos := g.game.PositionAt(ply)
			if _, wins := pos.WinningMove(); wins || cabezaengine.Threatened(&pos) {
				continue
			}
			out = append(out, sample{f: cabezaengine.EvalFeatures(&pos), result: resultFor(st, pos.Side())})
		}
	}
	return out
}

// resultFor is a finished game's result for player pl.
func resultFor(st cabeza.Status, pl cabeza.Player) float64 {
	switch {
	case st.IsDraw():
		return 0.5
	case st.Winner == pl:
		return 1
	}
	return 0
}

// split deals games into a training and a held-out part, every tenth
// game held out: the fit sees only the first, and its error on the
// second says whether it learnt the game or the games.
func split(games []selfPlayGame) (train, held []selfPlayGame) {
	for i, g := range games {
		if i%10 == 9 {
			held = append(held, g)
		} else {
			train = append(train, g)
		}
	}
	return train, held
}
