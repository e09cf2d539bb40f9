package ai

import (
	"math/bits"

	"cabezacat/cabeza"
)

// The Cabeza evaluation, in hundredths, from the side to move's view. The
// search calls it only where the side to move has no win on the move and
// faces no crush or home-row threat (those are searched, not guessed), so
// it weighs what is one step further away:
//
//   - the race: how many turns each Cabeza needs to reach the far home
//     row, going round every piece in the way (a flood fill of its
//     slides). A Cabeza two turns from the row is often unstoppable, so
//     the value grows steeply as the distance shrinks.
//   - crush threats: blocks whose one-turn reach covers the enemy Cabeza,
//     and the squares around it that our blocks can reach (the places it
//     could flee to or be cornered on).
//   - guards: own blocks standing next to the own Cabeza, which leave
//     fewer footprints an enemy block could land on it with.
//   - mobility: first rolls each block has free, squares the Cabeza
//     reaches in one turn.
//
// Each term can be switched off in CabezaOptions to measure it.
//
// The weights come from self-play matches (cabeza_tune_test.go), 200
// games a variant at depth 3 and 4. What they taught: a steep race table
// loses at depth 3 and a linear reward or penalty per slide loses at
// depth 4, while a table that only counts the last few turns wins at
// depth 4 (+87 Elo over no race term); guards and the tempo were worth
// doubling; the other terms sit near their first guess.
//
// Those matches were played from the start this program used before the
// game's author's start was found. On the author's start each term was
// measured again, the full evaluation against the same with the term off,
// 200 games from random 6-ply openings (Elo of the full evaluation, 95%):
//
//	term      depth 3     depth 4
//	race      -35 ± 48    +38 ± 45
//	threats   +23 ± 47    +117 ± 51
//	guard     +175 ± 54   +85 ± 48
//	mobility  -81 ± 49    +92 ± 49
//
// At depth 4, nearer where the stronger levels search, threats, guard and
// mobility are clearly worth having and the race is within its margin at
// both depths; mobility hurting at depth 3 is the one sign against a
// term. No change to the weights is justified by these matches, so they
// stay as they were.

// cabezaWeights are the evaluation's weights, in hundredths.
type cabezaWeights struct {
	// race[t] is the worth of a Cabeza t turns (two slides each) from the
	// far row; beyond the table it is worth nothing.
	race         [11]Score
	tempo        Score // the side to move is half a turn ahead
	reachesCab   Score // a block whose reach covers the enemy Cabeza
	reachRing    Score // per free square round the enemy Cabeza our blocks reach
	guard        Score // per square round the own Cabeza an own block covers
	blockMove    Score // per free first roll of a block
	cabezaSquare Score // per square the Cabeza reaches in one turn
}

var defaultCabezaWeights = cabezaWeights{
	race:         [11]Score{0, 120, 50, 25, 13, 7, 4, 2, 1, 0, 0},
	tempo:        24,
	reachesCab:   35,
	reachRing:    6,
	guard:        18,
	blockMove:    2,
	cabezaSquare: 2,
}

// unreachableSlide is the flood fill's answer when the Cabeza is walled in
// or further than the race table looks.
const unreachableSlide = 40

// raceTurns is how many turns the race table covers.
const raceTurns = len(cabezaWeights{}.race)

// cabezaEvalTerms switches the evaluation's terms (all on in the zero
// value's complement: see CabezaOptions) and holds its weights.
type cabezaEvalTerms struct {
	race, threats, guard, mobility bool
	w                              *cabezaWeights
}

func evaluateCabeza(pos *cabeza.Position, keys *pieceKeys, terms cabezaEvalTerms) Score {
	s := pos.Side()
	all := pos.Occupancy(cabeza.Red).Or(pos.Occupancy(cabeza.Blue))
	return terms.w.tempo + evalSide(all, keys, s, terms) - evalSide(all, keys, s.Opponent(), terms)
}

