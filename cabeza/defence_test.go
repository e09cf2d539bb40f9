package cabeza

import (
	"slices"
	"testing"
)

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

// GenerateAnswers and GenerateRuledOut must split GenerateMoves' list by
// MayAnswer, each part in GenerateMoves' order with its win flags: a
// search orders the answers and takes the rest as they come, and its
// tree must be the one it had with the whole list split after the fact.
func TestGenerateAnswersSplitsGenerateMoves(t *testing.T) {
	threatened, pruned := 0, 0
	forRandomPositions(t, 33, func(p *Position, _ Move) {
		for _, q := range []Position{*p, p.WithSide(p.Side().Opponent())} {
			d := q.Defence()
			var all, got MoveList
			q.GenerateMoves(&all)
			var answers, ruledOut []Move
			for _, m := range all.Slice() {
				if d.MayAnswer(m) {
					answers = append(answers, m)
				} else {
					ruledOut = append(ruledOut, m)
				}
			}
			q.GenerateAnswers(&got, &d)
			if !slices.Equal(got.Slice(), answers) {
				t.Fatalf("%s: GenerateAnswers %v, want %v", q.String(), got.Slice(), answers)
			}
			n := got.N
			q.GenerateRuledOut(&got, n, &d)
			if !slices.Equal(got.Moves[:n], answers) || !slices.Equal(got.Moves[n:got.N], ruledOut) {
				t.Fatalf("%s: GenerateRuledOut after the answers %v, want %v then %v", q.String(), got.Slice(), answers, ruledOut)
			}
			var every Defence
			q.GenerateAnswers(&got, &every)
			if !slices.Equal(got.Slice(), all.Slice()) {
				t.Fatalf("%s: the zero Defence lets through %v, want every move %v", q.String(), got.Slice(), all.Slice())
			}
			if q.GenerateRuledOut(&got, 3, &every); got.N != 3 {
				t.Fatalf("%s: the zero Defence rules out %d moves", q.String(), got.N-3)
			}
			if d.Threatened() {
				threatened++
				if len(ruledOut) > 0 {
					pruned++
				}
			}
		}
	})
	if threatened == 0 || pruned == 0 {
		t.Fatalf("threatened %d, with moves ruled out %d: the test saw too little", threatened, pruned)
	}
}

// HashAfter must be the hash Play gives, for every move.
func TestHashAfterIsThePlayedHash(t *testing.T) {
	forRandomPositions(t, 34, func(p *Position, _ Move) {
		var list MoveList
		p.GenerateMoves(&list)
		for _, m := range list.Slice() {
			after := p.Play(m)
			if got, want := p.HashAfter(m), after.Hash(); got != want {
				t.Fatalf("%s: HashAfter(%v) %#x, Play's %#x", p.String(), m, got, want)
			}
		}
	})
}
