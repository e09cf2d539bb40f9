package arena

import (
	"math"
	"testing"
)

// A score that rounds to zero is written without a sign: a program that
// lost at once scores 0 less K times a few microseconds of CPU, which
// read "-0.00" in the report and "-0.000" in the CSV files.
func TestFixedWritesNoNegativeZero(t *testing.T) {
	for _, c := range []struct {
		v    float64
		prec int
		want string
	}{
		{-0.0000021, 2, "0.00"},
		{-0.0004, 3, "0.000"},
		{math.Copysign(0, -1), 2, "0.00"},
		{0, 1, "0.0"},
		{-0.006, 2, "-0.01"},
		{-12.345, 1, "-12.3"},
		{83.999, 2, "84.00"},
	} {
		if got := fixed(c.v, c.prec); got != c.want {
			t.Errorf("fixed(%v, %d) = %q, want %q", c.v, c.prec, got, c.want)
		}
	}
}
