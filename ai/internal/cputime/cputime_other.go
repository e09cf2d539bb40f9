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

// Process is 0 where the process CPU clock is not available: callers
// report CPU time only when it is above 0.
func Process() time.Duration { return 0 }
