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
	o := s.Opponent()
	all := pos.Occupancy(cabeza.Red).Or(pos.Occupancy(cabeza.Blue))
	v := terms.w.tempo
	if terms.race || terms.mobility {
		free := freeSquares(all)
		v += raceAndReach(keys, s, free, terms) - raceAndReach(keys, o, free, terms)
	}
	if terms.threats || terms.guard || terms.mobility {
		taken := all.Or(offBoardBit) // a roll off the board is never free
		v += blockTerms(all, taken, keys, s, terms) - blockTerms(all, taken, keys, o, terms)
	}
	return v
}

// raceAndReach is player pl's race and its Cabeza's one-turn mobility,
// free being the empty squares as a padded board.
func raceAndReach(keys *pieceKeys, pl cabeza.Player, free padded, terms cabezaEvalTerms) Score {
	slides, oneTurn := floodPadded(padSquare[keys[pl][cabeza.Cabeza]], free, padGoal[pl])
	var v Score
	if terms.race {
		if t := (slides + 1) / 2; t < raceTurns {
			v += terms.w.race[t]
		}
	}
	if terms.mobility {
		v += Score(oneTurn) * terms.w.cabezaSquare
	}
	return v
}

// blockTerms is what player pl's blocks are worth: their threats against
// the other Cabeza, their guards and their mobility. all is every
// piece's squares, taken the same with offBoardBit.
func blockTerms(all, taken cabeza.Bitboard, keys *pieceKeys, pl cabeza.Player, terms cabezaEvalTerms) Score {
	o := pl.Opponent()
	cab := keys[pl][cabeza.Cabeza]
	enemyCab := keys[o][cabeza.Cabeza]
	enemy := cabeza.SquareSet(cabeza.Square(enemyCab))
	var v Score
	var reach cabeza.Bitboard
	ownRing := ring[cab]
	for k := cabeza.Mini; k <= cabeza.Opa; k++ {
		key := keys[pl][k]
		if terms.threats {
			r := &placeReach[key]
			// Branch-free: whether a block reaches the Cabeza is a coin
			// toss the processor would mispredict.
			v += Score(nonZero(r[0]&enemy[0]|r[1]&enemy[1])) * terms.w.reachesCab
			reach = reach.Or(*r)
		}
		if terms.guard {
			v += Score(popcount(placeMask[key].And(ownRing))) * terms.w.guard
		}
		if terms.mobility {
			v += Score(freeRolls(key, taken)) * terms.w.blockMove
		}
	}
	if terms.threats {
		v += Score(popcount(reach.And(ring[enemyCab]).AndNot(all))) * terms.w.reachRing
	}
	return v
}

// nonZero is 1 if x is not zero, else 0, without a branch.
func nonZero(x uint64) int { return int((x | -x) >> 63) }

// freeRolls is how many first rolls the block on place key has free,
// taken being every piece's squares and offBoardBit. A roll is free when
// the squares it newly covers are: the block's own footprint never
// blocks it. It counts without branches (which roll is free is what the
// processor cannot guess).
func freeRolls(key int16, taken cabeza.Bitboard) int {
	r := &placeRollNew[key]
	t0, t1 := taken[0], taken[1]
	return 4 - nonZero(r[0][0]&t0|r[0][1]&t1) - nonZero(r[1][0]&t0|r[1][1]&t1) -
		nonZero(r[2][0]&t0|r[2][1]&t1) - nonZero(r[3][0]&t0|r[3][1]&t1)
}

// cabezaFlood is the number of slides the Cabeza on cab needs to reach
// goal going round the pieces in all (unreachableSlide when walled in or
// further than the race table looks), and how many squares it reaches in
// one turn (two slides).
func cabezaFlood(cab cabeza.Square, all, goal cabeza.Bitboard) (slides, oneTurn int) {
	return floodPadded(padSquare[cab], freeSquares(all), padBoard(goal))
}

// floodPadded is cabezaFlood on padded boards: the Cabeza's square, the
// empty squares and the goal. It is the evaluation's hot loop: a step is
// a king step of every reached square at once, and the padding file
// (never free) stops the east and west shifts from wrapping round.
func floodPadded(cab, free, goal padded) (slides, oneTurn int) {
	lo, hi := cab[0], cab[1]
	// The Cabeza's own square counts as reached at every step.
	f0, f1 := free[0]|lo, free[1]|hi
	g0, g1 := goal[0], goal[1]
	oneTurn = -1
	for step := 1; step < 2*raceTurns; step++ {
		r0 := lo | lo<<1 | lo>>1
		r1 := hi | hi<<1 | hi>>1
		n0 := (r0 | r0<<padRow | r0>>padRow | r1<<padCross) & f0
		n1 := (r1 | r1<<padRow | r1>>padRow | r0>>padCross) & f1
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
