package arena

import "cabezacat/catcat"

// Replay is the game as a replay file's content: a catcat.Record, the
// format saved games share (its ParseRecord reads the files back).
func (a *Result) Replay(g Game) catcat.Record {
	return catcat.Record{
		Cat: a.Players[g.Cat].Name, Catcher: a.Players[g.Catcher].Name,
		Start: g.Start, Moves: g.Moves, Outcome: g.Outcome, Reason: g.Reason, Invalid: g.InvalidMove,
	}
}
