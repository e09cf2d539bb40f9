package ai

import "cabezacat/cabeza"

// The Cabeza negamax: principal variation search over copy-made
// positions kept one per ply, a transposition table, killers and history
// for ordering, and a threat search at the horizon. It allocates nothing
// per node: every per-ply array lives in cabezaSearch, made once per
// engine.

// maxPly bounds the search stack: the deepest iteration plus room for
// the threat search past the horizon.
const maxPly = maxSearchDepth + 40

// maxThreatPlies bounds the threat search past the horizon, in plies.
const maxThreatPlies = 16

// histSize indexes history by where a move ends: a block placement key,
// or 800 + the square for the Cabeza.
const histSize = numPlaceKeys + cabeza.NumSquares

// Ordering keys: the table move, then moves that put a block in reach of
// the enemy Cabeza (threats), then killers, then Cabeza advances, then
// the rest by history.
const (
	orderTT      = 1 << 30
	orderThreat  = 1 << 26
	orderKiller1 = 1 << 25
	orderKiller2 = 1<<25 - 1
	orderAdvance = 1 << 24 // + squares gained
	historyMax   = 1 << 20
)

// seenBits sizes the repetition filter: a count per low bits of the hash
// of every position on the path and in the game before the root, so most
// nodes learn they are new without walking the history.
const seenBits = 12

type cabezaFrame struct {
	pos   cabeza.Position
	keys  pieceKeys
	list  cabeza.MoveList
	order [cabeza.MaxMoves]int32

	// What node learnt of the position's wins on the move, for play to
	// tell its children what they need not look for (QuietPaths): set
	// (searched) once node found no win for the side to move, with threat
	// whether the other side has one; quiet is the position's QuietPaths,
	// worked out when its first block move is played (quietSet).
	searched, threat, quietSet bool
	quiet                      cabeza.QuietPaths
	// What the parent's play told this position: its side to move has no
	// win on the move (noWin), the other side would have none (noThreat).
	noWin, noThreat bool
}

type rootMove struct {
	move  cabeza.Move
	score Score // exact when exact is set, else -ScoreInfinite
	exact bool
	pv    [maxPly]cabeza.Move
	pvLen int
}

type cabezaSearch struct {
	opts    CabezaOptions
	terms   cabezaEvalTerms
	tt      *transTable
	evals   evalCache
	st      stopper
	multiPV int

	frames  [maxPly + 1]cabezaFrame
	pv      [maxPly + 1][maxPly + 1]cabeza.Move
	pvLen   [maxPly + 1]int
	killers [maxPly + 1][2]cabeza.Move
	history [2][histSize]int32

	// destOf caches, per cabeza.Move.Index, where a move ends as a history
	// index (a block's place key, or numPlaceKeys + the Cabeza's square),
	// plus one; 0 is not yet known. Move.To builds a Placement, and the
	// ordering asks for every move at every node.
	destOf [cabeza.NumMoveIndices]int16

	// partial is a root move of an iteration the clock cut short that
	// beat the last finished iteration's best (when partialOK).
	partial   rootMove
	partialOK bool

	pre   []uint64 // hashes of the game's positions before the root
	seen  [1 << seenBits]uint16
	roots []rootMove
}

func (s *cabezaSearch) seenAdd(h uint64, d int) { s.seen[h&(1<<seenBits-1)] += uint16(d) }

// repeated reports a draw by repetition at ply: the position already
// stood on the path from the root (playing on could only repeat it
// again), or twice in the game before the root (this is the third time).
func (s *cabezaSearch) repeated(ply int) bool {
	h := s.frames[ply].pos.Hash()
	if s.seen[h&(1<<seenBits-1)] == 0 {
		return false
	}
	for i := ply - 2; i >= 0; i-- {
		if s.frames[i].pos.Hash() == h {
			return true
		}
	}
	n := 0
	for _, x := range s.pre {
		if x == h {
			n++
		}
	}
	return n >= 2
}

// drawnHere reports a draw by repetition or the move cap at ply (never
// the root): the rules rank "no legal move loses" above both, so a draw
// needs a move to exist.
func (s *cabezaSearch) drawnHere(ply int) (drawn, lost bool) {
	pos := &s.frames[ply].pos
	if pos.Fullmove() < cabeza.MoveCapFullmove && !s.repeated(ply) {
		return false, false
	}
	pos.GenerateMoves(&s.frames[ply].list)
	return true, s.frames[ply].list.N == 0
}

