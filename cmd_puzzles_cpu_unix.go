//go:build unix

package main

import (
	"syscall"
	"time"
)

// processCPU is the CPU time this process has used (user and system, all
// threads), for the generator's yield.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
