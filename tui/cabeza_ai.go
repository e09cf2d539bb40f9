package tui

import (
	"context"

	"cabezacat/cabeza"
)

// cabezaSearcher is the AI of one side of a Cabeza game: it searches g's
// position (a copy the caller gives away) and returns its best move, or
// ok = false when there is none. It reports each finished depth through
// progress and returns soon after ctx is cancelled.
type cabezaSearcher func(ctx context.Context, g cabeza.Game, progress func(engineInfo)) (m cabeza.Move, ok bool)

// newCabezaSearcher makes the AI of one side at a level, with its own
// transposition table; nil until the ai package provides it, and then a
// game with an AI side cannot start.
var newCabezaSearcher func(level int) cabezaSearcher
