package cabezaengine

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// Engine searches Cabeza positions. It owns its transposition table
// and search stack (made once, reused by every Search), so a search
// allocates nothing per node.
type Engine struct {
	mu      sync.Mutex // one search at a time
	opts    Options
	s       *cabezaSearch   // the main thread's search
	helpers []*cabezaSearch // Lazy SMP's helper threads (smp.go), made when first needed
	// mainDepth is the depth the main thread is in, for the helpers
	// (smp.go); a field, so that a search allocates nothing for it.
	mainDepth atomic.Int32
	rng       *rand.Rand
}

// Result is what a Search found.
type Result struct {
	Move  cabeza.Move  // best move of the last finished depth; check OK
	OK    bool         // false if the game is over (no legal move, or a result)
	Score search.Score // of Move, from the side to move's view
	Depth int          // last finished depth
	Nodes int64        // of every thread
	PV    []string     // starts with Move
}

// New makes an engine with the given options.
func New(opts Options) *Engine {
	tt := newTransTable(opts.ttMegabytes())
	tt.twoSlots = opts.threads() > 1
	s := &cabezaSearch{
		opts:    opts,
		terms:   opts.evalTerms(),
		tt:      tt,
		multiPV: max(1, opts.MultiPV),
		roots:   make([]rootMove, 0, cabeza.MaxMoves),
	}
	seed := opts.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	return &Engine{opts: opts, s: s, rng: rand.New(rand.NewPCG(seed, seed^0x9E3779B97F4A7C15))}
}

// Options is the options the engine was made with.
func (e *Engine) Options() Options { return e.opts }

// Search searches g's current position within lim, calling progress (if
// not nil) from the search's goroutine once per finished depth. g is a
// copy: Search reads its positions at the start and never changes it, but
// a Game value shares its history with the Game it was copied from, so
// the caller must not play or undo moves on that one until Search has
// returned, or hands over CopyGame(g), made before the search starts.
//
// Concurrent calls on one engine are serialised: a new Search waits for
// the running one, which unwinds within a few milliseconds of its context
// being cancelled. The transposition table is cleared at every start, so
// a search with a depth limit only gives the same result every time.
func (e *Engine) Search(ctx context.Context, g cabeza.Game, lim search.Limits, progress func(search.Info)) Result {
	e.mu.Lock()
	defer e.mu.Unlock()
	s := e.s
	if g.Status().Over() {
		return Result{}
	}
	s.st.Reset(ctx, lim)
	root := g.Position()
	s.pre = s.pre[:0]
	for i := 0; i < g.Ply(); i++ {
		p := g.PositionAt(i)
		s.pre = append(s.pre, p.Hash())
	}
	s.prepare(root)
	if len(s.roots) == 0 {
		return Result{}
	}
	multiPV := max(1, e.opts.MultiPV)
	s.multiPV = min(multiPV, len(s.roots))
	if e.opts.Randomness > 0 {
		s.multiPV = len(s.roots) // every root move needs its exact score to choose among them
	}

	// On more than one thread the nodes are every thread's, as the
	// helpers last looked at the clock (within CheckEvery each).
	var total atomic.Int64
	if e.opts.threads() > 1 {
		s.st.Share(&total)
	}
	nodes := s.st.Total
	var res Result
	finished := func(depth int) {
		best := &s.roots[0]
		res = Result{Move: best.move, OK: true, Score: best.score, Depth: depth, Nodes: nodes(), PV: pvStrings(best.pv[:best.pvLen])}
		if progress == nil {
			return
		}
		elapsed := s.st.Elapsed()
		info := search.Info{Depth: depth, Score: best.score, Nodes: res.Nodes, Time: elapsed, NPS: search.NPS(res.Nodes, elapsed), PV: slices.Clone(res.PV)}
		if multiPV > 1 {
			for i := 0; i < min(multiPV, len(s.roots)) && s.roots[i].exact; i++ {
				r := &s.roots[i]
				info.Lines = append(info.Lines, search.Line{Score: r.score, PV: pvStrings(r.pv[:r.pvLen])})
			}
		}
		progress(info)
	}
	var clock clockWatch
	settled := func(depth int) bool {
		best := s.roots[0].score
		// A decided best move cannot change once the depth has gone well
		// past the end it found (only more lines or a choice can).
		if multiPV == 1 && e.opts.Randomness == 0 && best.IsDecided() && depth >= best.Plies()+2 {
			return true
		}
		return clock.spent(depth, s.roots[0].move, best, s.st.Soft(), s.st.Elapsed())
	}
	s.partialOK = false
	one := s.searchRoot
	if e.opts.threads() > 1 {
		e.mainDepth.Store(0)
		one = func(depth int) bool {
			e.mainDepth.Store(int32(depth))
			return s.searchRoot(depth)
		}
	}
	stopHelpers := e.startHelpers(ctx, lim.Nodes, &total, &e.mainDepth)
	search.Deepen(&s.st, lim, one, finished, settled)
	stopHelpers()
	if s.partialOK && res.OK && e.opts.Randomness == 0 {
		r := &s.partial
		res.Move, res.Score, res.PV = r.move, r.score, pvStrings(r.pv[:r.pvLen])
	}
	res.Nodes = s.st.Nodes()
	for _, h := range e.helpers[:e.opts.threads()-1] {
		res.Nodes += h.st.Nodes()
	}
	if e.opts.Randomness > 0 {
		e.choose(&res)
	}
	return res
}

