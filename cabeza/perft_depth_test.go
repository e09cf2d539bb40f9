package cabeza

import (
	"strings"
	"testing"
)

func TestParsePerftDepthTakesOneToTheMax(t *testing.T) {
	for d, s := range []string{"1", "7"} {
		if got, err := ParsePerftDepth(s); err != nil || got != []int{1, 7}[d] {
			t.Errorf("%s: %d, %v", s, got, err)
		}
	}
	for _, s := range []string{"8", "20", "0", "-1", "", "1.5", strings.Repeat("9", 100)} {
		if _, err := ParsePerftDepth(s); err == nil || !strings.Contains(err.Error(), "from 1 to 7") {
			t.Errorf("%q: %v, want refused", s, err)
		}
	}
}
