package catcatagent

import (
	"context"
	"math"
	"slices"

	"cabezacat/ai/catcatsolve"
	"cabezacat/ai/search"
	"cabezacat/catcat"
)

// Catch the Cat analysis: iterative deepening (1, 2, 3, … plies) over the
// same board, evaluation and block candidates as the medium and hard
// agents (search.go), with what an analysis needs on top: node
// counting and stopping by context or limits, a principal variation, and
// the best few root moves with their own scores and lines (multi-PV).
//
// Every root move is searched, the catcher's root blocks being those the
// hard catcher considers (the cells near the cat and the cat's narrow way
// out); inner catcher nodes try the catcatAnalysisInnerK most promising
// blocks, so a "cat escapes" score is what the search found against those
// blocks, while a "cat trapped" score is proven (the cat tried every move).
// A cat node at the horizon looks one cat move further: the evaluation is
// meant for positions with the catcher to move.

const (
	catcatAnalysisRadius = 4 // root blocks: within this many steps of the cat
	catcatAnalysisInner  = 3 // inner blocks: within this many steps
	catcatAnalysisInnerK = 5 // inner blocks tried per catcher node
)

// catcatAnalysis is one analysis run's state: the search board and the
// per-ply buffers, grown per depth (never per node).
type catcatAnalysis struct {
	s       *catSearch
	st      search.Stopper
	stopped bool
	catRoot bool // the cat is to move at the root

	cands [][]int16 // candidate blocks per ply
	pv    [][]int16 // triangular PV table: pv[ply] is the line from ply
	pvLen []int

	root  []int16   // root moves, in search order of the next depth
	score []int     // catcher-view score of each root move at the last depth
	exact []bool    // the score is exact (not a fail-low bound)
	lines [][]int16 // each root move's line, starting with it

	scratch []int // threshold's sort buffer
}

// catcatAnalysisProofNodes is the solver's budget before an analysis:
// a few tens of milliseconds.
const catcatAnalysisProofNodes = 50_000

// SearchAnalysis analyses pos depth by depth and calls progress (if not
// nil) after every finished depth with its Info: score from the side to
// move's view, nodes, time, principal variation as "x,y" moves, and the
// best lines root moves (at least one) best first. It returns when ctx is
// cancelled, a limit of lim is reached, the score is decided, or at the
// deepest depth (64). The last finished depth is returned (zero Info if
// none: the game is over or the search was stopped before depth 1).
// A depth-limited analysis is deterministic. Before it, the solver gets
// a small budget; what it proves is in every Info's Proof.
func SearchAnalysis(ctx context.Context, pos catcat.Position, lim search.Limits, lines int, progress func(search.Info)) search.Info {
	if pos.Outcome() != catcat.Ongoing {
		return search.Info{}
	}
	lines = max(lines, 1)
	an := &catcatAnalysis{s: getCatSearch(pos), catRoot: pos.Turn() == catcat.CatToMove}
	defer putCatSearch(an.s)
	an.s.innerK, an.s.inner = catcatAnalysisInnerK, catcatAnalysisInner
	// The solver first, within a small budget of nodes: a proven result
	// is shown as proven, whatever the heuristic depths say. It does not
	// look at ctx (the budget bounds it, tens of milliseconds), so that a
	// cancel stops the depths as promised above.
	proof := catcatsolve.SolveQuick(context.Background(), pos, catcatAnalysisProofNodes).Short(false)
	an.st.Reset(ctx, lim)
	an.rootMoves()
	var last search.Info
	search.Deepen(&an.st, lim, func(depth int) bool {
		an.grow(depth)
		return an.searchRoot(depth, lines)
	}, func(depth int) {
		last = an.info(depth, lines)
		last.Proof = proof
		if progress != nil {
			progress(last)
		}
	}, func(int) bool {
		return an.rootScore(an.score[0]).IsDecided()
	})
	return last
}

// rootMoves lists the moves searched at the root: every cat move in the
// rules' order, or the hard catcher's root blocks.
func (an *catcatAnalysis) rootMoves() {
	s := an.s
	n := s.size.Cells()
	buf := make([]int16, 0, n+1)
	if an.catRoot {
		for _, c := range s.neighbours(s.cat) {
			if !s.blocked[c] {
				buf = append(buf, c)
			}
		}
	} else {
		buf = s.catcherCandidates(buf, catcatAnalysisRadius, 0)
		buf = s.appendWayOut(buf)
	}
	an.root = buf
	an.score = make([]int, len(buf))
	an.exact = make([]bool, len(buf))
	an.lines = make([][]int16, len(buf))
	an.scratch = make([]int, 0, len(buf))
}

