package ai

import "cabezacat/cabeza"

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

// raceValue[t] is worth of a Cabeza t turns (two slides each) from the
// far row; beyond the table it is worth nothing.
var raceValue = [...]Score{0, 600, 260, 130, 70, 40, 24, 14, 8, 4, 2}

const (
	evalTempo        = 12 // the side to move is half a turn ahead
	evalReachesCab   = 35 // a block whose reach covers the enemy Cabeza
	evalReachRing    = 6  // per square round the enemy Cabeza our blocks reach
	evalGuard        = 9  // per square round the own Cabeza an own block covers
	evalBlockMove    = 2  // per free first roll of a block
	evalCabezaSquare = 2  // per square the Cabeza reaches in one turn
	unreachableSlide = 40 // flood fill: no way through
)

// cabezaEvalTerms switches the evaluation's terms (all on in the zero
// value's complement: see CabezaOptions).
type cabezaEvalTerms struct {
	race, threats, guard, mobility bool
}

func evaluateCabeza(pos *cabeza.Position, terms cabezaEvalTerms) Score {
	s := pos.Side()
	return evalTempo + evalSide(pos, s, terms) - evalSide(pos, s.Opponent(), terms)
}

// evalSide is what player pl has: its race, its threats against the other
// Cabeza, its guards and its mobility.
func evalSide(pos *cabeza.Position, pl cabeza.Player, terms cabezaEvalTerms) Score {
	o := pl.Opponent()
	all := pos.Occupancy(pl).Or(pos.Occupancy(o))
	cab := pos.Cabeza(pl)
	enemyCab := pos.Cabeza(o)
	var v Score

	if terms.race || terms.mobility {
		slides, oneTurn := cabezaFlood(cab, all, goalRow[pl])
		if terms.race {
			if t := (slides + 1) / 2; t < len(raceValue) {
				v += raceValue[t]
			}
		}
		if terms.mobility {
			v += Score(oneTurn) * evalCabezaSquare
		}
	}
	if !terms.threats && !terms.guard && !terms.mobility {
		return v
	}
	var reach cabeza.Bitboard
	ownRing := ring[cab]
	enemyRing := ring[enemyCab]
	for k := cabeza.Mini; k <= cabeza.Opa; k++ {
		key := placeKey(pos.Placement(pl, k))
		foot := placeMask[key]
		if terms.threats {
			r := placeReach[key]
			if r.Has(enemyCab) {
				v += evalReachesCab
			}
			reach = reach.Or(r)
		}
		if terms.guard {
			v += Score(popcount(foot.And(ownRing))) * evalGuard
		}
		if terms.mobility {
			others := all.AndNot(foot)
			for d := 0; d < 4; d++ {
				if q := placeRoll[key][d]; q >= 0 && !placeMask[q].Meets(others) {
					v += evalBlockMove
				}
			}
		}
	}
	if terms.threats {
		v += Score(popcount(reach.And(enemyRing).AndNot(all))) * evalReachRing
	}
	return v
}

// cabezaFlood is the number of slides the Cabeza on cab needs to reach
// goal going round the pieces in all (unreachableSlide when walled in),
// and how many squares it reaches in one turn (two slides).
func cabezaFlood(cab cabeza.Square, all, goal cabeza.Bitboard) (slides, oneTurn int) {
	free := cabeza.Bitboard{^all[0], ^all[1] & hiMask}
	reached := cabeza.SquareSet(cab)
	oneTurn = -1
	for step := 1; step < 2*len(raceValue); step++ {
		next := kingStep(reached).And(free).Or(reached)
		if step == 2 {
			oneTurn = popcount(next) - 1
		}
		if next.Meets(goal) {
			if oneTurn < 0 {
				oneTurn = popcount(kingStep(next).And(free).Or(next)) - 1
			}
			return step, oneTurn
		}
		if next == reached {
			break
		}
		reached = next
	}
	if oneTurn < 0 {
		oneTurn = popcount(reached) - 1
	}
	return unreachableSlide, oneTurn
}
