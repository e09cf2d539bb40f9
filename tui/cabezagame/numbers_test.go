package cabezagame

import (
	"strings"
	"testing"
)

// Every number on the screens says what it is: whose score, what S is.
func TestNumbersAreLabelledCabeza(t *testing.T) {
	g := analysed(t, "", 2)
	if v := g.View(); !strings.Contains(v, "scores for red: +1.00 ≈ a piece") {
		t.Errorf("Cabeza analysis does not say whose scores:\n%s", v)
	}
}
