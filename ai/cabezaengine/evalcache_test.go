package cabezaengine

import (
	"testing"

	"cabezacat/cabeza"
)

// The cache must give what the evaluation gives: the first time (a miss
// that fills the slot), the second (a hit), and with the other side to
// move (a hit on the same layout, whose value is the tempo minus red's
// lead instead of plus it).
func TestEvalCacheGivesTheEvaluation(t *testing.T) {
	hits := 0
	for _, o := range []Options{{}, {NoRace: true}, {NoThreats: true, NoMobility: true}} {
		terms := o.evalTerms()
		c := new(evalCache)
		for _, p := range randomPositions(5, 20, 60) {
			for _, q := range []cabeza.Position{p, p.WithSide(p.Side().Opponent()), p} {
				keys := keysOf(&q)
				slot := c[q.Hash()&(1<<evalCacheBits-1)]
				want := evaluateCabeza(&q, &keys, terms)
				if got := c.evaluateCached(&q, &keys, terms); got != want {
					t.Fatalf("%v: cached evaluation %v, evaluation %v", q, got, want)
				}
				if slot != 0 {
					hits++
				}
			}
		}
	}
	if hits == 0 {
		t.Fatal("no slot was ever filled: the test saw no hit")
	}
}

// The cache relies on the evaluation being the tempo plus one side's lead
// minus the other's: turning the side to move round must give twice the
// tempo less the evaluation.
func TestEvaluationIsTheTempoPlusTheLead(t *testing.T) {
	terms := Options{}.evalTerms()
	for _, p := range randomPositions(6, 20, 60) {
		q := p.WithSide(p.Side().Opponent())
		keys := keysOf(&p)
		a, b := evaluateCabeza(&p, &keys, terms), evaluateCabeza(&q, &keys, terms)
		if a+b != 2*terms.w.tempo {
			t.Fatalf("%v: %v with one side to move, %v with the other, tempo %v", p, a, b, terms.w.tempo)
		}
	}
}
