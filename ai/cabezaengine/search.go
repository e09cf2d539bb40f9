package cabezaengine

import (
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// The Cabeza negamax: principal variation search over copy-made
// positions kept one per ply, a transposition table, killers and history
// for ordering, and a threat search at the horizon. It allocates nothing
// per node: every per-ply array lives in cabezaSearch, made once per
// engine.

// maxPly bounds the search stack: the deepest iteration plus room for
// the threat search past the horizon.
const maxPly = search.MaxDepth + 40

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
	score search.Score // exact when exact is set, else -ScoreInfinite
	exact bool
	pv    [maxPly]cabeza.Move
	pvLen int
}

type cabezaSearch struct {
	opts    Options
	terms   cabezaEvalTerms
	tt      *transTable
	evals   evalCache
	st      search.Stopper
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

// Threatened reports whether the player not to move could win on the
// move if it were its turn: the side to move must answer that.
func Threatened(pos *cabeza.Position) bool {
	q := pos.WithSide(pos.Side().Opponent())
	_, ok := q.WinningMove()
	return ok
}

// evaluate scores ply's position, from the cache of evaluations when it
// holds it (evalcache.go).
func (s *cabezaSearch) evaluate(ply int) search.Score {
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
func (s *cabezaSearch) node(ply int) (score search.Score, done, threat bool) {
	s.pvLen[ply] = ply
	if s.st.Tick() {
		return 0, true, false
	}
	if drawn, lost := s.drawnHere(ply); drawn {
		if lost {
			return search.LossIn(ply), true, false
		}
		return search.ScoreDraw, true, false
	}
	f := &s.frames[ply]
	m, ok, threat := f.pos.WinningMoveAndThreatGiven(f.noWin, f.noThreat)
	f.searched, f.threat, f.quietSet = !ok, threat, false
	if ok {
		s.pv[ply][ply] = m
		s.pvLen[ply] = ply + 1
		return search.WinIn(ply + 1), true, false
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
