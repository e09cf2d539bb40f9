package cabezaengine

import (
	"testing"

	"cabezacat/ai/search"
	"cabezacat/cabeza"
)

// referenceSlides is a plain breadth-first search of the Cabeza's slides
// (king steps onto empty squares, corners not checked, as the flood
// fill): the number of slides to goal, or -1.
func referenceSlides(cab cabeza.Square, all, goal cabeza.Bitboard) int {
	dist := map[cabeza.Square]int{cab: 0}
	queue := []cabeza.Square{cab}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if goal.Has(s) {
			return dist[s]
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				x, y := s.X()+dx, s.Y()+dy
				if x < 0 || x >= cabeza.Files || y < 0 || y >= cabeza.Ranks {
					continue
				}
				n := cabeza.SquareAt(x, y)
				if _, seen := dist[n]; seen || all.Has(n) {
					continue
				}
				dist[n] = dist[s] + 1
				queue = append(queue, n)
			}
		}
	}
	return -1
}

func TestCabezaFloodMatchesBreadthFirstSearch(t *testing.T) {
	for _, p := range randomPositions(1, 40, 60) {
		all := p.Occupancy(cabeza.Red).Or(p.Occupancy(cabeza.Blue))
		for pl := cabeza.Red; pl <= cabeza.Blue; pl++ {
			cab := p.Cabeza(pl)
			got, _ := cabezaFlood(cab, all, goalRow[pl])
			slides := referenceSlides(cab, all, goalRow[pl])
			want := (slides + 1) / 2 // turns of two slides
			if slides < 0 || want >= raceTurns {
				want = unreachableTurns
			}
			if got != want {
				t.Fatalf("%s: %s Cabeza needs %d slides (%d turns), flood says %d turns", p.String(), pl, slides, want, got)
			}
		}
	}
}

// A Cabeza walled in a corridor fills it in a few turns and stops
// growing there: it never reaches the far row. (The flood stops testing
// for a fill that stopped growing after its first turn; it must still
// come out unreachable.)
func TestCabezaFloodInAPocketIsUnreachable(t *testing.T) {
	var wall cabeza.Bitboard
	for x := 0; x < cabeza.Files; x++ {
		wall = wall.Or(cabeza.SquareSet(cabeza.SquareAt(x, 1)))
	}
	wall = wall.Or(cabeza.SquareSet(cabeza.SquareAt(7, 0)))
	turns, oneTurn := cabezaFlood(cabeza.SquareAt(0, 0), wall, goalRow[cabeza.Red])
	if turns != unreachableTurns || oneTurn != 2 {
		t.Errorf("a Cabeza on a1 walled in a1–g1: %d turns, %d squares in one turn; want %d, 2", turns, oneTurn, unreachableTurns)
	}
	if got := referenceSlides(cabeza.SquareAt(0, 0), wall, goalRow[cabeza.Red]); got >= 0 {
		t.Errorf("the reference reaches the row in %d slides", got)
	}
}

func TestPieceKeysFollowPlay(t *testing.T) {
	s := New(Options{TTMegabytes: 1}).s
	var list cabeza.MoveList
	for _, p := range randomPositions(2, 10, 40) {
		s.frames[0].pos = p
		s.frames[0].keys = keysOf(&p)
		p.GenerateMoves(&list)
		for _, m := range list.Slice() {
			s.play(0, m)
			q := p.Play(m)
			if got, want := s.frames[1].keys, keysOf(&q); got != want || s.frames[1].pos != q {
				t.Fatalf("%s after %v: keys %v, want %v", p.String(), m, got, want)
			}
		}
	}
}

func evalOf(p cabeza.Position, o Options) search.Score {
	keys := keysOf(&p)
	return evaluateCabeza(&p, &keys, o.evalTerms())
}

// The evaluation sees the game, not the colours or the side of the
// board: the same position seen from the other player, or in a mirror,
// is worth the same to the side to move.
func TestCabezaEvalIsSymmetric(t *testing.T) {
	for _, p := range randomPositions(3, 20, 50) {
		v := evalOf(p, Options{})
		if w := evalOf(mirrorNorthSouth(t, p), Options{}); w != v {
			t.Fatalf("%s: eval %d, colours swapped %d", p.String(), v, w)
		}
		if w := evalOf(mirrorEastWest(t, p), Options{}); w != v {
			t.Fatalf("%s: eval %d, east-west mirror %d", p.String(), v, w)
		}
	}
}

