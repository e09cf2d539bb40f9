package review

import (
	"testing"

	"cabezacat/ai/search"
)

// A proof whose count of moves was not found (df-pn's winner, counted
// as lengthUnknown) is said and written without one, "walked into a
// trap", "win proven", and its record text reads back as the same score;
// a counted proof keeps its count.
func TestUnknownLengthProofHasNoCount(t *testing.T) {
	for _, c := range []struct {
		score search.Score
		text  string
	}{
		{search.WinIn(2*lengthUnknown - 1), "win proven"},
		{search.LossIn(2 * lengthUnknown), "loss proven"},
		{search.WinIn(5), "win 3 proven"},
		{search.LossIn(4), "loss 2 proven"},
	} {
		e := Eval{Score: c.score, Proven: true}
		if got := scoreText(e); got != c.text {
			t.Errorf("scoreText(%v) = %q, want %q", c.score, got, c.text)
		}
		back, proven, ok := parseScore(c.text)
		if !ok || !proven || back != c.score {
			t.Errorf("parseScore(%q) = %v %v %v, want %v proven", c.text, back, proven, ok, c.score)
		}
	}
	// A record written before this reads back the same way.
	if back, _, ok := parseScore("win 500 proven"); !ok || back != search.WinIn(2*lengthUnknown-1) {
		t.Errorf("the old text of an uncounted win reads %v %v", back, ok)
	}
	cc := &Review{Kind: Catcat, sides: [2]string{"cat", "catcher"}}
	cz := &Review{Kind: Cabeza, sides: [2]string{"red", "blue"}}
	for _, c := range []struct{ got, want string }{
		{cc.winWords(1, lengthUnknown), "a trap"},
		{cc.winWords(0, lengthUnknown), "an escape"},
		{cc.lossWords(0, lengthUnknown), "a trap"},
		{cc.winWords(1, 3), "a trap in 3"},
		{cz.winWords(0, lengthUnknown), "a forced win"},
		{cz.lossWords(0, lengthUnknown), "a forced loss"},
		{cz.lossWords(0, 2), "a loss in 2"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}
