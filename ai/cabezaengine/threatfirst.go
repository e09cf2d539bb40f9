package cabezaengine

import (
	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// At a depth-1 node the first move ordered refutes the node about half
// the time, and that move threatens the enemy Cabeza (order's threat key
// beats all but the table move) or, with no threat, is the first killer.
// firstMove finds that same move from the threat moves alone, or checks
// the killer alone, so such a node never generates nor orders its full
// list; when the move does not refute, negamax generates and orders
// as always and order brings the same move first again (no history nor
// killer changes below a depth-1 node: its children only quiesce).

// threatEnds[sq] is where a block ends that order keys as a threat to a
// Cabeza on sq: its placeReach holds sq.
var threatEnds [cabeza.NumSquares]cabeza.EndSet

// threatFrom[key] is every square a block on place key threatens from
// somewhere it may end in one turn on an empty board: a block whose
// threatFrom misses the enemy Cabeza has no threat move, and
// firstThreat leaves its rolls alone.
var threatFrom [numPlaceKeys]cabeza.Bitboard

func initThreatEnds() {
	for k := range threatFrom {
		turnEnds(k, func(end int16) { threatFrom[k] = threatFrom[k].Or(placeReach[end]) })
	}
	for sq := cabeza.Square(0); sq < cabeza.NumSquares; sq++ {
		threatEnds[sq] = cabeza.EndSetOf(func(k cabeza.Kind, p cabeza.Placement) bool {
			return k.IsBlock() && placeReach[placeKey(p)].Has(sq)
		})
	}
}

// firstMove is the move order would bring first at ply when there is no
// table move, if it can tell without the full list: a threat move
// (firstThreat), or with none the first killer when it is legal (its
// key beats every move but a threat). It uses ply's move list.
func (s *cabezaSearch) firstMove(ply int) (cabeza.Move, bool) {
	if m, ok := s.firstThreat(ply); ok {
		return m, true
	}
	k1 := s.killers[ply][0]
	return k1, s.frames[ply].pos.Lists(k1)
}

// firstThreat is the move order would bring first at ply when there is
// no table move and some move threatens: the threat move of highest
// history, the first generated among equals.
func (s *cabezaSearch) firstThreat(ply int) (cabeza.Move, bool) {
	f := &s.frames[ply]
	pos := &f.pos
	side := pos.Side()
	enemy := pos.Cabeza(side.Opponent())
	var kinds uint8
	for k := cabeza.Mini; k <= cabeza.Opa; k++ {
		if threatFrom[f.keys[side][k]].Has(enemy) {
			kinds |= 1 << k
		}
	}
	if kinds == 0 {
		return cabeza.NoMove, false
	}
	pos.GenerateBlockMovesOnto(&f.list, &threatEnds[enemy], kinds)
	if f.list.N == 0 {
		return cabeza.NoMove, false
	}
	hist := &s.history[side]
	best := int64(-1 << 63)
	for i, m := range f.list.Moves[:f.list.N] {
		best = max(best, packPick(hist[s.dest(m)], i))
	}
	return f.list.Moves[255-int(best&255)], true
}

// tryFirst scores m, the first move of a depth-1 node at ply, as
// negamax's loop does its first move.
func (s *cabezaSearch) tryFirst(ply int, m cabeza.Move, alpha, beta search.Score) search.Score {
	if m.IsWin() {
		s.pvLen[ply+1] = ply + 1
		return search.WinIn(ply + 1)
	}
	s.play(ply, m)
	return -s.negamax(ply+1, 0, -beta, -alpha)
}
