package puzzle

import (
	"strings"
	"testing"
)

// The fuzz seeds called good are puzzles that hold.
func TestGoodLinesHold(t *testing.T) {
	ps, err := Parse(strings.NewReader(strings.Join(goodLines, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	for i := range ps {
		if err := Check(&ps[i], 0); err != nil {
			t.Errorf("%s: %v", ps[i].ID, err)
		}
	}
}
