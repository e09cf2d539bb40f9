//go:build !linux

package ai

import "time"

// MeasureAgentCPU falls back to wall-clock time where the thread CPU clock is
// not available.
func MeasureAgentCPU(f func()) time.Duration {
	start := time.Now()
	f()
	return time.Since(start)
}
