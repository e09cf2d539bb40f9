package game

// What the table screen needs of a game screen (see Table) that is
// the same in every game.

// TableMoves are the moves of the game (not of a line the history walk
// shows), in notation.
func (b Base[G, M, P, R]) TableMoves() []string {
	var out []string
	for _, mv := range b.Record().Moves() {
		out = append(out, mv.String())
	}
	return out
}

func (b Base[G, M, P, R]) WalkingHistory() bool { return b.Walk.Walking() }

func (b Base[G, M, P, R]) StatusWord() (string, bool) {
	return b.Status, b.Problem && b.Status != ""
}
