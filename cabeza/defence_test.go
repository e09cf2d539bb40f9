package cabeza

import "testing"

// A move the Defence rules out must leave the opponent a win on the move,
// in every position random play reaches; and the filter must rule out
// something, or a search gains nothing from it.
func TestDefenceRulesOutOnlyMovesThatLoseAtOnce(t *testing.T) {
	threatened, ruledOut, answers := 0, 0, 0
	forRandomPositions(t, 31, func(p *Position, _ Move) {
		d := p.Defence()
		_, threat := p.WithSide(p.Side().Opponent()).WinningMove()
		if d.Threatened() != threat {
			t.Fatalf("%v: Defence says threatened %v, the opponent's WinningMove %v", p, d.Threatened(), threat)
		}
		if !threat {
			return
		}
		threatened++
		var list MoveList
		p.GenerateMoves(&list)
		for _, m := range list.Slice() {
			if m.IsWin() {
				continue
			}
			_, oppWins := p.Play(m).WinningMove()
			if !d.MayAnswer(m) {
				ruledOut++
				if !oppWins {
					t.Fatalf("%v: %v is ruled out, yet the opponent has no win after it", p, m)
				}
			} else if !oppWins {
				answers++
			}
		}
	})
	if threatened == 0 || ruledOut == 0 || answers == 0 {
		t.Fatalf("threatened %d, ruled out %d, answers %d: the test saw too little", threatened, ruledOut, answers)
	}
	t.Logf("threatened positions %d, moves ruled out %d, real answers %d", threatened, ruledOut, answers)
}
