package gamesetup

import (
	"strings"
	"testing"
	"time"
)

func TestParseEngineTime(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"": 0, "2s": 2 * time.Second, "500ms": 500 * time.Millisecond, "1m30s": 90 * time.Second,
		"5": 5 * time.Second, "0.5": 500 * time.Millisecond, " 10m ": 10 * time.Minute,
	} {
		if got, err := ParseEngineTime(in); err != nil || got != want {
			t.Errorf("ParseEngineTime(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for in, want := range map[string]string{
		"2x":    `"2x": want a time such as 2s, 500ms or 1m30s`,
		"NaN":   `"NaN": want a time such as 2s, 500ms or 1m30s`,
		"50ms":  `"50ms": want from 100ms to 10m`,
		"11m":   `"11m": want from 100ms to 10m`,
		"-1s":   `"-1s": want from 100ms to 10m`,
		"1e300": `"1e300": want from 100ms to 10m`,
	} {
		if _, err := ParseEngineTime(in); err == nil || err.Error() != want {
			t.Errorf("ParseEngineTime(%q): error %v, want %s", in, err, want)
		}
	}
}

func FuzzParseEngineTime(f *testing.F) {
	for _, s := range []string{"", "2s", "0.5", "1m30s", "-3", "NaN", "Inf", "1e9", "9223372036854775807ns"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseEngineTime(s)
		if err == nil && d != 0 && (d < MinEngineTime || d > MaxEngineTime) {
			t.Fatalf("%q: %v accepted, out of range", s, d)
		}
	})
}

// The words of the range say what the bounds are.
func TestEngineTimeRangeWords(t *testing.T) {
	if lo, _ := ParseEngineTime(strings.Fields(EngineTimeRange)[0]); lo != MinEngineTime {
		t.Errorf("%q starts at %v, MinEngineTime is %v", EngineTimeRange, lo, MinEngineTime)
	}
	if hi, _ := ParseEngineTime(strings.Fields(EngineTimeRange)[2]); hi != MaxEngineTime {
		t.Errorf("%q ends at %v, MaxEngineTime is %v", EngineTimeRange, hi, MaxEngineTime)
	}
}
