//go:build !linux

package cabeza

import "time"

// measureCPU is wall time where the OS gives no thread CPU clock.
func measureCPU(f func()) time.Duration {
	start := time.Now()
	f()
	return time.Since(start)
}