// grow sizes the per-ply buffers for a search of depth plies (plus the
// cat's look at the horizon).
func (an *catcatAnalysis) grow(depth int) {
	plies := depth + 3
	n := an.s.size.Cells() + 1
	for len(an.cands) < plies {
		an.cands = append(an.cands, make([]int16, 0, n))
	}
	for len(an.pv) < plies {
		an.pv = append(an.pv, nil)
	}
	for i := range an.pv {
		if cap(an.pv[i]) < plies {
			an.pv[i] = make([]int16, plies)
		}
		an.pv[i] = an.pv[i][:plies]
	}
	if len(an.pvLen) < plies {
		an.pvLen = make([]int, plies)
	}
	for i := range an.lines {
		if cap(an.lines[i]) < plies {
			an.lines[i] = make([]int16, 0, plies)
		}
	}
}

// setPV makes move the head of ply's line, followed by the child's.
func (an *catcatAnalysis) setPV(ply int, move int16) {
	an.pv[ply][0] = move
	k := an.pvLen[ply+1]
	copy(an.pv[ply][1:1+k], an.pv[ply+1][:k])
	an.pvLen[ply] = 1 + k
}

// tick counts a node; once the stopper says stop, the search unwinds.
func (an *catcatAnalysis) tick() bool {
	if an.st.Tick() {
		an.stopped = true
	}
	return an.stopped
}

// searchRoot searches every root move to depth plies, each against the
// score of the lines-th best so far (a move that does not beat it gets a
// bound only), and orders the root moves best first. It reports false
// when the search was stopped (the depth is then void).
func (an *catcatAnalysis) searchRoot(depth, lines int) bool {
	s := an.s
	for i, c := range an.root {
		// The window: beat the lines-th best exact score so far.
		var v int
		if an.catRoot {
			beta := an.threshold(i, lines, math.MaxInt)
			if s.tab.Border[c] {
				v, an.pvLen[1] = -catcatWin+1, 0
			} else {
				from := s.cat
				s.cat = int(c)
				v = an.catcherNode(depth-1, 1, math.MinInt, beta)
				s.cat = from
			}
			an.exact[i] = v < beta
		} else {
			alpha := an.threshold(i, lines, math.MinInt)
			s.block(c)
			if s.trapped() {
				v, an.pvLen[1] = catcatWin-1, 0
			} else {
				v = an.catNode(depth-1, 1, alpha, math.MaxInt)
			}
			s.unblock(c)
			an.exact[i] = v > alpha
		}
		if an.stopped {
			return false
		}
		an.score[i] = v
		l := append(an.lines[i][:0], c)
		an.lines[i] = append(l, an.pv[1][:an.pvLen[1]]...)
	}
	// Best first; bounds after exact scores; ties keep the search order,
	// so the order (and the move) is the same on every run.
	idx := make([]int, len(an.root))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if an.exact[a] != an.exact[b] {
			if an.exact[a] {
				return -1
			}
			return 1
		}
		va, vb := an.rootScore(an.score[a]), an.rootScore(an.score[b])
		return int(vb) - int(va)
	})
	root, score, exact, pvs := slices.Clone(an.root), slices.Clone(an.score), slices.Clone(an.exact), slices.Clone(an.lines)
	for k, i := range idx {
		an.root[k], an.score[k], an.exact[k], an.lines[k] = root[i], score[i], exact[i], pvs[i]
	}
	return true
}

// threshold is the catcher-view score of the lines-th best exact root
// move among the first i searched, or none if fewer are exact.
func (an *catcatAnalysis) threshold(i, lines int, none int) int {
	best := an.scratch[:0]
	for j := range i {
		if an.exact[j] {
			best = append(best, an.score[j])
		}
	}
	if len(best) < lines {
		return none
	}
	if an.catRoot {
		slices.Sort(best) // the cat wants low scores
	} else {
		slices.SortFunc(best, func(a, b int) int { return b - a })
	}
	return best[lines-1]
}

