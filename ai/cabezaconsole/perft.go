package cabezaconsole

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"cabezacat/ai/search"
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

// divideUntil is cabeza.Divide that stops when ctx is done: the root
// moves in Divide's order, each counted by perftUntil.
func divideUntil(ctx context.Context, p cabeza.Position, depth int) ([]cabeza.DivideEntry, bool) {
	entries := cabeza.Divide(p, 1)
	if depth <= 1 {
		return entries, depth == 1
	}
	for i, e := range entries {
		e.Nodes = 0
		if !e.Move.IsWin() {
			var ok bool
			if e.Nodes, ok = perftUntil(ctx, p.Play(e.Move), depth-1); !ok {
				return nil, false
			}
		}
		entries[i] = e
	}
	return entries, true
}

// perftDepthHelp is what perft and divide need, as help and a missing
// depth say it ("a depth 1–7").
var perftDepthHelp = fmt.Sprintf("a depth 1–%d", cabeza.PerftMaxDepth)

// perftDepth is the depth of perft and divide: the command line's perft
// takes the same (cabeza.PerftMaxDepth), with the same words.
func perftDepth(arg string) (int, error) { return cabeza.ParsePerftDepth(arg) }

func (c *Console) perft(ctx context.Context, arg string) error {
	d, err := perftDepth(arg)
	if err != nil {
		return err
	}
	start := time.Now()
	n, ok := perftUntil(ctx, c.game.Position(), d)
	if !ok {
		return errPerftStopped
	}
	fmt.Fprintln(c.out, FormatPerft(d, n, time.Since(start)))
	return nil
}

// FormatPerft is the line of one perft count, the console's answer and
// each of the command line's lines alike (`cabezacat cabeza perft`):
// "perft <d> nodes <n> time <ms> nps <r>", time and speed as in the
// search's info lines.
func FormatPerft(depth int, nodes uint64, elapsed time.Duration) string {
	return fmt.Sprintf("perft %d nodes %d time %d nps %d", depth, nodes, elapsed.Milliseconds(), search.NPS(int64(nodes), elapsed))
}

func (c *Console) divide(ctx context.Context, arg string) error {
	d, err := perftDepth(arg)
	if err != nil {
		return err
	}
	entries, ok := divideUntil(ctx, c.game.Position(), d)
	if !ok {
		return errPerftStopped
	}
	var total uint64
	for _, e := range entries {
		fmt.Fprintf(c.out, "%s %d\n", e.Move, e.Nodes)
		total += e.Nodes
	}
	fmt.Fprintf(c.out, "total %d\n", total)
	return nil
}