func TestCabezaEvalStartIsLevelButForTempo(t *testing.T) {
	if v := evalOf(cabeza.Start(), Options{}); v != defaultCabezaWeights.tempo {
		t.Fatalf("start = %d, want the tempo %d alone", v, defaultCabezaWeights.tempo)
	}
}

// The race term: red's Cabeza nearer the far row is worth more to red
// (by the race table's step from 4 turns to 3; other terms, such as the
// guards it leaves behind, may outweigh that in the full evaluation).
func TestCabezaEvalRaceRewardsTheAdvancedCabeza(t *testing.T) {
	near := mustPosition(t, "2oo1mhh2/2ooffhh2/4c5/10/10/10/4C5/10/2OOFFHH2/2OO1MHH2 r 1")
	far := mustPosition(t, "2oo1mhh2/2ooffhh2/4c5/10/10/10/10/4C5/2OOFFHH2/2OO1MHH2 r 1")
	raceOnly := Options{NoThreats: true, NoGuard: true, NoMobility: true}
	if a, b := evalOf(near, raceOnly), evalOf(far, raceOnly); a-b != defaultCabezaWeights.race[3]-defaultCabezaWeights.race[4] {
		t.Fatalf("race alone: e4 %d, e3 %d: want the difference of 3 and 4 turns", a, b)
	}
}

// A piece in the way lengthens the race.
func TestCabezaEvalRaceCountsWhatStandsInTheWay(t *testing.T) {
	open := mustPosition(t, "2oo1mhh2/2ooffhh2/4c5/10/10/10/10/4C5/2OOFFHH2/2OO1MHH2 r 1")
	p := open
	all := p.Occupancy(cabeza.Red).Or(p.Occupancy(cabeza.Blue))
	free, _ := cabezaFlood(p.Cabeza(cabeza.Red), all, goalRow[cabeza.Red])
	// Wall rank 4 off except the a-file: the Cabeza must go round.
	wall := all
	for x := 1; x < cabeza.Files; x++ {
		wall = wall.Or(cabeza.SquareSet(cabeza.SquareAt(x, 3)))
	}
	walled, _ := cabezaFlood(p.Cabeza(cabeza.Red), wall, goalRow[cabeza.Red])
	if free != 4 || walled <= free { // 7 slides: four turns
		t.Fatalf("turns from e3: open %d (want 4), walled %d (want more)", free, walled)
	}
}

// Every term can be switched off, and doing so changes the value of some
// position (so each switch really reaches its term).
func TestCabezaEvalTermsSwitchOff(t *testing.T) {
	positions := randomPositions(4, 10, 30)
	for _, o := range []Options{{NoRace: true}, {NoThreats: true}, {NoGuard: true}, {NoMobility: true}} {
		changed := false
		for _, p := range positions {
			if evalOf(p, o) != evalOf(p, Options{}) {
				changed = true
				break
			}
		}
		if !changed {
			t.Errorf("options %+v change no evaluation", o)
		}
	}
	all := Options{NoRace: true, NoThreats: true, NoGuard: true, NoMobility: true}
	for _, p := range positions {
		if v := evalOf(p, all); v != defaultCabezaWeights.tempo {
			t.Fatalf("all terms off: %d, want the tempo %d", v, defaultCabezaWeights.tempo)
		}
	}
}

// A block's free rolls, as the evaluation's table counts them, are its
// rolls that stay on the board onto squares no other piece covers.
func TestCabezaFreeRollsFollowTheRolls(t *testing.T) {
	for _, p := range randomPositions(3, 20, 60) {
		all := p.Occupancy(cabeza.Red).Or(p.Occupancy(cabeza.Blue))
		keys := keysOf(&p)
		for pl := cabeza.Red; pl <= cabeza.Blue; pl++ {
			for k := cabeza.Mini; k <= cabeza.Opa; k++ {
				at := p.Placement(pl, k)
				others := all.AndNot(at.Footprint())
				want := 0
				for d := cabeza.Dir(0); d < 4; d++ {
					if q := at.Roll(d); q.OnBoard() && !q.Footprint().Meets(others) {
						want++
					}
				}
				if got := freeRolls(keys[pl][k], all.Or(offBoardBit)); got != want {
					t.Fatalf("%s: %s %s at %v has %d free rolls, the table says %d", p.String(), pl, k, at, want, got)
				}
				// The evaluation's count, in the block's one-word window.
				info := &placeInfos[keys[pl][k]]
				if got := info.free(info.window(all[0], all[1]<<1)); got != want {
					t.Fatalf("%s: %s %s at %v has %d free rolls, the window says %d", p.String(), pl, k, at, want, got)
				}
			}
		}
	}
}
