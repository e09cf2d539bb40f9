package cabeza

import "testing"

// TestQuietPathsPromiseOnlyWhatHolds plays every block move of random
// positions whose side to move has no win on the move and checks each
// promise QuietPaths makes against a full search for wins of the
// position after it: a promised "no win" that is a win would let the
// search miss it. It also wants the promises made often, or the test
// would say nothing.
func TestQuietPathsPromiseOnlyWhatHolds(t *testing.T) {
	var moves, noWins, noThreats int
	forRandomPositions(t, 31, func(p *Position, _ Move) {
		if _, ok := p.WinningMove(); ok {
			return // a search never plays on from here
		}
		_, _, threat := p.WinningMoveAndThreat()
		q := p.QuietPaths(threat)
		var list MoveList
		p.GenerateMoves(&list)
		for _, m := range list.Slice() {
			if m.IsWin() {
				continue
			}
			moves++
			noWin, noThreat := q.After(m)
			if m.Kind() == Cabeza && (noWin || noThreat) {
				t.Fatalf("%v: a promise for the Cabeza move %v", p, m)
			}
			c := p.Play(m)
			if _, win := c.WinningMove(); noWin && win {
				t.Fatalf("%v then %v: promised no win to the side to move, which has one", p, m)
			}
			back := c.WithSide(p.Side())
			if _, win := back.WinningMove(); noThreat && win {
				t.Fatalf("%v then %v: promised no win to the other side, which has one", p, m)
			}
			// What WinningMoveAndThreatGiven answers with the promises is
			// what WinningMoveAndThreat answers without them.
			gm, gok, gthreat := c.WinningMoveAndThreatGiven(noWin, noThreat)
			wm, wok, wthreat := c.WinningMoveAndThreat()
			if gm != wm || gok != wok || gthreat != wthreat {
				t.Fatalf("%v then %v: given %v %v: %v %v %v, want %v %v %v", p, m, noWin, noThreat, gm, gok, gthreat, wm, wok, wthreat)
			}
			if noWin {
				noWins++
			}
			if noThreat {
				noThreats++
			}
		}
	})
	t.Logf("%d block and Cabeza moves: no win promised after %d, no threat after %d", moves, noWins, noThreats)
	if noWins < moves/10 || noThreats < moves/10 {
		t.Errorf("promises after %d and %d of %d moves: too few for the test to say much", noWins, noThreats, moves)
	}
}
