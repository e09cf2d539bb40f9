package tui

// What the table screen needs of a game screen (see tableGame) that is
// the same in every game.

// tableMoves are the moves of the game (not of a line the history walk
// shows), in notation.
func (b gameBase[G, M, P, R]) tableMoves() []string {
	var out []string
	for _, mv := range b.record().Moves() {
		out = append(out, mv.String())
	}
	return out
}

func (b gameBase[G, M, P, R]) walkingHistory() bool { return b.walk.walking() }

func (b gameBase[G, M, P, R]) statusWord() (string, bool) {
	return b.status, b.problem && b.status != ""
}