// prepare sets the root up: clears the table and the ordering memory of
// the last search and lists the root moves.
func (s *cabezaSearch) prepare(root cabeza.Position) {
	s.tt.clear()
	s.killers = [maxPly + 1][2]cabeza.Move{}
	s.history = [2][histSize]int32{}
	s.seen = [1 << seenBits]uint16{}
	for _, h := range s.pre {
		s.seenAdd(h, 1)
	}
	s.frames[0].pos = root
	s.frames[0].keys = keysOf(&root)
	s.frames[0].searched = false // no node looked at the root's wins: its children look for theirs
	root.GenerateMoves(&s.frames[0].list)
	s.roots = s.roots[:0]
	s.order(0, cabeza.NoMove, 0, s.frames[0].list.N)
	for i := 0; i < s.frames[0].list.N; i++ {
		m, _ := pickNext(&s.frames[0], i, s.frames[0].list.N)
		s.roots = append(s.roots, rootMove{move: m, score: -search.ScoreInfinite})
	}
}

// choose picks, for the low levels, any root move scored within
// Randomness of the best, never a decided loss when the best is not one
// and only the best when it wins.
func (e *Engine) choose(res *Result) {
	s := e.s
	if !res.OK || !s.roots[0].exact || s.roots[0].score.IsWin() {
		return
	}
	best := s.roots[0].score
	n := 0
	for n < len(s.roots) && s.roots[n].exact && s.roots[n].score >= best-search.Score(e.opts.Randomness) &&
		(best.IsLoss() || !s.roots[n].score.IsLoss()) {
		n++
	}
	if n <= 1 {
		return
	}
	r := &s.roots[e.rng.IntN(n)]
	res.Move, res.Score, res.PV = r.move, r.score, pvStrings(r.pv[:r.pvLen])
}

func pvStrings(pv []cabeza.Move) []string {
	out := make([]string, len(pv))
	for i, m := range pv {
		out[i] = m.String()
	}
	return out
}

// CopyGame is a Game that shares nothing with g, for handing to a
// Search on another goroutine while g goes on changing (a Game value
// shares its history with the Game it was copied from). It replays g's
// moves, a few microseconds each.
func CopyGame(g *cabeza.Game) cabeza.Game {
	c := cabeza.NewGame(g.Start())
	for _, m := range g.Moves() {
		if c.Play(m) != nil {
			break // cannot happen: g played these moves
		}
	}
	return *c
}
