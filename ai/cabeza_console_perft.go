package ai

import (
	"context"
	"sort"
	"sync/atomic"

	"cabezacat/cabeza"
)

// perftUntil is cabeza.Perft that stops when ctx is done (ok false): the
// console's perft 7 counts for minutes, and stop, quit and the end of
// the input must end it.
func perftUntil(ctx context.Context, p cabeza.Position, depth int) (nodes uint64, ok bool) {
	var stopped atomic.Bool
	defer context.AfterFunc(ctx, func() { stopped.Store(true) })()
	if ctx.Err() != nil {
		return 0, false
	}
	n := perftStoppable(p, depth, &stopped)
	return n, !stopped.Load()
}

// perftStoppable counts like cabeza.Perft; below depth 4 it hands the
// subtree to cabeza.Perft, which takes milliseconds, so the flag is read
// a few thousand times a second at most.
func perftStoppable(p cabeza.Position, depth int, stopped *atomic.Bool) uint64 {
	if depth < 4 {
		return cabeza.Perft(p, depth)
	}
	var list cabeza.MoveList
	p.GenerateMoves(&list)
	var nodes uint64
	for _, m := range list.Slice() {
		if stopped.Load() {
			return nodes
		}
		if !m.IsWin() {
			nodes += perftStoppable(p.Play(m), depth-1, stopped)
		}
	}
	return nodes
}

// divideUntil is cabeza.Divide that stops when ctx is done.
func divideUntil(ctx context.Context, p cabeza.Position, depth int) ([]cabeza.DivideEntry, bool) {
	var list cabeza.MoveList
	p.GenerateMoves(&list)
	out := make([]cabeza.DivideEntry, 0, list.N)
	for _, m := range list.Slice() {
		var n uint64
		switch {
		case depth == 1:
			n = 1
		case m.IsWin():
			n = 0
		default:
			var ok bool
			if n, ok = perftUntil(ctx, p.Play(m), depth-1); !ok {
				return nil, false
			}
		}
		out = append(out, cabeza.DivideEntry{Move: m, Nodes: n})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Move.String() < out[j].Move.String() })
	return out, true
}
