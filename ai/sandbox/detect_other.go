//go:build !linux

package sandbox

import "runtime"

// Detect finds no containment beyond a process group (where there are
// process groups) on this system.
func Detect() Containment { return Containment{} }

// Cores lists the cores programs may be given (not pinned off Linux).
func Cores() []int {
	cores := make([]int, runtime.NumCPU())
	for i := range cores {
		cores[i] = i
	}
	return cores
}
