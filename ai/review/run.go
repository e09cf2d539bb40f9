package review

import (
	"context"
	"sync"
)

// Run is a review running in the background: workers, each with its own
// evaluator, take the positions not yet evaluated one at a time, the one
// nearest the focus first, and send each Eval on Results as it is done.
// Its methods may be called from any goroutine; Results is closed when
// every position is done or the context is cancelled.
type Run struct {
	results chan Eval
	mu      sync.Mutex
	taken   []bool // positions a worker has taken (or that were known)
	focus   int
	left    int // positions not yet taken
}

// Start starts reviewing g's positions on workers goroutines (at least
// one) within budget b, the ones nearest focus first. known marks
// positions already evaluated (a review read back from a record, say),
// which are skipped; it may be nil. Cancel ctx to stop: the workers stop
// within one search's unwinding.
func Start(ctx context.Context, g Game, b Budget, workers, focus int, known []bool) *Run {
	n := g.Len() + 1
	r := &Run{results: make(chan Eval, n), taken: make([]bool, n), focus: focus}
	for i := range r.taken {
		r.taken[i] = i < len(known) && known[i]
		if !r.taken[i] {
			r.left++
		}
	}
	workers = max(1, min(workers, r.left))
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ev := g.NewEvaluator(b)
			for ctx.Err() == nil {
				ply, ok := r.next()
				if !ok {
					return
				}
				e := ev.Evaluate(ctx, ply)
				if ctx.Err() != nil {
					return // cut short: not a result
				}
				r.results <- e // buffered for every position: never blocks
			}
		}()
	}
	go func() {
		wg.Wait()
		close(r.results)
	}()
	return r
}

// Results delivers each position's Eval once, in the order they finish.
func (r *Run) Results() <-chan Eval { return r.results }

// Focus moves the focus: the next positions taken are the nearest ply.
func (r *Run) Focus(ply int) {
	r.mu.Lock()
	r.focus = ply
	r.mu.Unlock()
}

// next takes the position nearest the focus that no worker has taken,
// the later one first of two as near (the move that led there matters
// as much as the one from there, and a game is read forwards).
func (r *Run) next() (int, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.left == 0 {
		return 0, false
	}
	f := min(max(r.focus, 0), len(r.taken)-1)
	for d := 0; d < len(r.taken); d++ {
		for _, i := range [2]int{f + d, f - d} {
			if i >= 0 && i < len(r.taken) && !r.taken[i] {
				r.taken[i] = true
				r.left--
				return i, true
			}
		}
	}
	return 0, false
}

// Whole reviews g from the start on workers and returns the review when
// every position is done (or, cancelled, as far as it came), calling
// progress (if not nil) after each position.
func Whole(ctx context.Context, g Game, b Budget, workers int, progress func(done, total int)) *Review {
	r := New(g, b)
	run := Start(ctx, g, b, workers, 0, nil)
	for e := range run.Results() {
		r.Add(e)
		if progress != nil {
			progress(r.Done(), r.Len()+1)
		}
	}
	return r
}