// evalSide is what player pl has: its race, its threats against the other
// Cabeza, its guards and its mobility.
func evalSide(all cabeza.Bitboard, keys *pieceKeys, pl cabeza.Player, terms cabezaEvalTerms) Score {
	o := pl.Opponent()
	cab := cabeza.Square(keys[pl][cabeza.Cabeza])
	enemyCab := cabeza.Square(keys[o][cabeza.Cabeza])
	var v Score

	if terms.race || terms.mobility {
		slides, oneTurn := cabezaFlood(cab, all, goalRow[pl])
		if terms.race {
			if t := (slides + 1) / 2; t < raceTurns {
				v += terms.w.race[t]
			}
		}
		if terms.mobility {
			v += Score(oneTurn) * terms.w.cabezaSquare
		}
	}
	if !terms.threats && !terms.guard && !terms.mobility {
		return v
	}
	var reach cabeza.Bitboard
	taken := all.Or(offBoardBit) // a roll off the board is never free
	ownRing := ring[cab]
	enemyRing := ring[enemyCab]
	for k := cabeza.Mini; k <= cabeza.Opa; k++ {
		key := keys[pl][k]
		foot := placeMask[key]
		if terms.threats {
			r := placeReach[key]
			if r.Has(enemyCab) {
				v += terms.w.reachesCab
			}
			reach = reach.Or(r)
		}
		if terms.guard {
			v += Score(popcount(foot.And(ownRing))) * terms.w.guard
		}
		if terms.mobility {
			v += Score(freeRolls(key, taken)) * terms.w.blockMove
		}
	}
	if terms.threats {
		v += Score(popcount(reach.And(enemyRing).AndNot(all))) * terms.w.reachRing
	}
	return v
}

// freeRolls is how many first rolls the block on place key has free,
// taken being every piece's squares and offBoardBit. A roll is free when
// the squares it newly covers are: the block's own footprint never
// blocks it.
func freeRolls(key int16, taken cabeza.Bitboard) int {
	n := 0
	for _, r := range &placeRollNew[key] {
		if !r.Meets(taken) {
			n++
		}
	}
	return n
}

// cabezaFlood is the number of slides the Cabeza on cab needs to reach
// goal going round the pieces in all (unreachableSlide when walled in or
// further than the race table looks), and how many squares it reaches in
// one turn (two slides). The board is handled as two words by hand: this
// is the evaluation's hot loop.
func cabezaFlood(cab cabeza.Square, all, goal cabeza.Bitboard) (slides, oneTurn int) {
	a0, a1 := notFileA[0], notFileA[1]
	j0, j1 := notFileJ[0], notFileJ[1]
	free0, free1 := ^all[0], ^all[1]&hiMask
	var lo, hi uint64
	if cab < 64 {
		lo = 1 << uint(cab)
	} else {
		hi = 1 << uint(cab-64)
	}
	g0, g1 := goal[0], goal[1]
	oneTurn = -1
	for step := 1; step < 2*raceTurns; step++ {
		e0 := lo << 1 & a0
		e1 := (hi<<1 | lo>>63) & a1
		w0 := (lo>>1 | hi<<63) & j0
		w1 := hi >> 1 & j1
		r0, r1 := lo|e0|w0, hi|e1|w1
		n0 := (r0 | r0<<10 | r0>>10 | r1<<54) & free0
		n1 := (r1 | r1<<10 | r0>>54 | r1>>10) & free1
		n0 |= lo
		n1 |= hi
		if step == 2 {
			oneTurn = bits.OnesCount64(n0) + bits.OnesCount64(n1) - 1
		}
		if n0&g0|n1&g1 != 0 {
			if oneTurn < 0 {
				oneTurn = 8 // one slide from the row: mobility hardly matters
			}
			return step, oneTurn
		}
		if n0 == lo && n1 == hi {
			break
		}
		lo, hi = n0, n1
	}
	if oneTurn < 0 {
		oneTurn = bits.OnesCount64(lo) + bits.OnesCount64(hi) - 1
	}
	return unreachableSlide, oneTurn
}
