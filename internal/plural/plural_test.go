package plural

import (
	"testing"
	"time"
)

func TestCountAgrees(t *testing.T) {
	for n, want := range map[int]string{0: "0 visitors", 1: "1 visitor", 2: "2 visitors", -1: "-1 visitors"} {
		if got := Count(n, "visitor"); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestDurationInWords(t *testing.T) {
	for d, want := range map[time.Duration]string{
		2 * time.Minute:         "2 minutes",
		90 * time.Second:        "1 minute 30 seconds",
		time.Hour + time.Second: "1 hour 1 second",
		30 * time.Minute:        "30 minutes",
		1500 * time.Millisecond: "1.5s",
		0:                       "0s",
	} {
		if got := Duration(d); got != want {
			t.Errorf("Duration(%v) = %q, want %q", d, got, want)
		}
	}
}
