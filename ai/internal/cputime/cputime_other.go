//go:build !linux

package cputime

import "time"

// Measure falls back to wall-clock time where the thread CPU clock is
// not available.
func Measure(f func()) time.Duration {
	start := time.Now()
	f()
	return time.Since(start)
}
