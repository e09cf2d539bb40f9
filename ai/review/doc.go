// Package review is the engine side of a game review, for both games:
// it runs an engine over every position of a finished (or unfinished)
// game in the background on N workers (Start), nearest the shown move
// first, and turns the evaluations into what a player reads after a
// game: the side to move's winning chances at every ply (WinChance, a
// curve fitted on the project's own self-play games), a mark on every
// move (best, good, inaccuracy, mistake, blunder; exact where the
// engine proves a win or a loss, and in Cabeza, for a move played from
// a proven win, where the exact prover ai/cabezaprove proves the win
// kept or thrown away: the search prunes, so its not finding a win
// proves nothing), an accuracy per side (lichess's
// published formula), the three turning points, and the record
// annotations that keep a review with its game (Annotate, FromNotes).
//
// It may import cabezacat/cabeza, cabezacat/catcat, cabezacat/internal/...
// and the engines: cabezacat/ai/search, cabezacat/ai/cabezaengine,
// cabezacat/ai/cabezaprove, cabezacat/ai/catcatsolve and
// cabezacat/ai/catcatagent.
package review