// threatened reports whether the player not to move could win on the
// move if it were its turn: the side to move must answer that.
func threatened(pos *cabeza.Position) bool {
	q := pos.WithSide(pos.Side().Opponent())
	_, ok := q.WinningMove()
	return ok
}

// evaluate scores ply's position, from the cache of evaluations when it
// holds it (cabeza_evalcache.go).
func (s *cabezaSearch) evaluate(ply int) Score {
	f := &s.frames[ply]
	return s.evals.evaluateCached(&f.pos, &f.keys, s.terms)
}

// play makes ply+1 the position after m.
func (s *cabezaSearch) play(ply int, m cabeza.Move) {
	f, c := &s.frames[ply], &s.frames[ply+1]
	c.noWin, c.noThreat = false, false
	if f.searched && m.Kind() != cabeza.Cabeza {
		if !f.quietSet {
			f.quiet, f.quietSet = f.pos.QuietPaths(f.threat), true
		}
		c.noWin, c.noThreat = f.quiet.After(m)
	}
	f.pos.PlayInto(&c.pos, m)
	c.keys = f.keys
	d := s.dest(m)
	if d >= numPlaceKeys {
		d -= numPlaceKeys
	}
	c.keys[m.Player()][m.Kind()] = int16(d)
}

// dest is where m ends: a block's place key, or numPlaceKeys + the
// Cabeza's square.
func (s *cabezaSearch) dest(m cabeza.Move) int {
	if d := s.destOf[m.Index()]; d != 0 {
		return int(d) - 1
	}
	return s.learnDest(m)
}

// learnDest is dest the first time a move index is asked for. It is
// apart from dest so that order's loop, which calls it only then, can
// read the cache itself without a call on its usual path.
func (s *cabezaSearch) learnDest(m cabeza.Move) int {
	d := histIndex(m)
	s.destOf[m.Index()] = int16(d + 1)
	return d
}

// pass makes ply+1 the same layout with the other side to move (the
// null move's position).
func (s *cabezaSearch) pass(ply int) {
	f, c := &s.frames[ply], &s.frames[ply+1]
	c.pos = f.pos.WithSide(f.pos.Side().Opponent())
	c.keys = f.keys
	c.noWin, c.noThreat = false, false
}

// node is the common start of every node below the root: count it, stop
// if told, score draws and wins on the move. done says the score is
// final; otherwise threat says whether the side to move faces a win on
// the move (threatened), found in the same look at the board.
func (s *cabezaSearch) node(ply int) (score Score, done, threat bool) {
	s.pvLen[ply] = ply
	if s.st.tick() {
		return 0, true, false
	}
	if drawn, lost := s.drawnHere(ply); drawn {
		if lost {
			return LossIn(ply), true, false
		}
		return ScoreDraw, true, false
	}
	f := &s.frames[ply]
	m, ok, threat := f.pos.WinningMoveAndThreatGiven(f.noWin, f.noThreat)
	f.searched, f.threat, f.quietSet = !ok, threat, false
	if ok {
		s.pv[ply][ply] = m
		s.pvLen[ply] = ply + 1
		return WinIn(ply + 1), true, false
	}
	if ply >= maxPly-1 {
		return s.evaluate(ply), true, false
	}
	return 0, false, threat
}

func (s *cabezaSearch) setPV(ply int, m cabeza.Move) {
	s.pv[ply][ply] = m
	n := s.pvLen[ply+1]
	copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
	s.pvLen[ply] = max(n, ply+1)
}