// catNode is the cat to move (it minimises the catcher-view score).
func (an *catcatAnalysis) catNode(depth, ply, alpha, beta int) int {
	an.pvLen[ply] = 0
	if an.tick() {
		return 0
	}
	depth = max(depth, 1) // the horizon: the cat still makes its move
	s := an.s
	s.twoDistance()
	var moves [6]int16
	k := 0
	for _, n := range s.neighbours(s.cat) {
		if s.blocked[n] {
			continue
		}
		j := k
		for ; j > 0 && s.twoOf(moves[j-1]) > s.twoOf(n); j-- {
			moves[j] = moves[j-1]
		}
		moves[j] = n
		k++
	}
	if k == 0 {
		return catcatWin - ply
	}
	best, from := math.MaxInt, s.cat
	for _, n := range moves[:k] {
		var v int
		if s.tab.Border[n] {
			v, an.pvLen[ply+1] = -catcatWin+ply+1, 0
		} else {
			s.cat = int(n)
			v = an.catcherNode(depth-1, ply+1, alpha, beta)
			s.cat = from
		}
		if an.stopped {
			return 0
		}
		if v < best {
			best = v
			an.setPV(ply, n)
		}
		beta = min(beta, best)
		if alpha >= beta {
			break
		}
	}
	return best
}

// catcherNode is the catcher to move (it maximises).
func (an *catcatAnalysis) catcherNode(depth, ply, alpha, beta int) int {
	an.pvLen[ply] = 0
	if an.tick() {
		return 0
	}
	s := an.s
	if depth <= 0 {
		return s.evaluate()
	}
	cands := s.catcherCandidates(an.cands[ply][:0], s.inner, s.innerK)
	an.cands[ply] = cands
	if len(cands) == 0 {
		return s.evaluate()
	}
	best := math.MinInt
	for _, c := range cands {
		s.block(c)
		var v int
		if s.trapped() {
			v, an.pvLen[ply+1] = catcatWin-ply-1, 0
		} else {
			v = an.catNode(depth-1, ply+1, alpha, beta)
		}
		s.unblock(c)
		if an.stopped {
			return 0
		}
		if v > best {
			best = v
			an.setPV(ply, c)
		}
		alpha = max(alpha, best)
		if alpha >= beta {
			break
		}
	}
	return best
}

// rootScore turns a catcher-view search score into a Score from the
// root side's view: a step of the cat's distance to the border is 1.00;
// a narrow way out and a shut-in cat rank above any open position (but
// below a decided one); a win or loss the search sees counts its plies.
func (an *catcatAnalysis) rootScore(v int) search.Score {
	var sc search.Score
	switch {
	case v >= catcatWin-search.MaxDecidedPlies:
		sc = search.WinIn(catcatWin - v)
	case v <= -catcatWin+search.MaxDecidedPlies:
		sc = search.LossIn(catcatWin + v)
	case v >= catcatShutIn-catcatRoute*catcat.MaxSize.Cells():
		sc = 20000 + search.Score((v-catcatShutIn)/catcatRoute) // fewer cells left: nearer the win
	case v >= catcatNarrow:
		sc = 15000 - search.Score((v-catcatNarrow)/(catcatStep/100))
	default:
		sc = search.Score(v / (catcatStep / 100))
	}
	if an.catRoot {
		return -sc
	}
	return sc
}

// info is the finished depth as the callers see it: every slice a copy.
func (an *catcatAnalysis) info(depth, lines int) search.Info {
	el := an.st.Elapsed()
	in := search.Info{Depth: depth, Score: an.rootScore(an.score[0]), Nodes: an.st.Nodes(), Time: el, NPS: search.NPS(an.st.Nodes(), el)}
	in.PV = an.notation(an.lines[0])
	for i := range an.root {
		if len(in.Lines) == lines || !an.exact[i] {
			break
		}
		in.Lines = append(in.Lines, search.Line{Score: an.rootScore(an.score[i]), PV: an.notation(an.lines[i])})
	}
	return in
}

func (an *catcatAnalysis) notation(line []int16) []string {
	out := make([]string, len(line))
	for i, c := range line {
		out[i] = an.s.size.CellAt(int(c)).String()
	}
	return out
}
