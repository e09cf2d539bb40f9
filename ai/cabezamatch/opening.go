package cabezamatch

import "cabezacat/cabeza"

// Opening is the random opening a match plays before its engines take
// over (plies random moves drawn from seed, none winning or leaving a win
// on the move), as a game from the start: for programs that play games
// of their own from the same kind of openings, such as the self-play
// that makes the data the evaluation's weights are fitted on.
func Opening(seed uint64, plies int) *cabeza.Game { return cabezaOpening(seed, plies) }
