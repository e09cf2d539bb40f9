package plural

import "testing"

func TestCountAgrees(t *testing.T) {
	for n, want := range map[int]string{0: "0 visitors", 1: "1 visitor", 2: "2 visitors", -1: "-1 visitors"} {
		if got := Count(n, "visitor"); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}