func (s *cabezaSearch) negamax(ply, depth int, alpha, beta Score) Score {
	score, done, threat := s.node(ply)
	if done {
		return score
	}
	f := &s.frames[ply]
	pos := &f.pos
	// Nothing better than a win three plies on (we have none on the move).
	// The bound sits one above it, so that a line scoring exactly that
	// still counts as raising alpha below and keeps its PV.
	if best := WinIn(ply+3) + 1; beta > best {
		beta = best
		if alpha >= beta {
			return beta
		}
	}
	if depth <= 0 {
		return s.quiesce(ply, alpha, beta, threat, 0)
	}
	pvNode := beta-alpha > 1
	h := pos.Hash()
	var ttMove cabeza.Move
	if e, ok := s.tt.probe(h); ok {
		ttMove = cabeza.Move(e.move)
		if !pvNode && int(e.depth) >= depth {
			sc := Score(e.score).fromTT(ply)
			switch b := e.bound(); {
			case b == boundExact,
				b == boundLower && sc >= beta,
				b == boundUpper && sc <= alpha:
				return sc
			}
		}
	}

	// Null move: if passing still holds beta at a reduced depth, a real
	// move will too. Not when threatened (a pass loses) or near a decided
	// score.
	if s.opts.NullMove && !pvNode && !threat && depth >= 3 && !beta.IsDecided() && !alpha.IsDecided() {
		if s.evaluate(ply) >= beta {
			r := 2
			if depth >= 6 {
				r = 3
			}
			s.pass(ply)
			s.seenAdd(h, 1)
			score := -s.negamax(ply+1, depth-1-r, -beta, -beta+1)
			s.seenAdd(h, -1)
			if s.st.interrupted() {
				return 0
			}
			if score >= beta {
				if score.IsDecided() {
					score = beta
				}
				return score
			}
		}
	}

	origAlpha := alpha
	best := -ScoreInfinite
	bestMove := cabeza.NoMove
	first := 0 // moves tried before the full list (cabeza_threatfirst.go)
	if depth == 1 && !threat && ttMove == cabeza.NoMove {
		if m, ok := s.firstMove(ply); ok {
			s.seenAdd(h, 1)
			score := s.tryFirst(ply, m, alpha, beta)
			s.seenAdd(h, -1)
			if s.st.interrupted() {
				return 0
			}
			best, bestMove, first = score, m, 1
			if score > alpha {
				alpha = score
				s.setPV(ply, m)
				if alpha >= beta { // keyed above orderAdvance: nothing to remember
					s.tt.store(h, uint32(m), best.toTT(ply), depth, boundLower)
					return best
				}
			}
		}
	}

	var ml nodeMoves
	s.generate(ply, threat, &ml)
	if ml.n == 0 {
		return LossIn(ply) // no legal move loses
	}
	answers := ml.answers
	s.order(ply, ttMove, 0, answers)

	s.seenAdd(h, 1)
	for i := first; i < answers || s.more(ply, i, best, &ml); i++ {
		m, key := pickNext(f, i, answers)
		if i >= answers && s.lostAtOnce(ply, m, best) {
			continue
		}
		var score Score
		if m.IsWin() {
			score = WinIn(ply + 1)
			s.pvLen[ply+1] = ply + 1
		} else {
			s.play(ply, m)
			if depth >= 2 { // the child searches on and probes the table
				s.tt.prefetch(s.frames[ply+1].pos.Hash())
				if j := i + 1; j > pickBeforeSort && j < answers {
					// Sorted from here on: the next child is known, and its
					// slot loads while this child's subtree is searched.
					s.tt.prefetch(pos.HashAfter(f.list.Moves[j]))
				}
			}
			if i == 0 {
				score = -s.negamax(ply+1, depth-1, -beta, -alpha)
			} else {
				r := 0
				if !s.opts.NoReductions && depth >= 3 && i >= 3 && !threat && key < orderAdvance {
					r = 1
					if depth >= 5 && i >= 12 {
						r = 2
					}
				}
				score = -s.negamax(ply+1, depth-1-r, -alpha-1, -alpha)
				if r > 0 && score > alpha && !s.st.interrupted() {
					score = -s.negamax(ply+1, depth-1, -alpha-1, -alpha)
				}
				if score > alpha && score < beta && !s.st.interrupted() {
					score = -s.negamax(ply+1, depth-1, -beta, -alpha)
				}
			}
		}
		if s.st.interrupted() {
			break
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				s.setPV(ply, m)
				if alpha >= beta {
					if key < orderAdvance && i < answers {
						s.rememberCutoff(ply, depth, pos.Side(), m)
					}
					break
				}
			}
		}
	}
	s.seenAdd(h, -1)
	if s.st.interrupted() {
		return 0
	}
	bound := boundExact
	switch {
	case best >= beta:
		bound = boundLower
	case best <= origAlpha:
		bound = boundUpper
	}
	s.tt.store(h, uint32(bestMove), best.toTT(ply), depth, bound)
	return best
}

