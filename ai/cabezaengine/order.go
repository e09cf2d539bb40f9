package cabezaengine

import (
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// The move lists of a node and their order: the answers to a threat
// first, then the transposition table's move, killers and history.

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
// Threatened node lists only its answers: most of its moves lose at
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
		s.more(ply, 0, -search.ScoreInfinite, ml)
	}
}

// more reports whether the node at ply, best being its best score yet,
// has a move i (past its answers) to try: none once best is a draw or
// more (lostAtOnce passes over every move that cannot answer), else
// the ruled-out moves, listed after the answers the first time it asks.
func (s *cabezaSearch) more(ply, i int, best search.Score, ml *nodeMoves) bool {
	if best >= search.ScoreDraw {
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
func (s *cabezaSearch) lostAtOnce(ply int, m cabeza.Move, best search.Score) bool {
	if best >= search.ScoreDraw {
		return true
	}
	if best < search.LossIn(ply+2) {
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
