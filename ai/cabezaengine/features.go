package cabezaengine

import (
	"math/bits"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// Features are what the evaluation counts in a position, from the side
// to move's view, one count per weight: the evaluation with every term
// on is the dot product of the Features and the Weights (Dot). Fitting
// the weights (Texel's method) needs the counts, not the sum.
//
//	race[t]       +1 if the own Cabeza is t turns from the far row, -1 if
//	              the enemy's is (both: 0)
//	tempo         always 1: the side to move's half turn
//	reachesCab    own blocks whose reach covers the enemy Cabeza, less the
//	              enemy's that reach the own
//	reachRing     free squares round the enemy Cabeza the own blocks
//	              reach, less the same for the enemy
//	guard         own blocks' squares round the own Cabeza, less the enemy's
//	blockMove     own free first rolls, less the enemy's
//	cabezaSquare  squares the own Cabeza reaches in one turn, less the enemy's
type Features [NumWeights]int8

// EvalFeatures counts pos's Features. It is the evaluation's own work
// with the counts kept apart, slower than the evaluation (for fitting,
// not searching); a test holds the two to the same value.
func EvalFeatures(pos *cabeza.Position) Features {
	var f Features
	keys := keysOf(pos)
	s := pos.Side()
	o := s.Opponent()
	mine0, mine1 := pos.OccupiedBy(s)
	theirs0, theirs1 := pos.OccupiedBy(o)
	all0, all1 := mine0|theirs0, mine1|theirs1
	f[weightTempo] = 1
	own, other := &padSquare[keys[s][cabeza.Cabeza]], &padSquare[keys[o][cabeza.Cabeza]]
	free0, free1 := freeSquares(all0, all1)
	turnsOwn, oneOwn, turnsOther, oneOther := floodPair(own[0], own[1], other[0], other[1], free0, free1, &padGoal[s], &padGoal[o])
	if turnsOwn < raceTurns {
		f[turnsOwn]++
	}
	if turnsOther < raceTurns {
		f[turnsOther]--
	}
	f[weightCabezaSquare] = int8(oneOwn - oneOther)
	mineC := countBlocks(all0, all1, mine0, mine1, &keys, s)
	theirsC := countBlocks(all0, all1, theirs0, theirs1, &keys, o)
	f[weightReachesCab] = int8(mineC.reachesCab - theirsC.reachesCab)
	f[weightReachRing] = int8(mineC.around - theirsC.around)
	f[weightGuard] = int8(mineC.guards - theirsC.guards)
	f[weightBlockMove] = int8(mineC.free - theirsC.free)
	return f
}

// blockCounts are blockTerms' counts for one player.
type blockCounts struct{ reachesCab, around, guards, free int }

// countBlocks is blockTerms' counting, the counts kept apart (see
// blockTerms for what each is).
func countBlocks(all0, all1, mine0, mine1 uint64, keys *pieceKeys, pl cabeza.Player) blockCounts {
	own := &keys[pl]
	enemyCab := keys[pl.Opponent()][cabeza.Cabeza]
	rg := &ring[own[cabeza.Cabeza]]
	var c blockCounts
	c.guards = bits.OnesCount64(mine0&rg[0]) + bits.OnesCount64(mine1&rg[1])
	var reach cabeza.Bitboard
	all1x := all1 << 1
	for kind := cabeza.Mini; kind <= cabeza.Opa; kind++ {
		info := &placeInfos[own[kind]]
		reach = reach.Or(info.reach)
		if info.reach.Has(cabeza.Square(enemyCab)) {
			c.reachesCab++
		}
		c.free += info.free(info.window(all0, all1x))
	}
	er := &ring[enemyCab]
	c.around = bits.OnesCount64(reach[0]&er[0]&^all0) + bits.OnesCount64(reach[1]&er[1]&^all1)
	return c
}

// Dot is the evaluation of a position whose Features are f, with the
// weights w.
func (f *Features) Dot(w *Weights) search.Score {
	var v search.Score
	for i, n := range f {
		v += search.Score(n) * w[i]
	}
	return v
}
