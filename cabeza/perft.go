package cabeza

import "sort"

// Perft counts the leaf nodes of the legal-move tree to depth: perft(p, 0)
// = 1, and each move's subtree otherwise. A winning move counts as 1 at
// depth 1 and has nothing below it. The root's status is not checked;
// repetition and the move cap are ignored (the rules page's definition).
//
// The last ply is counted in bulk: the moves of a depth-1 node are
// counted (CountMoves), neither listed nor played.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var lists [maxPerftDepth]MoveList
	if depth > maxPerftDepth {
		panic("cabeza: perft depth beyond 64")
	}
	return perft(p, depth, lists[:])
}

const maxPerftDepth = 64

// perft takes the position by value: a pointer to a child would make it
// escape to the heap at every node.
func perft(p Position, depth int, lists []MoveList) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves())
	}
	list := &lists[0]
	p.GenerateMoves(list)
	var nodes uint64
	for _, m := range list.Moves[:list.N] {
		if m.IsWin() {
			continue // the game ended: no moves below
		}
		nodes += perft(p.Play(m), depth-1, lists[1:])
	}
	return nodes
}

// DivideEntry is one root move and the perft count below it.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide is perft split by root move, in byte order of the notation, to
// find where two move generators differ.
func Divide(p Position, depth int) []DivideEntry {
	if depth <= 0 {
		return nil
	}
	var list MoveList
	p.GenerateMoves(&list)
	out := make([]DivideEntry, 0, list.N)
	for _, m := range list.Slice() {
		var n uint64
		switch {
		case depth == 1:
			n = 1
		case m.IsWin():
			n = 0
		default:
			n = Perft(p.Play(m), depth-1)
		}
		out = append(out, DivideEntry{m, n})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Move.String() < out[j].Move.String() })
	return out
}
