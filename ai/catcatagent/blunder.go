package catcatagent

import (
	"context"
	"fmt"

	"cabezacat/ai/catcatsolve"
	"cabezacat/catcat"
	"cabezacat/internal/plural"
)

// The blunder check of a finished game: did the loser, at one of its
// turns, still have a won position (a saving move)? It walks the loser's
// turns from the last back and asks the solver, within a budget per
// turn, about each; the first proved win it meets is the last chance
// the loser missed.

// blunderTurns is how many of the loser's last turns are looked at.
const blunderTurns = 12

// BlunderCheck says in one line whether the loser of the game
// whose positions (start first, the final one last) are given had a
// saving move: where, which, and how it wins. maxNodes bounds each
// turn's solve (0: no bound); ctx stops it all.
func BlunderCheck(ctx context.Context, positions []catcat.Position, maxNodes int) string {
	if len(positions) < 2 {
		return ""
	}
	final := positions[len(positions)-1]
	winner, ok := final.Outcome().Winner()
	if !ok {
		// Lost by an invalid move: the loser is the side that was to move.
		winner = final.Turn().Other()
	}
	loser := winner.Other()
	lost, undecided := 0, 0
	for i := len(positions) - 2; i >= 0 && lost+undecided < blunderTurns; i-- {
		p := positions[i]
		if p.Turn() != loser || p.Outcome().Over() {
			continue
		}
		sol := catcatsolve.Solve(ctx, p, maxNodes)
		if ctx.Err() != nil {
			return ""
		}
		switch {
		case !sol.Proved:
			undecided++
		case sol.CatWins == (loser == catcat.CatToMove):
			how := fmt.Sprintf("escape in %d", sol.Moves)
			switch {
			case sol.MovesUnknown && sol.CatWins:
				how = "an escape"
			case sol.MovesUnknown:
				how = "a trap"
			case !sol.CatWins:
				how = fmt.Sprintf("trap in %d", sol.Moves)
			}
			return fmt.Sprintf("Blunder check: at move %d the %v had %v (%s, proven)", i+1, loser, sol.Line[0], how)
		default:
			lost++
		}
	}
	if undecided == 0 {
		return fmt.Sprintf("Blunder check: no saving move; the %v was lost in its last %s (proven)", loser, plural.Count(lost, "turn"))
	}
	return fmt.Sprintf("Blunder check: no saving move found for the %v (%s proven lost, %d undecided)", loser, plural.Count(lost, "turn"), undecided)
}