// quiesce is the horizon. A side that faces a win threat must answer it,
// so every move is searched (most lose at once, to the win on the move
// the next node finds first); otherwise the position is quiet enough to
// evaluate.
func (s *cabezaSearch) quiesce(ply int, alpha, beta Score, threat bool, qply int) Score {
	f := &s.frames[ply]
	pos := &f.pos
	if !threat || s.opts.NoThreatSearch || qply >= maxThreatPlies || ply >= maxPly-2 {
		return s.evaluate(ply)
	}
	var ml nodeMoves
	s.generate(ply, true, &ml)
	if ml.n == 0 {
		return LossIn(ply)
	}
	answers := ml.answers
	s.order(ply, cabeza.NoMove, 0, answers)
	h := pos.Hash()
	best := -ScoreInfinite
	s.seenAdd(h, 1)
	for i := 0; i < answers || s.more(ply, i, best, &ml); i++ {
		m, _ := pickNext(f, i, answers)
		if i >= answers && s.lostAtOnce(ply, m, best) {
			continue
		}
		var score Score
		if m.IsWin() {
			score = WinIn(ply + 1)
			s.pvLen[ply+1] = ply + 1
		} else {
			s.play(ply, m)
			score = -s.qnode(ply+1, -beta, -alpha, qply+1)
		}
		if s.st.interrupted() {
			break
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				s.setPV(ply, m)
				if alpha >= beta {
					break
				}
			}
		}
	}
	s.seenAdd(h, -1)
	if s.st.interrupted() {
		return 0
	}
	return best
}

func (s *cabezaSearch) qnode(ply int, alpha, beta Score, qply int) Score {
	score, done, threat := s.node(ply)
	if done {
		return score
	}
	return s.quiesce(ply, alpha, beta, threat, qply)
}

// nodeMoves is what a node knows of its move list beyond the list:
// how many of the moves may answer a threat to win on the move (they
// come first), how many the list holds, whether it holds the moves
// that cannot answer (ruled out: each loses at once), and the Defence
// that tells them apart.
type nodeMoves struct {
	d        cabeza.Defence
	answers  int
	n        int
	ruledOut bool
}

// generate fills ply's list with its moves, those that may answer a
// threat to win on the move first (all of them when not threatened). A
// threatened node lists only its answers: most of its moves lose at
// once, and more lists them after the answers only when the node needs
// them.
func (s *cabezaSearch) generate(ply int, threat bool, ml *nodeMoves) {
	f := &s.frames[ply]
	if !threat || s.opts.everyAnswer {
		f.pos.GenerateMoves(&f.list) // ml.d stays the zero Defence: nothing ruled out
		ml.answers, ml.n, ml.ruledOut = f.list.N, f.list.N, true
		return
	}
	ml.d = f.pos.Defence()
	f.pos.GenerateAnswers(&f.list, &ml.d)
	ml.answers, ml.n = f.list.N, f.list.N
	if ml.answers == 0 { // the node needs the rest at once
		s.more(ply, 0, -ScoreInfinite, ml)
	}
}

// more reports whether the node at ply, best being its best score yet,
// has a move i (past its answers) to try: none once best is a draw or
// more (lostAtOnce passes over every move that cannot answer), else
// the ruled-out moves, listed after the answers the first time it asks.
func (s *cabezaSearch) more(ply, i int, best Score, ml *nodeMoves) bool {
	if best >= ScoreDraw {
		return false
	}
	if !ml.ruledOut {
		f := &s.frames[ply]
		f.pos.GenerateRuledOut(&f.list, ml.answers, &ml.d)
		ml.n, ml.ruledOut = f.list.N, true
	}
	return i < ml.n
}

// lostAtOnce reports whether a move that leaves the opponent its win on
// the move (one after generate's answers) can be passed over: it loses
// two plies on, unless the position after it is drawn (a repetition or
// the move cap comes first), so it matters only while best is below what
// it could score. It looks at the position after m by its hash and move
// number alone, without making it.
func (s *cabezaSearch) lostAtOnce(ply int, m cabeza.Move, best Score) bool {
	if best >= ScoreDraw {
		return true
	}
	if best < LossIn(ply+2) {
		return false // the loss is still the best there is: search it for its line
	}
	pos := &s.frames[ply].pos
	fullmove := pos.Fullmove() // after m: one more once blue has moved
	if pos.Side() == cabeza.Blue {
		fullmove++
	}
	return fullmove < cabeza.MoveCapFullmove && s.seen[pos.HashAfter(m)&(1<<seenBits-1)] == 0
}

// order gives moves lo…hi-1 of ply their ordering keys and brings the
// first best of them to lo: pickNext's first pick, made while the keys
// are at hand.
func (s *cabezaSearch) order(ply int, ttMove cabeza.Move, lo, hi int) {
	f := &s.frames[ply]
	pos := &f.pos
	side := pos.Side()
	e0, e1 := squareWords(int16(pos.Cabeza(side.Opponent())))
	advance := &advanceKeys[side][pos.Cabeza(side).Y()]
	k1, k2 := s.killers[ply][0], s.killers[ply][1]
	hist := &s.history[side]
	best := int64(-1 << 63)
	for i := lo; i < hi; i++ {
		m := f.list.Moves[i]
		d := int(s.destOf[m.Index()]) - 1 // dest, inlined by hand
		if d < 0 {
			d = s.learnDest(m)
		}
		key := hist[d]
		if d >= numPlaceKeys {
			if a := advance[uint(d-numPlaceKeys)%cabeza.NumSquares]; a != 0 {
				key = a
			}
		} else {
			// Branch-free: which blocks reach the Cabeza is no pattern.
			r := &placeReach[d]
			key += int32(nonZero(r[0]&e0|r[1]&e1)) * orderThreat
		}
		switch m {
		case ttMove:
			key = orderTT
		case k1:
			key = max(key, orderKiller1)
		case k2:
			key = max(key, orderKiller2)
		}
		f.order[i] = key
		best = max(best, packPick(key, i))
	}
	if hi > lo {
		f.bringTo(lo, best)
	}
}

// advanceKeys[side][fromY][sq] is order's key of a move of side's
// Cabeza from rank fromY to square sq when it gains ground (0 when it
// does not): a row the loop reads without keeping the Cabeza's rank and
// direction in registers, nor working out sq's rank.
var advanceKeys = func() (t [2][cabeza.Ranks][cabeza.NumSquares]int32) {
	for side := range t {
		for fromY := range t[side] {
			for sq := range t[side][fromY] {
				gain := cabeza.Square(sq).Y() - fromY
				if cabeza.Player(side) == cabeza.Blue {
					gain = -gain
				}
				if gain > 0 {
					t[side][fromY][sq] = orderAdvance + int32(gain)
				}
			}
		}
	}
	return t
}()

// pickNext brings the best-keyed move of i…n-1 to i (moves from n on are
// taken as they stand), order having brought the first. The first picks
// are a selection sort (most cutoffs come from the first moves); a node that
// needs more moves than that (all of them at a threatened horizon node)
// gets the rest sorted once instead of a quadratic number of scans.
func pickNext(f *cabezaFrame, i, n int) (cabeza.Move, int32) {
	if i >= n {
		return f.list.Moves[i], 0 // past the ordered moves: as they stand
	}
	if i > 0 && i < pickBeforeSort { // order made the first pick
		// The first best key: key and index packed so that a plain max
		// (a conditional move, where a branch per move would be a coin
		// toss) picks the highest key and, among equals, the lowest index.
		best := packPick(f.order[i], i)
		for j, key := range f.order[i+1 : n] { // sliced: no bounds check a move
			best = max(best, packPick(key, i+1+j))
		}
		f.bringTo(i, best)
	} else if i == pickBeforeSort {
		// A stable insertion sort, best first, of what is left.
		moves, order := &f.list.Moves, &f.order
		for j := i + 1; j < n; j++ {
			m, k := moves[j], order[j]
			l := j
			for ; l > i && order[l-1] < k; l-- {
				moves[l], order[l] = moves[l-1], order[l-1]
			}
			moves[l], order[l] = m, k
		}
	}
	return f.list.Moves[i], f.order[i]
}

// packPick packs an ordering key and a move's index (below MaxMoves) into
// one number that orders by key, then by lower index.
func packPick(key int32, i int) int64 { return int64(key)<<8 | int64(255-i) }

// bringTo swaps the move packPick packed in pick, with its key, to i.
func (f *cabezaFrame) bringTo(i int, pick int64) {
	b := 255 - int(pick&255)
	f.list.Moves[i], f.list.Moves[b] = f.list.Moves[b], f.list.Moves[i]
	f.order[i], f.order[b] = f.order[b], f.order[i]
}

// pickBeforeSort is how many moves a node picks by selection before it
// sorts the rest.
const pickBeforeSort = 3

func histIndex(m cabeza.Move) int {
	to := m.To()
	if m.Kind() == cabeza.Cabeza {
		return numPlaceKeys + to.Y*cabeza.Files + to.X
	}
	return placeKey(to)
}

// rememberCutoff keeps a quiet move that refuted a line as a killer of
// its ply and raises its history.
func (s *cabezaSearch) rememberCutoff(ply, depth int, side cabeza.Player, m cabeza.Move) {
	if s.killers[ply][0] != m {
		s.killers[ply][1] = s.killers[ply][0]
		s.killers[ply][0] = m
	}
	h := &s.history[side][s.dest(m)]
	*h += int32(depth * depth)
	if *h >= historyMax {
		for i := range s.history[side] {
			s.history[side][i] /= 2
		}
	}
}
